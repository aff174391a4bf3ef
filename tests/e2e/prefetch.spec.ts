import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../plugins/lib/chromium.mjs';
import { PROXY_TO_NOWHERE } from './browserArgs';
import { openSearch, options, search } from './searchDialog';

/**
 * Fetching a page's code ahead of a click, on a fast connection: the rest of
 * the suite runs on a slow one (SLOW_CONNECTION in browserArgs.ts), where
 * Docusaurus fetches nothing ahead, so these are the tests that see it.
 * Desktop only (the tag): the same code on every screen.
 */
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...PROXY_TO_NOWHERE] } });
// Each counts what a page fetches: nothing may come from an earlier test's cache.
test.use({ coldCache: true });

interface Fetches {
  /** Paths of the files fetched, in order. */
  paths: string[];
  /** Files that answered other than 200. */
  failed: string[];
}

function watchFetches(page: Page): Fetches {
  const fetches: Fetches = { paths: [], failed: [] };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    fetches.paths.push(pathname);
    if (response.status() !== 200) fetches.failed.push(`${response.status()} ${pathname}`);
  });
  return fetches;
}

/**
 * Records each call of Docusaurus' own `window.docusaurus.prefetch`, which the
 * search dialog calls (src/components/search/pageCode.ts). The object is
 * frozen, so a copy whose prefetch records the call and passes it on takes its place.
 */
async function recordPrefetches(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    type Loader = (path: string) => unknown;
    const target = window as unknown as { docusaurus: { prefetch: Loader }; prefetched?: string[] };
    const prefetched: string[] = (target.prefetched = []);
    const original = target.docusaurus.prefetch;
    target.docusaurus = {
      ...target.docusaurus,
      prefetch: (path: string) => {
        prefetched.push(path);
        return original(path);
      },
    };
  });
  return () => page.evaluate(() => (window as unknown as { prefetched: string[] }).prefetched);
}

test.describe('on a fast connection', { tag: '@desktop' }, () => {
  test('the links in view prefetch their pages’ code, and pointing at one loads it, every file found', async ({ page }) => {
    const fetches = watchFetches(page);
    await open(page, '/get-started/intro');
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe('4g');
    // Docusaurus' Link prefetches each link as it comes into view: the sidebar's, the pager's.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(5);
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    await expect.poll(() => prefetched.filter((path) => !fetches.paths.includes(path))).toEqual([]);

    // Pointing at a link runs its page's code ahead of the click: its chunks arrive as scripts.
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
    const nextPath = (await next.getAttribute('href'))!;
    await next.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetches.failed).toEqual([]);
  });

  test('the search dialog fetches the selected result’s page code ahead', async ({ page }) => {
    const fetches = watchFetches(page);
    await open(page, '/get-started/intro');
    const prefetchCalls = await recordPrefetches(page);
    await openSearch(page);
    await search(page, 'user consent');
    const pathOf = async (index: number) => (await options(page).nth(index).getAttribute('href'))!.split('#')[0]!;
    // The selected result (the first) once the results are in; moving the selection, the next.
    await expect.poll(prefetchCalls).toContain(await pathOf(0));
    await page.keyboard.press('ArrowDown');
    await expect.poll(prefetchCalls).toContain(await pathOf(1));
    expect(fetches.failed).toEqual([]);
  });

  test('pointing at a heading result loads its page, so opening it fetches no script', async ({ page }) => {
    await open(page, '/get-started/intro');
    await openSearch(page);
    await search(page, 'how xmtp picks algorithms');
    const result = options(page).and(page.locator('[href$="/protocol/v2/algorithms-in-use#how-xmtp-picks-algorithms"]'));
    await result.hover();
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await result.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algorithms in use');
    expect(scripts).toEqual([]);
  });
});
