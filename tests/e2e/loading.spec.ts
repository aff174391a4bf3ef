import { test, expect, open } from './fixtures';

// Both watch what a cold load fetches and runs: nothing may come from an earlier test's cache.
test.use({ coldCache: true });

/**
 * The page paints before its JavaScript runs (src/ssrTemplate.ts): the app's
 * scripts are preloaded at low priority and added after the first frame.
 */
test('the page paints its content first, then the app loads and hydrates it', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only (its tag): the same page on every screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/get-started/intro', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Painted, while the app's code has not run yet.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  // The loader added the entry scripts in their order, as ordered (not async) scripts.
  const scripts = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('body > script[src]'), (script) => ({
      file: new URL(script.src).pathname.split('/').pop()?.split('.')[0],
      async: script.async,
    })),
  );
  expect(scripts).toEqual([
    { file: 'framework', async: false },
    { file: 'runtime~main', async: false },
    { file: 'main', async: false },
  ]);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

/**
 * A docs page's prose and code lines reach a cold load once, in the HTML: the
 * page's script reads them back from it (plugins/static-html). A client-side
 * navigation fetches them as JSON and shows the same page a cold load shows.
 */
test('build-time HTML: read from the page on a cold load, fetched on a client-side navigation', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only (its tag): the same loading on every screen.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/static-html/')) fetched.push(request.url());
  });
  await open(page, '/client/create-client');
  expect(fetched).toEqual([]);
  const article = page.locator('article');
  const codeLines = article.locator('.theme-code-block code .line');
  expect(await codeLines.count()).toBeGreaterThan(50);

  // A link in the content: the app goes there without reloading.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const link = article.locator('a[href="/dms/conversations"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/dms\/conversations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start, list, and cache 1:1 conversations');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(fetched.length).toBeGreaterThan(0);
  const navigated = await article.innerText();
  expect(await codeLines.count()).toBeGreaterThan(0);

  // Exactly what a cold load of that page shows.
  await open(page, '/dms/conversations');
  expect(await article.innerText()).toBe(navigated);
});
