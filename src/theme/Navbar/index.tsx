/**
 * Shadows @theme/Navbar (src/theme/swizzles.ts) with a plain bar
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

/** A bar that never hides (no `hideOnScroll`). */
const FIXED_BAR = { navbarRef: undefined, isNavbarVisible: true };

export default function Navbar(): ReactNode {
  const { navbar } = useThemeConfig();
  // A build-time constant (plugins/chrome-features): sites whose bar never hides ship no scroll tracking.
  const { navbarRef, isNavbarVisible } = process.env.VX_NAVBAR_HIDE_ON_SCROLL !== 'false' ? useHideableNavbar(navbar.hideOnScroll) : FIXED_BAR;
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}
      // The site's dark colour tokens apply inside an element marked dark (src/css/custom.css).
      // Build-time constants (plugins/chrome-features): a plain bar ships none of this.
      data-theme={process.env.VX_NAVBAR_EXTRAS !== 'false' && navbar.style === 'dark' ? 'dark' : undefined}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        process.env.VX_NAVBAR_HIDE_ON_SCROLL !== 'false' && navbar.hideOnScroll ? [styles.hideable, !isNavbarVisible && styles.hidden] : undefined,
        process.env.VX_NAVBAR_EXTRAS !== 'false' && navbar.style ? styles[navbar.style] : undefined,
      )}>
      <NavbarContent />
    </nav>
  );
}
