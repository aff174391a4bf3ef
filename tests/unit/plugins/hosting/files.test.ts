import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../plugins/hosting/policy';
import { headerRules, IMMUTABLE, renderHeaders, REVALIDATE } from '../../../../plugins/hosting/headers';
import { markdownTwin, redirectMap, renderRedirects, trailingSlashRedirects } from '../../../../plugins/hosting/redirects';
import { redirectTarget } from '../../../../src/redirects';
import { pageRoutes, scriptOrigin } from '../../../../plugins/hosting';
import { headersMatcher, parseHeaders, parseRedirects, redirectMatcher } from '../../../../scripts/lib/hostingRules.mjs';

const ANALYTICS = 'https://plausible.io';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => {
    const [name, ...values] = directive.split(' ');
    return [name, values];
  }));
}

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({ scriptHashes: ['sha256-b', 'sha256-a', 'sha256-b'], analyticsOrigin: ANALYTICS }),
  );

  it('allows scripts from the site, the given hashes (once each, sorted) and the analytics origin only', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'", ANALYTICS]);
    expect(policy.get('connect-src')).toEqual(["'self'", ANALYTICS]);
  });

  it('is strict everywhere else, and never allows eval or inline scripts', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const scriptSources = policy.get('script-src')!.join(' ');
    expect(scriptSources).not.toMatch(/unsafe/);
  });
});

const ENTRIES = [
  { name: 'index.html', isDirectory: false },
  { name: '404.html', isDirectory: false },
  { name: 'privacy.html', isDirectory: false },
  { name: 'sitemap.xml', isDirectory: false },
  { name: 'assets', isDirectory: true },
  { name: 'get-started', isDirectory: true },
  { name: 'img', isDirectory: true },
  { name: '_headers', isDirectory: false },
];

/** What a host answers for a path, read back through the server's parser and matcher. */
function served(baseUrl: string) {
  const text = renderHeaders(headerRules({ baseUrl, contentSecurityPolicy: "default-src 'self'", entries: ENTRIES }));
  const match = headersMatcher(parseHeaders(text));
  return (pathname: string) => Object.fromEntries(match(pathname));
}

describe('_headers', () => {
  it('puts the security headers on every path', () => {
    const headersFor = served('/');
    for (const pathname of ['/', '/get-started/intro', '/assets/js/main.1234.js', '/nope', '/.search/index-ab.json']) {
      expect(headersFor(pathname), pathname).toMatchObject({
        'Content-Security-Policy': "default-src 'self'",
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      });
      expect(headersFor(pathname)['Permissions-Policy'], pathname).toMatch(/camera=\(\).*microphone=\(\)/);
    }
  });

  it('caches hashed files for a year and makes everything else revalidate, one value per path', () => {
    const headersFor = served('/');
    for (const pathname of ['/assets/js/main.1234.js', '/assets/css/styles.ab.css', '/.search/index-0a1b.json']) {
      expect(headersFor(pathname)['Cache-Control'], pathname).toBe(IMMUTABLE);
    }
    for (const pathname of ['/', '/index.html', '/privacy', '/privacy.html', '/404', '/404.html', '/sitemap.xml', '/get-started/intro', '/get-started/intro.html', '/img/logo.svg']) {
      expect(headersFor(pathname)['Cache-Control'], pathname).toBe(REVALIDATE);
    }
    // Not a file of the build: the host's default applies.
    expect(headersFor('/nope')['Cache-Control']).toBeUndefined();
  });

  it('never lists the hosting files themselves', () => {
    expect(renderHeaders(headerRules({ baseUrl: '/', contentSecurityPolicy: 'x', entries: ENTRIES }))).not.toContain('/_headers');
  });

  it('prefixes every path with the base URL', () => {
    const headersFor = served('/xmtp-docs/');
    expect(headersFor('/xmtp-docs/')['Cache-Control']).toBe(REVALIDATE);
    expect(headersFor('/xmtp-docs/assets/js/a.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor('/xmtp-docs/get-started/intro')['X-Frame-Options']).toBe('DENY');
    expect(headersFor('/assets/js/a.js')).toEqual({});
  });
});

describe('_redirects', () => {
  const ROUTES = ['/', '/get-started/intro', '/privacy', '/content-types/attachments'];

  it('sends the trailing-slash form of every page but the home page to the page', () => {
    expect(trailingSlashRedirects(ROUTES)).toEqual([
      { from: '/content-types/attachments/', to: '/content-types/attachments' },
      { from: '/get-started/intro/', to: '/get-started/intro' },
      { from: '/privacy/', to: '/privacy' },
    ]);
  });

  it('puts moved pages first, with their trailing-slash form and Markdown twin, and checks the map against the build', () => {
    const map = redirectMap(ROUTES, { '/content-types/attachment': '/content-types/attachments' });
    expect(map.slice(0, 3)).toEqual([
      { from: '/content-types/attachment', to: '/content-types/attachments' },
      { from: '/content-types/attachment/', to: '/content-types/attachments' },
      { from: '/content-types/attachment.md', to: '/content-types/attachments.md' },
    ]);
    expect(map.slice(3)).toEqual(trailingSlashRedirects(ROUTES));
    expect(() => redirectMap(ROUTES, { '/old': '/gone', '/privacy': '/' })).toThrow(
      /MOVED_PAGES in src\/redirects\.ts[^]*"\/gone" is not a page[^]*"\/privacy" is still a page/,
    );
  });

  it('agrees line for line with what the browser would do (redirectTarget)', () => {
    const known = new Set(ROUTES);
    const moved = { '/old/page': '/privacy' };
    for (const { from, to } of redirectMap(ROUTES, moved).filter(({ from }) => !from.endsWith('.md'))) {
      expect(redirectTarget(from, (sitePath) => known.has(sitePath), moved), from).toBe(to);
    }
  });

  it('writes the Markdown twin of the home page as /index.md', () => {
    expect(markdownTwin('/')).toBe('/index.md');
    expect(markdownTwin('/a/b')).toBe('/a/b.md');
  });

  it('renders 301 lines under the base URL that the host (and our server) follow, query kept', () => {
    const moved = { '/content-types/attachment': '/content-types/attachments' };
    const text = renderRedirects(redirectMap(ROUTES, moved), '/xmtp-docs/');
    expect(text).toContain('/xmtp-docs/get-started/intro/ /xmtp-docs/get-started/intro 301\n');
    expect(text).toContain('/xmtp-docs/content-types/attachment /xmtp-docs/content-types/attachments 301\n');
    const follow = redirectMatcher(parseRedirects(text));
    expect(follow('/xmtp-docs/content-types/attachment/', '?q=1')).toEqual({
      location: '/xmtp-docs/content-types/attachments?q=1',
      status: 301,
    });
    expect(follow('/xmtp-docs/content-types/attachment.md')).toEqual({
      location: '/xmtp-docs/content-types/attachments.md',
      status: 301,
    });
    // The redirect page answers there instead.
    expect(follow('/xmtp-docs/content-types/attachment.html')).toBeUndefined();
    expect(follow('/xmtp-docs/privacy/', '?a=1')).toEqual({ location: '/xmtp-docs/privacy?a=1', status: 301 });
    expect(follow('/xmtp-docs/privacy')).toBeUndefined();
    expect(follow('/xmtp-docs/')).toBeUndefined();
    expect(follow('/xmtp-docs', '?x')).toEqual({ location: '/xmtp-docs/?x', status: 301 });
    expect(renderRedirects(redirectMap(ROUTES, moved), '/')).not.toMatch(/^\/ /m);
  });

  it('writes a route with spaces or other letters as browsers request it, so its line stays three fields', () => {
    const text = renderRedirects(redirectMap(['/', '/folder with space/doc 1', '/æøå'], {}), '/');
    expect(text).toContain('/folder%20with%20space/doc%201/ /folder%20with%20space/doc%201 301\n');
    const follow = redirectMatcher(parseRedirects(text));
    expect(follow('/%C3%A6%C3%B8%C3%A5/')).toEqual({ location: '/%C3%A6%C3%B8%C3%A5', status: 301 });
  });
});

describe('pageRoutes', () => {
  it('strips the base URL and leaves the not-found page out', () => {
    expect(pageRoutes(['/xmtp-docs/', '/xmtp-docs/404.html', '/xmtp-docs/get-started/intro'], '/xmtp-docs/')).toEqual([
      '/',
      '/get-started/intro',
    ]);
    expect(pageRoutes(['/', '/404.html', '/privacy'], '/')).toEqual(['/', '/privacy']);
  });
});

describe('scriptOrigin', () => {
  it('names the origin of scripts from other sites only', () => {
    expect(scriptOrigin('https://plausible.io/js/script.js')).toBe('https://plausible.io');
    expect(scriptOrigin('//cdn.example.com/x.js')).toBe('https://cdn.example.com');
    expect(scriptOrigin('data:text/javascript,alert(1)')).toBe('null');
    expect(scriptOrigin('/assets/js/main.js')).toBeUndefined();
    expect(scriptOrigin('assets/js/main.js')).toBeUndefined();
  });
});
