import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MOVED_PAGES } from '../../src/redirects';
import { SITE_URL } from '../../src/site';

/** The build's own decoder (redirect pages read titles with it). */
export { decodeHtmlEntities as decodeEntities } from '../../plugins/hosting/redirectPages';

/** The value of one attribute in a tag as the minifier writes it: quoted or not. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Every `<tag …>` of a kind whose attribute `name` is `value`. */
function tagsWith(html: string, tagName: string, name: string, value: string): string[] {
  return [...html.matchAll(new RegExp(`<${tagName}\\b[^>]*>`, 'gi'))]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, name)?.toLowerCase() === value);
}

/** The canonical links' and og:url metas' URLs of a page's HTML. */
export function pageUrls(html: string): { canonical: (string | undefined)[]; ogUrl: (string | undefined)[] } {
  return {
    canonical: tagsWith(html, 'link', 'rel', 'canonical').map((tag) => attribute(tag, 'href')),
    ogUrl: tagsWith(html, 'meta', 'property', 'og:url').map((tag) => attribute(tag, 'content')),
  };
}

/**
 * Every HTML file of a build with the URL its canonical link and og:url must
 * name: SITE_URL + base + the page's route (`a/b.html` → `/a/b`), and for a
 * moved page's redirect page, the page it leads to. A locale other than the
 * default is a folder of the build with its own not-found page (`fr/404.html`):
 * its pages follow the same rules below its prefix.
 */
export function expectedPageUrls(buildDir: string, baseUrl: string): Array<{ file: string; expected: string }> {
  const localePrefixes = readdirSync(buildDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(buildDir, entry.name, '404.html')))
    .map((entry) => `/${entry.name}`);
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const filePath = `/${file.split(path.sep).join('/')}`;
      const locale = localePrefixes.find((prefix) => filePath.startsWith(`${prefix}/`)) ?? '';
      const sitePath = filePath.slice(locale.length).replace(/(^|\/)index\.html$/, '$1').replace(/(?<!^\/404)\.html$/, '');
      const target = Object.hasOwn(MOVED_PAGES, sitePath) ? MOVED_PAGES[sitePath] : sitePath;
      return { file, expected: `${SITE_URL}${baseUrl}${locale.slice(1)}${locale ? '/' : ''}${target.slice(1)}` };
    });
}

export function readBuildFile(buildDir: string, file: string): string {
  return readFileSync(path.join(buildDir, file), 'utf8');
}
