/**
 * What stands between a reader and the first paint, read from the built HTML:
 * stylesheets and scripts the browser must fetch or run before it can render.
 * Deferred, async and module scripts don't block; neither do stylesheets for
 * another medium. Inline scripts run where they stand, so each one counts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importTypeScript } from './typescript.mjs';

// The inline scripts that run are those the hosting plugin's policy must hash:
// one scanner for both.
const { scanInlineCode } = await importTypeScript(
  fileURLToPath(new URL('../../plugins/hosting/inlineScripts.ts', import.meta.url)),
);

const TAG = /<(link|script)\b([^>]*)>/gi;

/** Attribute value (quoted or not) or presence (''), from a minified tag. */
export function readAttribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
}

/** Render-blocking resources of one HTML document. */
export function findRenderBlocking(html) {
  const stylesheets = [];
  const scripts = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    if (tag.toLowerCase() === 'link') {
      const rel = (readAttribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
      const media = readAttribute(attributes, 'media');
      if (rel.includes('stylesheet') && (media === undefined || media === 'all' || media === 'screen')) {
        stylesheets.push(readAttribute(attributes, 'href'));
      }
      continue;
    }
    const src = readAttribute(attributes, 'src');
    if (src === undefined) continue;
    const type = readAttribute(attributes, 'type');
    const deferred =
      readAttribute(attributes, 'defer') !== undefined ||
      readAttribute(attributes, 'async') !== undefined ||
      type === 'module';
    if (!deferred) scripts.push(src);
  }
  const inlineScripts = scanInlineCode(html).scripts.map((script) => script.body);
  return { stylesheets, scripts, inlineScripts };
}

/**
 * Summary over many pages: the distinct blocking files with their sizes, and
 * the most inline scripts any page has.
 * @param {string[]} htmlFiles
 * @param {(href: string) => string} fileOf maps an href to its file in the build
 */
export function summarizeRenderBlocking(htmlFiles, fileOf) {
  const stylesheets = new Map();
  const scripts = new Set();
  let inlineCount = 0;
  let inlineBytes = 0;
  for (const file of htmlFiles) {
    const found = findRenderBlocking(readFileSync(file, 'utf8'));
    for (const href of found.stylesheets) stylesheets.set(href, fileOf(href));
    for (const src of found.scripts) scripts.add(src);
    inlineCount = Math.max(inlineCount, found.inlineScripts.length);
    inlineBytes = Math.max(inlineBytes, found.inlineScripts.reduce((sum, body) => sum + Buffer.byteLength(body), 0));
  }
  const sizedStylesheets = [...stylesheets].map(([href, file]) => {
    const bytes = readFileSync(file);
    return { href, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  });
  return { pages: htmlFiles.length, stylesheets: sizedStylesheets, scripts: [...scripts], inlineCount, inlineBytes };
}
