import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../helpers/contrast';
import { cssToken as token, type Scheme } from './cssTokens';

const infima = readFileSync(createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'), 'utf8');

/** Infima's callout backgrounds (the admonitions), light before its dark block, dark after it. */
function calloutBackgrounds(scheme: Scheme): string[] {
  const darkStart = infima.indexOf("html[data-theme='dark'] {");
  expect(darkStart).toBeGreaterThan(0);
  const part = scheme === 'light' ? infima.slice(0, darkStart) : infima.slice(darkStart);
  const values = [...part.matchAll(/--ifm-color-\w+-contrast-background:\s*(rgb\([^)]*\))/g)].map((match) => match[1]);
  expect(values.length).toBeGreaterThanOrEqual(5);
  return values;
}

/**
 * Every opaque surface a focusable element can sit on. The banner draws its
 * ring in its text colour, which bannerTokens.test.ts holds to 4.5:1.
 */
function surfaces(scheme: Scheme): Record<string, string> {
  return {
    page: token(scheme, '--vx-surface'),
    raised: token(scheme, '--vx-surface-raised'),
    'current sidebar item': token(scheme, '--vx-brand-soft'),
    'tip callout': token(scheme, '--vx-tip-bg'),
    'code block': token(scheme, '--vx-code-bg'),
    ...Object.fromEntries(calloutBackgrounds(scheme).map((value, index) => [`callout ${index + 1}`, value])),
  };
}

describe('non-text contrast (WCAG 1.4.11)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`the focus ring stands out 3:1 from every surface (${scheme})`, () => {
      const ring = token(scheme, '--vx-focus-ring');
      for (const [name, background] of Object.entries(surfaces(scheme))) {
        expect(contrastRatio(ring, background), `focus ring on ${name} (${background})`).toBeGreaterThanOrEqual(3);
      }
    });

    it(`form field borders stand out 3:1 from the page and raised surfaces (${scheme})`, () => {
      const border = token(scheme, '--vx-control-border');
      for (const name of ['--vx-surface', '--vx-surface-raised']) {
        expect(contrastRatio(border, token(scheme, name)), `control border on ${name}`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe('text contrast on inline code (WCAG 1.4.3)', () => {
  it('linked inline code in dark mode keeps 4.5:1 on its solid background', () => {
    const background = token('dark', '--ifm-code-background');
    expect(background).toMatch(/^#/);
    expect(contrastRatio(token('dark', '--vx-brand'), background)).toBeGreaterThanOrEqual(4.5);
  });
});
