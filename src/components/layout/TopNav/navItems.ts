import { isExternalUrl } from '@site/src/utils/links';

/**
 * The top navigation, read from `themeConfig.navbar.items`: plain links (an
 * internal `to` or an external `href`) and dropdowns (`type: 'dropdown'` with
 * `items`). Other Docusaurus item types are not part of this design.
 */
export interface TopNavLink {
  kind: 'link';
  id: string;
  label: string;
  to?: string;
  href?: string;
  /** The link of what the reader is on (the version switcher's current version). */
  current?: boolean;
  /** Runs when the reader follows the link. */
  onFollow?: () => void;
}

export interface TopNavMenu {
  kind: 'menu';
  id: string;
  label: string;
  /** A fuller name (`Version: 1.0` for `1.0`): the trigger's accessible name, and its text in the phone menu. */
  fullLabel?: string;
  items: TopNavLink[];
}

export type TopNavItem = TopNavLink | TopNavMenu;

interface NavbarItemConfig {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  items?: NavbarItemConfig[];
}

/** Above this many items the top bar tightens its spacing (spec §2.7, §9). */
export const SPACIOUS_NAV_MAX_ITEMS = 3;

function toLink(item: NavbarItemConfig, id: string): TopNavLink | undefined {
  if (!item.label || !(item.to || item.href)) return undefined;
  return { kind: 'link', id, label: item.label, to: item.to, href: item.href };
}

export function topNavItems(config: readonly NavbarItemConfig[]): TopNavItem[] {
  return config.flatMap((item, index): TopNavItem[] => {
    const id = `nav-${index}`;
    if (item.type === 'dropdown' && item.label && item.items) {
      const links = item.items.flatMap((child, childIndex) => toLink(child, `${id}-${childIndex}`) ?? []);
      return links.length > 0 ? [{ kind: 'menu', id, label: item.label, items: links }] : [];
    }
    if (item.type && item.type !== 'default') return [];
    return toLink(item, id) ? [toLink(item, id)!] : [];
  });
}

export function isExternal(link: TopNavLink): boolean {
  return Boolean(link.href && isExternalUrl(link.href));
}
