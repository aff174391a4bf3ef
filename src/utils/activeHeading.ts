/**
 * Which heading the outline marks as "you are here" (spec §2.8, §4). Pure, so
 * the rules can be tested without a browser; src/hooks/useActiveHeading.ts
 * measures the page and feeds them.
 */

/** Spec §9: scroll events are handled at most once per quiet 100 ms. */
export const SCROLL_DEBOUNCE_MS = 100;
/** Spec §9: after a click in the outline, scroll positions are ignored this long. */
export const OUTLINE_CLICK_PAUSE_MS = 500;
/**
 * How far below the sticky top bars the "reading line" sits. A heading counts
 * as reached once its top passes the line. It must exceed the 0.5rem that
 * Docusaurus leaves above an anchor it jumps to, or a heading reached through
 * a link would not count as passed.
 */
export const READING_LINE_MARGIN_PX = 16;
/** Sub-pixel scroll positions (zoom, high-DPI screens) never quite reach the bottom. */
export const BOTTOM_TOLERANCE_PX = 2;

/** A heading's top edge, in page coordinates (distance from the document's top). */
export interface HeadingPosition {
  readonly id: string;
  readonly top: number;
}

/** Where the reader is: everything pickActiveHeading needs to decide. */
export interface ScrollSnapshot {
  /** Rendered headings in document order. */
  readonly headings: readonly HeadingPosition[];
  readonly scrollY: number;
  readonly viewportHeight: number;
  readonly documentHeight: number;
  /** Distance from the viewport's top to the reading line (top bars plus margin). */
  readonly lineOffset: number;
}

/**
 * - no headings: nothing is active;
 * - at the very top: the first heading (even if the page cannot scroll);
 * - scrolled to the bottom: the last heading, which might never reach the line;
 * - otherwise: the last heading whose top has passed the reading line (of
 *   headings at the same height, the later one), or the first heading while
 *   none has passed yet.
 */
export function pickActiveHeading({
  headings,
  scrollY,
  viewportHeight,
  documentHeight,
  lineOffset,
}: ScrollSnapshot): string | null {
  if (headings.length === 0) return null;
  const first = headings[0].id;
  if (scrollY <= 0) return first;
  if (scrollY + viewportHeight >= documentHeight - BOTTOM_TOLERANCE_PX) {
    return headings[headings.length - 1].id;
  }
  const line = scrollY + lineOffset;
  let active = first;
  for (const heading of headings) {
    if (heading.top <= line) active = heading.id;
  }
  return active;
}

export interface ActiveHeadingState {
  readonly activeId: string | null;
  /** Scroll-based updates before this time (ms since epoch) are ignored. */
  readonly pausedUntil: number;
}

export type ActiveHeadingAction =
  /** Scroll tracking picked a heading; dropped during a pause. */
  | { readonly type: 'track'; readonly activeId: string | null; readonly now: number }
  /** The reader chose a heading in the outline: it wins at once, and holds for the pause. */
  | { readonly type: 'select'; readonly id: string; readonly now: number }
  /** A new set of headings (another page): start over, without any pause. */
  | { readonly type: 'reset'; readonly activeId: string | null };

export function initialActiveHeading(ids: readonly string[]): ActiveHeadingState {
  return { activeId: ids[0] ?? null, pausedUntil: 0 };
}

export function isTrackingPaused(state: ActiveHeadingState, now: number): boolean {
  return now < state.pausedUntil;
}

export function activeHeadingReducer(
  state: ActiveHeadingState,
  action: ActiveHeadingAction,
): ActiveHeadingState {
  switch (action.type) {
    case 'track':
      if (isTrackingPaused(state, action.now) || action.activeId === state.activeId) return state;
      return { ...state, activeId: action.activeId };
    case 'select':
      return { activeId: action.id, pausedUntil: action.now + OUTLINE_CLICK_PAUSE_MS };
    case 'reset':
      return { activeId: action.activeId, pausedUntil: 0 };
  }
}
