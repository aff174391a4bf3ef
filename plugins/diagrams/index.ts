import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PREVIEW_PENDING, closeDiagramRenderer } from './render';

/**
 * The bundler side of plugins/remark/diagrams.ts: keeps pages whose diagrams
 * could not be drawn out of the persistent cache, and closes the Chromium the
 * remark plugin started once a build is done, instead of letting it idle out.
 */
export default function diagramsPlugin(): Plugin {
  return {
    name: 'vx-diagrams',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // A function: Rspack rejected a RegExp here ("condition should be one
              // of string, RegExp…"), apparently one made in the config loader's context.
              test: (resource: string) => /\.mdx?$/i.test(resource),
              enforce: 'post',
              use: [{ loader: path.resolve(__dirname, 'uncachedPreview.cjs'), options: { marker: PREVIEW_PENDING } }],
            },
          ],
        },
      };
    },
    async postBuild() {
      await closeDiagramRenderer();
    },
  };
}
