import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The plain-Node scripts (bench, test runner, build helpers, the sample
 * checker) are not type-checked or bundled, so a module moved elsewhere
 * (scripts/lib/chromium.mjs went to plugins/lib) left `npm run bench`
 * failing at start, and no test ran it. Every relative import of theirs must
 * name a file that exists.
 */
const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['scripts', 'tools'];

function scriptFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(mjs|cjs|js)$/.test(name) && !name.includes('node_modules') && !path.basename(name).startsWith('.'))
      .map((name) => path.join(ROOT, folder, name)),
  );
}

const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

describe('scripts and tools', () => {
  it('import only files that exist', () => {
    const files = scriptFiles();
    expect(files.length).toBeGreaterThan(5);
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
        .map(([, specifier]) => specifier!)
        .filter((specifier) => !existsSync(path.resolve(path.dirname(file), specifier)))
        .map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`),
    );
    expect(missing).toEqual([]);
  });

  // The search bench runs src/search in Chromium (scripts/lib/searchBench.mjs serves it as /search/<module>):
  // an export that moves to another module failed the bench there, after a whole build.
  it("name only exports that src/search's modules have, where the search bench imports them in the page", async () => {
    const bench = readFileSync(path.join(ROOT, 'scripts/lib/searchBench.mjs'), 'utf8');
    const imports = [...bench.matchAll(/const \{([^}]+)\} = await import\('\/search\/(\w+)'\)/g)];
    expect(imports.length).toBeGreaterThan(1);
    const missing: string[] = [];
    for (const [, names, module] of imports) {
      const exported = await import(path.join(ROOT, 'src/search', `${module}.ts`));
      for (const name of names!.split(',').map((part) => part.trim().split(':')[0]!.trim()).filter(Boolean)) {
        if (!(name in exported)) missing.push(`${name} from /search/${module}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
