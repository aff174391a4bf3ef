import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio } from '../helpers/contrast';
import { CODE_ROLES } from '../../../src/code/tokenRoles';
import { cssToken } from '../css/cssTokens';

const AA_NORMAL_TEXT = 4.5;
const codeBlockCss = readFileSync(new URL('../../../src/components/code/CodeBlock/styles.module.css', import.meta.url), 'utf8');

describe.each(['light', 'dark'] as const)('%s code colours', (scheme) => {
  const background = cssToken(scheme, '--vx-code-bg');
  const backgrounds = {
    plain: background,
    highlighted: composite(cssToken(scheme, '--docusaurus-highlighted-code-line-bg'), background),
    added: composite(cssToken(scheme, '--vx-code-line-added-bg'), background),
    removed: composite(cssToken(scheme, '--vx-code-line-removed-bg'), background),
  };
  const colours = [
    ['text', cssToken(scheme, '--vx-code-text')],
    ...CODE_ROLES.map((role) => [role.name, cssToken(scheme, `--vx-code-${role.name}`)]),
  ];

  for (const [lineKind, lineBackground] of Object.entries(backgrounds)) {
    it(`meets WCAG AA for every token on ${lineKind} lines`, () => {
      for (const [name, colour] of colours) {
        expect(contrastRatio(colour, lineBackground), `${name} ${colour} on ${lineBackground}`).toBeGreaterThanOrEqual(
          AA_NORMAL_TEXT,
        );
      }
    });
  }
});

describe('code block CSS', () => {
  it('colours every role with its token', () => {
    for (const role of CODE_ROLES) {
      const rule = new RegExp(`:global\\(\\.${role.letter}\\)\\s*\\{[^}]*color:\\s*var\\(--vx-code-${role.name}\\)`);
      expect(codeBlockCss, `.${role.letter} → --vx-code-${role.name}`).toMatch(rule);
    }
  });

  it('gives every role its own letter', () => {
    const letters = CODE_ROLES.map((role) => role.letter);
    expect(new Set(letters).size).toBe(letters.length);
    for (const letter of letters) expect(letter).toMatch(/^[a-z]$/);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('composites translucent colours over their background', () => {
    expect(composite('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(composite('#123456', '#ffffff')).toBe('#123456');
  });
});
