import { describe, expect, it } from 'vitest';
import { rewriteDiffCode } from '../../../../plugins/remark/diffLines';
import { renderMdx } from './mdx';

describe('rewriteDiffCode', () => {
  it('turns +/- markers into magic comments and drops the markers', () => {
    expect(rewriteDiffCode([' const a = 1;', '-const b = 2;', '+const b = 3;'].join('\n'), 'ts')).toBe(
      ['const a = 1;', '// diff-remove-next-line', 'const b = 2;', '// diff-add-next-line', 'const b = 3;'].join('\n'),
    );
  });

  it('uses the comment syntax of the language', () => {
    expect(rewriteDiffCode('+npm i', 'bash')).toBe('# diff-add-next-line\nnpm i');
    expect(rewriteDiffCode('-<p/>', 'html')).toBe('<!-- diff-remove-next-line -->\n<p/>');
    expect(rewriteDiffCode('+val x = 1', 'kotlin')).toBe('// diff-add-next-line\nval x = 1');
  });

  it('keeps lines without a marker as they are', () => {
    expect(rewriteDiffCode('plain\n', 'ts')).toBe('plain\n');
  });
});

describe('remark diff lines', () => {
  it('rewrites only blocks flagged diff, and removes the flag', async () => {
    const html = await renderMdx('```ts diff title="a.ts"\n-old()\n+next()\n```\n\n```ts\n-1\n```', {
      code: ({ children, ...props }: { children?: unknown; metastring?: string }) =>
        `[${String(props.metastring)}]${String(children)}` as never,
    });
    expect(html).toContain('[title=&quot;a.ts&quot;]// diff-remove-next-line\nold()\n// diff-add-next-line\nnext()');
    expect(html).toContain('-1');
  });
});
