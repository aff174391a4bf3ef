/**
 * Where keyboard focus goes when the reader skips to, or arrives at, a page's
 * content: the docs content area (#vocs-content, spec §2.5), else the page's
 * <main>, else the theme's wrapper every page has.
 */
import { SkipToContentFallbackId } from '@docusaurus/theme-common';

export function contentElement(): HTMLElement | null {
  return (
    document.getElementById('vocs-content') ??
    document.querySelector<HTMLElement>('main') ??
    document.getElementById(SkipToContentFallbackId)
  );
}

/**
 * Focuses an element that is not focusable by itself (tabindex -1 keeps it out
 * of the Tab order). `preventScroll` leaves the scroll position to whoever
 * owns it, e.g. the router's scroll to the top or to an anchor.
 */
export function focusElement(element: HTMLElement, { preventScroll = false } = {}): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll });
}
