/**
 * The keyboard ways into search (spec §2.11), decided without a DOM so the
 * rules can be unit-tested: `/` opens, unless the reader is typing somewhere;
 * meta+k and ctrl+k toggle from anywhere.
 */
import { isTextEntry, type PagerKeyPress, type PagerKeyTarget } from '@site/src/utils/pagerKeys';

export type SearchShortcut = 'open' | 'toggle';

export function searchShortcut(press: PagerKeyPress, target?: PagerKeyTarget | null): SearchShortcut | null {
  if (press.defaultPrevented || press.isComposing) return null;
  if ((press.metaKey || press.ctrlKey) && !press.altKey && !press.shiftKey && press.key.toLowerCase() === 'k') {
    return 'toggle';
  }
  if (press.key === '/' && !press.metaKey && !press.ctrlKey && !press.altKey && !isTextEntry(target)) return 'open';
  return null;
}

/** meta+Backspace in the dialog clears the query (spec §4). */
export function isResetShortcut(press: PagerKeyPress): boolean {
  return press.key === 'Backspace' && press.metaKey && !press.ctrlKey && !press.altKey;
}
