/**
 * Local storage that never throws. Private browsing, disabled cookies, a full
 * quota or a sandboxed frame make `localStorage` throw on access; the spec
 * (§4, §8) says such failures are silently ignored, so every feature that
 * remembers something goes through these three functions.
 */

/** localStorage by default; sessionStorage for what belongs to one tab. */
export type StorageArea = 'local' | 'session';

function store(area: StorageArea): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    store(area)?.setItem(key, value);
  } catch {
    // Ignored on purpose: the choice simply isn't remembered.
  }
}

/** The storage keys of spec §3, in one place. */
export const STORAGE_KEYS = {
  theme: 'vocs.theme',
  banner: 'banner',
  searchText: 'filterText',
  searchDetailView: 'showDetailView',
  /** Session storage: scroll position per history entry. */
  scrollPositions: 'vx.scroll',
} as const;
