import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeBlock from '../../../src/components/code/CodeBlock';
import ThemeCodeBlock from '../../../src/theme/CodeBlock';
import { layoutToHtml } from '../../../src/code/codeLayout';

describe('CodeBlock', () => {
  it('shows the title, then the highlighted lines in a focusable <pre>, then Copy', () => {
    const html = renderToStaticMarkup(
      <CodeBlock html={layoutToHtml('const a;\nb', 'Hk5')} staticHtmlKey="abc123-c0" language="ts" title="a.ts" />,
    );
    expect(html).toMatch(/^<div class="theme-code-block language-ts [^"]*">/);
    // The lines' key, for the browser build to read them back from the page; their count sizes the block before layout.
    expect(html).toMatch(/<code data-static-html="abc123-c0"/);
    expect(html).toContain('--vx-code-lines:2');
    expect(html).toContain('>a.ts</div>');
    expect(html).toMatch(/<pre tabindex="0"[^>]*><code[^>]*>/);
    expect(html).toContain(
      '<span class="line theme-code-block-highlighted-line"><span class="k">const</span> a;\n</span><span class="line">b\n</span>',
    );
    expect(html).toContain('<span aria-live="polite">Copy</span>');
    // The wrap button appears only once the browser finds a line too wide.
    expect(html).not.toContain('Toggle word wrap');
  });

  it('numbers lines from the given start', () => {
    const html = renderToStaticMarkup(<CodeBlock html={layoutToHtml('x')} lineNumbersStart={5} />);
    expect(html).toContain('style="counter-reset:line 4"');
  });
});

describe('@theme/CodeBlock', () => {
  it('passes the build-time props through', () => {
    const html = renderToStaticMarkup(
      <ThemeCodeBlock html={layoutToHtml('let x', 'k3')} data-static-html="abc123-c4" language="swift" showLineNumbers="1" />,
    );
    expect(html).toContain('<span class="k">let</span> x');
    expect(html).toContain('data-static-html="abc123-c4"');
    expect(html).toContain('counter-reset:line 0');
  });

  it('still shows code given as children, in one colour', () => {
    const html = renderToStaticMarkup(
      <ThemeCodeBlock className="language-js" title="old.js">
        {'console.log(1);\n'}
      </ThemeCodeBlock>,
    );
    expect(html).toContain('language-js');
    expect(html).toContain('>old.js</div>');
    expect(html).toContain('<span class="line">console.log(1);\n</span>');
    expect(html).not.toContain('data-static-html');
  });

  it('reads the title and line numbers of a metastring given with code the build could not read', () => {
    const html = renderToStaticMarkup(<ThemeCodeBlock metastring='title="late.ts" showLineNumbers=3'>{'x'}</ThemeCodeBlock>);
    expect(html).toContain('>late.ts</div>');
    expect(html).toContain('counter-reset:line 2');
  });

  it('shows React elements given as children as they are', () => {
    const html = renderToStaticMarkup(
      <ThemeCodeBlock language="ts">
        <b>bold</b> code
      </ThemeCodeBlock>,
    );
    expect(html).toMatch(/<code[^>]*><b>bold<\/b> code<\/code>/);
  });
});
