import type { Plugin } from '@docusaurus/types';

/**
 * Mermaid is loaded lazily, only on pages with a diagram. But its diagram
 * chunks share a large parser stack, and Docusaurus' "common" chunk group
 * takes any module that half the chunks use, so that stack ended up in the
 * chunk every page loads (about 700 KB). This keeps Mermaid's modules out of
 * "common"; webpack then splits them into chunks of their own, fetched only
 * when a diagram renders.
 */
const DIAGRAM_MODULES =
  /[\\/]node_modules[\\/](mermaid|@mermaid-js|langium|chevrotain|@chevrotain|vscode-[\w-]+|d3[\w-]*|dagre-d3-es|cytoscape[\w-]*|katex|khroma|roughjs|dompurify|marked|lodash-es|@braintree|stylis|dayjs|@iconify|uuid|ts-dedent)[\\/]/;

export function isDiagramModule(resource: string | undefined): boolean {
  return resource !== undefined && DIAGRAM_MODULES.test(resource);
}

export default function diagramChunksPlugin(): Plugin {
  return {
    name: 'vx-diagram-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Merged into Docusaurus' own "common" group: only the filter is ours.
              common: {
                test: (module: unknown) => !isDiagramModule((module as { resource?: string }).resource),
              },
            },
          },
        },
      };
    },
  };
}
