/**
 * The site banner's dismissal (spec §2.10, §4 Banner). Dismissing stores the
 * banner's key under the `banner` storage key; the key is a hash of the
 * content, so a dismissed banner stays hidden across reloads and pages while
 * a banner with new content shows again without anyone bumping an id.
 */

/** Set on <html> before paint (plugins/banner) and on dismissal; CSS hides the banner under it. */
export const BANNER_DISMISSED_ATTRIBUTE = 'data-banner-dismissed';

/** A short, stable key for a banner's content (32-bit FNV-1a, base 36). */
export function bannerKey(content: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < content.length; i += 1) {
    hash ^= content.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function isBannerDismissed(stored: string | null, key: string): boolean {
  return stored === key;
}

/**
 * Whether the dismiss button shows. The spec's rule is "unless dismissable is
 * the string 'false'" (Vocs passes config through strings); a boolean false,
 * what a TypeScript config naturally says, means the same here. Docusaurus'
 * own `isCloseable: false` also keeps the banner permanent.
 */
export function isBannerDismissable(
  dismissable: boolean | 'true' | 'false' | undefined,
  isCloseable: boolean | undefined = true,
): boolean {
  return dismissable !== 'false' && dismissable !== false && isCloseable !== false;
}
