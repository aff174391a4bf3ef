import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { normalizeTokens } from 'prism-react-renderer';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { logger } from '@docusaurus/logger';
import { encodeLayout, layoutToHtml, markOfClass, type LayoutLine, type LineMark } from '../../src/code/codeLayout';
import { STATIC_HTML_ATTRIBUTE } from '../../src/staticHtml/attribute';
import { staticHtmlKeys } from '../static-html/keys';
import { roleOf } from '../../src/code/tokenRoles';
import { codeBlockTitle, codeLines } from '../page-sources/visibleCode';
import { codeBlockElement } from '../page-sources/codeBlockElement';
import { componentKind, importsOf, type MdxNode } from '../page-sources/mdxScope';
import { codeConventions } from './codeConfig';
import { DIFF_FLAG, rewriteDiffCode } from './diffLines';
import { Prism, grammarFor } from './prismLanguages';

/**
 * Highlights every code block at build time: fenced blocks, and the theme's
 * `<CodeBlock>` written in MDX with literal code
 * (`<CodeBlock language="ts" title="a.ts">{`…`}</CodeBlock>`, recognised by
 * its import from '@theme/CodeBlock', whatever its local name). Each becomes
 * a `<CodeBlock>` element (src/theme/CodeBlock) carrying its lines as HTML,
 * made from the code and its layout (src/code/codeLayout.ts): which lines are
 * highlighted, added or removed, and the colour role of every run of
 * characters. The browser never tokenises code and never loads Prism. The
 * HTML is named with a key (`data-static-html`): the browser build reads it
 * back from the server's HTML instead of shipping it (plugins/static-html).
 * A CodeBlock whose code is not a literal (a variable, JSX) is left to the
 * theme component, which shows it in one colour.
 *
 * Runs after the other remark plugins: diagrams have taken their `mermaid`
 * blocks, and diff blocks have become magic comments. The site's
 * `prism.magicComments` and `prism.defaultLanguage` come through
 * plugins/code (codeConfig.ts).
 */

/** What a CodeBlock element's props add to the block it becomes. */
interface CodeBlockProps {
  title?: string;
  showLineNumbers?: boolean | number;
  className?: string;
}

/** `showLineNumbers` or `showLineNumbers=5` in the meta, as in Docusaurus: the first line's number. */
export function lineNumbersStart(meta: string | null | undefined): number | undefined {
  const flag = meta?.split(/\s+/).find((word) => word.startsWith('showLineNumbers'));
  if (!flag) return undefined;
  const start = Number.parseInt(flag.slice('showLineNumbers='.length), 10);
  return flag.includes('=') && Number.isFinite(start) ? start : 1;
}

/** Languages already reported, once per file and line (each page compiles for the server and the browser). */
const reported = new Set<string>();

function reportUnknownLanguage(language: string, file: VFile | undefined, node: Code | undefined): void {
  const filePath = file?.path ? path.relative(process.cwd(), file.path) : 'a page';
  const line = node?.position ? `:${node.position.start.line}` : '';
  const key = `${filePath}${line}:${language}`;
  if (reported.has(key)) return;
  reported.add(key);
  logger.warn(
    `[vx-code] ${filePath}${line}: the code block's language "${language}" has no Prism grammar here, so it shows as plain text. ` +
      `If Prism knows it (https://prismjs.com/#supported-languages), add "${language}" to themeConfig.prism.additionalLanguages ` +
      'in docusaurus.config.ts; for plain text on purpose, write ```text.',
  );
}

/**
 * The lines of a block as the page draws them; a language Prism has no
 * grammar for is drawn as plain text, with a warning naming the file and line.
 */
export function layoutOf(code: string, language: string | undefined, lineClasses: Map<number, string[]>, file?: VFile, node?: Code): string {
  let grammar = grammarFor(language);
  if (grammar === null) {
    reportUnknownLanguage(language ?? '', file, node);
    grammar = undefined;
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

/** Line classes the layout has no mark for (the site's own magic comments), by line. */
function unmarkedClasses(lineClasses: Map<number, string[]>): Map<number, string[]> {
  const other = new Map<number, string[]>();
  for (const [line, classes] of lineClasses) {
    const rest = classes.filter((className) => markOfClass(className) === undefined);
    if (rest.length > 0) other.set(line, rest);
  }
  return other;
}

function attribute(name: string, value: string | number | undefined): MdxJsxAttribute[] {
  if (value === undefined) return [];
  return [{ type: 'mdxJsxAttribute', name, value: String(value) }];
}

/**
 * Replaces each `<CodeBlock>` of the theme whose code and props are literals
 * by the fenced block it stands for, so it is highlighted like one.
 */
export function codeBlockElementsToCode(tree: Root): void {
  const scope = { imports: importsOf(tree as MdxNode) };
  visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement, index, parent) => {
    if (!parent || index === undefined || componentKind(element.name, scope) !== 'codeBlock') return;
    const block = codeBlockElement(element as MdxNode, scope);
    if (!block) return;
    const diff = block.meta !== undefined && DIFF_FLAG.test(block.meta) && block.lang !== 'diff';
    const props: CodeBlockProps = { title: block.title, showLineNumbers: block.showLineNumbers, className: block.className };
    const code: Code = {
      type: 'code',
      lang: block.lang ?? null,
      meta: (diff ? block.meta?.replace(DIFF_FLAG, '$1').trim() : block.meta) || null,
      value: diff ? rewriteDiffCode(block.value, block.lang) : block.value,
      position: element.position,
      data: { codeBlockProps: props } as Code['data'],
    };
    parent.children.splice(index, 1, code);
  });
}

/** The first line's number: the CodeBlock prop wins over the meta, as in Docusaurus. */
function firstLineNumber(meta: string | null | undefined, props: CodeBlockProps | undefined): number | undefined {
  const prop = props?.showLineNumbers;
  if (typeof prop === 'number') return prop;
  if (prop === true) return 1;
  if (prop === false) return undefined;
  return lineNumbersStart(meta);
}

export default function remarkHighlightCode() {
  return (tree: Root, file: VFile) => {
    const nextKey = staticHtmlKeys(file, 'c');
    const { magicComments, defaultLanguage } = codeConventions();
    codeBlockElementsToCode(tree);
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const props = (node.data as { codeBlockProps?: CodeBlockProps } | undefined)?.codeBlockProps;
      const language = node.lang?.toLowerCase() || defaultLanguage || undefined;
      const { code, lineClasses } = codeLines(node.value, language, node.meta, magicComments);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          ...attribute('language', language),
          ...attribute('title', codeBlockTitle(node.meta) ?? props?.title),
          ...attribute('html', layoutToHtml(code, layoutOf(code, language, lineClasses, file, node), unmarkedClasses(lineClasses))),
          ...attribute(STATIC_HTML_ATTRIBUTE, nextKey()),
          // A string, as every attribute here: the theme's CodeBlock reads it as a number.
          ...attribute('showLineNumbers', firstLineNumber(node.meta, props)),
          ...attribute('className', props?.className),
        ],
        children: [],
        position: node.position,
      };
      parent.children.splice(index, 1, element as never);
    });
  };
}
