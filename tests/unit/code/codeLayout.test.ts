import { describe, expect, it } from 'vitest';
import { encodeLayout, layoutToHtml, plainLinesHtml } from '../../../src/code/codeLayout';

describe('encodeLayout', () => {
  it('writes a run per colour role, merging neighbours and leaving trailing plain text out', () => {
    const layout = encodeLayout([
      {
        tokens: [
          { content: 'const', role: 'k' },
          { content: ' x ' },
          { content: '=', role: 'p' },
          { content: ' ' },
          { content: '1', role: 'n' },
          { content: ';', role: 'p' },
          { content: '  ' },
        ],
      },
      { tokens: [{ content: '' }] },
      { marks: ['H', 'A'], tokens: [{ content: 'f', role: 'f' }, { content: 'oo', role: 'f' }] },
    ]);
    expect(layout).toBe('k5_3p1_1n1p1,,HAf3');
  });
});

describe('layoutToHtml', () => {
  it('wraps every line, colours its runs and keeps the line breaks', () => {
    expect(layoutToHtml('const x = 1;\n\nfoo', 'k5_3p1_1n1p1,,Hf3')).toBe(
      '<span class="line"><span class="k">const</span> x <span class="p">=</span> <span class="n">1</span><span class="p">;</span>\n</span>' +
        '<span class="line">\n</span>' +
        '<span class="line theme-code-block-highlighted-line"><span class="f">foo</span>\n</span>',
    );
  });

  it('gives added and removed lines their classes', () => {
    expect(layoutToHtml('a\nb', 'R,A')).toBe(
      '<span class="line code-line-removed">a\n</span><span class="line code-line-added">b\n</span>',
    );
  });

  it('escapes the code, so it is always text', () => {
    const html = layoutToHtml('<script>alert("&")</script>', 's8');
    expect(html).toContain('<span class="s">&lt;script&gt;</span>alert("&amp;")&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('never loses text to a layout that does not fit the code', () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(layoutToHtml('short\nline', 'k99,k2_1s50,extra,lines'))).toBe('short\nline\n');
    expect(text(layoutToHtml('no layout at all'))).toBe('no layout at all\n');
    expect(text(layoutToHtml('abc', 'garbage!!'))).toBe('abc\n');
  });
});

describe('plainLinesHtml', () => {
  it('writes the same line markup as a block with no colours', () => {
    expect(plainLinesHtml('a < b\n\nc')).toBe(layoutToHtml('a < b\n\nc'));
  });
});
