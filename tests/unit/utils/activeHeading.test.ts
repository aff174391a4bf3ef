import { describe, expect, it } from 'vitest';
import {
  BOTTOM_TOLERANCE_PX,
  OUTLINE_CLICK_PAUSE_MS,
  SCROLL_DEBOUNCE_MS,
  activeHeadingReducer,
  initialActiveHeading,
  isTrackingPaused,
  pickActiveHeading,
  type ScrollSnapshot,
} from '../../../src/utils/activeHeading';

/** A 3000 px page in an 800 px window, reading line 76 px below the top. */
const page: ScrollSnapshot = {
  headings: [
    { id: 'intro', top: 300 },
    { id: 'setup', top: 900 },
    { id: 'usage', top: 1600 },
    { id: 'faq', top: 2900 },
  ],
  scrollY: 0,
  viewportHeight: 800,
  documentHeight: 3000,
  lineOffset: 76,
};
const at = (scrollY: number, extra: Partial<ScrollSnapshot> = {}) =>
  pickActiveHeading({ ...page, scrollY, ...extra });

describe('pickActiveHeading', () => {
  it('has nothing active on a page without headings', () => {
    expect(at(0, { headings: [] })).toBeNull();
    expect(at(500, { headings: [] })).toBeNull();
    expect(at(2200, { headings: [] })).toBeNull();
  });

  it('makes the first heading active at the very top, even before it is reached', () => {
    expect(at(0)).toBe('intro');
  });

  it('keeps the first heading while none has reached the reading line yet', () => {
    expect(at(100)).toBe('intro');
  });

  it('makes the last heading whose top passed the line active', () => {
    expect(at(900 - 76)).toBe('setup'); // exactly on the line counts as passed
    expect(at(900 - 77)).toBe('intro'); // one pixel short does not
    expect(at(1200)).toBe('setup');
    expect(at(1600)).toBe('usage');
  });

  it('makes the last heading active at the bottom, though it never reaches the line', () => {
    expect(at(2200)).toBe('faq');
    expect(at(2200 - BOTTOM_TOLERANCE_PX)).toBe('faq');
    expect(at(2200 - BOTTOM_TOLERANCE_PX - 1)).toBe('usage');
  });

  it('prefers the top rule when the page is too short to scroll', () => {
    expect(at(0, { documentHeight: 800 })).toBe('intro');
  });

  it('takes the later of headings at the same height', () => {
    const tied = [
      { id: 'a', top: 300 },
      { id: 'b', top: 1000 },
      { id: 'c', top: 1000 },
      { id: 'd', top: 2000 },
    ];
    expect(at(1000, { headings: tied })).toBe('c');
    expect(at(500, { headings: tied })).toBe('a');
  });
});

describe('activeHeadingReducer', () => {
  const start = initialActiveHeading(['intro', 'setup', 'usage']);

  it('starts on the first heading, or on nothing without headings', () => {
    expect(start).toEqual({ activeId: 'intro', pausedUntil: 0 });
    expect(initialActiveHeading([])).toEqual({ activeId: null, pausedUntil: 0 });
  });

  it('follows scroll tracking when not paused', () => {
    const next = activeHeadingReducer(start, { type: 'track', activeId: 'usage', now: 1000 });
    expect(next.activeId).toBe('usage');
  });

  it('returns the same state when tracking finds the same heading (no re-render)', () => {
    expect(activeHeadingReducer(start, { type: 'track', activeId: 'intro', now: 1000 })).toBe(start);
  });

  it('makes a clicked heading active at once and ignores tracking for the pause', () => {
    const clicked = activeHeadingReducer(start, { type: 'select', id: 'usage', now: 10_000 });
    expect(clicked).toEqual({ activeId: 'usage', pausedUntil: 10_000 + OUTLINE_CLICK_PAUSE_MS });

    const during = activeHeadingReducer(clicked, { type: 'track', activeId: 'setup', now: 10_499 });
    expect(during.activeId).toBe('usage');
    expect(isTrackingPaused(clicked, 10_499)).toBe(true);

    const after = activeHeadingReducer(clicked, { type: 'track', activeId: 'setup', now: 10_500 });
    expect(after.activeId).toBe('setup');
    expect(isTrackingPaused(clicked, 10_500)).toBe(false);
  });

  it('lets a second click win during a pause and restarts the pause', () => {
    const first = activeHeadingReducer(start, { type: 'select', id: 'usage', now: 10_000 });
    const second = activeHeadingReducer(first, { type: 'select', id: 'setup', now: 10_300 });
    expect(second).toEqual({ activeId: 'setup', pausedUntil: 10_800 });
  });

  it('starts over without a pause on reset (another page)', () => {
    const clicked = activeHeadingReducer(start, { type: 'select', id: 'usage', now: 10_000 });
    expect(activeHeadingReducer(clicked, { type: 'reset', activeId: 'other' })).toEqual({
      activeId: 'other',
      pausedUntil: 0,
    });
  });
});

describe('timing constants (spec §9)', () => {
  it('debounces scrolling by 100 ms and pauses 500 ms after a click', () => {
    expect(SCROLL_DEBOUNCE_MS).toBe(100);
    expect(OUTLINE_CLICK_PAUSE_MS).toBe(500);
  });
});
