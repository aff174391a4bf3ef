import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme, LINE_TINTS } from '../../../src/code/prismThemes';
import { composite, contrastRatio } from '../../../src/code/contrast';

const AA_NORMAL_TEXT = 4.5;

describe.each([
  ['light', lightCodeTheme, LINE_TINTS.light],
  ['dark', darkCodeTheme, LINE_TINTS.dark],
] as const)('%s code theme', (_name, theme, tints) => {
  const background = theme.plain.backgroundColor as string;
  const backgrounds = {
    plain: background,
    highlighted: composite(tints.highlighted, background),
    added: composite(tints.added, background),
    removed: composite(tints.removed, background),
  };
  const colours = [
    ['plain', theme.plain.color as string],
    ...theme.styles.flatMap((entry) =>
      entry.style.color ? [[entry.types.join('/'), entry.style.color] as [string, string]] : [],
    ),
  ];

  for (const [lineKind, lineBackground] of Object.entries(backgrounds)) {
    it(`meets WCAG AA for every token on ${lineKind} lines`, () => {
      for (const [token, colour] of colours) {
        const ratio = contrastRatio(colour, lineBackground);
        expect(ratio, `${token} ${colour} on ${lineBackground}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    });
  }
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
