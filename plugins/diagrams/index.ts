import type { Plugin } from '@docusaurus/types';
import { closeDiagramRenderer } from './render';

/**
 * The build side of plugins/remark/diagrams.ts: the remark plugin draws
 * diagrams in a Chromium it starts on the first one; once the build is done
 * nothing is left to draw, so the browser goes at once instead of idling out.
 */
export default function diagramsPlugin(): Plugin {
  return {
    name: 'vx-diagrams',
    async postBuild() {
      await closeDiagramRenderer();
    },
  };
}
