import { REMOVED_LINE_CLASS } from '../../code/lineClasses';

/** What the copy button reads of a code block's `<code>`: its line elements. */
export interface CodeLines {
  readonly children: ArrayLike<{ readonly textContent: string | null; readonly classList: { contains(name: string): boolean } }>;
}

/**
 * The text a code block's copy button puts on the clipboard: the code as the
 * reader sees it, minus the lines a diff marks as removed (spec §7). It is
 * read from the block's lines on screen (each a `<span class="line">` that
 * ends with its line break), so the page needs no second copy of the code.
 * Buttons and other decorations are never inside the lines.
 */
export function copyableText(code: CodeLines): string {
  return Array.from(code.children)
    .filter((line) => !line.classList.contains(REMOVED_LINE_CLASS))
    .map((line) => line.textContent ?? '')
    .join('')
    .replace(/\n$/, '');
}
