import { describe, expect, it } from 'vitest';
import { copyableText } from '../../../src/components/code/copyableText';

const REMOVED = 'code-line-removed';

describe('copyableText', () => {
  it('drops the lines marked removed and keeps the rest in order', () => {
    const code = 'keep one\nold line\nnew line\nkeep two';
    const classes = { 1: [REMOVED], 2: ['code-line-added'] };
    expect(copyableText(code, classes, REMOVED)).toBe('keep one\nnew line\nkeep two');
  });

  it('copies everything when nothing is removed', () => {
    expect(copyableText('a\nb', { 0: ['theme-code-block-highlighted-line'] }, REMOVED)).toBe('a\nb');
    expect(copyableText('', {}, REMOVED)).toBe('');
  });
});
