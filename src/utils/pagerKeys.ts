/**
 * Which way a key press moves through the docs, in sidebar order (spec §2.9:
 * Shift plus Left or Right arrow goes to the previous or next page).
 *
 * Kept apart from the listener so the rules can be tested without a DOM.
 */

export type PagerDirection = 'previous' | 'next';

/** The parts of a KeyboardEvent the decision reads; a KeyboardEvent fits. */
export interface PagerKeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented?: boolean;
  readonly isComposing?: boolean;
}

/** The parts of the focused element the decision reads; an HTMLElement fits. */
export interface PagerKeyTarget {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
}

const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * True when the element takes typed input. There Shift+arrow extends a text
 * selection or changes a value, so it must never leave the page.
 */
export function isTextEntry(target: PagerKeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  return TEXT_ENTRY_TAGS.has((target.tagName ?? '').toUpperCase());
}

/**
 * The page to go to for this key press, or null to leave the press alone.
 * Only plain Shift counts: Ctrl/Meta/Alt with Shift+arrow are the system's
 * and the browser's word-, line- and history-moving shortcuts.
 */
export function pagerDirection(
  press: PagerKeyPress,
  target?: PagerKeyTarget | null,
): PagerDirection | null {
  if (!press.shiftKey || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.defaultPrevented || press.isComposing) return null;
  if (isTextEntry(target)) return null;
  if (press.key === 'ArrowLeft') return 'previous';
  if (press.key === 'ArrowRight') return 'next';
  return null;
}
