import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, writeStorage } from '../../../src/utils/storage';

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('storage helpers', () => {
  it('read and write through localStorage', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage() });
    expect(readStorage('k')).toBeNull();
    writeStorage('k', 'v');
    expect(readStorage('k')).toBe('v');
  });

  it('never throw when storage access throws', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readStorage('k')).toBeNull();
    expect(() => writeStorage('k', 'v')).not.toThrow();
  });

  it('never throw when a storage call throws', () => {
    const throwing = fakeStorage();
    throwing.getItem = () => {
      throw new Error('broken');
    };
    throwing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('window', { localStorage: throwing });
    expect(readStorage('k')).toBeNull();
    expect(() => writeStorage('k', 'v')).not.toThrow();
  });

  it('do nothing on the server', () => {
    vi.stubGlobal('window', undefined);
    expect(readStorage('k')).toBeNull();
    expect(() => writeStorage('k', 'v')).not.toThrow();
  });
});
