/**
 * The page the build leaves at each moved page's old path, for hosts that
 * ignore `_redirects` (GitHub Pages, a plain file server): it sends the
 * reader on to the new path. `content-types/attachment.html`, like every page
 * with trailingSlash: false, so the host serves it at `/content-types/attachment`
 * and `/content-types/attachment.html`.
 *
 * - `<meta http-equiv="refresh">` redirects without JavaScript;
 * - the inline script redirects at once and keeps the query string and #hash
 *   (the refresh drops both). It reads the target from the page's link rather
 *   than holding it: every redirect page has the same script, so the
 *   Content-Security-Policy allows them all with one hash, and no URL ever
 *   needs escaping into script text;
 * - a sentence with a link to the new page, should both be blocked;
 * - `rel=canonical` and `og:url` name the new page and `robots noindex` keeps
 *   the old path out of search results.
 */

export interface RedirectPage {
  /** The file to write, relative to the build folder. */
  readonly file: string;
  readonly html: string;
}

export interface RedirectPageOptions {
  /** Old and new site paths, without the base URL. */
  readonly from: string;
  readonly to: string;
  readonly baseUrl: string;
  /** The production origin, for the canonical URL (SITE_URL). */
  readonly siteUrl: string;
  /** The new page's title, as its own `<title>` reads. */
  readonly targetTitle: string;
}

/** The id of the link the script follows. */
export const TARGET_LINK_ID = 'vx-redirect-target';

/** The one script of every redirect page (its hash goes into the policy like any inline script). */
export const REDIRECT_SCRIPT = `location.replace(document.getElementById("${TARGET_LINK_ID}").href+location.search+location.hash)`;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML text with its character references (hex, decimal, and the named ones a minifier writes) decoded. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (/^#x/i.test(code)) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return NAMED_ENTITIES[code] ?? entity;
  });
}

/**
 * The text of a built page's `<title>`, entities decoded; undefined without one.
 * A title is raw text up to `</title`, so a pattern is enough here.
 */
export function documentTitle(html: string): string | undefined {
  const match = /<title\b[^>]*>([^]*?)<\/title/i.exec(html);
  return match ? decodeHtmlEntities(match[1]).trim() : undefined;
}

/** The file of a page in the build: `/a/b` → `a/b.html` (trailingSlash: false), `/` → `index.html`. */
export function pageFile(sitePath: string): string {
  return sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`;
}

export function redirectPage({ from, to, baseUrl, siteUrl, targetTitle }: RedirectPageOptions): RedirectPage {
  const href = `${baseUrl}${to.slice(1)}`;
  const canonical = `${siteUrl.replace(/\/$/, '')}${href}`;
  const title = escapeHtml(targetTitle);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Moved: ${title}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta property="og:url" content="${escapeHtml(canonical)}">
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:2rem}</style>
</head>
<body>
<main>
<p>This page has moved to <a id="${TARGET_LINK_ID}" href="${escapeHtml(href)}">${title}</a>.</p>
</main>
<script>${REDIRECT_SCRIPT}</script>
</body>
</html>
`;
  return { file: pageFile(from), html };
}
