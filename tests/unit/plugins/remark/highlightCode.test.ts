import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkDiffLines from '../../../../plugins/remark/diffLines';
import remarkHighlightCode, { lineNumbersStart } from '../../../../plugins/remark/highlightCode';
import { FIXTURE_PATH } from './mdx';

const remarkPlugins = [remarkDiffLines, remarkHighlightCode];

type BlockProps = Record<string, string | undefined>;

/** The props each fenced block of the MDX hands to <CodeBlock>, in order. */
async function blocks(source: string): Promise<BlockProps[]> {
  const seen: BlockProps[] = [];
  const CodeBlock = (props: BlockProps): ReactNode => {
    seen.push(props);
    return null;
  };
  const { default: Content } = await evaluate(new VFile({ path: FIXTURE_PATH, value: source }), { ...runtime, remarkPlugins });
  renderToStaticMarkup(createElement(Content, { components: { CodeBlock } }));
  return seen;
}

describe('remark highlight code', () => {
  it('hands the code, its language, title and colour layout to <CodeBlock>', async () => {
    const [block] = await blocks('```ts title="send.ts"\nconst x = 1;\n```');
    expect(block).toMatchObject({ language: 'ts', title: 'send.ts', code: 'const x = 1;', layout: 'k5_3p1_1n1p1' });
  });

  it('highlights Kotlin, Swift, Bash and the other languages of the docs', async () => {
    const source = ['kotlin', 'swift', 'bash', 'groovy', 'protobuf', 'dart', 'json', 'tsx', 'md']
      .map((language) => `\`\`\`${language}\nx\n\`\`\``)
      .join('\n\n');
    expect(await blocks(source)).toHaveLength(9);
    const [kotlin] = await blocks('```kotlin\nval client = Client().create(account)\n```');
    expect(kotlin.layout).toMatch(/^k3/);
  });

  it('marks lines from magic comments and drops the comments', async () => {
    const [block] = await blocks('```ts\na();\n// highlight-next-line\nb();\n// highlight-start\nc();\nd();\n// highlight-end\n```');
    expect(block.code).toBe('a();\nb();\nc();\nd();');
    expect(block.layout?.split(',').map((line) => line.startsWith('H'))).toEqual([false, true, true, true]);
  });

  it('marks the lines of a {range} in the meta, 1-based', async () => {
    const [block] = await blocks('```ts {2-3}\na\nb\nc\nd\n```');
    expect(block.layout?.split(',').map((line) => line.startsWith('H'))).toEqual([false, true, true, false]);
  });

  it('marks diff lines as added and removed', async () => {
    const [block] = await blocks('```ts diff\n keep()\n-old()\n+next()\n```');
    expect(block.code).toBe('keep()\nold()\nnext()');
    expect(block.layout?.split(',').map((line) => line.match(/^[HAR]*/)?.[0])).toEqual(['', 'R', 'A']);
  });

  it('leaves text and untagged blocks plain, and numbers lines on request', async () => {
    const [text, bare, numbered] = await blocks('```text\nconst x\n```\n\n```\nconst x\n```\n\n```ts showLineNumbers=5\nx\n```');
    expect(text.layout).toBe('');
    expect(bare.layout).toBe('');
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
