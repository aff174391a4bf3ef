import { lineMarks } from '../../code/codeLayout';

/**
 * The text a code block's copy button puts on the clipboard: the code as the
 * reader sees it, minus the lines a diff marks as removed (spec §7). Buttons
 * and other decorations are never part of the code string.
 */
export function copyableText(code: string, layout: string | undefined): string {
  const marks = lineMarks(layout ?? '');
  return code
    .split('\n')
    .filter((_line, index) => !marks[index]?.includes('R'))
    .join('\n');
}
