import path from 'node:path';
import { logger } from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { DEV_MERMAID_PATH } from '../../src/diagrams/mermaid';
import { serveInDev } from '../lib/generatedFolder';
import { sourceOptionsFor } from '../page-sources/parseSource';
import { DRAWINGS_DIR, MERMAID_PACKAGE, collectDiagrams } from './drawings';
import { MERMAID_DIST, PREVIEW_PENDING, closeDiagramRenderer, createDiagramRenderer } from './render';
import { updateDrawings } from './updateDrawings';
import { mdxModuleRule } from '../lib/mdxModuleRule';

/** The files whose content goes into every drawing's key (drawings.ts). */
const KEY_FILES = [
  MERMAID_PACKAGE,
  path.resolve(__dirname, 'drawings.ts'),
  path.resolve(__dirname, '../../src/diagrams/mermaid.ts'),
];

/**
 * The bundler's side of plugins/remark/diagrams.ts: ties pages to their
 * drawings (drawingDependencies.cjs), serves Mermaid to the preview of
 * `npm start`, closes the Chromium the remark plugin may have started once a
 * build is done, and adds the `docusaurus diagrams` command (`npm run diagrams`).
 */
export default function diagramsPlugin({ siteDir, siteConfig, baseUrl }: LoadContext): Plugin {
  const serveMermaid = serveInDev(MERMAID_DIST, `${baseUrl}${DEV_MERMAID_PATH.slice(1)}`);
  return {
    name: 'vx-diagrams',
    configureWebpack(config, isServer, utils, content) {
      return {
        ...serveMermaid(config, isServer, utils, content),
        module: {
          rules: [
            mdxModuleRule([
              {
                loader: path.resolve(__dirname, 'drawingDependencies.cjs'),
                options: { drawingsDir: DRAWINGS_DIR, pendingMarker: PREVIEW_PENDING, keyFiles: KEY_FILES },
              },
            ]),
          ],
        },
      };
    },
    async postBuild() {
      await closeDiagramRenderer();
    },
    extendCli(cli) {
      cli
        .command('diagrams')
        .description('Draw the diagrams that have no drawing in diagrams/ (needs Chromium) and delete the drawings no page uses.')
        .action(async () => {
          const diagrams = collectDiagrams(siteDir, (file) => sourceOptionsFor(siteConfig.markdown, file));
          const renderer = createDiagramRenderer();
          try {
            const { drawn, alreadyDrawn, deleted, failures } = await updateDrawings(DRAWINGS_DIR, diagrams, renderer);
            logger.info`Diagrams: number=${alreadyDrawn} already drawn, number=${drawn.length} drawn now, number=${deleted.length} unused drawing files deleted.`;
            if (failures.length > 0) {
              logger.error(`These diagrams have no drawing:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
              process.exitCode = 1;
            } else if (drawn.length + deleted.length > 0) {
              logger.success('Commit diagrams/ with your pages.');
            }
          } finally {
            await renderer.close();
          }
        });
    },
  };
}
