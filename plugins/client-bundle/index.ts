import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { logger } from '@docusaurus/logger';
import { usesHandWrittenForm } from '../../src/utils/formatDateTime';
import { collectCardSources, type CardSources } from './cardSources';
import { mdxModuleRule } from '../lib/mdxModuleRule';
import { CompileHintPlugin } from './compileHints';

/**
 * The browser bundle, shaped for phones:
 * - theme-classic client modules the site does not use resolve to nothing;
 * - `@docusaurus/utils-common` comes without tslib (utilsCommon.mjs);
 * - the docs' version props keep descriptions only for the docs a card can
 *   show (versionPropsLoader.cjs); doc pages' keywords stay in the server's
 *   HTML (mdxKeywordsLoader.cjs, docMetadataLoader.cjs);
 * - breadcrumb, tag, author and localised date code ships only to sites
 *   that use them (FEATURE_FLAGS);
 * - src/search's modules are free of side effects (SEARCH_MODULES_RULE), so
 *   the main bundle's import of the global-data reader through the search
 *   entry (src/search/index.ts) takes that one module, not the engine;
 * - React and React DOM load as their own file (`framework`), next to `main`;
 * - the search dialog's files ask the browser to compile all their functions
 *   as they load (compileHints.ts);
 * - `SOURCE_MAPS=1` adds hidden source maps, for `npm run analyze`.
 */

/**
 * Client modules of theme-classic that every page would load and this site
 * does not use. A plugin cannot take another plugin's client modules off the
 * list, so the bundler resolves each to an empty module instead.
 */
export const UNUSED_CLIENT_MODULES: Readonly<Record<string, string>> = {
  // Loads Prism languages into the browser for the stock code block; our
  // code blocks arrive highlighted (plugins/remark/highlightCode.ts), so the
  // browser needs neither Prism nor its languages (about 160 KB before
  // minification, in the main bundle).
  'lib/prism-include-languages': 'code is highlighted at build time',
  // The top-of-page progress bar (nprogress) shown during slow client-side
  // navigations; our pages' chunks are small and preloaded when a link
  // scrolls into view, and the route announcer tells when a page has arrived.
  'lib/nprogress': 'no navigation progress bar',
};

/**
 * src/search/index.ts only re-exports, and its modules do nothing when
 * imported. Said to the bundler, an import of one name through the entry goes
 * straight to the module that defines it: the hook that reads the index's
 * URLs from global data (in every page's main bundle) does not bring the
 * engine, MiniSearch and the ranking (about 50 KB) along, which load with the
 * dialog. Without it they land in `main`; the routes' script budget
 * (tests/e2e/routes.spec.ts) fails.
 */
function searchModulesRule(siteDir: string) {
  return { include: path.join(siteDir, 'src', 'search'), sideEffects: false };
}

/** Absolute module paths (with and without `.js`: client modules are required without it). */
export function unusedModuleAliases(themeClassicDir: string): Record<string, false> {
  const aliases: Record<string, false> = {};
  for (const relative of Object.keys(UNUSED_CLIENT_MODULES)) {
    const file = path.join(themeClassicDir, relative);
    if (!existsSync(`${file}.js`)) {
      throw new Error(
        `[vx-client-bundle] ${relative}.js is no longer in @docusaurus/theme-classic: has Docusaurus changed its client modules? ` +
          'Update UNUSED_CLIENT_MODULES in plugins/client-bundle/index.ts.',
      );
    }
    aliases[file] = false;
    aliases[`${file}.js`] = false;
  }
  return aliases;
}

/**
 * React, React DOM and their scheduler in one file of their own. They are
 * half of what every page runs at start-up; apart, the browser evaluates them
 * in a task of their own instead of one long task with the rest of `main`,
 * and a deploy that changes only our code leaves that file cached.
 */
export const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  chunks: 'all',
  enforce: true,
  // Above Docusaurus' `common` (40), below its single stylesheet (50).
  priority: 45,
} as const;

/** Script modules, after the compiler has turned them into JavaScript. */
export const SCRIPT_MODULE = /\.(?:[cm]?js|jsx|tsx?)$/i;

/** The docs plugin's route props files (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The docs plugin's doc metadata files (`.docusaurus/docusaurus-plugin-content-docs/<id>/site-*.json`), one per doc. */
export const DOC_METADATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]site-[^\\/]+\.json$/;

/**
 * Docs page features a site may not use at all, each a constant the browser
 * code tests (`process.env.VX_DOCS_TAGS === 'true'`). The bundler replaces
 * them, so a site that uses none of them (this one) ships none of their code:
 * - breadcrumbs: some docs plugin instance shows them (its `breadcrumbs`
 *   option, on by default);
 * - tags: some doc has front-matter tags;
 * - authors: some doc has a last-update author (`showLastUpdateAuthor`);
 * - localeDates: the locale being built writes dates with Intl rather than
 *   by hand (any language but US English, see src/utils/formatDateTime.ts).
 */
export interface DocsFeatures {
  breadcrumbs: boolean;
  tags: boolean;
  authors: boolean;
  localeDates: boolean;
}

export const FEATURE_FLAGS: Readonly<Record<keyof DocsFeatures, string>> = {
  breadcrumbs: 'process.env.VX_DOCS_BREADCRUMBS',
  tags: 'process.env.VX_DOCS_TAGS',
  authors: 'process.env.VX_DOCS_AUTHORS',
  localeDates: 'process.env.VX_LOCALE_DATES',
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Whether some docs plugin instance shows breadcrumbs, from the global data
 * Docusaurus writes before it bundles. A site without docs shows none.
 */
export function docsShowBreadcrumbs(globalData: unknown): boolean {
  const instances = (globalData as Record<string, Record<string, { breadcrumbs?: unknown } | undefined>> | undefined)?.[DOCS_PLUGIN];
  return Object.values(instances ?? {}).some((instance) => instance?.breadcrumbs !== false);
}

/** docsShowBreadcrumbs of `.docusaurus/globalData.json`; true (ship the code) when it cannot be read. */
function readShowBreadcrumbs(generatedFilesDir: string): boolean {
  try {
    return docsShowBreadcrumbs(JSON.parse(readFileSync(path.join(generatedFilesDir, 'globalData.json'), 'utf8')));
  } catch {
    return true;
  }
}

interface LoadedDocFacts {
  tags?: readonly unknown[];
  lastUpdatedBy?: string | null;
}

/** Whether any doc of any version of any docs plugin instance has tags, and a last-update author. */
export function docsContentFeatures(allContent: Record<string, Record<string, unknown> | undefined>): Pick<DocsFeatures, 'tags' | 'authors'> {
  const docs = Object.values(allContent[DOCS_PLUGIN] ?? {}).flatMap(
    (content) => (content as { loadedVersions?: { docs: LoadedDocFacts[] }[] } | undefined)?.loadedVersions?.flatMap((version) => version.docs) ?? [],
  );
  return { tags: docs.some((doc) => (doc.tags?.length ?? 0) > 0), authors: docs.some((doc) => Boolean(doc.lastUpdatedBy)) };
}

/**
 * Modules that both the docs root (desktop sidebar) and the doc page
 * (curtain, outline, footer links) need, ours and the theme's, in one chunk of
 * their own. Docusaurus
 * turns the bundler's default sharing off, so each of those two chunks had
 * its own copy, and every docs page downloaded them twice.
 */
/**
 * The Docusaurus modules DOCS_SHARED_CHUNK picks by their path inside the
 * packages (internal files, which may move in any release): the unit tests
 * check that each still exists and that the chunk's test matches it, so a
 * move fails there instead of quietly duplicating them again.
 */
export const DOCS_SHARED_UPSTREAM_MODULES = [
  '@docusaurus/theme-common/lib/utils/ThemeClassNames.js',
  '@docusaurus/theme-common/lib/utils/accessibilityUtils.js',
  '@docusaurus/core/lib/client/exports/Link.js',
  '@docusaurus/core/lib/client/exports/useBrokenLinks.js',
  '@docusaurus/core/lib/client/BrokenLinksContext.js',
  '@docusaurus/plugin-content-docs/lib/client/docsSidebar.js',
  '@docusaurus/plugin-content-docs/lib/client/docsVersion.js',
] as const;

export const DOCS_SHARED_CHUNK = {
  name: 'docs-shared',
  chunks: 'async',
  test: /[\\/](src[\\/](components[\\/](icons|layout[\\/](Sidebar|ExternalMark))|hooks[\\/]useDismissable|utils[\\/](links|storage))|@docusaurus[\\/](theme-common[\\/]\w+[\\/]utils[\\/](ThemeClassNames|accessibilityUtils)|core[\\/]lib[\\/]client[\\/](exports[\\/](Link|useBrokenLinks)|BrokenLinksContext)|plugin-content-docs[\\/]lib[\\/]client[\\/](docsSidebar|docsVersion)))[\\/.]/,
  enforce: true,
  priority: 20,
} as const;

/** The exports of `@docusaurus/utils-common` that utilsCommon.mjs provides; the build checks the package still has exactly these. */
export const UTILS_COMMON_EXPORTS = [
  'blogPostContainerID',
  'applyTrailingSlash',
  'addTrailingSlash',
  'addLeadingSlash',
  'removeTrailingSlash',
  'addPrefix',
  'removeSuffix',
  'addSuffix',
  'removePrefix',
  'getErrorCausalChain',
] as const;

/** The browser's `@docusaurus/utils-common` (exact import only), after checking it covers the package. */
export function utilsCommonAlias(packageExports: readonly string[]): Record<string, string> {
  const expected = [...UTILS_COMMON_EXPORTS].sort().join(', ');
  const actual = [...packageExports].sort().join(', ');
  if (expected !== actual) {
    throw new Error(
      `[vx-client-bundle] @docusaurus/utils-common now exports ${actual}; plugins/client-bundle/utilsCommon.mjs provides ${expected}. ` +
        'Update both (or drop the alias).',
    );
  }
  return { '@docusaurus/utils-common$': path.resolve(__dirname, 'utilsCommon.mjs') };
}

export default function clientBundlePlugin(context: LoadContext): Plugin {
  let cardsByVersion: Record<string, CardSources> = {};
  let contentFeatures: Pick<DocsFeatures, 'tags' | 'authors'> = { tags: true, authors: true };
  let configured = false;
  const { currentLocale, localeConfigs } = context.i18n;
  const localeDates = !usesHandWrittenForm(localeConfigs[currentLocale] ?? { htmlLang: currentLocale });
  return {
    name: 'vx-client-bundle',
    // Reads the keywords tag the server sent before the app changes the head (docs pages' scripts lack them).
    getClientModules() {
      return [path.resolve(__dirname, '../../src/theme/DocItem/Metadata/serverKeywords.ts')];
    },
    async allContentLoaded({ allContent }) {
      cardsByVersion = await collectCardSources(allContent, context.siteDir);
      const now = docsContentFeatures(allContent);
      // `npm start` keeps the bundler's first configuration.
      if (configured && (now.tags !== contentFeatures.tags || now.authors !== contentFeatures.authors)) {
        logger.warn('[vx-client-bundle] Docs now have (or no longer have) tags or last-update authors: restart `npm start` to show them.');
        return;
      }
      contentFeatures = now;
    },
    configureWebpack(config, isServer, { currentBundler }) {
      // `npm start` has no server HTML, and its bundles need no trimming.
      const isDev = config.mode === 'development';
      const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
      const resolve = { alias: unusedModuleAliases(themeClassicDir) };
      // Server and browser alike, so the first render agrees with the static HTML.
      const rules = [
        { test: DOC_METADATA, use: [path.resolve(__dirname, 'docMetadataLoader.cjs')] },
        // Not in `npm start` either: its bundler keeps the first options while pages gain or lose cards.
        ...(isDev
          ? []
          : [{ test: DOCS_ROUTE_PROPS, use: [{ loader: path.resolve(__dirname, 'versionPropsLoader.cjs'), options: { cardsByVersion } }] }]),
      ];
      const module = { rules };
      configured = true;
      const features: DocsFeatures = { breadcrumbs: readShowBreadcrumbs(context.generatedFilesDir), ...contentFeatures, localeDates };
      const definitions = Object.fromEntries(Object.entries(FEATURE_FLAGS).map(([feature, flag]) => [flag, JSON.stringify(String(features[feature as keyof DocsFeatures]))]));
      const plugins = [new currentBundler.instance.DefinePlugin(definitions)];
      if (isServer) return { resolve, module, plugins };
      return {
        plugins: [...plugins, ...(isDev ? [] : [new CompileHintPlugin()])],
        resolve: {
          alias: { ...resolve.alias, ...utilsCommonAlias(Object.keys(require('@docusaurus/utils-common'))) },
        },
        module: {
          rules: [
            ...rules,
            searchModulesRule(context.siteDir),
            // Keywords reach the browser through the server's HTML only (src/theme/DocItem/Metadata reads them back).
            ...(isDev ? [] : [mdxModuleRule([path.resolve(__dirname, 'mdxKeywordsLoader.cjs')])]),
            // Translators read the descriptions of translatable strings from the sources; readers never need them.
            {
              test: SCRIPT_MODULE,
              include: [path.join(context.siteDir, 'src'), themeClassicDir, path.dirname(path.dirname(require.resolve('@docusaurus/theme-common')))],
              enforce: 'post' as const,
              use: [path.resolve(__dirname, 'translationDescriptionsLoader.cjs')],
            },
          ],
        },
        ...(process.env.SOURCE_MAPS === '1' ? { devtool: 'hidden-source-map' } : {}),
        optimization: { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK, docsShared: DOCS_SHARED_CHUNK } } },
      };
    },
  };
}
