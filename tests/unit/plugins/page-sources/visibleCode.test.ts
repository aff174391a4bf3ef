import { describe, expect, it } from 'vitest';
import { codeBlockTitle, visibleCodeLines } from '../../../../plugins/page-sources/visibleCode';

describe('visibleCodeLines', () => {
  it('drops the magic-comment lines the code block consumes', () => {
    const code = ['// highlight-start', 'a();', '  // highlight-end  ', '/* highlight-next-line */', 'b();', '// diff-add-next-line', 'c();'].join('\n');
    expect(visibleCodeLines(code, 'ts', null)).toBe('a();\nb();\nc();');
    expect(visibleCodeLines('{/* highlight-next-line */}\n<App />', 'tsx', null)).toBe('<App />');
    expect(visibleCodeLines('# diff-remove-next-line\nrm -rf build', 'bash', null)).toBe('rm -rf build');
    expect(visibleCodeLines('<!-- highlight-next-line -->\n<p>hi</p>', 'html', null)).toBe('<p>hi</p>');
  });

  it('keeps comments that are not magic, or not a comment in that language', () => {
    expect(visibleCodeLines('// highlight the next line\nx();', 'ts', null)).toBe('// highlight the next line\nx();');
    expect(visibleCodeLines('# highlight-next-line\nx = 1', 'ts', null)).toBe('# highlight-next-line\nx = 1');
    expect(visibleCodeLines('x(); // highlight-next-line', 'js', null)).toBe('x(); // highlight-next-line');
  });

  it('accepts the common comment styles in other languages', () => {
    expect(visibleCodeLines('// highlight-next-line\nval x = 1', 'kotlin', null)).toBe('val x = 1');
    expect(visibleCodeLines('# highlight-next-line\nx', undefined, null)).toBe('x');
  });

  it('leaves comments alone when the meta highlights by line range', () => {
    expect(visibleCodeLines('// highlight-next-line\nx();', 'ts', '{2} title="a.ts"')).toBe('// highlight-next-line\nx();');
  });
});

describe('codeBlockTitle', () => {
  it('reads title="…" from the meta', () => {
    expect(codeBlockTitle('title="send.ts" {1}')).toBe('send.ts');
    expect(codeBlockTitle('{1}')).toBeUndefined();
    expect(codeBlockTitle(null)).toBeUndefined();
  });

  it('reads double-quoted, single-quoted and bare titles', () => {
    expect(codeBlockTitle('title="React Native"')).toBe('React Native');
    expect(codeBlockTitle("title='Swift' {2}")).toBe('Swift');
    expect(codeBlockTitle('{1,3} title=Kotlin')).toBe('Kotlin');
  });

  it('gives nothing for an empty title or another attribute', () => {
    expect(codeBlockTitle('{1-2} showLineNumbers')).toBeUndefined();
    expect(codeBlockTitle('title=""')).toBeUndefined();
    expect(codeBlockTitle('subtitle="x"')).toBeUndefined();
  });
});
