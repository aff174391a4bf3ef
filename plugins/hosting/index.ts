import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { logger } from '@docusaurus/logger';
import { ANALYTICS_SCRIPT, SITE_TITLE, SITE_URL } from '../../src/site';
import { MOVED_PAGES } from '../../src/redirects';
import { scanInlineCode } from './inlineScripts';
import { contentSecurityPolicy } from './policy';
import { headerRules, renderHeaders } from './headers';
import { redirectMap, renderRedirects } from './redirects';
import { documentTitle, pageFile, redirectPage } from './redirectPages';
import { localeLayout, mergeHeaders, mergeRedirects } from './locales';

const NAME = 'vx-hosting';

/** The HTML files of a locale's build, leaving out the folders of other locales inside it. */
async function htmlFiles(dir: string, otherLocaleFolders: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const skipped = otherLocaleFolders.map((folder) => path.join(dir, folder) + path.sep);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((folder) => file.startsWith(folder)))
    .sort();
}

/** Site paths of the built pages, without the base URL and without the not-found page. */
export function pageRoutes(routesPaths: readonly string[], baseUrl: string): string[] {
  const base = baseUrl.replace(/\/$/, '');
  return routesPaths
    .filter((route) => route.startsWith(baseUrl) || route === base)
    .map((route) => route.slice(base.length) || '/')
    .filter((route) => route !== '/404.html' && route !== '/404');
}

/** The origin of a script URL from another site; undefined for the site's own scripts. */
export function scriptOrigin(src: string): string | undefined {
  if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src.trim())) return undefined;
  try {
    return new URL(src.trim(), 'https://site.invalid').origin;
  } catch {
    return src;
  }
}

/** The new page's title without the site's, for the redirect page's link ("Send attachments"). */
async function targetTitle(outDir: string, sitePath: string): Promise<string> {
  const title = documentTitle(await readFile(path.join(outDir, pageFile(sitePath)), 'utf8')) ?? sitePath;
  const suffix = ` – ${SITE_TITLE}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

/** Writes a redirect page at each moved page's old path (see redirectPages.ts); never over a file of the build. */
async function writeRedirectPages(outDir: string, baseUrl: string, moved: Readonly<Record<string, string>>): Promise<void> {
  for (const [from, to] of Object.entries(moved)) {
    const page = redirectPage({ from, to, baseUrl, siteUrl: SITE_URL, targetTitle: await targetTitle(outDir, to) });
    const file = path.join(outDir, page.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page.html, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
      throw new Error(`[${NAME}] The redirect page for the moved page "${from}" would replace ${page.file}, a file of the build (static/?).`);
    });
  }
}

/**
 * Writes `_headers` and `_redirects` into the build for the static host (and
 * scripts/serve.mjs, which applies them the same way), and a redirect page at
 * each moved page's old path for hosts that ignore `_redirects`. It runs after the
 * pages are rendered and minified, and hashes the inline scripts as they are
 * on disk: any change to an inline script changes the policy on the next build.
 *
 * One policy for every page, allowing the union of all pages' inline scripts:
 * those are the same few scripts on every page (theme, banner, and what
 * Docusaurus itself inlines), so per-page policies would add dozens of rules
 * for no page that could run less. On a site with several locales, the root
 * files cover them all (see locales.ts).
 */
export default function hostingPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    async postBuild({ outDir, routesPaths }) {
      const layout = localeLayout(context.i18n, outDir);
      const otherLocales = layout.isDefaultLocale ? layout.localeFolders : [];
      // First, because it checks the moved-pages map against the routes.
      const redirects = redirectMap(pageRoutes(routesPaths, context.baseUrl));
      // Before the scan below, so that the redirect pages' inline script is
      // hashed into the policy. This is also why they are ours and not
      // @docusaurus/plugin-client-redirects': plugins' postBuild hooks run
      // concurrently, so its pages could be written after this scan.
      await writeRedirectPages(outDir, context.baseUrl, MOVED_PAGES);
      const analyticsOrigin = new URL(ANALYTICS_SCRIPT).origin;
      const hashes = new Set<string>();
      const problems: string[] = [];
      const files = await htmlFiles(outDir, otherLocales);
      for (const file of files) {
        const where = path.relative(context.siteDir, file);
        const scan = scanInlineCode(await readFile(file, 'utf8'));
        for (const script of scan.scripts) hashes.add(script.hash);
        for (const problem of scan.problems) problems.push(`${where}:${problem.line}: ${problem.message}`);
        for (const src of scan.externalScripts) {
          const origin = scriptOrigin(src);
          if (origin && origin !== analyticsOrigin) problems.push(`${where}: a script from ${origin} (${src})`);
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `[${NAME}] The Content-Security-Policy allows scripts from the site, by hash and from ${analyticsOrigin} only; it would block:\n` +
            `${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
            'Move inline code into a script or a React event handler; self-host other scripts.',
        );
      }
      const policyFor = (scriptHashes: Iterable<string>) => contentSecurityPolicy({ scriptHashes, analyticsOrigin });
      const entries = (await readdir(outDir, { withFileTypes: true }))
        .filter((entry) => !otherLocales.includes(entry.name))
        .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
      const headers = renderHeaders(headerRules({ baseUrl: context.baseUrl, contentSecurityPolicy: policyFor(hashes), entries }));
      const redirectLines = renderRedirects(redirects, context.baseUrl);
      if (layout.isDefaultLocale) {
        await writeFile(path.join(outDir, '_headers'), headers);
        await writeFile(path.join(outDir, '_redirects'), redirectLines);
      } else {
        // Another locale, in a folder of the default one's output: its rules join the root files.
        const rootFile = (name: string) => path.join(layout.siteRoot, name);
        const rootBaseUrl = context.i18n.localeConfigs[context.i18n.defaultLocale]?.baseUrl ?? '/';
        const [rootHeaders, rootRedirects] = await Promise.all(
          ['_headers', '_redirects'].map((name) =>
            readFile(rootFile(name), 'utf8').catch(() => {
              throw new Error(`[${NAME}] ${rootFile(name)} is missing: the default locale (${context.i18n.defaultLocale}) must be built before ${context.i18n.currentLocale}.`);
            }),
          ),
        );
        await writeFile(rootFile('_headers'), mergeHeaders({ root: rootHeaders, locale: headers, localeBaseUrl: context.baseUrl, rootBaseUrl, policyFor }));
        await writeFile(rootFile('_redirects'), mergeRedirects({ root: rootRedirects, locale: redirectLines, localeBaseUrl: context.baseUrl }));
      }
      const where = layout.isDefaultLocale ? '' : ` (${context.i18n.currentLocale}, merged into the root files)`;
      logger.info(
        `[${NAME}] _headers${where}: ${hashes.size} inline script hashes from ${files.length} HTML files; _redirects: ${redirects.length} redirects; ${Object.keys(MOVED_PAGES).length} redirect pages`,
      );
    },
  };
}
