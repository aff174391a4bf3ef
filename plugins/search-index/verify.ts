import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Checks the index against the rendered site: each indexed page has its HTML
 * file, and each section's anchor is an element id in it. Our heading ids are
 * computed apart from Docusaurus' (splitSections.ts); this is how we learn
 * that they drifted, before a reader follows a dead anchor.
 */

export interface IndexedPage {
  filePath: string;
  permalink: string;
  anchors: string[];
}

/**
 * The HTML file of a route, relative to the output folder, with
 * `trailingSlash: false`: `/a/b` → `a/b.html`, `/` → `index.html`.
 */
export function htmlFileFor(permalink: string, baseUrl: string): string {
  const sitePath = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const decoded = decodeURIComponent(sitePath);
  return decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : `${decoded}.html`;
}

/** As React writes attribute values. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Anchors with no `id="…"` in the HTML (quoted or, after minification, bare). */
export function missingAnchors(html: string, anchors: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    ids.add(match[1] ?? match[2] ?? match[3]);
  }
  return anchors.filter((anchor) => !ids.has(escapeAttribute(anchor)) && !ids.has(anchor));
}

export async function verifyBuiltPages(outDir: string, baseUrl: string, pages: readonly IndexedPage[]) {
  const problems: string[] = [];
  for (const page of pages) {
    const htmlFile = path.join(outDir, htmlFileFor(page.permalink, baseUrl));
    const html = await readFile(htmlFile, 'utf8').catch(() => undefined);
    if (html === undefined) {
      problems.push(`${page.filePath}: no rendered page at ${path.relative(outDir, htmlFile)} for ${page.permalink}`);
      continue;
    }
    for (const anchor of missingAnchors(html, page.anchors)) {
      problems.push(`${page.filePath}: anchor #${anchor} is not an element id in ${path.relative(outDir, htmlFile)}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `[vx-search-index] The search index does not match the built pages (did heading ids drift from Docusaurus'?):\n- ${problems.join('\n- ')}`,
    );
  }
}
