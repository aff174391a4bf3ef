import { describe, expect, it } from 'vitest';
import { formatLongDate, parseAuthors } from '../../../src/components/mdx/Authors/parseAuthors';

describe('parseAuthors', () => {
  it('reads plain names and [text](url) links from a comma-separated string', () => {
    expect(parseAuthors('Jane, [Sam Lee](https://example.com/sam), Ann')).toEqual([
      { text: 'Jane' },
      { text: 'Sam Lee', url: 'https://example.com/sam' },
      { text: 'Ann' },
    ]);
  });

  it('keeps commas inside link text', () => {
    expect(parseAuthors('[Lee, Sam](https://example.com)')).toEqual([{ text: 'Lee, Sam', url: 'https://example.com' }]);
  });

  it('reads a list, and ignores blanks', () => {
    expect(parseAuthors(['[A](https://a.example)', ' ', 'B'])).toEqual([{ text: 'A', url: 'https://a.example' }, { text: 'B' }]);
    expect(parseAuthors(undefined)).toEqual([]);
    expect(parseAuthors('')).toEqual([]);
  });
});

describe('formatLongDate', () => {
  it('writes long US English dates in UTC', () => {
    expect(formatLongDate('2024-11-02')).toBe('November 2, 2024');
    expect(formatLongDate('2024-01-31T23:30:00-05:00')).toBe('February 1, 2024');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatLongDate('not a date')).toBeUndefined();
  });
});
