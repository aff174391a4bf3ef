import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStaticHtml, readFromPage } from '../../../src/staticHtml/loadStaticHtml';

/** A page holding elements with these keys and contents. */
function pageWith(pieces: [key: string, html: string][]) {
  return {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('[data-static-html]');
      return pieces.map(([key, html]) => ({ getAttribute: () => key, innerHTML: html })) as unknown as NodeListOf<Element>;
    },
  };
}

describe('readFromPage', () => {
  it('reads every piece in the order of the keys; the first copy of a key counts', () => {
    const page = pageWith([
      ['f-1', '<em>b</em>'],
      ['f-0', 'a'],
      ['other-0', 'x'],
      ['f-1', 'a second copy'],
    ]);
    expect(readFromPage(['f-0', 'f-1'], page)).toEqual(['a', '<em>b</em>']);
  });

  it('gives up unless every piece is on the page (another page is on screen)', () => {
    expect(readFromPage(['f-0', 'f-1'], pageWith([['f-0', 'a']]))).toBeUndefined();
    expect(readFromPage(['f-0'], undefined)).toBeUndefined();
  });
});

describe('loadStaticHtml', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the JSON file when the page does not hold the pieces', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(['a', 'b'])));
    vi.stubGlobal('fetch', fetch);
    expect(await loadStaticHtml('/assets/static-html/x.json', 'f-', '0~1')).toEqual(['a', 'b']);
    expect(fetch).toHaveBeenCalledWith('/assets/static-html/x.json');
  });

  it('fails with a message naming the file when it is missing or does not match', async () => {
    vi.stubGlobal('fetch', async () => new Response('not here', { status: 404 }));
    await expect(loadStaticHtml('/assets/static-html/x.json', 'f-', '0')).rejects.toThrow('Could not load /assets/static-html/x.json: HTTP 404');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadStaticHtml('/assets/static-html/x.json', 'f-', '0')).rejects.toThrow('Could not load /assets/static-html/x.json: Failed to fetch');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(['only one'])));
    await expect(loadStaticHtml('/assets/static-html/x.json', 'f-', '0~1')).rejects.toThrow('does not hold the 2 pieces');
  });
});
