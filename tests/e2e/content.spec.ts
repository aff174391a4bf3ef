import { test, expect, open } from './fixtures';
import { SPEC_ROUTES } from './routes';

/**
 * Every content page renders its body, and every code group on it works:
 * each tab, clicked, becomes the selected one and shows a panel with code.
 *
 * Runs on the desktop project only: the tabs' behaviour on a phone is tested
 * on the components page (components.spec.ts); here the subject is each
 * page's content. The clicks happen inside the page (real click events, one
 * frame each), since a long page has dozens of tabs.
 */
const CONTENT_ROUTES = SPEC_ROUTES.filter((route) => route !== '/');

interface TabCheck {
  group: number;
  label: string;
  selected: boolean;
  visiblePanels: number;
  code: string;
}

for (const route of CONTENT_ROUTES) {
  test(`${route}: renders its content and every code group tab shows code`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'content is the same on a phone; tabs are tested there on the components page');
    await open(page, route);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveCount(1);
    expect((await article.innerText()).length, 'the page has a body').toBeGreaterThan(200);
    // Every diagram renders (a Mermaid syntax error would leave no drawing and log an error).
    for (const diagram of await article.locator('.docusaurus-mermaid-container').all()) {
      await expect(diagram.locator('svg').first()).toBeAttached();
      await expect(diagram).not.toContainText('Syntax error');
    }

    const checks = await article.evaluate(async (root): Promise<TabCheck[]> => {
      const results: TabCheck[] = [];
      // A code group is a tab container whose tab list carries the code-group class.
      const groups = Array.from(root.querySelectorAll('.tabs-container')).filter((group) =>
        group.querySelector(':scope > .code-group'),
      );
      for (const [index, group] of groups.entries()) {
        for (const tab of Array.from(group.querySelectorAll<HTMLElement>(':scope > .code-group [role="tab"]'))) {
          tab.click();
          // Let React commit the new selection before reading the DOM.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          const panels = Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter(
            (panel) => !panel.hidden && panel.offsetParent !== null,
          );
          results.push({
            group: index + 1,
            label: tab.textContent ?? '',
            selected: tab.getAttribute('aria-selected') === 'true',
            visiblePanels: panels.length,
            code: (panels[0]?.querySelector('pre')?.textContent ?? '').trim(),
          });
        }
      }
      return results;
    });

    for (const check of checks) {
      const where = `code group ${check.group}, tab ${check.label}`;
      expect(check.selected, `${where} is selected after a click`).toBe(true);
      expect(check.visiblePanels, `${where} shows one panel`).toBe(1);
      expect(check.code, `${where} shows code`).not.toBe('');
    }
  });
}
