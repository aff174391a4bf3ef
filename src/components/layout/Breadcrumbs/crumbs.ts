import { applyTrailingSlash } from '@docusaurus/utils-common';

/** One crumb of the trail: the sidebar categories (and the page) that hold the current page. */
export interface Crumb {
  readonly label: string;
  /** Where it leads; categories without a linked page (or whose page is unlisted) have none. */
  readonly href?: string;
}

/** The crumbs a trail shows, from the items useSidebarBreadcrumbs returns. */
export function crumbsOf(items: readonly { type: string; label: string; href?: string; linkUnlisted?: boolean }[]): Crumb[] {
  return items.map((item) => ({ label: item.label, href: item.type === 'category' && item.linkUnlisted ? undefined : item.href }));
}

/**
 * The `BreadcrumbList` structured data search engines read, as Docusaurus
 * emits it (crumbs without a page are left out), with each page's address as
 * the site serves it: a category's index page has a trailing slash in the
 * sidebar data, which `trailingSlash: false` drops.
 */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string, urlOptions: Parameters<typeof applyTrailingSlash>[1]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs
      .filter((crumb): crumb is Crumb & { href: string } => Boolean(crumb.href))
      .map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: `${siteUrl}${applyTrailingSlash(crumb.href, urlOptions)}` })),
  };
}
