import type { PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { isExternalUrl } from '@site/src/utils/links';
import { stripHtmlSuffix } from '@site/src/utils/paths';

/**
 * Which sidebar items are active, open or shown (spec §2.6). Pure functions
 * over the sidebar Docusaurus builds from sidebars.ts, unit-tested.
 */

/** Sections nest at most this deep; deeper items are not shown (spec §9). */
export const MAX_SIDEBAR_DEPTH = 5;

/**
 * A path as the reader's address bar and Docusaurus may spell it, reduced to
 * one form: no ".html" suffix, no query or hash, no trailing slash (a
 * category's index page is `/guides/` in the sidebar data and `/guides` in
 * the address when `trailingSlash` is false).
 */
function comparablePath(path: string): string {
  const bare = stripHtmlSuffix(path.replace(/[#?].*$/, ''));
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

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
  const path = comparablePath(pathname);
  const base = comparablePath(matchPath);
  if (path === base) return true;
  return base !== '/' && path.startsWith(`${base}/`);
}

/** Whether `href` is the page the reader is on (not merely a page under it). */
export function isCurrentPage(pathname: string, href: string | undefined): boolean {
  return href !== undefined && !isExternalUrl(href) && comparablePath(pathname) === comparablePath(href);
}

export function isItemActive(item: PropSidebarItem, pathname: string): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'link') return isActivePath(pathname, matchPathOf(item));
  return isActivePath(pathname, matchPathOf(item)) || item.items.some((child) => isItemActive(child, pathname));
}

/**
 * The page a category's label leads to: its `link` (a doc, a generated index,
 * a folder's index.md), unless that page is unlisted, as in Docusaurus.
 */
export function categoryHref(category: PropSidebarItemCategory): string | undefined {
  return category.href !== undefined && !category.linkUnlisted ? category.href : undefined;
}

/**
 * Whether an item is drawn, as Docusaurus decides: an unlisted doc only on
 * its own page; a category when it leads somewhere, holds the current page or
 * has something to show.
 */
export function isItemVisible(item: PropSidebarItem, pathname: string): boolean {
  if (item.type === 'link') return !item.unlisted || isCurrentPage(pathname, item.href);
  if (item.type === 'category') {
    return (
      categoryHref(item) !== undefined ||
      isItemActive(item, pathname) ||
      item.items.some((child) => isItemVisible(child, pathname))
    );
  }
  return true;
}

export function visibleItems(items: readonly PropSidebarItem[], pathname: string): PropSidebarItem[] {
  return items.filter((item) => isItemVisible(item, pathname));
}

/** A section starts open unless configured collapsed, and always when the current page is inside. */
export function startsExpanded(category: PropSidebarItemCategory, pathname: string): boolean {
  return !category.collapsible || !category.collapsed || isItemActive(category, pathname);
}

/**
 * The label the curtain's sidebar button shows: the innermost section that
 * holds the current page (a category's own page counts as inside it), or
 * undefined when the page is in no section.
 */
export function activeSectionLabel(items: readonly PropSidebarItem[], pathname: string): string | undefined {
  // Build-time constant (plugins/chrome-features): without unlisted docs in any sidebar, every item shows.
  for (const item of process.env.VX_SIDEBAR_EXTRAS !== 'false' ? visibleItems(items, pathname) : items) {
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
