import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/**
 * Safe hosting: the local server applies the build's `_headers` and
 * `_redirects` (plugins/hosting), so these tests check what the host sends,
 * and that the site works under that Content-Security-Policy. Every other
 * test runs under it too: a blocked script or style logs a console error,
 * which fails any test.
 *
 * HTTP-level checks don't depend on the viewport: desktop only.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, what).toContain("default-src 'self'");
  expect(policy, what).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/plausible\.io;/);
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
}

test.describe('response headers', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only');

  test('a page, a hashed asset, the search index and the not-found page carry the headers', async ({ request }) => {
    const page = await request.get('/get-started/intro');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, 'page');
    expect(page.headers()['cache-control']).toBe(REVALIDATE);
    expect(page.headers()['etag']).toBeTruthy();
    const revalidated = await request.get('/get-started/intro', { headers: { 'If-None-Match': page.headers()['etag'] } });
    expect(revalidated.status()).toBe(304);

    const script = /name="?vx-app-scripts"? content="[^"]*?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(await page.text())?.[1];
    expect(script, 'the page loads a hashed bundle').toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset, 'asset');
    expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers()['content-encoding']).toBe('br');

    const indexName = readdirSync('build/.search').find((name) => /^index-[0-9a-f]+\.json$/.test(name));
    const index = await request.get(`/.search/${indexName}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(index.status()).toBe(200);
    expectSecurityHeaders(index, 'search index');
    expect(index.headers()['cache-control']).toBe(IMMUTABLE);
    expect(index.headers()['content-encoding']).toBe('gzip');

    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'not-found page');
    expect(missing.headers()['cache-control']).toBe(REVALIDATE);

    for (const hostingFile of ['/_headers', '/_redirects']) expect((await request.get(hostingFile)).status()).toBe(404);
  });

  test('other methods answer 405 with the security headers', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await request.fetch('/get-started/intro', { method, data: 'x' });
      expect(response.status(), method).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD');
      expectSecurityHeaders(response, method);
    }
  });

  test('a trailing slash redirects to the page, query string kept', async ({ request, page }) => {
    const response = await request.get('/get-started/intro/?a=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/get-started/intro?a=1');

    await open(page, '/get-started/intro/?a=1');
    await expect(page).toHaveURL(/\/get-started\/intro\?a=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to XMTP');
  });
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.slice());
}

/** An inline script the build never wrote; Chromium's refusal names its hash, which excuses only it. */
const INJECTED = "document.documentElement.setAttribute('data-injected', 'yes')";
const INJECTED_HASH = createHash('sha256').update(INJECTED).digest('base64');

test.describe('under the Content-Security-Policy', () => {
  test.skip(({ isMobile }) => isMobile, 'every test on phones runs under the policy too; one walk is enough');
  test.use({ expectedErrors: new RegExp(`inline script.*'sha256-${INJECTED_HASH.replace(/[+/]/g, '\\$&')}'`) });

  test('home, a diagram, the theme switch and search run without a single violation', async ({ page }) => {
    const violations = await recordViolations(page);

    const home = await open(page, '/');
    expect(home?.headers()['content-security-policy'], 'the policy is in force').toContain("script-src 'self'");

    await open(page, '/protocol/v3/identity');
    const diagram = page.locator('.vx-diagram img:visible').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveJSProperty('complete', true);
    expect(await diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const toggle = page.getByRole('button', { name: /^Switch to (light|dark) mode$/ });
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
    // The other mode's image loads (images, like fetches, answer to the policy).
    const other = page.locator('.vx-diagram img:visible').first();
    await other.scrollIntoViewIfNeeded();
    await expect(other).toHaveJSProperty('complete', true);
    expect(await other.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search the documentation' }).fill('"group chat"');
    await expect(dialog.getByRole('status')).toHaveAttribute('data-state', 'ready');
    await expect(dialog.getByRole('option').first()).toBeVisible();

    expect(await violations()).toEqual([]);

    // The listener and the policy both work: an injected inline script is refused and reported.
    await page.evaluate((body) => {
      const script = document.createElement('script');
      script.textContent = body;
      document.body.append(script);
    }, INJECTED);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'yes');
  });
});
