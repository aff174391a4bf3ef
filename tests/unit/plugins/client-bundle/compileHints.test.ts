import { describe, expect, it } from 'vitest';
import { isEagerlyCompiled } from '../../../../plugins/client-bundle/compileHints';

describe('the compile hint (plugins/client-bundle/compileHints.ts)', () => {
  it("goes to the search dialog's modules, the engine and MiniSearch, whatever the path separator", () => {
    const eager = [
      '/site/src/search/rank.ts',
      '/site/src/components/search/SearchDialog/index.tsx',
      '/site/node_modules/minisearch/dist/es/index.js',
    ];
    expect(eager.filter((file) => !isEagerlyCompiled(file))).toEqual([]);
    expect(eager.map((file) => `C:${file.replaceAll('/', '\\')}`).filter((file) => !isEagerlyCompiled(file))).toEqual([]);
  });

  it('leaves the rest alone, names that only start alike too', () => {
    for (const file of ['/site/src/components/search/SearchButton/index.tsx', '/site/src/searchable.ts', '/site/node_modules/minisearch-extra/index.js', '/site/src/theme/Navbar/index.tsx']) {
      expect(isEagerlyCompiled(file), file).toBe(false);
    }
  });
});
