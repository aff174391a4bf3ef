import { describe, expect, it } from 'vitest';
import { hasPhrases, parseQuery } from '@site/src/search/query';

describe('parseQuery', () => {
  it('keeps every word as a term and collects quoted phrases', () => {
    expect(parseQuery('stream "all  Messages" react')).toEqual({ terms: 'stream all Messages react', phrases: ['all messages'] });
  });

  it('ignores empty quotes and an unclosed quote is just a word boundary', () => {
    expect(parseQuery('"" consent "')).toEqual({ terms: 'consent', phrases: [] });
    expect(hasPhrases('"consent')).toBe(false);
    expect(hasPhrases('"user consent"')).toBe(true);
  });
});
