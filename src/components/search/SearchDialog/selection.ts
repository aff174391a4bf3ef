/**
 * The selected result after an arrow key (spec §4): it wraps at both ends,
 * and from "nothing selected" (-1) Down goes to the first, Up to the last.
 */
export function nextSelection(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

const FOCUSABLE = 'a[href], button:not([disabled]):not([hidden]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]'));
}
