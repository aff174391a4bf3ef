import { BANNER_DISMISSED_ATTRIBUTE } from '../../src/utils/banner';

/**
 * Marks <html> when the reader dismissed this very banner, before first paint,
 * so the server-rendered bar is hidden by CSS and nothing moves when React
 * takes over. Inlined at the top of <body>; safe when storage throws.
 */
export function bannerScript({ storageKey, key }: { storageKey: string; key: string }): string {
  return `(function () {
  try {
    if (window.localStorage.getItem(${JSON.stringify(storageKey)}) === ${JSON.stringify(key)}) {
      document.documentElement.setAttribute(${JSON.stringify(BANNER_DISMISSED_ATTRIBUTE)}, 'true');
    }
  } catch (e) {}
})();`;
}

/**
 * Publishes the banner's height for the rest of the chrome (0 once dismissed),
 * also under Docusaurus' name, which its desktop sidebar reads.
 */
export function bannerStyle(height: string): string {
  return `:root{--vx-banner-height:${height};--docusaurus-announcement-bar-height:var(--vx-banner-height)}html[${BANNER_DISMISSED_ATTRIBUTE}]{--vx-banner-height:0px}`;
}
