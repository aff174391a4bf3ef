/**
 * The site's `_redirects`: every old or alternative path (source) and where
 * it now lives (target), both site paths without the base URL. The local
 * server and the host answer 301. Which paths redirect where is decided by
 * src/redirects.ts, which the browser shares; this module lists them for the
 * build and renders the file.
 */
import { checkMovedPages, MOVED_PAGES, redirectTarget } from '../../src/redirects';

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/**
 * `/path/` → `/path` for every page but the home page: the site's URLs have
 * no trailing slash, and the host would otherwise answer 404 for the slashed form.
 */
export function trailingSlashRedirects(routes: Iterable<string>): Redirect[] {
  const redirects: Redirect[] = [];
  for (const route of new Set(routes)) {
    if (route === '/' || route.endsWith('/')) continue;
    redirects.push({ from: `${route}/`, to: route });
  }
  return redirects.sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The Markdown twin of a page (`/a/b` → `/a/b.md`, the home page → `/index.md`),
 * written by the build next to each page's HTML.
 */
export function markdownTwin(sitePath: string): string {
  return sitePath === '/' ? '/index.md' : `${sitePath}.md`;
}

/**
 * The whole map, checked against the built routes: moved pages first (the
 * old path, its trailing-slash form and its Markdown twin), then the
 * trailing-slash form of every page. Each target is what redirectTarget
 * answers, so the host and the browser agree on every line.
 */
export function redirectMap(routes: readonly string[], moved: Readonly<Record<string, string>> = MOVED_PAGES): Redirect[] {
  const known = new Set(routes);
  const isPage = (sitePath: string) => known.has(sitePath);
  const problems = checkMovedPages(moved, isPage);
  if (problems.length > 0) {
    throw new Error(
      `The moved-pages map (MOVED_PAGES in src/redirects.ts) has problems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const target = (from: string) => redirectTarget(from, isPage, moved)!;
  const movedRedirects = Object.keys(moved).flatMap((from) => [
    // Not forced ("301!"): Cloudflare ignores a line with that status. Where a host
    // lets the redirect page at the old path shadow the rule (Netlify may), that
    // page still leads the reader on.
    { from, to: target(from) },
    { from: `${from}/`, to: target(`${from}/`) },
    { from: markdownTwin(from), to: markdownTwin(target(from)) },
  ]);
  return [...movedRedirects, ...trailingSlashRedirects(routes).map(({ from }) => ({ from, to: target(from) }))];
}

/** Prefixes a site path with the base URL ("/xmtp-docs/" + "/a" → "/xmtp-docs/a"). */
export function withBase(baseUrl: string, sitePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}${sitePath}`;
}

/**
 * `_redirects` in the format Netlify and Cloudflare Pages share: `from to 301`.
 * Under a base path, the base without its slash goes to
 * the home page too: it is the one path of the site outside the base folder.
 */
export function renderRedirects(redirects: readonly Redirect[], baseUrl: string): string {
  const lines = [
    '# Written by plugins/hosting at build time; add moved pages to MOVED_PAGES in src/redirects.ts.',
    ...(baseUrl === '/' ? [] : [`${baseUrl.slice(0, -1)} ${baseUrl} 301`]),
    ...redirects.map(({ from, to }) => `${asRequested(withBase(baseUrl, from))} ${asRequested(withBase(baseUrl, to))} 301`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A route as a browser requests it: Docusaurus' routes are raw
 * (`/folder with space/doc 1`, `/æøå`), a request's path is percent-encoded,
 * and a space would end the rule's field.
 */
function asRequested(sitePath: string): string {
  return encodeURI(sitePath);
}
