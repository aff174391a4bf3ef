import { describe, expect, it } from 'vitest';
import { stripHtmlSuffix } from '../../../src/utils/paths';

describe('stripHtmlSuffix', () => {
  it('drops the .html suffix of a page path', () => {
    expect(stripHtmlSuffix('/get-started/intro.html')).toBe('/get-started/intro');
    expect(stripHtmlSuffix('/privacy.html')).toBe('/privacy');
  });

  it('maps index.html to its folder', () => {
    expect(stripHtmlSuffix('/index.html')).toBe('/');
    expect(stripHtmlSuffix('/docs/index.html')).toBe('/docs/');
  });

  it('leaves other paths alone', () => {
    expect(stripHtmlSuffix('/get-started/intro')).toBe('/get-started/intro');
    expect(stripHtmlSuffix('/')).toBe('/');
    expect(stripHtmlSuffix('/llms.txt')).toBe('/llms.txt');
    expect(stripHtmlSuffix('/html')).toBe('/html');
  });
});
