import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH } from '../../../../src/search/contract';
import { ELLIPSIS, excerptHtml } from '../../../../plugins/search-index/excerpt';
import { escapeHtml } from '../../../../src/search/highlight';
import { splitFixture } from './helpers';

const text = (value: string) => ({ value, code: false });
const code = (value: string) => ({ value, code: true });

/** What the reader sees of an excerpt: tags gone, entities decoded. */
function visible(html: string): string {
  return html
    .replace(/<\/?code>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The only tags an excerpt may hold are our own <code> and </code>. */
function expectOnlyCodeTags(html: string) {
  expect(html.replace(/<\/?code>/g, '')).not.toMatch(/[<>]/);
}

describe('excerptHtml', () => {
  it('escapes every special character and wraps code in <code>', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(excerptHtml([text('Call '), code('send("<b>")'), text(' & wait.')])).toBe(
      'Call <code>send(&quot;&lt;b&gt;&quot;)</code> &amp; wait.',
    );
  });

  it('is safe for hostile content from a page', () => {
    const documents = splitFixture('escaping.mdx', { title: 'Escaping' });
    expect(excerptHtml(documents[0].runs)).toBe(
      'Markup stays text: <code>&lt;script&gt;alert(1)&lt;/script&gt;</code> &amp; &quot;quotes&quot; aren&#39;t tags.',
    );
    const hostile = excerptHtml(documents[1].runs);
    expect(hostile).toBe('<code>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;</code>');
    for (const document of documents) expectOnlyCodeTags(excerptHtml(document.runs));
  });

  it('collapses whitespace, also across runs and inside code blocks', () => {
    expect(excerptHtml([text('  One\n\n two  '), code('  a\n  b '), text('  three ')])).toBe('One two <code>a b </code>three');
    expect(excerptHtml([text(' '), code('x')])).toBe('<code>x</code>');
  });

  it('is empty without text', () => {
    expect(excerptHtml([])).toBe('');
    expect(excerptHtml([text(' \n '), code('  ')])).toBe('');
  });

  it('keeps short text whole', () => {
    const exact = 'a'.repeat(EXCERPT_LENGTH - 2) + ' b';
    expect(excerptHtml([text(exact)])).toBe(exact);
  });

  it(`cuts long text at a word boundary, with an ellipsis, within ${EXCERPT_LENGTH} visible characters`, () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const html = excerptHtml([text(words)]);
    const shown = visible(html);
    expect(shown.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(shown.length).toBeGreaterThan(EXCERPT_LENGTH - 10);
    expect(shown.endsWith(ELLIPSIS)).toBe(true);
    const kept = shown.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
    expect(kept.endsWith(' ')).toBe(false);
  });

  it('cuts a single overlong word hard, and closes a cut <code> before the ellipsis', () => {
    expect(excerptHtml([text('x'.repeat(400))])).toBe('x'.repeat(EXCERPT_LENGTH - 1) + ELLIPSIS);
    const html = excerptHtml([text('Run'), code(' ' + 'y '.repeat(200))]);
    expect(html.startsWith('Run<code> y y')).toBe(true);
    expect(html.endsWith(`y</code>${ELLIPSIS}`)).toBe(true);
    expect(visible(html).length).toBeLessThanOrEqual(EXCERPT_LENGTH);
  });

  it('counts escaped characters once', () => {
    const html = excerptHtml([text('& '.repeat(200))]);
    expect(visible(html).length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(visible(html).length).toBeGreaterThan(EXCERPT_LENGTH - 3);
  });
});
