/**
 * Follows the reader through the page and says which outline heading is
 * current. The decisions live in src/utils/activeHeading.ts; this hook only
 * measures the page and times things. Our own rather than Docusaurus'
 * useTOCHighlight, which is internal and knows nothing of the click pause,
 * the debounce or the top and bottom rules of spec §2.8 and §4.
 */
import { useCallback, useEffect, useReducer } from 'react';
import {
  READING_LINE_MARGIN_PX,
  SCROLL_DEBOUNCE_MS,
  activeHeadingReducer,
  initialActiveHeading,
  pickActiveHeading,
  type HeadingPosition,
  type ScrollSnapshot,
} from '../utils/activeHeading';

/**
 * The height of the sticky top bars, from the variable they are sized with.
 * The variable may be any CSS length (rem, calc()), so let the browser
 * resolve it on a throwaway element rather than parse it.
 */
function topBarsHeight(): number {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:absolute;top:0;left:0;width:0;visibility:hidden;pointer-events:none;height:var(--ifm-navbar-height, 0px)';
  document.body.appendChild(probe);
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return height;
}

/** The bars' height changes only with the window's width (breakpoints): measure it once per size. */
let barsHeight: { width: number; height: number } | undefined;

function cachedTopBarsHeight(): number {
  if (barsHeight?.width !== window.innerWidth) barsHeight = { width: window.innerWidth, height: topBarsHeight() };
  return barsHeight.height;
}

function measure(ids: readonly string[]): ScrollSnapshot {
  const { scrollY } = window;
  const headings: HeadingPosition[] = [];
  for (const id of ids) {
    const element = document.getElementById(id);
    // A heading inside a closed <details> or a hidden tab has no box; its
    // zero rectangle would read as "just passed".
    if (!element || element.getClientRects().length === 0) continue;
    headings.push({ id, top: element.getBoundingClientRect().top + scrollY });
  }
  return {
    headings,
    scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
    lineOffset: cachedTopBarsHeight() + READING_LINE_MARGIN_PX,
  };
}

export interface ActiveHeading {
  /** The id of the current heading, or null when there are none. */
  readonly activeId: string | null;
  /** Marks a heading current at once and pauses scroll tracking (an outline click). */
  readonly select: (id: string) => void;
}

/** @param ids the outline's heading ids, in document order */
export function useActiveHeading(ids: readonly string[]): ActiveHeading {
  const [state, dispatch] = useReducer(activeHeadingReducer, ids, initialActiveHeading);
  // A string key, so that a new array with the same ids (every render of the
  // caller) does not re-subscribe.
  const key = ids.join('\n');

  useEffect(() => {
    const current = key === '' ? [] : key.split('\n');
    // The first measure waits for the next frame, where the browser lays the
    // page out anyway; measuring during hydration would add a layout of its own.
    const frame = requestAnimationFrame(() => {
      dispatch({ type: 'reset', activeId: pickActiveHeading(measure(current)) });
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const track = () => {
      dispatch({ type: 'track', activeId: pickActiveHeading(measure(current)), now: Date.now() });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(track, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);

  const select = useCallback((id: string) => dispatch({ type: 'select', id, now: Date.now() }), []);
  return { activeId: state.activeId, select };
}
