import AxeBuilder from '@axe-core/playwright';
import { test, expect, open } from './fixtures';

const PAGES = ['/', '/get-started/intro', '/get-started/developer-quickstart', '/terms', '/does-not-exist'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }

    test('the open curtain popovers and menus have no axe violations', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the curtain and the menu popover are small-screen chrome');
      await open(page, '/get-started/faq');
      await page.getByRole('button', { name: 'Menu' }).click();
      let results = await new AxeBuilder({ page }).include('.navbar').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.vx-curtain').getByRole('button', { name: 'On this page' }).click();
      results = await new AxeBuilder({ page }).include('.vx-curtain').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.locator('.vx-curtain').getByRole('button', { name: 'Overview' }).click();
      results = await new AxeBuilder({ page }).include('dialog').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
