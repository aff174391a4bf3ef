import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The browser bundle, shaped for phones:
 * - theme-classic client modules the site does not use resolve to nothing;
 * - `@docusaurus/utils-common` comes without tslib (utilsCommon.mjs);
 * - the docs' version props lose what no component here reads;
 * - MDX pages lose the build-time HTML the server's page already holds
 *   (plugins/static-html/clientLoader.cjs);
 * - React and React DOM load as their own file (`framework`), next to `main`;
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

/** MDX pages and partials, after the MDX loader has compiled them. */
export const MDX_MODULE = /\.mdx?$/i;

/** The docs plugin's route props files (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Modules that both the docs root (desktop sidebar) and the doc page
 * (curtain, outline, footer links) need, ours and the theme's, in one chunk of
 * their own. Docusaurus
 * turns the bundler's default sharing off, so each of those two chunks had
 * its own copy, and every docs page downloaded them twice.
 */
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

export default function clientBundlePlugin(): Plugin {
  return {
    name: 'vx-client-bundle',
    configureWebpack(_config, isServer) {
      const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
      const resolve = { alias: unusedModuleAliases(themeClassicDir) };
      // Server and browser alike, so the first render agrees with the static HTML.
      const module = { rules: [{ test: DOCS_ROUTE_PROPS, use: [path.resolve(__dirname, 'versionPropsLoader.cjs')] }] };
      if (isServer) return { resolve, module };
      return {
        resolve: {
          alias: { ...resolve.alias, ...utilsCommonAlias(Object.keys(require('@docusaurus/utils-common'))) },
        },
        module: {
          rules: [
            ...module.rules,
            // `resource`, not `test`: Docusaurus' fallback MDX rule collects the
            // `include` of every rule whose `test` matches MDX, and this one has none.
            { resource: MDX_MODULE, enforce: 'post' as const, use: [path.resolve(__dirname, '../static-html/clientLoader.cjs')] },
          ],
        },
        ...(process.env.SOURCE_MAPS === '1' ? { devtool: 'hidden-source-map' } : {}),
        optimization: { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK, docsShared: DOCS_SHARED_CHUNK } } },
      };
    },
  };
}
