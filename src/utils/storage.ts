/**
 * Local storage that never throws. Private browsing, disabled cookies, a full
 * quota or a sandboxed frame make `localStorage` throw on access; the spec
 * (§4, §8) says such failures are silently ignored, so every feature that
 * remembers something goes through these three functions.
 */

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Ignored on purpose: the choice simply isn't remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Ignored on purpose, as above.
  }
}

/** The storage keys of spec §3, in one place. */
export const STORAGE_KEYS = {
  theme: 'vocs.theme',
  banner: 'banner',
  searchText: 'filterText',
  searchDetailView: 'showDetailView',
} as const;
