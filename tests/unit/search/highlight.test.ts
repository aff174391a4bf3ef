import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightHtml, highlightSegments } from '@site/src/search/highlight';

describe('highlightSegments', () => {
  it('marks terms case-insensitively at word starts and identifier parts', () => {
    expect(highlightSegments('Call newConversation now', ['conversation', 'call'])).toEqual([
      { text: 'Call', match: true },
      { text: ' new', match: false },
      { text: 'Conversation', match: true },
      { text: ' now', match: false },
    ]);
  });

  it('does not mark inside a word', () => {
    expect(highlightSegments('understand and', ['and'])).toEqual([
      { text: 'understand ', match: false },
      { text: 'and', match: true },
    ]);
  });

  it('matches a term\'s punctuation as written, not as a pattern', () => {
    expect(highlightSegments('axb a.b (a+b)', ['a.b', 'a+b'])).toEqual([
      { text: 'axb ', match: false },
      { text: 'a.b', match: true },
      { text: ' (', match: false },
      { text: 'a+b', match: true },
      { text: ')', match: false },
    ]);
  });

  it('finds a term that starts inside a match rejected for not starting a word', () => {
    // "oobar" matches inside "fooBar" but starts no word; "Bar" starts an identifier part.
    expect(highlightSegments('fooBar', ['oobar', 'bar'])).toEqual([
      { text: 'foo', match: false },
      { text: 'Bar', match: true },
    ]);
  });

  it('prefers the longest term', () => {
    expect(highlightSegments('streams', ['stream', 'streams'])).toEqual([{ text: 'streams', match: true }]);
  });
});

describe('highlightHtml', () => {
  it('marks terms in text and inside <code>, keeping the allowed tags', () => {
    expect(highlightHtml('Use <code>Client.create</code> to create a client.', ['create'])).toBe(
      'Use <code>Client.<mark>create</mark></code> to <mark>create</mark> a client.',
    );
  });

  it('never lets markup through: tags outside the allow-list become text', () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>&lt;b&gt;';
    const out = highlightHtml(html, ['alert']);
    expect(out).not.toMatch(/<(img|script|b)\b/);
    expect(out).toBe(
      '&lt;img src=x onerror=&quot;<mark>alert</mark>(1)&quot;&gt;&lt;script&gt;<mark>alert</mark>(2)&lt;/script&gt;&lt;b&gt;',
    );
  });

  it('treats entities as the characters they stand for', () => {
    expect(highlightHtml('a &amp; b &lt;amp&gt;', ['amp'])).toBe('a &amp; b &lt;<mark>amp</mark>&gt;');
  });

  it('escapes all five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
