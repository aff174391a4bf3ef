import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

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
        `[vx-trim-client] ${relative}.js is no longer in @docusaurus/theme-classic: has Docusaurus changed its client modules? ` +
          'Update UNUSED_CLIENT_MODULES in plugins/trim-client/index.ts.',
      );
    }
    aliases[file] = false;
    aliases[`${file}.js`] = false;
  }
  return aliases;
}

export default function trimClientPlugin(): Plugin {
  return {
    name: 'vx-trim-client',
    configureWebpack() {
      const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
      return { resolve: { alias: unusedModuleAliases(themeClassicDir) } };
    },
  };
}
