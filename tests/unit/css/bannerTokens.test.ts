import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio } from '../../../src/code/contrast';

const css = readFileSync(new URL('../../../src/css/custom.css', import.meta.url), 'utf8');

/** The value of a token in the last block that declares it under `selector`. */
function token(selector: ':root' | "[data-theme='dark']", name: string): string {
  const blocks = [...css.matchAll(/^(:root|\[data-theme='dark'\]) \{([^}]*)\}/gm)].filter(([, s]) => s === selector);
  const values = blocks.flatMap(([, , body]) => [...body.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].map((m) => m[1].trim()));
  expect(values.length, `${name} under ${selector}`).toBeGreaterThan(0);
  return values[values.length - 1];
}

describe('banner tokens', () => {
  for (const selector of [':root', "[data-theme='dark']"] as const) {
    it(`give text and links AA contrast on the bar (${selector})`, () => {
      const bg = token(selector, '--vx-banner-bg');
      const text = token(selector, '--vx-banner-text');
      expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5);
      // Under the pointer, the dismiss button's tint must keep its icon readable too.
      const hover = composite(token(selector, '--vx-banner-hover'), bg);
      expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
