import { describe, expect, it } from 'vitest';
import { scrollTopToReveal } from '../../../src/utils/scrollWithin';

describe('scrollTopToReveal (a 400 px view)', () => {
  it('leaves the scroll alone when the child is in view', () => {
    expect(scrollTopToReveal(100, 400, 200, 220)).toBe(100);
    expect(scrollTopToReveal(100, 400, 200, 220, 24)).toBe(100);
  });

  it('scrolls down just enough to show a child below the view, with the margin', () => {
    expect(scrollTopToReveal(0, 400, 900, 920)).toBe(520);
    expect(scrollTopToReveal(0, 400, 900, 920, 24)).toBe(544);
  });

  it('scrolls up to a child above the view, never past the top', () => {
    expect(scrollTopToReveal(500, 400, 300, 320, 24)).toBe(276);
    expect(scrollTopToReveal(500, 400, 10, 30, 24)).toBe(0);
  });

  it('aligns a child taller than the view at its top', () => {
    expect(scrollTopToReveal(0, 400, 600, 1100)).toBe(600);
  });
});
