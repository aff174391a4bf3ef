import { describe, expect, it } from 'vitest';
import { checkMovedPages, MOVED_PAGES, pagePaths, redirectLocation, redirectTarget } from '../../src/redirects';

const PAGES = new Set(['/', '/get-started/intro', '/content-types/remote-attachment', '/privacy']);
const isPage = (sitePath: string) => PAGES.has(sitePath);
const MOVED = { '/content-types/attachment': '/content-types/remote-attachment' };

describe('MOVED_PAGES', () => {
  it("sends the old site's attachment page to the remote-attachment page", () => {
    expect(MOVED_PAGES['/content-types/attachment']).toBe('/content-types/remote-attachment');
  });
});

describe('redirectTarget', () => {
  it('sends a moved page, with or without a trailing slash, to its new path', () => {
    expect(redirectTarget('/content-types/attachment', isPage, MOVED)).toBe('/content-types/remote-attachment');
    expect(redirectTarget('/content-types/attachment/', isPage, MOVED)).toBe('/content-types/remote-attachment');
  });

  it("sends a page's trailing-slash form to the page, and nothing else anywhere", () => {
    expect(redirectTarget('/get-started/intro/', isPage, MOVED)).toBe('/get-started/intro');
    for (const sitePath of ['/', '/get-started/intro', '/get-started/', '/nope/', '/get-started/intro//', '/privacy.html']) {
      expect(redirectTarget(sitePath, isPage, MOVED), sitePath).toBeUndefined();
    }
  });

  it("ignores names an object inherits: only the map's own entries are moves", () => {
    for (const sitePath of ['/constructor', '/__proto__', '/toString/']) {
      expect(redirectTarget(sitePath, isPage, MOVED), sitePath).toBeUndefined();
    }
  });
});

describe('redirectLocation', () => {
  it('works under a base URL, and the base itself is the home page, never a redirect', () => {
    const base = '/xmtp-docs/';
    expect(redirectLocation('/xmtp-docs/content-types/attachment', base, isPage, MOVED)).toBe(
      '/xmtp-docs/content-types/remote-attachment',
    );
    expect(redirectLocation('/xmtp-docs/get-started/intro/', base, isPage, MOVED)).toBe('/xmtp-docs/get-started/intro');
    expect(redirectLocation('/xmtp-docs/', base, isPage, MOVED)).toBeUndefined();
    expect(redirectLocation('/xmtp-docs', base, isPage, MOVED)).toBe('/xmtp-docs/');
    // Outside the base: not the site's to redirect.
    expect(redirectLocation('/get-started/intro/', base, isPage, MOVED)).toBeUndefined();
    expect(redirectLocation('/content-types/attachment', base, isPage, MOVED)).toBeUndefined();
  });

  it('works at the root', () => {
    expect(redirectLocation('/privacy/', '/', isPage, MOVED)).toBe('/privacy');
    expect(redirectLocation('/', '/', isPage, MOVED)).toBeUndefined();
  });
});

describe('checkMovedPages', () => {
  it('accepts a move from an old path to a page', () => {
    expect(checkMovedPages(MOVED, isPage)).toEqual([]);
  });

  it('names each bad entry and why', () => {
    const problems = checkMovedPages(
      {
        '/old': '/gone',
        '/privacy': '/',
        old: '/',
        '/old/': '/privacy',
        '/a/../b': '/privacy',
        '/a b': '/privacy',
        '/old.html': '/privacy',
        '/': '/privacy',
      },
      isPage,
    );
    expect(problems).toEqual([
      '"/old" → "/gone": "/gone" is not a page of the site.',
      '"/privacy" → "/": "/privacy" is still a page of the site.',
      '"old" → "/": both must be site paths starting with "/".',
      expect.stringMatching(/^"\/old\/" → "\/privacy": the old path must be a page path .* no trailing slash\.$/),
      expect.stringMatching(/^"\/a\/\.\.\/b" → "\/privacy": the old path must be a page path/),
      expect.stringMatching(/^"\/a b" → "\/privacy": the old path must be a page path/),
      '"/old.html" → "/privacy": leave out ".html" or ".md"; those forms of the old path are redirected too.',
      expect.stringMatching(/^"\/" → "\/privacy": the old path must be a page path/),
    ]);
  });

  it('refuses a chain: a move to a path that itself moved is not a move to a page', () => {
    expect(checkMovedPages({ '/a': '/b', '/b': '/privacy' }, isPage)).toEqual(['"/a" → "/b": "/b" is not a page of the site.']);
  });
});

describe('pagePaths', () => {
  const routes = [
    { path: '/xmtp-docs/', exact: true },
    {
      path: '/xmtp-docs/',
      routes: [{ path: '/xmtp-docs/', routes: [{ path: '/xmtp-docs/get-started/intro', exact: true }] }],
    },
    { path: '*' },
  ];

  it('lists the exact routes at any depth, base URL taken off, and not the catch-all', () => {
    expect([...pagePaths(routes, '/xmtp-docs/')].sort()).toEqual(['/', '/get-started/intro']);
    expect([...pagePaths([{ path: '/privacy', exact: true }, { path: '/', exact: true }], '/')].sort()).toEqual(['/', '/privacy']);
  });
});
