/**
 * The text a code block's copy button puts on the clipboard: the code as the
 * reader sees it, minus the lines a diff marks as removed. (Buttons and other
 * decorations are never part of the code string, so nothing else is dropped.)
 */
export function copyableText(
  code: string,
  lineClassNames: Readonly<Record<number, readonly string[]>>,
  removedLineClass: string,
): string {
  return code
    .split('\n')
    .filter((_line, index) => !lineClassNames[index]?.includes(removedLineClass))
    .join('\n');
}
