import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

const css = readFileSync(new URL('../../../src/css/custom.css', import.meta.url), 'utf8');

export type Scheme = 'light' | 'dark';
const SELECTOR: Record<Scheme, string> = { light: ':root', dark: "[data-theme='dark']" };

/** A token's value in the last top-level block of src/css/custom.css that declares it for the scheme. */
export function cssToken(scheme: Scheme, name: string): string {
  const blocks = [...css.matchAll(/^(:root|\[data-theme='dark'\]) \{([^}]*)\}/gm)].filter(
    ([, selector]) => selector === SELECTOR[scheme],
  );
  const values = blocks.flatMap(([, , body]) =>
    [...body.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].map((match) => match[1].trim()),
  );
  expect(values.length, `${name} under ${SELECTOR[scheme]}`).toBeGreaterThan(0);
  return values[values.length - 1];
}
