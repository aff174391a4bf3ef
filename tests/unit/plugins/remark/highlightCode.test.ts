import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkDiffLines from '../../../../plugins/remark/diffLines';
import remarkHighlightCode, { lineNumbersStart } from '../../../../plugins/remark/highlightCode';
import { FIXTURE_PATH } from './mdx';
import { layoutToHtml } from '../../../../src/code/codeLayout';
import { ADDED_LINE_CLASS, HIGHLIGHTED_LINE_CLASS, REMOVED_LINE_CLASS } from '../../../../src/code/lineClasses';
import { STATIC_HTML_ATTRIBUTE } from '../../../../src/staticHtml/attribute';

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

  it('fails the build on a language Prism does not know, naming the file and line', async () => {
    const error = await compile(new VFile({ path: FIXTURE_PATH, value: 'Intro\n\n```klingon\nQapla\n```' }), { remarkPlugins }).then(
      () => undefined,
      (caught: { message: string; file?: string; line?: number }) => caught,
    );
    expect(error?.message).toMatch(/Unknown code block language "klingon"/);
    expect(error?.message).toMatch(/EXTRA_LANGUAGES/);
    expect(error?.file).toBe(FIXTURE_PATH);
    expect(error?.line).toBe(3);
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
