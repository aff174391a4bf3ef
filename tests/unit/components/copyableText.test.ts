import { describe, expect, it } from 'vitest';
import { copyableText } from '../../../src/components/code/copyableText';

describe('copyableText', () => {
  it('drops the lines marked removed and keeps the rest in order', () => {
    const code = 'keep one\nold line\nnew line\nkeep two';
    expect(copyableText(code, ',Rk3,Ak3,')).toBe('keep one\nnew line\nkeep two');
  });

  it('copies everything when nothing is removed', () => {
    expect(copyableText('a\nb', 'H,')).toBe('a\nb');
    expect(copyableText('a\nb', undefined)).toBe('a\nb');
    expect(copyableText('', '')).toBe('');
  });
});
