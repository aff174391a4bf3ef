import { describe, expect, it } from 'vitest';
import { composite, contrastRatio } from '../helpers/contrast';
import { cssToken as token } from './cssTokens';

describe('banner tokens', () => {
  for (const selector of ['light', 'dark'] as const) {
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
