import type { PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { isExternalUrl } from '@site/src/utils/links';
import { stripHtmlSuffix } from '@site/src/utils/paths';

/**
 * Which sidebar items are active, open or shown (spec §2.6). Pure functions
 * over the sidebar Docusaurus builds from sidebars.ts, unit-tested.
 */

/** Sections nest at most this deep; deeper items are not shown (spec §9). */
export const MAX_SIDEBAR_DEPTH = 5;

/** The path an item is active for: its `customProps.match`, else its link. */
function matchPathOf(item: PropSidebarItemLink | PropSidebarItemCategory): string | undefined {
  const match = (item.customProps as { match?: unknown } | undefined)?.match;
  return typeof match === 'string' ? match : item.href;
}

/**
 * A link or section is active when the current path, without a ".html" suffix,
 * is its match path or lies under it ("/dms" covers "/dms/messages"). Whole
 * segments only, so "/dms" does not cover "/dmsx".
 */
export function isActivePath(pathname: string, matchPath: string | undefined): boolean {
  if (!matchPath || isExternalUrl(matchPath)) return false;
  const path = stripHtmlSuffix(pathname);
  const base = matchPath.replace(/[#?].*$/, '');
  if (path === base) return true;
  return base !== '/' && path.startsWith(base.endsWith('/') ? base : `${base}/`);
}

export function isItemActive(item: PropSidebarItem, pathname: string): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'link') return isActivePath(pathname, matchPathOf(item));
  return isActivePath(pathname, matchPathOf(item)) || item.items.some((child) => isItemActive(child, pathname));
}

/** A section starts open unless configured collapsed, and always when the current page is inside. */
export function startsExpanded(category: PropSidebarItemCategory, pathname: string): boolean {
  return !category.collapsible || !category.collapsed || isItemActive(category, pathname);
}

/**
 * The label the curtain's sidebar button shows: the innermost section that
 * holds the current page, or undefined when the page is in no section.
 */
export function activeSectionLabel(items: readonly PropSidebarItem[], pathname: string): string | undefined {
  for (const item of items) {
    if (item.type !== 'category' || !isItemActive(item, pathname)) continue;
    return activeSectionLabel(item.items, pathname) ?? item.label;
  }
  return undefined;
}

/** How deep a sidebar goes: 1 for a flat list of links. */
export function sidebarDepth(items: readonly PropSidebarItem[]): number {
  return items.reduce((deepest, item) => {
    const depth = item.type === 'category' ? 1 + sidebarDepth(item.items) : 1;
    return Math.max(deepest, depth);
  }, 0);
}
