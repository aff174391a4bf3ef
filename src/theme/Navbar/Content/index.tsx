/**
 * Shadows @theme/Navbar/Content (Docusaurus 3.10, swizzle: unsafe) with our top
 * bar. Why not config or CSS: the bar's order and its mobile form (a menu
 * popover instead of the drawer, search and socials always visible) differ.
 * Theme-classic's navbar item types are not bundled (see @theme/Navbar), so
 * the docs version switcher is ours: the first top-nav dropdown, on sites
 * with more than one docs version.
 */
import React, { type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import TopBar, { type TopBarProps } from '@site/src/components/layout/TopBar';
import { topNavItems } from '@site/src/components/layout/TopNav/navItems';
import { useVersionMenu } from '@site/src/components/layout/VersionMenu/useVersionMenu';
import { useThemeExtras } from '@site/src/hooks/useThemeExtras';

function TopBarWithVersions({ items, socials }: TopBarProps): ReactNode {
  const versions = useVersionMenu();
  return <TopBar items={versions ? [versions, ...items] : items} socials={socials} />;
}

export default function NavbarContent(): ReactNode {
  const { navbar } = useThemeConfig();
  const { socials } = useThemeExtras();
  const items = topNavItems(navbar.items as Parameters<typeof topNavItems>[0]);
  // A build-time constant (plugins/docs-versions): a site with one version ships no switcher code.
  return process.env.VX_DOCS_VERSIONED === 'true' ? (
    <TopBarWithVersions items={items} socials={socials} />
  ) : (
    <TopBar items={items} socials={socials} />
  );
}
