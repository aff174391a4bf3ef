/**
 * Loading a result's page code ahead of a click, through the functions
 * Docusaurus' Link uses (`window.docusaurus`). They match a route by path,
 * so a section result's `#anchor` is dropped first: with it, only the layout
 * around the page would match, not the page itself.
 */

function pagePathOf(href: string): string {
  return href.split(/[?#]/)[0]!;
}

/** Fetches and runs the page's code now: the reader is about to open it (pointer, touch, focus). */
export function preloadPage(href: string): void {
  // Absent outside a Docusaurus client (unit tests render results alone).
  window.docusaurus?.preload(pagePathOf(href));
}

/** Fetches the page's code at low priority, not run: the reader may open it (the selected result). */
export function prefetchPage(href: string): void {
  window.docusaurus?.prefetch(pagePathOf(href));
}
