import { withBase } from './redirects';
import { LLMS_FULL_TXT, LLMS_TXT } from '../../src/markdownTwins';

/**
 * The `_headers` file: security headers on every path, and caching by kind of
 * file. Netlify and Cloudflare Pages read the same format but disagree when
 * two matching rules set one header (Netlify keeps the last value, Cloudflare
 * joins them with a comma, which would make a Cache-Control of
 * "max-age=0, …, max-age=31536000"). So every header here is set by rules
 * that never match the same path: the security headers by one catch-all
 * rule, Cache-Control by one rule per top-level entry of the build.
 */

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

export interface BuildEntry {
  readonly name: string;
  readonly isDirectory: boolean;
}

/** Files whose names carry a content hash: a new version is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: cached, but checked (ETag) before every use. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Top-level folders holding only content-hashed files (the bundler's assets, the search index files). */
export const HASHED_FOLDERS: readonly string[] = ['assets', '.search'];

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
export const PLAIN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
const LLMS_FILES = [LLMS_TXT, LLMS_FULL_TXT];

/** Written for the host, never served. */
export const HOSTING_FILES: readonly string[] = ['_headers', '_redirects'];

export function securityHeaders(contentSecurityPolicy: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    // Files are only ever what their Content-Type says (no script from a JSON or text file).
    ['X-Content-Type-Options', 'nosniff'],
    // Other sites see our origin, never the page a reader came from.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // For browsers without frame-ancestors: the docs are never shown inside another site.
    ['X-Frame-Options', 'DENY'],
    // The docs need no device or sensor: none may be asked for, by us or by anything embedded.
    [
      'Permissions-Policy',
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    ],
  ];
}

/**
 * The rules for a build whose top-level entries are `entries`. The folders in
 * HASHED_FOLDERS are immutable even when a plugin writes them after this
 * runs; every other entry revalidates: a folder with everything under it, a
 * file at its name and, for a page, also without ".html" (how pages are linked).
 */
export function headerRules({
  baseUrl,
  contentSecurityPolicy,
  entries,
}: {
  baseUrl: string;
  contentSecurityPolicy: string;
  entries: readonly BuildEntry[];
}): HeaderRule[] {
  const revalidated = new Set<string>(['/']);
  for (const { name, isDirectory } of entries) {
    if (HASHED_FOLDERS.includes(name) || HOSTING_FILES.includes(name)) continue;
    if (isDirectory) {
      revalidated.add(`/${name}/*`);
    } else {
      revalidated.add(`/${name}`);
      if (name.endsWith('.html') && name !== 'index.html') revalidated.add(`/${name.slice(0, -5)}`);
    }
  }
  const cache = (pattern: string, value: string): HeaderRule => ({
    pattern: withBase(baseUrl, pattern),
    headers: [['Cache-Control', value]],
  });
  const text = (pattern: string, contentType: string): HeaderRule => ({
    pattern: withBase(baseUrl, pattern),
    headers: [['Content-Type', contentType]],
  });
  return [
    { pattern: withBase(baseUrl, '/*'), headers: securityHeaders(contentSecurityPolicy) },
    // Markdown twins and llms.txt (plugins/markdown-twins): hosts disagree on
    // both types, and without a charset a browser may garble every "—".
    text('/*.md', MARKDOWN_CONTENT_TYPE),
    ...LLMS_FILES.map((file) => text(`/${file}`, PLAIN_TEXT_CONTENT_TYPE)),
    ...HASHED_FOLDERS.map((folder) => cache(`/${folder}/*`, IMMUTABLE)),
    ...[...revalidated].sort().map((pattern) => cache(pattern, REVALIDATE)),
  ];
}

export function renderHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by plugins/hosting at build time (inline script hashes included): rebuild, don't edit.\n${blocks.join('\n')}\n`;
}
