import { test, expect, open } from './fixtures';
import { SPEC_ROUTES } from './routes';

/**
 * Every content page renders its body, and every code group on it works:
 * each tab selects, and shows a panel with code in it.
 */
const CONTENT_ROUTES = SPEC_ROUTES.filter((route) => route !== '/');

for (const route of CONTENT_ROUTES) {
  test(`${route}: renders its content and every code group tab shows code`, async ({ page }) => {
    await open(page, route);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveCount(1);
    expect((await article.innerText()).length, 'the page has a body').toBeGreaterThan(200);

    // A code group is a tab container whose tab list carries the code-group class.
    const groups = article.locator('.tabs-container:has(> .code-group)');
    const groupCount = await groups.count();
    for (let index = 0; index < groupCount; index += 1) {
      const group = groups.nth(index);
      const tabs = group.getByRole('tab');
      const labels = await tabs.allInnerTexts();
      expect(labels.length, `code group ${index + 1} has tabs`).toBeGreaterThan(0);
      for (const label of labels) {
        const tab = group.getByRole('tab', { name: label, exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const panel = group.locator('[role="tabpanel"]:visible');
        await expect(panel).toHaveCount(1);
        expect((await panel.locator('pre').first().innerText()).trim(), `${label} tab of group ${index + 1}`).not.toBe('');
      }
    }
  });
}
