import { test, expect, open } from './fixtures';

test.describe('a page that fails to render', () => {
  const MESSAGE = 'Boom from a broken page';
  // React reports the error it recovered from; nothing else may be logged.
  test.use({ expectedErrors: new RegExp(`${MESSAGE}|Minified React error|The above error occurred|hydrat`, 'i') });

  test('shows "Unexpected Application Error!" with the message, never a blank page', async ({ page }) => {
    // Break the references page: its content chunk throws while rendering.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('xmtp-js.pages.dev/modules')) return route.fulfill({ response });
      const broken = body.replace(
        /"https:\/\/xmtp-js\.pages\.dev\/modules"/,
        `(()=>{throw new Error(${JSON.stringify(MESSAGE)})})()`,
      );
      expect(broken).not.toBe(body);
      return route.fulfill({ response, body: broken });
    });
    await page.goto('/get-started/references');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    // The chrome survives, and the way home works.
    await expect(page.locator('.navbar__inner .navbar__brand')).toBeVisible();
    // Let any chunk still being rewritten finish before the route goes away.
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');
  });
});

test('the not-found page uses the minimal layout', async ({ page }) => {
  const response = await open(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveClass(/vx-layout-minimal/);
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
