/**
 * The site's redirect map: every old or alternative path (source) and where
 * it now lives (target), both site paths without the base URL. The build
 * writes it to `_redirects`; the local server and the host answer 301.
 */

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/**
 * Pages that moved, source → target. Add an entry when a page's path
 * changes, so old links and bookmarks keep working; the target must be a
 * route of the build (the plugin checks).
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {};

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

/** The whole map: moved pages first, then the trailing-slash forms; checked against the built routes. */
export function redirectMap(routes: readonly string[], moved: Readonly<Record<string, string>> = MOVED_PAGES): Redirect[] {
  const known = new Set(routes);
  const movedRedirects = Object.entries(moved).map(([from, to]) => {
    if (!from.startsWith('/') || !to.startsWith('/')) {
      throw new Error(`Redirect "${from}" → "${to}": both must be site paths starting with "/".`);
    }
    if (known.has(from)) throw new Error(`Redirect "${from}" → "${to}": "${from}" is still a page of the site.`);
    if (!known.has(to)) throw new Error(`Redirect "${from}" → "${to}": "${to}" is not a page of the site.`);
    return { from, to };
  });
  const sources = new Set(movedRedirects.map((redirect) => redirect.from));
  return [...movedRedirects, ...trailingSlashRedirects(routes).filter((redirect) => !sources.has(redirect.from))];
}

/** Prefixes a site path with the base URL ("/xmtp-docs/" + "/a" → "/xmtp-docs/a"). */
export function withBase(baseUrl: string, sitePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}${sitePath}`;
}

/**
 * `_redirects` in the format Netlify and Cloudflare Pages share: `from to 301`.
 * Under a base path, the base without its slash goes to the home page too:
 * it is the one path of the site outside the base folder.
 */
export function renderRedirects(redirects: readonly Redirect[], baseUrl: string): string {
  const lines = [
    '# Written by plugins/hosting at build time; edit plugins/hosting/redirects.ts instead.',
    ...(baseUrl === '/' ? [] : [`${baseUrl.slice(0, -1)} ${baseUrl} 301`]),
    ...redirects.map(({ from, to }) => `${withBase(baseUrl, from)} ${withBase(baseUrl, to)} 301`),
  ];
  return `${lines.join('\n')}\n`;
}
