import { test, expect } from './fixtures';

/**
 * The page paints before its JavaScript runs (src/ssrTemplate.ts): the app's
 * scripts are preloaded at low priority and added after the first frame.
 */
test('the page paints its content first, then the app loads and hydrates it', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same page on every screen');
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
