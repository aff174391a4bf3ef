import { describe, expect, it } from 'vitest';
import { isDiagramModule } from '../../../plugins/diagram-chunks';

describe('isDiagramModule', () => {
  it('recognises Mermaid and the libraries only it uses', () => {
    for (const resource of [
      '/site/node_modules/mermaid/dist/mermaid.core.mjs',
      '/site/node_modules/@mermaid-js/parser/dist/chunks/mermaid-parser.core/chunk-X.mjs',
      '/site/node_modules/langium/lib/index.js',
      '/site/node_modules/vscode-jsonrpc/lib/common/api.js',
      'C:\\site\\node_modules\\d3-shape\\src\\arc.js',
      '/site/node_modules/cytoscape/dist/cytoscape.esm.mjs',
    ]) {
      expect(isDiagramModule(resource), resource).toBe(true);
    }
  });

  it('leaves the app, React and the theme in the common chunk', () => {
    for (const resource of [
      '/site/node_modules/@mdx-js/react/lib/index.js',
      '/site/node_modules/react-dom/cjs/react-dom.production.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js',
      '/site/src/components/mdx/CodeGroup/index.tsx',
      '/site/node_modules/clsx/dist/clsx.mjs',
    ]) {
      expect(isDiagramModule(resource), resource).toBe(false);
    }
    expect(isDiagramModule(undefined)).toBe(false);
  });
});
