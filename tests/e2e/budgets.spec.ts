import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, open } from './fixtures';
import { collectScriptBytes } from './scriptBytes';
import { JS_BUDGET } from '../../scripts/lib/budgets.mjs';
import { COMPILE_HINT } from '../../plugins/client-bundle/compileHints';

/**
 * Byte budgets (scripts/lib/budgets.mjs), each on desktop only (its tag):
 * files and bytes are the same whatever the screen. Each route's whole JavaScript is
 * checked on its visit in routes.spec.ts; here, the main bundle every page
 * loads and the not-found page, which is no route.
 */
const assets = path.resolve('build/assets/js');

test('the main bundle stays within its budget; React is a file of its own; no tokeniser ships', { tag: '@desktop' }, () => {
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const main = files.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  expect(main).toHaveLength(1);
  const size = statSync(path.join(assets, main[0])).size;
  expect(size, `${main[0]} is ${size} bytes`).toBeLessThanOrEqual(JS_BUDGET.mainRaw);
  expect(files.filter((file) => /^framework\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
  // Code is highlighted at build time: prism-react-renderer (its line class) is in none of the browser's scripts.
  for (const file of files) {
    expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toContain('token-line');
  }
});

test('the not-found page stays within the page budget', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only (its tag): bytes do not depend on the screen. Cached or not, the same scripts are counted (routes.spec.ts).
  const scriptBytes = collectScriptBytes(page);
  await open(page, '/no/such/page');
  const { raw, gzip } = await scriptBytes.total();
  expect(raw).toBeLessThanOrEqual(JS_BUDGET.pageRaw);
  expect(gzip).toBeLessThanOrEqual(JS_BUDGET.pageGzip);
});

test('the modules both docs chunks need come once, in the docs-shared chunk (plugins/client-bundle DOCS_SHARED_CHUNK)', { tag: '@desktop' }, () => {
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const shared = files.filter((file) => /^docs-shared\.[0-9a-f]+\.js$/.test(file));
  expect(shared, 'the chunk exists: its module paths still match (tests/unit/plugins/client-bundle/docsSharedChunk.test.ts)').toHaveLength(1);
  // A class name only theme-common's ThemeClassNames holds: one copy, in that chunk.
  const holders = files.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes('theme-doc-sidebar-menu'));
  expect(holders).toEqual(shared);
});

test("the search dialog's scripts ask to be compiled as they load, and no start-up script does (plugins/client-bundle/compileHints.ts)", { tag: '@desktop' }, () => {
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const text = new Map(files.map((file) => [file, readFileSync(path.join(assets, file), 'utf8')]));
  const hinted = files.filter((file) => text.get(file)!.startsWith(`${COMPILE_HINT}\n`));
  // MiniSearch, the engine and the ranking, each found by a message of its own.
  for (const marker of ['MiniSearch: loadJSON should be given', 'update termIndex in src/search/engine.ts', 'a phrase query needs the phrase texts']) {
    const holders = files.filter((file) => text.get(file)!.includes(marker));
    expect(holders, marker).not.toEqual([]);
    expect(holders.filter((file) => !hinted.includes(file)), `${marker}: in a script without the hint`).toEqual([]);
  }
  expect(hinted.filter((file) => /^(main|framework|runtime~main)\./.test(file))).toEqual([]);
});

test("the docs' version data reaches the browser without descriptions, since no card on this site shows one (versionPropsLoader.cjs)", { tag: '@desktop' }, () => {
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const versionData = files.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes('docsSidebars'));
  expect(versionData.length, 'the version data chunks').toBeGreaterThan(0);
  // If the loader stops matching the docs plugin's route props files, every doc's description comes back here.
  for (const file of versionData) expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toMatch(/\\?"description\\?":/);
});
