/**
 * Shadows @theme/Navbar/Content (src/theme/swizzles.ts) with our top
 * bar. Why not config or CSS: the bar's order and its mobile form (a menu
 * popover instead of the drawer, search and socials always visible) differ.
 * Every navbar item type of `themeConfig.navbar.items` is resolved by
 * useTopNav (src/components/layout/TopNav/navItems.ts) and drawn by our top
 * bar and phone menu; on a versioned site the docs version menu comes first
 * among the right-hand items unless a `docsVersionDropdown` item places it.
 */
import React, { type ReactNode } from 'react';
import TopBar from '@site/src/components/layout/TopBar';
import { useTopNav } from '@site/src/components/layout/TopNav/useTopNav';
import { useThemeExtras } from '@site/src/hooks/useThemeExtras';

export default function NavbarContent(): ReactNode {
  const nav = useTopNav();
  const { socials } = useThemeExtras();
  return <TopBar nav={nav} socials={socials} />;
}
