import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSwizzleConfig } from '@docusaurus/theme-classic';
import { SWIZZLES } from '../../../src/theme/swizzles';

const require = createRequire(import.meta.url);
const THEME_DIR = path.resolve(__dirname, '../../../src/theme');
/** A package's folder: from its package.json where it exports one, else from its main entry. */
function packageDir(name: string): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(name));
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return dir;
  }
}
const UPSTREAM: Record<string, string> = {
  'theme-classic': path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme'),
  'core-fallback': path.join(packageDir('@docusaurus/core'), 'lib/client/theme-fallback'),
};
const installedVersion = (JSON.parse(readFileSync(path.join(packageDir('@docusaurus/core'), 'package.json'), 'utf8')) as { version: string }).version;

/** The `@theme/…` names our files provide: `Tabs/index.tsx` is `Tabs`, `Root.tsx` is `Root`. */
function shadowedNames(): string[] {
  return readdirSync(THEME_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/').replace(/\.tsx?$/, '').replace(/\/index$/, ''))
    .filter((name) => name !== 'swizzles')
    .sort();
}

function existsUpstream(folder: string, name: string): boolean {
  return ['.js', '/index.js'].some((suffix) => existsSync(path.join(folder, `${name}${suffix}`)));
}

/** Names a file imports from @docusaurus/theme-common/internal (types included). */
function internalImports(name: string): string[] {
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => path.join(THEME_DIR, `${name}${suffix}`)).find(existsSync)!;
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@docusaurus\/theme-common\/internal'/g)]
    .flatMap(([, names]) => names.split(',').map((entry) => entry.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]))
    .filter(Boolean)
    .sort();
}

/** What theme-common/internal exports, read from its type declarations (the module itself needs a browser build). */
function internalExports(): Set<string> {
  const declarations = readFileSync(path.join(packageDir('@docusaurus/theme-common'), 'lib/internal.d.ts'), 'utf8');
  const names = [...declarations.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap(([, list]) =>
    list.split(',').map((entry) => entry.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim()),
  );
  return new Set(names.filter(Boolean));
}

describe('the swizzle manifest (src/theme/swizzles.ts)', () => {
  it('has an entry for every file under src/theme, and a file for every entry', () => {
    expect(Object.keys(SWIZZLES).sort()).toEqual(shadowedNames());
  });

  it('names only components that still exist upstream: a renamed one would leave our file unused without a word', () => {
    const gone = Object.entries(SWIZZLES)
      .filter(([, entry]) => entry.source !== 'none')
      .filter(([name, entry]) => !existsUpstream(UPSTREAM[entry.source]!, name))
      .map(([name, entry]) => `${name} (${entry.source})`);
    expect(gone, `no longer in the installed Docusaurus ${installedVersion}: find what replaced them, move our files there`).toEqual([]);
    // And a name that exists upstream is never "created".
    const created = Object.entries(SWIZZLES).filter(([, entry]) => entry.kind === 'created');
    expect(created.filter(([name]) => Object.values(UPSTREAM).some((folder) => existsUpstream(folder, name))).map(([name]) => name)).toEqual([]);
  });

  it("gives each entry Docusaurus' own status for what we did (getSwizzleConfig; a name it does not list is unsafe)", () => {
    const components = getSwizzleConfig?.()?.components;
    expect(components, 'theme-classic exports getSwizzleConfig').toBeDefined();
    const wrong = Object.entries(SWIZZLES).flatMap(([name, entry]) => {
      if (entry.kind === 'created') return entry.status === 'n/a' ? [] : [`${name}: a created module has no status`];
      const action = entry.kind === 'wrap' ? 'wrap' : 'eject';
      const upstream = entry.source === 'theme-classic' ? (components![name]?.actions[action] ?? 'unsafe') : 'unsafe';
      return upstream === entry.status ? [] : [`${name}: ${action} is "${upstream}" in Docusaurus ${installedVersion}, the manifest says "${entry.status}"`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists the internal hooks each file uses, and each is still exported by theme-common/internal', () => {
    const exported = internalExports();
    expect(exported.size).toBeGreaterThan(20);
    for (const [name, entry] of Object.entries(SWIZZLES)) {
      expect(internalImports(name), `${name}: its imports from @docusaurus/theme-common/internal`).toEqual([...entry.internals].sort());
      const missing = entry.internals.filter((hook) => !exported.has(hook));
      expect(missing, `${name} uses internals Docusaurus ${installedVersion} no longer exports`).toEqual([]);
    }
  });

  it('asks for a review of every unsafe shadow when Docusaurus moves to another minor version', () => {
    const minor = (version: string) => version.split('.').slice(0, 2).join('.');
    const toReview = Object.entries(SWIZZLES)
      .filter(([, entry]) => entry.status === 'unsafe' && minor(entry.writtenAgainst) !== minor(installedVersion))
      .map(([name, entry]) => `${name} (written against ${entry.writtenAgainst})`);
    expect(
      toReview,
      `Docusaurus ${installedVersion} may have changed these unsafe components: compare each with its upstream source and props, then set its writtenAgainst`,
    ).toEqual([]);
  });

  it('leaves the status out of the file headers: the manifest is the one place that says it', () => {
    const claims = Object.keys(SWIZZLES).filter((name) => {
      const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => path.join(THEME_DIR, `${name}${suffix}`)).find(existsSync)!;
      const header = /^\/\*\*[\s\S]*?\*\//.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
      return /swizzle:|eject-safe|"unsafe"|\bunsafe\b|\bsafe\)/.test(header);
    });
    expect(claims).toEqual([]);
  });

  it('finds every other import from theme-common/internal in src/ still exported (a missing export only warns in the bundler)', () => {
    const exported = internalExports();
    const srcDir = path.resolve(THEME_DIR, '..');
    const missing = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const source = readFileSync(path.join(srcDir, file), 'utf8');
        return [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@docusaurus\/theme-common\/internal'/g)]
          .flatMap(([, names]) => names.split(',').map((entry) => entry.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!))
          .filter((hook) => hook && !exported.has(hook))
          .map((hook) => `src/${file}: ${hook}`);
      });
    expect(missing, `Docusaurus ${installedVersion} no longer exports these from @docusaurus/theme-common/internal`).toEqual([]);
  });
});
