import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  headersMatcher,
  matchPattern,
  parseHeaders,
  parseRedirects,
  redirectMatcher,
} from '../../../scripts/lib/hostingRules.mjs';

describe('parseHeaders', () => {
  it('reads path blocks with indented headers, skipping comments and blank lines', () => {
    const text = '# comment\n/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: a; b: c\n\n/assets/*\n\t# note\n\tCache-Control: immutable\n';
    expect(parseHeaders(text)).toEqual([
      { pattern: '/*', headers: [['X-Frame-Options', 'DENY'], ['Content-Security-Policy', 'a; b: c']] },
      { pattern: '/assets/*', headers: [['Cache-Control', 'immutable']] },
    ]);
  });

  it('names the line of anything it cannot read', () => {
    expect(() => parseHeaders('  X-A: b')).toThrow('_headers:1: a header before any path');
    expect(() => parseHeaders('/*\n  no colon here')).toThrow(/_headers:2: expected "Name: value"/);
    expect(() => parseHeaders('assets/*')).toThrow(/_headers:1: expected a path/);
  });
});

describe('parseRedirects', () => {
  it('reads "from to [status][!]" lines, 301 by default', () => {
    expect(parseRedirects('# c\n/a/ /a 301\n/b /c\n/d https://example.com/d 302!\n')).toEqual([
      { from: '/a/', to: '/a', status: 301, force: false },
      { from: '/b', to: '/c', status: 301, force: false },
      { from: '/d', to: 'https://example.com/d', status: 302, force: true },
    ]);
  });

  it('refuses what it does not support instead of skipping it', () => {
    expect(() => parseRedirects('/a /b 200')).toThrow(/_redirects:1: unsupported status "200"/);
    expect(() => parseRedirects('/a /b 301 Country=us')).toThrow(/_redirects:1: expected/);
    expect(() => parseRedirects('/a')).toThrow(/expected/);
    expect(() => parseRedirects('/a b')).toThrow(/neither a path/);
  });
});

describe('patterns', () => {
  it('matches splats across slashes, placeholders within one segment, the rest literally', () => {
    expect(matchPattern(compilePattern('/assets/*'), '/assets/js/a.js')).toEqual({ splat: 'js/a.js' });
    expect(matchPattern(compilePattern('/assets/*'), '/assets/')).toEqual({ splat: '' });
    expect(matchPattern(compilePattern('/assets/*'), '/assets')).toBeUndefined();
    expect(matchPattern(compilePattern('/*'), '/')).toEqual({ splat: '' });
    expect(matchPattern(compilePattern('/blog/:year/:slug'), '/blog/2024/hello')).toEqual({ year: '2024', slug: 'hello' });
    expect(matchPattern(compilePattern('/blog/:year/:slug'), '/blog/2024/a/b')).toBeUndefined();
    expect(matchPattern(compilePattern('/a.b'), '/axb')).toBeUndefined();
    expect(matchPattern(compilePattern('/Intro'), '/intro')).toBeUndefined();
  });
});

describe('headersMatcher', () => {
  it('merges every matching rule in order, joining a header two rules set, as Cloudflare Pages does', () => {
    const match = headersMatcher(parseHeaders('/*\n  A: 1\n/x/*\n  B: 2\n  a: 3\n'));
    expect(match('/x/y')).toEqual([['A', '1, 3'], ['B', '2']]);
    expect(match('/z')).toEqual([['A', '1']]);
  });
});

describe('redirectMatcher', () => {
  it('takes the first matching rule, fills in its target and keeps the query string', () => {
    const follow = redirectMatcher(parseRedirects('/old/* /new/:splat 301\n/old/x /never 302\n/u/:id /users/:id 308\n/q /t?x=1\n'));
    expect(follow('/old/x', '?a=1&b')).toEqual({ location: '/new/x?a=1&b', status: 301 });
    expect(follow('/u/7')).toEqual({ location: '/users/7', status: 308 });
    expect(follow('/q', '?y=2')).toEqual({ location: '/t?x=1', status: 301 });
    expect(follow('/other')).toBeUndefined();
  });
});
