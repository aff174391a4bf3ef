import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';

// A short page, quick to load in every test.
const PAGE = '/get-started/references';

/** The site banner (spec §2.10, §4 Banner). */

const banner = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const dismissButton = (page: Page) => banner(page).getByRole('button', { name: 'Dismiss banner' });
const storedBanner = (page: Page) => page.evaluate(() => localStorage.getItem('banner'));

async function reload(page: Page) {
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Answers the app's bundles with nothing, so only the server HTML and inline scripts act. */
async function withoutAppScripts(page: Page) {
  await page.route('**/assets/js/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
}

test.describe('banner', () => {
  test('shows the notice with a link to xmtp.org', async ({ page }) => {
    await open(page, PAGE);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('These docs describe XMTP as of November 2024');
    await expect(banner(page)).toContainText('the V2 messaging SDKs and the first V3 SDKs');
    await expect(banner(page).getByRole('link', { name: 'xmtp.org' })).toHaveAttribute('href', 'https://xmtp.org/');
    // Above the top bar.
    const [bar, nav] = await Promise.all([banner(page).boundingBox(), page.locator('nav.navbar').boundingBox()]);
    expect(bar!.y).toBe(0);
    expect(nav!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
  });

  for (const [scheme, background] of [
    ['light', 'rgb(91, 63, 209)'],
    ['dark', 'rgb(46, 35, 97)'],
  ] as const) {
    test(`uses the banner colours (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, PAGE);
      await expect(banner(page)).toHaveCSS('background-color', background);
      await expect(banner(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(banner(page).getByRole('link')).toHaveCSS('color', 'rgb(255, 255, 255)');
    });
  }

  test('is 36 px high on wide screens and fits its text on phones', async ({ page, isMobile }) => {
    await open(page, PAGE);
    const box = await banner(page).boundingBox();
    if (isMobile) expect(box!.height).toBeGreaterThanOrEqual(36);
    else expect(box!.height).toBe(36);
    const content = await banner(page).evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(content).toBe(true);
  });

  test('dismissing hides it, across reloads and other pages', async ({ page }) => {
    await open(page, PAGE);
    await dismissButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    const key = await storedBanner(page);
    expect(key).toMatch(/^[0-9a-z]+$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(banner(page)).toHaveCount(0);

    await reload(page);
    await expect(banner(page)).toHaveCount(0);
    await open(page, '/get-started/faq');
    await expect(banner(page)).toHaveCount(0);
    await open(page, '/');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedBanner(page)).toBe(key);
  });

  test('a dismissed banner is hidden before the app runs, and nothing moves on hydration', async ({ page }) => {
    await open(page, PAGE);
    const navTopShown = (await page.locator('nav.navbar').boundingBox())!.y;
    await dismissButton(page).click();
    await reload(page);
    const navTopHydrated = (await page.locator('nav.navbar').boundingBox())!.y;
    expect(navTopHydrated).toBeLessThan(navTopShown);

    await withoutAppScripts(page);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-banner-dismissed', 'true');
    await expect(banner(page)).toBeHidden();
    expect((await page.locator('nav.navbar').boundingBox())!.y).toBe(navTopHydrated);
  });

  test('an undismissed banner is in the server HTML where it stays after hydration', async ({ page }) => {
    await open(page, PAGE);
    const hydrated = await banner(page).boundingBox();
    await withoutAppScripts(page);
    await page.goto(PAGE);
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).boundingBox()).toEqual(hydrated);
  });

  test('a new banner shows again after an old one was dismissed', async ({ page }) => {
    await open(page, PAGE);
    await page.evaluate(() => localStorage.setItem('banner', 'oldkey'));
    await reload(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-banner-dismissed', /.*/);
    await expect(banner(page)).toBeVisible();
    await dismissButton(page).click();
    expect(await storedBanner(page)).not.toBe('oldkey');
  });

  test('can be dismissed from the keyboard with Enter', async ({ page }) => {
    await open(page, PAGE);
    // Tab from the top of the page: skip link, the banner's link, then its button.
    let reached = false;
    for (let i = 0; i < 5 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await dismissButton(page).evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedBanner(page)).not.toBeNull();
  });

});
