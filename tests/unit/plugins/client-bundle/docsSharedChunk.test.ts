import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_SHARED_CHUNK, DOCS_SHARED_UPSTREAM_MODULES } from '../../../../plugins/client-bundle';

const NODE_MODULES = path.resolve(__dirname, '../../../../node_modules');

describe('the docs-shared chunk', () => {
  it('names Docusaurus modules that the installed packages still have at those paths', () => {
    const moved = DOCS_SHARED_UPSTREAM_MODULES.filter((module) => !existsSync(path.join(NODE_MODULES, module)));
    expect(moved, 'moved or gone: find where they went and update DOCS_SHARED_UPSTREAM_MODULES and DOCS_SHARED_CHUNK.test (plugins/client-bundle)').toEqual([]);
  });

  it('picks each of them, and our modules both docs chunks share, whatever the path separator', () => {
    const paths = [
      ...DOCS_SHARED_UPSTREAM_MODULES.map((module) => path.join(NODE_MODULES, module)),
      '/site/src/components/layout/Sidebar/index.tsx',
      '/site/src/utils/storage.ts',
    ];
    expect(paths.filter((file) => !DOCS_SHARED_CHUNK.test.test(file))).toEqual([]);
    expect(paths.map((file) => file.replaceAll('/', '\\')).filter((file) => !DOCS_SHARED_CHUNK.test.test(file))).toEqual([]);
    expect(DOCS_SHARED_CHUNK.test.test(path.join(NODE_MODULES, '@docusaurus/theme-common/lib/utils/reactUtils.js'))).toBe(false);
  });
});
