/**
 * Shadows @theme/Navbar (Docusaurus 3.10, swizzle: safe) with a plain bar
 * around our top bar (@theme/Navbar/Content). Why not keep the stock layout:
 * it also renders theme-classic's mobile drawer, which this site never opens:
 * on phones the curtain has its own drawer and the top bar its menu. Leaving
 * it out takes about 15 KB off the JavaScript of every page.
 *
 * `themeConfig.navbar` options: `title` and `logo` (`href`, `target`,
 * `srcDark`, `width`, `height`, `className`, `style`) reach the logo through
 * Docusaurus' own @theme/Navbar/Logo; `items` are our top bar's (see
 * Navbar/Content); `hideOnScroll` slides the bar away while the reader
 * scrolls down, on wide screens (on phones it scrolls away with the page
 * anyway); `style: 'dark'` or `'primary'` colours the bar (and its menus)
 * dark or in the brand colour whatever the site's colour mode.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useHideableNavbar } from '@docusaurus/theme-common/internal';
import NavbarContent from '@theme/Navbar/Content';
import styles from './styles.module.css';

export default function Navbar(): ReactNode {
  const { navbar } = useThemeConfig();
  const { navbarRef, isNavbarVisible } = useHideableNavbar(navbar.hideOnScroll);
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main', description: 'The ARIA label for the main navigation' })}
      // The site's dark colour tokens apply inside an element marked dark (src/css/custom.css).
      data-theme={navbar.style === 'dark' ? 'dark' : undefined}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        navbar.hideOnScroll && [styles.hideable, !isNavbarVisible && styles.hidden],
        navbar.style === 'dark' && styles.dark,
        navbar.style === 'primary' && styles.primary,
      )}>
      <NavbarContent />
    </nav>
  );
}
