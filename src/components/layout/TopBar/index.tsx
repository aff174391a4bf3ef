import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import type { SocialLink } from '@site/src/theme-extras';
import TopNav from '../TopNav';
import MobileMenu from '../MobileMenu';
import SocialIcons from '../SocialIcons';
import type { TopNavItems } from '../TopNav/navItems';
import SearchButton from '../../search/SearchButton';
import styles from './styles.module.css';

export interface TopBarProps {
  nav: TopNavItems;
  socials: readonly SocialLink[];
}

/**
 * The bar at the top of every page: the logo, then the navbar's left-hand
 * items; the right-hand items, search, social icons and the colour-mode
 * toggle at the far end. On small screens the navigation folds into a menu
 * popover and search keeps its place in the bar.
 */
export default function TopBar({ nav, socials }: TopBarProps): ReactNode {
  return (
    <div className={clsx('navbar__inner', styles.bar)}>
      <div className={clsx(styles.logo, 'vx-top-bar-logo')}>
        <NavbarLogo />
      </div>
      <TopNav left={nav.left} right={nav.right} className={clsx(styles.wideOnly, 'vx-top-nav')} />
      <div className={styles.actions}>
        {/* A `search` navbar item moves the button into the navigation on wide screens. */}
        <SearchButton className={nav.placesSearch ? styles.searchPlacedElsewhere : undefined} />
        <SocialIcons socials={socials} className={styles.socials} />
        <NavbarColorModeToggle className={styles.toggle} />
        <MobileMenu items={[...nav.left, ...nav.right]} className={clsx(styles.narrowOnly, 'vx-top-nav')} />
      </div>
    </div>
  );
}
