import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Every page answers at "/path" and "/path.html" (spec §2.1). The build writes
 * "path.html" (trailingSlash: false), so the host serves both; this plugin's
 * client module makes the router accept the ".html" form as well.
 */
export default function htmlSuffixPlugin(): Plugin {
  return {
    name: 'vx-html-suffix',
    getClientModules() {
      return [path.resolve(__dirname, 'client.ts')];
    },
  };
}
