import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, MAX_WORD_LENGTH, hasPhrases, parseQuery } from '@site/src/search/query';

describe('parseQuery', () => {
  it('keeps every word as a term and collects quoted phrases', () => {
    expect(parseQuery('stream "all  Messages" react')).toEqual({ terms: 'stream all Messages react', phrases: ['all messages'] });
  });

  it('ignores empty quotes and an unclosed quote is just a word boundary', () => {
    expect(parseQuery('"" consent "')).toEqual({ terms: 'consent', phrases: [] });
    expect(hasPhrases('"consent')).toBe(false);
    expect(hasPhrases('"user consent"')).toBe(true);
  });

  it('looks up a bounded number of words, each of bounded length, so a pasted wall of text cannot freeze the tab', () => {
    expect(parseQuery('client '.repeat(5_000)).terms).toBe('client');
    const many = Array.from({ length: 3_000 }, (_, n) => `w${n}`);
    expect(parseQuery(many.join(' ')).terms).toBe(many.slice(0, MAX_QUERY_WORDS).join(' '));
    expect(parseQuery(`${'x'.repeat(20_000)} consent`).terms).toBe(`${'x'.repeat(MAX_WORD_LENGTH)} consent`);
    // Cut by code point: no emoji is split into a lone surrogate.
    const family = '👨‍👩‍👧‍👦'.repeat(100);
    expect(parseQuery(family).terms).toBe(Array.from(family).slice(0, MAX_WORD_LENGTH).join(''));
    expect(parseQuery(family).terms).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // Phrases are matched against page text as written, so they are kept whole.
    expect(parseQuery(`"${'long '.repeat(50)}"`).phrases).toEqual([`${'long '.repeat(50)}`.trim()]);
  });
});
