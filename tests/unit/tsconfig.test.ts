import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * tsconfig.json spells out @docusaurus/tsconfig's options instead of
 * extending it: TypeScript 7, which `npm run typecheck` runs, removed the
 * baseUrl that package sets, and Playwright's tsconfig loader cannot unset an
 * inherited option. So an upgrade of Docusaurus that changes its
 * recommended options must show up here, by name.
 */
const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, '../..');

function compilerOptionsOf(file: string): Record<string, unknown> {
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config as { compilerOptions?: Record<string, unknown> }).compilerOptions ?? {};
}

describe("tsconfig.json, against Docusaurus' recommended options", () => {
  const ours = compilerOptionsOf(path.join(ROOT, 'tsconfig.json'));
  const docusaurus = compilerOptionsOf(require.resolve('@docusaurus/tsconfig/tsconfig.json'));

  it('has every option @docusaurus/tsconfig sets, with its value, but baseUrl', () => {
    const differing = Object.entries(docusaurus)
      .filter(([name]) => name !== 'baseUrl' && name !== 'paths')
      .filter(([name, value]) => JSON.stringify(ours[name]) !== JSON.stringify(value))
      .map(([name, value]) => `${name}: @docusaurus/tsconfig sets ${JSON.stringify(value)}, tsconfig.json ${JSON.stringify(ours[name])}`);
    expect(differing, 'copy these into tsconfig.json (or say there why not)').toEqual([]);
  });

  it("maps the same module paths from the site's root, without baseUrl (TypeScript 7 has none)", () => {
    expect(ours.baseUrl).toBeUndefined();
    // Docusaurus 3 maps @site/ relative to its baseUrl, the site's root; ours is relative to tsconfig.json, at the root.
    expect(
      docusaurus.baseUrl,
      '@docusaurus/tsconfig no longer sets baseUrl: if its paths now start at ${configDir}, extend it again in tsconfig.json and delete the options copied there, and this test',
    ).toBe('.');
    expect(ours.paths).toEqual(docusaurus.paths);
  });
});
