import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { normalizeTokens } from 'prism-react-renderer';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { encodeLayout, layoutToHtml, markOfClass, type LayoutLine, type LineMark } from '../../src/code/codeLayout';
import { STATIC_HTML_ATTRIBUTE } from '../../src/staticHtml/attribute';
import { staticHtmlKeys } from '../static-html/keys';
import { roleOf } from '../../src/code/tokenRoles';
import { codeBlockTitle, codeLines } from '../page-sources/visibleCode';
import { Prism, grammarFor, knownLanguages } from './prismLanguages';

/**
 * Highlights every fenced code block at build time. Each block becomes a
 * `<CodeBlock>` element (src/theme/CodeBlock) carrying its lines as HTML,
 * made from the code and its layout (src/code/codeLayout.ts): which lines are
 * highlighted, added or removed, and the colour role of every run of
 * characters. The browser never tokenises code and never loads Prism. The
 * HTML is named with a key (`data-static-html`): the browser build reads it
 * back from the server's HTML instead of shipping it (plugins/static-html).
 *
 * Runs after the other remark plugins: diagrams have taken their `mermaid`
 * blocks, and diff blocks have become magic comments.
 */

/** `showLineNumbers` or `showLineNumbers=5` in the meta, as in Docusaurus: the first line's number. */
export function lineNumbersStart(meta: string | null | undefined): number | undefined {
  const flag = meta?.split(/\s+/).find((word) => word.startsWith('showLineNumbers'));
  if (!flag) return undefined;
  const start = Number.parseInt(flag.slice('showLineNumbers='.length), 10);
  return flag.includes('=') && Number.isFinite(start) ? start : 1;
}

/** The lines of a block as the page draws them. */
export function layoutOf(code: string, language: string | undefined, lineClasses: Map<number, string[]>, file?: VFile, node?: Code): string {
  const grammar = grammarFor(language);
  if (grammar === null) {
    const message =
      `Unknown code block language "${language}": Prism has no grammar for it here. ` +
      `Use one of ${knownLanguages().join(', ')}, or add it to EXTRA_LANGUAGES in plugins/remark/prismLanguages.ts.`;
    if (file) file.fail(message, node);
    throw new Error(message);
  }
  const tokenLines = grammar
    ? normalizeTokens(Prism.tokenize(code, grammar))
    : code.split('\n').map((content) => [{ types: ['plain'], content }]);
  const lines: LayoutLine[] = tokenLines.map((tokens, index) => ({
    marks: (lineClasses.get(index) ?? []).map(markOfClass).filter((mark): mark is LineMark => mark !== undefined),
    tokens: tokens.map(({ content, types }) => ({ content, role: roleOf(types)?.letter })),
  }));
  return encodeLayout(lines);
}

function attribute(name: string, value: string | number | undefined): MdxJsxAttribute[] {
  if (value === undefined) return [];
  return [{ type: 'mdxJsxAttribute', name, value: String(value) }];
}

export default function remarkHighlightCode() {
  return (tree: Root, file: VFile) => {
    const nextKey = staticHtmlKeys(file, 'c');
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const language = node.lang?.toLowerCase() || undefined;
      const { code, lineClasses } = codeLines(node.value, language, node.meta);
      const start = lineNumbersStart(node.meta);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          ...attribute('language', language),
          ...attribute('title', codeBlockTitle(node.meta)),
          ...attribute('html', layoutToHtml(code, layoutOf(code, language, lineClasses, file, node))),
          ...attribute(STATIC_HTML_ATTRIBUTE, nextKey()),
          // A string, as every attribute here: the theme's CodeBlock reads it as a number.
          ...attribute('showLineNumbers', start),
        ],
        children: [],
        position: node.position,
      };
      parent.children.splice(index, 1, element as never);
    });
  };
}
