import { readFileSync } from 'node:fs';
import { expect, open, test } from './fixtures';
import { builtRoutes } from './routes';
import { expectedPageUrls, pageUrls, readBuildFile } from './pageUrls';
import { MOVED_PAGES } from '../../src/redirects';
import { SITE_URL } from '../../src/site';

/**
 * Moved pages and trailing slashes (src/redirects.ts): the host answers 301
 * from `_redirects`; where a host ignores that file, the redirect page at the
 * old path and the client module (src/client/redirectOnStart.ts) lead on.
 */

const REMOTE_ATTACHMENT_TITLE = 'Send attachments and remote attachments';

test.describe('over HTTP', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP and files only');

  test('every moved page and every page\'s "/path/" form answers 301 to a page whose canonical URL it is', async ({ request }) => {
    const routes = builtRoutes().filter((route) => route !== '/');
    const cases = [
      ...Object.entries(MOVED_PAGES).flatMap(([from, to]) => [
        { from, to },
        { from: `${from}/`, to },
      ]),
      ...routes.map((route) => ({ from: `${route}/`, to: route })),
    ];
    expect(cases.length).toBeGreaterThan(routes.length);
    const problems: string[] = [];
    for (const { from, to } of cases) {
      const redirect = await request.get(`${from}?q=1`, { maxRedirects: 0 });
      const location = redirect.headers()['location'];
      if (redirect.status() !== 301 || location !== `${to}?q=1`) {
        problems.push(`${from}: ${redirect.status()} to ${location}, expected 301 to ${to}?q=1`);
        continue;
      }
      const landing = await request.get(location, { maxRedirects: 0 });
      const { canonical } = pageUrls(await landing.text());
      if (landing.status() !== 200 || canonical.join() !== `${SITE_URL}${to}`) {
        problems.push(`${from} → ${location}: ${landing.status()}, canonical ${canonical.join() || 'none'}`);
      }
    }
    expect(problems).toEqual([]);

    // The Markdown twins of moved pages move too.
    const twin = await request.get('/content-types/attachment.md', { maxRedirects: 0 });
    expect([twin.status(), twin.headers()['location']]).toEqual([301, '/content-types/remote-attachment.md']);
  });

  test('every built HTML page names its own URL, once, as canonical and og:url; the sitemap lists only pages', () => {
    const pages = expectedPageUrls('build', '/');
    expect(pages.map(({ file }) => file)).toEqual(expect.arrayContaining(['index.html', 'content-types/attachment.html']));
    const wrong = pages.flatMap(({ file, expected }) => {
      const { canonical, ogUrl } = pageUrls(readBuildFile('build', file));
      const ok = canonical.length === 1 && ogUrl.length === 1 && canonical[0] === expected && ogUrl[0] === expected;
      return ok ? [] : [`${file}: canonical ${canonical.join(', ') || 'none'}, og:url ${ogUrl.join(', ') || 'none'}; expected ${expected}`];
    });
    expect(wrong).toEqual([]);

    // Redirect pages are files, not routes: never in the sitemap.
    const sitemap = readFileSync('build/sitemap.xml', 'utf8');
    for (const from of Object.keys(MOVED_PAGES)) expect(sitemap).not.toContain(`${SITE_URL}${from}<`);
  });
});

test.describe('in the browser', () => {
  test.skip(({ isMobile }) => isMobile, 'redirects do not depend on the viewport');

  test('the old attachment page lands on the remote-attachment page', async ({ page }) => {
    const response = await open(page, '/content-types/attachment');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/content-types\/remote-attachment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REMOTE_ATTACHMENT_TITLE);
  });

  test('the redirect page (a host without _redirects) leads on, query and #hash kept', async ({ page, request }) => {
    // `_redirects` doesn't list the .html form: this is the redirect page itself, under the policy.
    const redirectPage = await request.get('/content-types/attachment.html');
    expect(redirectPage.status()).toBe(200);
    expect(redirectPage.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(await redirectPage.text()).toContain('This page has moved to');

    await page.goto('/content-types/attachment.html?q=1#how-remote-attachments-work');
    await expect(page).toHaveURL(/\/content-types\/remote-attachment\?q=1#how-remote-attachments-work$/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REMOTE_ATTACHMENT_TITLE);
  });

  test('a "/path/" answered with the not-found page (a host without _redirects) lands on the page', async ({ page }) => {
    const notFound = readFileSync('build/404.html', 'utf8');
    await page.route(
      (url) => url.pathname === '/dms/conversations/',
      (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound }),
    );
    await page.goto('/dms/conversations/?q=1#list-existing-conversations');
    await expect(page).toHaveURL(/\/dms\/conversations\?q=1#list-existing-conversations$/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start, list, and cache 1:1 conversations');
  });
});

test.describe('without JavaScript', () => {
  test.skip(({ isMobile }) => isMobile, 'redirects do not depend on the viewport');
  test.use({ javaScriptEnabled: false });

  test("the redirect page's refresh leads to the new page", async ({ page }) => {
    await page.goto('/content-types/attachment.html');
    await expect(page).toHaveURL(/\/content-types\/remote-attachment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REMOTE_ATTACHMENT_TITLE);
  });
});
