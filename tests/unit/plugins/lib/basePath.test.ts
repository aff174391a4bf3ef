import { describe, expect, it } from 'vitest';
import { normalizeBasePath } from '../../../../plugins/lib/basePath.mjs';

describe('normalizeBasePath', () => {
  it('serves at the root when unset or empty', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
  });

  it('gives the /name/ form whatever slashes were typed', () => {
    for (const raw of ['docs', '/docs', 'docs/', '/docs/', ' /docs// ']) {
      expect(normalizeBasePath(raw)).toBe('/docs/');
    }
    expect(normalizeBasePath('a/b')).toBe('/a/b/');
  });
});
