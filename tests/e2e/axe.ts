import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect } from './fixtures';

const THEME_TOGGLE = /^Switch to (light|dark) mode$/;

/**
 * axe itself, put into the page once per document and run there. (Not
 * through @axe-core/playwright: its builder evaluates the whole 550 KB
 * source again for every scan, about half a second each, which over the
 * suite's few hundred scans was minutes of a two-core machine.)
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose outcome depends on colours: the only ones a change of colour
 * scheme can change, since the markup stays the same.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeScope {
  /** Selectors of the parts to scan; the whole document when empty. */
  within?: string[];
  /** Selectors of parts to leave out (each proven some other way). */
  without?: string[];
  /**
   * Selectors of parts whose text contrast is left out (proven some other
   * way) while every other rule still reads them.
   */
  contrastWithout?: string[];
}

/**
 * What axe's color-contrast rule looks at by default: every element (its
 * `matches` function then keeps those with text). Narrowing it assumes that
 * default; an axe release that changes it fails here instead of scanning
 * something else.
 */
const CONTRAST_RULE_DEFAULT_SELECTOR = '*';

async function violationsOf(
  page: Page,
  { within = [], without = [], contrastWithout = [] }: AxeScope,
  rules?: string[] | { except: string[] },
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context: ElementContext = { include: within.length > 0 ? within : ['html'], exclude: without };
  // Only violations are reported in full: axe otherwise describes every node
  // that passed too, which is most of a scan's time on a long page.
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(Array.isArray(rules) ? { runOnly: { type: 'rule', values: rules } } : {}),
    ...(rules && !Array.isArray(rules) ? { rules: Object.fromEntries(rules.except.map((id) => [id, { enabled: false }])) } : {}),
  };
  // The page runs axe; only plain data (rule ids and node selectors) comes back.
  const violations: { id: string; targets: string[] }[] = await page.evaluate(
    async ({ context, options, contrastWithout, defaultSelector }) => {
      type Axe = {
        run(c: unknown, o: unknown): Promise<AxeResults>;
        configure(spec: { rules: { id: string; selector: string }[] }): void;
        reset(): void;
        _audit: { rules: { id: string; selector: string }[] };
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      if (contrastWithout.length > 0) {
        const current = axe._audit.rules.find((rule) => rule.id === 'color-contrast')?.selector;
        if (current !== defaultSelector) {
          throw new Error(`axe's color-contrast rule now selects ${String(current)}, not ${defaultSelector}: update CONTRAST_RULE_DEFAULT_SELECTOR in tests/e2e/axe.ts`);
        }
        axe.configure({ rules: [{ id: 'color-contrast', selector: `${defaultSelector}:not(${contrastWithout.map((part) => `${part} *`).join(', ')})` }] });
      }
      try {
        const results = await axe.run(context, options);
        return results.violations.map((violation) => ({
          id: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      } finally {
        if (contrastWithout.length > 0) axe.reset();
      }
    },
    { context: context as unknown, options: options as unknown, contrastWithout, defaultSelector: CONTRAST_RULE_DEFAULT_SELECTOR },
  );
  return violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** axe's findings on the page (or the parts matching `include`), one line per rule and its nodes. */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  return violationsOf(page, { within: include });
}

/**
 * axe's findings on the parts matching `include` by every rule but those of
 * colour: for a page whose kinds of text another page's scan reads for
 * colour, in both schemes (tests/e2e/colourCover.ts).
 */
export async function axeViolationsButColours(page: Page, ...include: string[]): Promise<string[]> {
  return violationsOf(page, { within: include }, { except: COLOUR_RULES });
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
 * `coloursWithout` leaves parts out of both schemes' colour checks: parts
 * whose colours in both schemes a unit test proves (the first scan's other
 * rules still read them).
 * The switch is the theme toggle, as a reader would use it, or, with
 * `switchBy: 'system'`, the system preference, which the site follows while
 * the reader has made no choice (for a page whose toggle sits behind a modal).
 * Diagrams are images drawn at build time, one per colour mode; CSS shows the
 * one of the mode.
 */
export async function expectNoViolationsInBothSchemes(page: Page, options: BothSchemes = {}): Promise<void> {
  expect(await violationsInBothSchemes(page, options), 'axe, in both colour schemes').toEqual([]);
}

interface BothSchemes {
  within?: string[];
  coloursWithout?: string[];
  switchBy?: 'toggle' | 'system';
}

/** What expectNoViolationsInBothSchemes fails on: each line names the mode it was found in. */
export async function violationsInBothSchemes(page: Page, { within = [], coloursWithout = [], switchBy = 'toggle' }: BothSchemes = {}): Promise<string[]> {
  const root = page.locator('html');
  const first = await root.getAttribute('data-theme');
  await settled(page);
  const found = (await violationsOf(page, { within, contrastWithout: coloursWithout })).map((line) => `${first} mode: ${line}`);

  const second = first === 'dark' ? 'light' : 'dark';
  if (switchBy === 'system') await page.emulateMedia({ colorScheme: second });
  else await page.getByRole('button', { name: THEME_TOGGLE }).filter({ visible: true }).click();
  await expect(root).toHaveAttribute('data-theme', second);
  await settled(page);
  found.push(...(await violationsOf(page, { within, without: coloursWithout }, COLOUR_RULES)).map((line) => `${second} mode, colour rules: ${line}`));
  return found;
}
