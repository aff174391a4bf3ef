import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { expectNoViolationsInBothSchemes } from './axe';

/** The light/dark toggle (spec §2.7, §4 Theme). */

const TOGGLE_NAME = /^Switch to (light|dark) mode$/;

/**
 * The visible toggle. On a phone it may sit in the navbar or inside the
 * navigation menu: open the menu only if no toggle is visible already.
 */
async function themeToggle(page: Page) {
  const visible = page.getByRole('button', { name: TOGGLE_NAME }).filter({ visible: true });
  if ((await visible.count()) === 0) {
    await page.getByRole('button', { name: /navigation|menu/i }).filter({ visible: true }).first().click();
  }
  await expect(visible).toHaveCount(1);
  return visible;
}

async function rootState(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    dark: document.documentElement.classList.contains('dark'),
  }));
}

const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('vocs.theme'));

/** Docusaurus keeps its own copy under a namespaced key (theme-<hash>, future.v4). */
const docusaurusTheme = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^theme(-\w+)?$/.test(name));
    return key ? localStorage.getItem(key) : null;
  });

test.describe('theme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`starts from the system preference (${scheme}) and React agrees after hydration`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, '/get-started/intro');
      expect(await rootState(page)).toEqual({ theme: scheme, dark: scheme === 'dark' });
      const toggle = await themeToggle(page);
      await expect(toggle).toHaveAccessibleName(`Switch to ${scheme === 'dark' ? 'light' : 'dark'} mode`);
      expect(await storedTheme(page)).toBeNull();
    });
  }

  test('a stored choice wins over the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/get-started/intro');
    await page.evaluate(() => localStorage.setItem('vocs.theme', 'light'));
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await rootState(page)).toEqual({ theme: 'light', dark: false });
    await expect(await themeToggle(page)).toHaveAccessibleName('Switch to dark mode');
    // Even when Docusaurus' own key says otherwise (e.g. written by another build).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('theme')) ?? 'theme';
      localStorage.setItem(key, 'light');
      localStorage.setItem('vocs.theme', 'dark');
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });
  });

  test('is applied before any content or app script (no flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vocs.theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    // Each app bundle first records <html> as the first of them finds it.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const record = `if (!window.atAppStart) window.atAppStart = {
        theme: document.documentElement.getAttribute('data-theme'),
        dark: document.documentElement.classList.contains('dark'),
      };\n`;
      await route.fulfill({ response, body: record + (await response.text()) });
    });
    // A short page: no lazy chunk is still in flight when scripts are stubbed below.
    const response = await open(page, '/get-started/references');
    expect(await page.evaluate(() => (window as unknown as { atAppStart: unknown }).atAppStart)).toEqual({
      theme: 'dark',
      dark: true,
    });
    // The inline script comes before the first content element.
    const html = await response!.text();
    expect(html.indexOf('"vocs.theme"')).toBeGreaterThan(html.indexOf('<body'));
    expect(html.indexOf('"vocs.theme"')).toBeLessThan(html.search(/id="?__docusaurus\b/));

    // And with the app's bundles answered empty, the inline script alone does it.
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/assets/js/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    await page.goto('/get-started/faq');
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });

  test('toggling flips the theme, saves it and adds or removes the dark class', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/get-started/intro');
    const toggle = await themeToggle(page);

    await toggle.click();
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });
    await expect(toggle).toHaveAccessibleName('Switch to light mode');
    expect(await storedTheme(page)).toBe('dark');
    expect(await docusaurusTheme(page)).toBe('dark');

    await toggle.click();
    expect(await rootState(page)).toEqual({ theme: 'light', dark: false });
    await expect(toggle).toHaveAccessibleName('Switch to dark mode');
    expect(await storedTheme(page)).toBe('light');
    expect(await docusaurusTheme(page)).toBe('light');
  });

  test('works from the keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/get-started/intro');
    const toggle = await themeToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await rootState(page)).toEqual({ theme: 'light', dark: false });
    await page.keyboard.press('Space');
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });
    expect(await storedTheme(page)).toBe('dark');
  });

  test('the choice survives reload and navigation', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/get-started/intro');
    await (await themeToggle(page)).click();
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });

    // Client-side navigation: Docusaurus rewrites <html class> for the new page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('html')).toHaveClass(/plugin-id-default/);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });

    await open(page, '/');
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });
    await expect(await themeToggle(page)).toHaveAccessibleName('Switch to light mode');
  });

  test('follows a system change while no choice is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/get-started/intro');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('still toggles when storage reads and writes throw', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
      // Docusaurus' storage slots report each failed call with console.error
      // ("Docusaurus storage error, can't get key=…" / "can't set …"). That is
      // its own logging, not a fault of ours, so only those messages are kept
      // from the console (and counted); anything else still fails the test.
      const original = console.error.bind(console);
      const win = window as unknown as { docusaurusStorageErrors: number };
      win.docusaurusStorageErrors = 0;
      console.error = (...args: unknown[]) => {
        if (typeof args[0] === 'string' && /^Docusaurus storage error, can't (get|set|delete) /.test(args[0])) {
          win.docusaurusStorageErrors += 1;
          return;
        }
        original(...args);
      };
    });
    await open(page, '/get-started/intro');
    expect(await rootState(page)).toEqual({ theme: 'light', dark: false });
    const toggle = await themeToggle(page);
    await toggle.click();
    expect(await rootState(page)).toEqual({ theme: 'dark', dark: true });
    await expect(toggle).toHaveAccessibleName('Switch to light mode');
    await toggle.click();
    expect(await rootState(page)).toEqual({ theme: 'light', dark: false });
  });

  test('the toggle passes an axe scan, in light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/get-started/intro');
    await themeToggle(page);
    await expectNoViolationsInBothSchemes(page, { within: ['button[aria-label^="Switch to"]'], switchBy: 'system' });
  });
});
