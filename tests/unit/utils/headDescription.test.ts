import { describe, expect, it } from 'vitest';
import { headDescription } from '../../../src/utils/headDescription';

describe('headDescription', () => {
  it('keeps a real description', () => {
    expect(headDescription('Answers about XMTP.')).toBe('Answers about XMTP.');
  });

  it('drops the literal text "undefined", and empty values', () => {
    expect(headDescription('undefined')).toBeUndefined();
    expect(headDescription(' undefined ')).toBeUndefined();
    expect(headDescription('')).toBeUndefined();
    expect(headDescription(undefined)).toBeUndefined();
  });
});
