import type { BrowserContextOptions, Page } from '@playwright/test';
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

/** What the page's media queries and size say: what emulation changes. */
function screenAndMedia(page: Page) {
  return page.evaluate(() => ({
    width: innerWidth,
    height: innerHeight,
    media: ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)', '(prefers-contrast: more)', 'print'].filter(
      (query) => matchMedia(query).matches,
    ),
  }));
}

test('a test emulates a dark, reduced-motion, high-contrast print screen of another size', { tag: '@desktop' }, async ({ page }) => {
  await open(page, PATH);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce', forcedColors: 'active', contrast: 'more', media: 'print' });
  await page.setViewportSize({ width: 500, height: 600 });
  expect(await screenAndMedia(page)).toEqual({
    width: 500,
    height: 600,
    media: ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)', '(prefers-contrast: more)', 'print'],
  });
});

test('the next test, in the same tab, has the screen and media of a new context', { tag: '@desktop' }, async ({ page, browser }) => {
  await open(page, PATH);
  // The same tab: its scripts came from the cache the earlier tests filled.
  expect((await scriptTransfers(page)).filter((script) => script.transferred > 0)).toEqual([]);
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = test.info().project.use;
  const fresh = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } as BrowserContextOptions);
  try {
    const freshPage = await fresh.newPage();
    await open(freshPage, PATH);
    expect(await screenAndMedia(page)).toEqual(await screenAndMedia(freshPage));
  } finally {
    await fresh.close();
  }
});
