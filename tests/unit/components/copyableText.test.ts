import { describe, expect, it } from 'vitest';
import { copyableText, type CodeLines } from '../../../src/components/code/copyableText';
import { ADDED_LINE_CLASS, REMOVED_LINE_CLASS } from '../../../src/code/lineClasses';

/** A code element as the copy button sees it: line elements, each ending with its line break. */
function codeOf(lines: [text: string, className?: string][]): CodeLines {
  return {
    children: lines.map(([text, className]) => ({
      textContent: `${text}\n`,
      classList: { contains: (name: string) => name === className },
    })),
  };
}

describe('copyableText', () => {
  it('drops the lines marked removed and keeps the rest in order', () => {
    const code = codeOf([['keep one'], ['old line', REMOVED_LINE_CLASS], ['new line', ADDED_LINE_CLASS], ['keep two']]);
    expect(copyableText(code)).toBe('keep one\nnew line\nkeep two');
  });

  it('copies everything when nothing is removed, without the last line break', () => {
    expect(copyableText(codeOf([['a'], ['b']]))).toBe('a\nb');
    expect(copyableText(codeOf([['  indented'], ['']]))).toBe('  indented\n');
    expect(copyableText({ children: [] })).toBe('');
  });
});
