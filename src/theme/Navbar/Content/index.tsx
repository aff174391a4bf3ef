/**
 * Shadows @theme/Navbar/Content (Docusaurus 3.10, swizzle: unsafe) with our top
 * bar. Why not config or CSS: the bar's order and its mobile form (a menu
 * popover instead of the drawer, search and socials always visible) differ.
 */
import React, { type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import TopBar from '@site/src/components/layout/TopBar';
import { topNavItems } from '@site/src/components/layout/TopNav/navItems';
import { useThemeExtras } from '@site/src/hooks/useThemeExtras';

export default function NavbarContent(): ReactNode {
  const { navbar } = useThemeConfig();
  const { socials } = useThemeExtras();
  return <TopBar items={topNavItems(navbar.items as Parameters<typeof topNavItems>[0])} socials={socials} />;
}
