import { test, expect, open } from './fixtures';

// Runs against the build made with BASE_PATH=/xmtp-docs/ (project "base-path"),
// so relative paths below resolve under that prefix.

test('the home page and a docs page render under the base path', async ({ page }) => {
  const home = await open(page, './');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');

  await page.getByRole('link', { name: /Introduction/ }).first().click();
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/intro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to XMTP');
});

test('the .html twin hydrates to the same page under the base path', async ({ page }) => {
  const response = await open(page, 'get-started/faq.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/faq$/);
});

test('assets and links carry the base path', async ({ page }) => {
  await open(page, 'get-started/intro');
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(stylesheet).toMatch(/^\/xmtp-docs\/assets\//);
  await expect(page.locator('.navbar__inner .navbar__brand')).toHaveAttribute('href', '/xmtp-docs/');
});

test('unknown paths under the base path get the not-found page with 404', async ({ page }) => {
  const response = await open(page, 'no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('footer and pager links carry the base path and navigate', async ({ page }) => {
  await open(page, 'get-started/intro');
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ })).toHaveAttribute(
    'href',
    '/xmtp-docs/get-started/faq',
  );
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/faq$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/xmtp-docs/terms');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/xmtp-docs\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});
