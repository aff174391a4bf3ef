import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

/**
 * The kept tab of tests/e2e/fixtures.ts: what one test leaves behind, the
 * next test in the same worker does not see, but for the HTTP cache. Two
 * tests in order, in one worker (serial), desktop only (the tag): the
 * harness is the same on every screen.
 */
test.describe.configure({ mode: 'serial' });

const PATH = '/get-started/intro';

/** The transfer size of each of the page's own scripts, by file name (0 when it came from the cache). */
function scriptTransfers(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname, transferred: (entry as PerformanceResourceTiming).transferSize })),
  );
}

test('a test leaves storage, cookies and a route behind', { tag: '@desktop' }, async ({ page }) => {
  await page.route('**/never-asked-for', (route) => route.fulfill({ body: 'left behind' }));
  await open(page, PATH);
  await page.evaluate(() => {
    localStorage.setItem('harness-left', '1');
    sessionStorage.setItem('harness-left', '1');
    document.cookie = 'harnessLeft=1; path=/';
  });
  expect((await scriptTransfers(page)).length).toBeGreaterThan(0);
});

test('the next test sees none of it, and loads the scripts from the cache', { tag: '@desktop' }, async ({ page }) => {
  await open(page, PATH);
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem('harness-left'),
      session: sessionStorage.getItem('harness-left'),
      cookie: document.cookie.includes('harnessLeft'),
    })),
  ).toEqual({ local: null, session: null, cookie: false });
  expect(await page.evaluate(() => fetch('/never-asked-for').then((response) => response.status)), 'the route is gone').toBe(404);
  // Served from the HTTP cache the last test filled: nothing crossed the network.
  const scripts = await scriptTransfers(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.transferred > 0)).toEqual([]);
});
