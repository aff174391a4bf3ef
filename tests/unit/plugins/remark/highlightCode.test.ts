import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@docusaurus/logger';
import remarkDiffLines from '../../../../plugins/remark/diffLines';
import remarkHighlightCode, { lineNumbersStart } from '../../../../plugins/remark/highlightCode';
import { FIXTURE_PATH } from './mdx';
import { layoutToHtml } from '../../../../src/code/codeLayout';
import { ADDED_LINE_CLASS, HIGHLIGHTED_LINE_CLASS, REMOVED_LINE_CLASS } from '../../../../src/code/lineClasses';
import { STATIC_HTML_ATTRIBUTE } from '../../../../src/staticHtml/attribute';
import { codeConventionsOf, setCodeConventions } from '../../../../plugins/remark/codeConfig';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

const remarkPlugins = [remarkDiffLines, remarkHighlightCode];

type BlockProps = Record<string, string | undefined>;

type Block = BlockProps & {
  /** The text of the lines the html holds. */
  readonly code: string;
  /** Each line's classes besides `line`. */
  readonly lineClasses: string[][];
};

/** The lines of a block's html, as text and classes. */
function readLines(html: string): { text: string; classes: string[] }[] {
  return [...html.matchAll(/<span class="line([^"]*)">([\s\S]*?)\n<\/span>/g)].map(([, classes, inner]) => ({
    classes: classes.trim().split(' ').filter(Boolean),
    text: inner.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  }));
}

/** The props each fenced block of the MDX hands to <CodeBlock>, in order, with the text and classes of its lines. */
async function blocks(source: string): Promise<Block[]> {
  const seen: Block[] = [];
  const CodeBlock = (props: BlockProps): ReactNode => {
    const lines = readLines(props.html ?? '');
    seen.push({ ...props, code: lines.map(({ text }) => text).join('\n'), lineClasses: lines.map(({ classes }) => classes) } as Block);
    return null;
  };
  const { default: Content } = await evaluate(new VFile({ path: FIXTURE_PATH, value: source }), { ...runtime, remarkPlugins });
  renderToStaticMarkup(createElement(Content, { components: { CodeBlock } }));
  return seen;
}

describe('remark highlight code', () => {
  it('hands the highlighted lines, their key, the language and title to <CodeBlock>', async () => {
    const [block, second] = await blocks('```ts title="send.ts"\nconst x = 1;\n```\n\n```ts\nx\n```');
    expect(block).toMatchObject({ language: 'ts', title: 'send.ts', html: layoutToHtml('const x = 1;', 'k5_3p1_1n1p1') });
    // Keys name the file, then the block: the browser build reads the lines back from the page by them.
    expect(block[STATIC_HTML_ATTRIBUTE]).toMatch(/^[0-9a-f]{6}-c0$/);
    expect(second[STATIC_HTML_ATTRIBUTE]).toBe(block[STATIC_HTML_ATTRIBUTE]?.replace(/c0$/, 'c1'));
  });

  it('highlights Kotlin, Swift, Bash and the other languages of the docs', async () => {
    const source = ['kotlin', 'swift', 'bash', 'groovy', 'protobuf', 'dart', 'json', 'tsx', 'md']
      .map((language) => `\`\`\`${language}\nx\n\`\`\``)
      .join('\n\n');
    expect(await blocks(source)).toHaveLength(9);
    const [kotlin] = await blocks('```kotlin\nval client = Client().create(account)\n```');
    expect(kotlin.html).toMatch(/^<span class="line"><span class="k">val<\/span>/);
  });

  it('marks lines from magic comments and drops the comments', async () => {
    const [block] = await blocks('```ts\na();\n// highlight-next-line\nb();\n// highlight-start\nc();\nd();\n// highlight-end\n```');
    expect(block.code).toBe('a();\nb();\nc();\nd();');
    expect(block.lineClasses.map((classes) => classes.includes(HIGHLIGHTED_LINE_CLASS))).toEqual([false, true, true, true]);
  });

  it('marks the lines of a {range} in the meta, 1-based', async () => {
    const [block] = await blocks('```ts {2-3}\na\nb\nc\nd\n```');
    expect(block.lineClasses.map((classes) => classes.includes(HIGHLIGHTED_LINE_CLASS))).toEqual([false, true, true, false]);
  });

  it('marks diff lines as added and removed', async () => {
    const [block] = await blocks('```ts diff\n keep()\n-old()\n+next()\n```');
    expect(block.code).toBe('keep()\nold()\nnext()');
    expect(block.lineClasses).toEqual([[], [REMOVED_LINE_CLASS], [ADDED_LINE_CLASS]]);
  });

  it('leaves text and untagged blocks plain, and numbers lines on request', async () => {
    const [text, bare, numbered] = await blocks('```text\nconst x\n```\n\n```\nconst x\n```\n\n```ts showLineNumbers=5\nx\n```');
    expect(text.html).toBe('<span class="line">const x\n</span>');
    expect(bare.html).toBe('<span class="line">const x\n</span>');
    expect(bare.language).toBeUndefined();
    expect(numbered.showLineNumbers).toBe('5');
  });

  it('shows a language Prism does not know as plain text, with a warning naming the file, line and how to add it', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const [block] = await blocks('Intro\n\n```klingon\nQapla = 1\n```');
    expect(block.html).toBe('<span class="line">Qapla = 1\n</span>');
    expect(block.language).toBe('klingon');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[vx-code\] docs\/fixture\.mdx:3: the code block's language "klingon" has no Prism grammar here, so it shows as plain text\. /);
    expect(warn.mock.calls[0][0]).toMatch(/add "klingon" to themeConfig\.prism\.additionalLanguages in docusaurus\.config\.ts/);
    warn.mockRestore();
  });
});

/**
 * The elements a page's MDX becomes after the plugin, with their attributes:
 * read from the tree, since pages that import theme modules cannot be
 * evaluated here.
 */
function elements(source: string): Array<Record<string, unknown> & { name: string | null }> {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  remarkHighlightCode()(tree as Root, new VFile({ path: FIXTURE_PATH, value: source }));
  const found: Array<Record<string, unknown> & { name: string | null }> = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement') return;
    const element = node as MdxJsxFlowElement;
    const attributes = Object.fromEntries(
      element.attributes.map((attribute) => ['name' in attribute ? attribute.name : '...', 'value' in attribute && typeof attribute.value === 'string' ? attribute.value : 'expression']),
    );
    found.push({ name: element.name, ...attributes, children: element.children.length });
  });
  return found;
}

describe('remark highlight code: the theme CodeBlock in MDX', () => {
  it('highlights a CodeBlock with literal code like a fence, whatever the import is called, with its title, line numbers and class', () => {
    const source = [
      "import Code from '@theme/CodeBlock';",
      '',
      '<Code language="ts" title="send.ts" showLineNumbers className="extra">',
      '{`// highlight-next-line',
      'const x = 1;',
      '`}',
      '</Code>',
      '',
      '<Code language="kotlin" metastring=\'{2} title="A.kt" showLineNumbers=3\'>{"val a = 1\\nval b = 2"}</Code>',
      '',
      "<Code className=\"language-swift\" showLineNumbers={7}>{'let a = 1'}</Code>",
    ].join('\n');
    const [ts, kotlin, swift] = elements(source);
    // Made into the element fences become (resolved as the theme's CodeBlock by the site's MDX components).
    expect(ts).toMatchObject({ name: 'CodeBlock', language: 'ts', title: 'send.ts', showLineNumbers: '1', className: 'extra', children: 0 });
    expect(ts.html).toBe(layoutToHtml('const x = 1;', 'Hk5_3p1_1n1p1'));
    expect(ts[STATIC_HTML_ATTRIBUTE]).toMatch(/-c0$/);
    expect(kotlin).toMatchObject({ name: 'CodeBlock', language: 'kotlin', title: 'A.kt', showLineNumbers: '3' });
    expect(readLines(String(kotlin.html))).toEqual([
      { text: 'val a = 1', classes: [] },
      { text: 'val b = 2', classes: [HIGHLIGHTED_LINE_CLASS] },
    ]);
    expect(swift).toMatchObject({ name: 'CodeBlock', language: 'swift', showLineNumbers: '7' });
    expect(swift.html).toMatch(/<span class="k">let<\/span>/);
  });

  it('leaves a CodeBlock whose code or props are not literals, or that is not the theme one, as it is', () => {
    const source = [
      "import CodeBlock from '@theme/CodeBlock';",
      "import Mine from './Mine';",
      '',
      '<CodeBlock language="ts">{sample}</CodeBlock>',
      '',
      "<CodeBlock language={lang}>{'y'}</CodeBlock>",
      '',
      "<Mine language=\"ts\">{'z'}</Mine>",
    ].join('\n');
    expect(elements(source)).toEqual([
      { name: 'CodeBlock', language: 'ts', children: 1 },
      { name: 'CodeBlock', language: 'expression', children: 1 },
      { name: 'Mine', language: 'ts', children: 1 },
    ]);
  });
});

describe('remark highlight code: the site\'s prism config', () => {
  afterEach(() => setCodeConventions(codeConventionsOf(undefined)));

  it('marks the lines of its own magic comments with their classes, and ranges with the first one', async () => {
    setCodeConventions(
      codeConventionsOf({
        magicComments: [
          { className: 'error-line', line: 'This will error' },
          { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' },
        ],
      }),
    );
    const [block, ranged] = await blocks('```ts\n// This will error\na();\n// highlight-next-line\nb();\n```\n\n```ts {1}\nx\n```');
    expect(block.code).toBe('a();\nb();');
    expect(block.lineClasses).toEqual([['error-line'], [HIGHLIGHTED_LINE_CLASS]]);
    expect(ranged.lineClasses).toEqual([['error-line']]);
  });

  it('highlights a block with no language in the default language', async () => {
    setCodeConventions(codeConventionsOf({ defaultLanguage: 'TS' }));
    const [block] = await blocks('```\nconst x = 1;\n```');
    expect(block.language).toBe('ts');
    expect(block.html).toMatch(/<span class="k">const<\/span>/);
  });
});

describe('lineNumbersStart', () => {
  it('reads showLineNumbers and showLineNumbers=N', () => {
    expect(lineNumbersStart('title="a" showLineNumbers')).toBe(1);
    expect(lineNumbersStart('showLineNumbers=10')).toBe(10);
    expect(lineNumbersStart('title="a"')).toBeUndefined();
    expect(lineNumbersStart(null)).toBeUndefined();
  });
});
