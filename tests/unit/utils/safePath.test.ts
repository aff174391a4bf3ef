import { describe, expect, it } from 'vitest';
import { safePath } from '@site/src/utils/safePath';

describe('safePath', () => {
  it('leaves well-formed paths alone, escapes included', () => {
    for (const path of ['/', '/get-started/intro', '/a%20b', '/caf%C3%A9', '/%F0%9F%91%8B', '/a%2Fb', '/x.html']) {
      expect(safePath(path)).toBe(path);
    }
  });

  it('re-encodes broken escapes so the path decodes to the raw text', () => {
    const cases: Record<string, string> = {
      '/%': '/%25',
      '/%zz/intro': '/%25zz/intro',
      '/get-started/%E0%A4%A': '/get-started/%25E0%25A4%25A',
      '/%C3': '/%25C3',
      '/%C3%A9%E0': '/%25C3%25A9%25E0',
      '/ok%20then%': '/ok%20then%25',
      '/%%41': '/%25%41',
    };
    for (const [raw, safe] of Object.entries(cases)) {
      expect(safePath(raw)).toBe(safe);
      expect(() => decodeURI(safePath(raw))).not.toThrow();
    }
    expect(decodeURI(safePath('/get-started/%E0%A4%A'))).toBe('/get-started/%E0%A4%A');
  });

  it('never yields a path the router cannot decode', () => {
    const pieces = ['%', '%2', '%zz', '%41', '%C3', '%A9', '%E0%A4', '%F0%9F%91%8B', '%ED%A0%80', 'a', '/', 'é'];
    for (const a of pieces) for (const b of pieces) for (const c of pieces) {
      expect(() => decodeURI(safePath(`/${a}${b}${c}`))).not.toThrow();
    }
  });
});
