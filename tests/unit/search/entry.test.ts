import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * src/search has two entries: src/search/index.ts for the site (the dialog,
 * the hooks, the not-found page: everything outside src/search that runs in
 * the browser) and src/search/build.ts for the build's plugins, which write
 * the index with the same contract and format code the browser reads it
 * with. Nothing outside src/search imports a module below them.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SEARCH_DIR = path.join(ROOT, 'src/search');
const ENTRIES = { site: path.join(SEARCH_DIR, 'index.ts'), build: path.join(SEARCH_DIR, 'build.ts') };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|js|mjs|cjs|jsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every module specifier of a file: static imports and re-exports, `import()` and `require()`. */
export function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The file a specifier names, without extension, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.join(ROOT, specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return undefined;
}

/** What an import of src/search from `file` reaches, if it reaches below the entries. */
function deepImports(file: string, allowed: readonly string[]): string[] {
  const source = readFileSync(file, 'utf8');
  return importedSpecifiers(source).filter((specifier) => {
    const resolved = target(file, specifier)?.replace(/\.(?:ts|tsx|js|mjs)$/, '');
    if (!resolved || !(resolved === SEARCH_DIR || resolved.startsWith(`${SEARCH_DIR}${path.sep}`))) return false;
    const entry = resolved === SEARCH_DIR ? ENTRIES.site : `${resolved}.ts`;
    return !allowed.includes(entry);
  });
}

describe('src/search entries', () => {
  it('finds every form of import (the scan itself)', () => {
    const source = [
      "import type { A } from '@site/src/search/rank';",
      "import { b,\n  c } from '../search/engine';",
      "export { d } from './x';",
      "const e = import('@site/src/search/loadIndex');",
      "import '@site/src/search/side';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['@site/src/search/rank', '../search/engine', './x', '@site/src/search/side', '@site/src/search/loadIndex']);
    const file = path.join(ROOT, 'src/components/x.tsx');
    expect(target(file, '@site/src/search/rank')).toBe(path.join(SEARCH_DIR, 'rank'));
    expect(target(file, '../search/engine')).toBe(path.join(SEARCH_DIR, 'engine'));
  });

  it('the site (src/ outside src/search) imports src/search/index.ts only', () => {
    const files = sourceFiles(path.join(ROOT, 'src')).filter((file) => !file.startsWith(`${SEARCH_DIR}${path.sep}`));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) => deepImports(file, [ENTRIES.site]).map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`));
    expect(offenders).toEqual([]);
  });

  it('the plugins import src/search/build.ts (the build entry) or index.ts only', () => {
    const files = sourceFiles(path.join(ROOT, 'plugins'));
    const offenders = files.flatMap((file) => deepImports(file, [ENTRIES.site, ENTRIES.build]).map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`));
    expect(offenders).toEqual([]);
  });

  it('the entries are only re-exports, so a bundle takes just the modules whose exports it uses', () => {
    for (const entry of Object.values(ENTRIES)) {
      const code = readFileSync(entry, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      const statements = code.split(';').map((statement) => statement.trim()).filter(Boolean);
      for (const statement of statements) expect(statement).toMatch(/^export\s+(?:type\s+)?\{[\s\S]*\}\s+from\s+'\.\/\w+'$/);
    }
  });
});
