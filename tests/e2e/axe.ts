import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const THEME_TOGGLE = /^Switch to (light|dark) mode$/;

/** axe's findings on the page (or the parts matching `include`), one line per rule and its nodes. */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  return violationsOf(page, include);
}

/**
 * The rules whose outcome depends on colours: the only ones a change of colour
 * scheme can change, since the markup stays the same.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violationsOf(page: Page, include: string[], rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a blank page per
  // scan to gather frame results: half the time, and the site has no frames.
  // Only violations are reported in full: axe otherwise describes every node
  // that passed too, which is most of a scan's time on a long page.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (rules) builder = builder.withRules(rules);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Waits until no CSS transition or animation runs, so colours are final when axe reads them. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/**
 * Scans the page (or the parts matching `within`) in its current colour
 * scheme, switches to the other one, and scans again with the rules that
 * depend on colour (everything else is the same markup, already scanned).
 * The switch is the theme toggle, as a reader would use it, or, with
 * `switchBy: 'system'`, the system preference, which the site follows while
 * the reader has made no choice (for a page whose toggle sits behind a modal).
 * Diagrams are images drawn at build time, one per colour mode; CSS shows the
 * one of the mode.
 */
export async function expectNoViolationsInBothSchemes(
  page: Page,
  { within = [], switchBy = 'toggle' }: { within?: string[]; switchBy?: 'toggle' | 'system' } = {},
): Promise<void> {
  const root = page.locator('html');
  const first = await root.getAttribute('data-theme');
  await settled(page);
  expect(await violationsOf(page, within), `axe, ${first} mode`).toEqual([]);

  const second = first === 'dark' ? 'light' : 'dark';
  if (switchBy === 'system') await page.emulateMedia({ colorScheme: second });
  else await page.getByRole('button', { name: THEME_TOGGLE }).filter({ visible: true }).click();
  await expect(root).toHaveAttribute('data-theme', second);
  await settled(page);
  expect(await violationsOf(page, within, COLOUR_RULES), `axe colour rules, ${second} mode`).toEqual([]);
}
