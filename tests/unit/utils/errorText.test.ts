import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/utils/errorText';

describe('errorText', () => {
  it('prefers the status text of a failed response', () => {
    expect(errorText({ status: 404, statusText: 'Not Found', message: 'ignored' })).toBe('Not Found');
  });

  it('gives the message, then the causes', () => {
    const error = new Error('Loading the page failed', { cause: new Error('Network down') });
    expect(errorText(error)).toBe('Loading the page failed\nCaused by: Network down');
  });

  it('copes with odd throws and cause cycles', () => {
    expect(errorText('plain string')).toBe('plain string');
    const looped: { message: string; cause?: unknown } = { message: 'a' };
    looped.cause = looped;
    expect(errorText(looped)).toBe('a');
    expect(errorText(undefined)).toBe('Unknown error');
  });
});
