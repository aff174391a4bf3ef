import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import type { SocialLink } from '@site/src/theme-extras';
import TopNav from '../TopNav';
import MobileMenu from '../MobileMenu';
import SocialIcons from '../SocialIcons';
import type { TopNavItem } from '../TopNav/navItems';
import SearchButton from '../../search/SearchButton';
import styles from './styles.module.css';

export interface TopBarProps {
  items: readonly TopNavItem[];
  socials: readonly SocialLink[];
}

/**
 * The bar at the top of every page: the logo on the left; the top navigation,
 * social icons, colour-mode toggle and search on the right. On small screens
 * the navigation folds into a menu popover.
 */
export default function TopBar({ items, socials }: TopBarProps): ReactNode {
  return (
    <div className={clsx('navbar__inner', styles.bar)}>
      <div className={clsx(styles.logo, 'vx-top-bar-logo')}>
        <NavbarLogo />
      </div>
      <div className={styles.actions}>
        <TopNav items={items} className={clsx(styles.wideOnly, 'vx-top-nav')} />
        <SearchButton />
        <SocialIcons socials={socials} className={styles.socials} />
        <NavbarColorModeToggle className={styles.toggle} />
        <MobileMenu items={items} className={clsx(styles.narrowOnly, 'vx-top-nav')} />
      </div>
    </div>
  );
}
