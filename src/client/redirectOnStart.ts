/**
 * For hosts that ignore `_redirects` (GitHub Pages, a plain file server) and
 * for `npm start`: when the app starts at a path the redirect map sends
 * elsewhere (a moved page, or a page's "/path/" form, which such a host
 * answers with the not-found page), go there at once, query and #hash kept.
 * A full load rather than a router push: the HTML in hand is the not-found
 * page's, and hydrating another page over it would fail.
 *
 * In every page's bundle, so it stays small: the route list is the one the
 * app already holds, read only when the path could be a redirect.
 */
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import { MOVED_PAGES, pagePaths, redirectLocation } from '../redirects';

if (typeof window !== 'undefined') {
  const { pathname, search, hash } = window.location;
  const { baseUrl } = siteConfig;
  let pages: Set<string> | undefined;
  const isPage = (sitePath: string) => (pages ??= pagePaths(routes, baseUrl)).has(sitePath);
  const target = redirectLocation(pathname, baseUrl, isPage, MOVED_PAGES);
  if (target !== undefined) window.location.replace(`${target}${search}${hash}`);
}

export {};
