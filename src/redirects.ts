/**
 * Where old and alternative paths of the site lead. One map, read by the
 * build (plugins/hosting writes it to `_redirects` and writes a redirect page
 * at each old path) and by the browser (src/client/redirectOnStart.ts, for
 * hosts that ignore `_redirects`). Kept free of Node and browser APIs so both
 * sides can import it.
 *
 * Paths here are site paths: they start with "/" and leave the base URL out.
 */

/**
 * Pages that moved, old path → new path. Add an entry when a page's path
 * changes (or a page of the old site lives on under another name), so old
 * links and bookmarks keep working. The build checks that the old path is no
 * longer a page and the new one is (checkMovedPages).
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  // The old site's attachment page; attachments and remote attachments now share one page.
  '/content-types/attachment': '/content-types/remote-attachment',
};

/**
 * Where a site path redirects, or undefined when it is served as it is:
 * a moved page (with or without a trailing slash) goes to its new path, and
 * the trailing-slash form of a page goes to the page. The home page "/" is
 * never a redirect.
 */
export function redirectTarget(
  sitePath: string,
  isPage: (sitePath: string) => boolean,
  moved: Readonly<Record<string, string>> = MOVED_PAGES,
): string | undefined {
  const withoutSlash = sitePath.length > 1 && sitePath.endsWith('/') ? sitePath.slice(0, -1) : sitePath;
  if (Object.hasOwn(moved, withoutSlash)) return moved[withoutSlash];
  if (withoutSlash !== sitePath && isPage(withoutSlash)) return withoutSlash;
  return undefined;
}

/**
 * The same for a full URL path under a base URL ("/xmtp-docs/"): the answer
 * carries the base too. Paths outside the base are not the site's, except
 * the base without its slash, which leads to the home page.
 */
export function redirectLocation(
  pathname: string,
  baseUrl: string,
  isPage: (sitePath: string) => boolean,
  moved: Readonly<Record<string, string>> = MOVED_PAGES,
): string | undefined {
  if (baseUrl !== '/' && pathname === baseUrl.slice(0, -1)) return baseUrl;
  if (!pathname.startsWith(baseUrl)) return undefined;
  const target = redirectTarget(`/${pathname.slice(baseUrl.length)}`, isPage, moved);
  return target === undefined ? undefined : `${baseUrl}${target.slice(1)}`;
}

/** A path segment we can write as a file name on any host: no dot-only segments, no encoding needed. */
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * Checks the moved-pages map against the site's pages and returns its
 * problems, one sentence each (empty when all is well). An old path must be
 * a plain page path, since it becomes a file name and a `_redirects` line,
 * and no longer a page; a new path must be a page, so no redirect chains.
 */
export function checkMovedPages(moved: Readonly<Record<string, string>>, isPage: (sitePath: string) => boolean): string[] {
  const problems: string[] = [];
  for (const [from, to] of Object.entries(moved)) {
    const entry = `"${from}" → "${to}"`;
    const segments = from.split('/').slice(1);
    if (!from.startsWith('/') || !to.startsWith('/')) {
      problems.push(`${entry}: both must be site paths starting with "/".`);
    } else if (from === '/' || !segments.every((segment) => SAFE_SEGMENT.test(segment))) {
      problems.push(
        `${entry}: the old path must be a page path of letters, digits, ".", "_", "~" and "-" segments, with no trailing slash.`,
      );
    } else if (/\.(html|md)$/.test(from)) {
      problems.push(`${entry}: leave out ".html" or ".md"; those forms of the old path are redirected too.`);
    } else if (isPage(from)) {
      problems.push(`${entry}: "${from}" is still a page of the site.`);
    } else if (!isPage(to)) {
      problems.push(`${entry}: "${to}" is not a page of the site.`);
    }
  }
  return problems;
}

/** The part of a route of the app's route config (`@generated/routes`) that says which page it is. */
export interface RouteLike {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly routes?: readonly RouteLike[];
}

/**
 * The site paths of the pages in a route config: its exact routes, at any
 * depth (docs pages sit inside layout routes), with the base URL taken off.
 * The catch-all not-found route is not exact, so it is not a page.
 */
export function pagePaths(routes: readonly RouteLike[], baseUrl: string): Set<string> {
  const paths = new Set<string>();
  const visit = (list: readonly RouteLike[]) => {
    for (const route of list) {
      if (route.exact && typeof route.path === 'string' && route.path.startsWith(baseUrl)) {
        paths.add(`/${route.path.slice(baseUrl.length)}`);
      }
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return paths;
}
