import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectDiagrams, drawingFiles, DRAWINGS_DIR } from '../../plugins/diagrams/drawings';

/**
 * The promise of plugins/diagrams, kept for real: a clean copy of the
 * repository (of the files git would commit now, and nothing it ignores: no
 * build, no caches) builds on a host without a browser. CHROMIUM_PATH points
 * nowhere and the bundler's persistent cache is off, so every page is
 * compiled from its source and any diagram without its committed drawing
 * would fail the build. The copy is not a git checkout either (a release
 * archive, a Docker context without .git): it builds without "Last updated"
 * times (plugins/lib/gitHistory.ts). One cold build: about a minute on two cores.
 *
 * The same build is also the one under a base path that the browser tests
 * use (the base-path project of playwright.config.ts): BASE_PATH and
 * E2E_EXTRA_NAV set, written to .build-base. One build proves both, instead
 * of a second cold build of the same sources.
 */

const REPO = path.resolve(__dirname, '../..');
/** Where the browser tests' base-path server looks (playwright.config.ts). */
const BASE_PATH_BUILD = path.join(REPO, '.build-base');
const BASE_PATH = '/xmtp-docs/';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

describe('a clean copy of the repository, on a host without a browser', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'vx-clean-build-'));
  const site = path.join(work, 'site');
  const out = BASE_PATH_BUILD;
  let build: { status: number | null; output: string };

  beforeAll(async () => {
    const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
    if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
    for (const name of listed.stdout.split('\0').filter(Boolean)) {
      // Deleted but not yet committed as deleted: a clean clone would not have it either.
      if (!existsSync(path.join(REPO, name))) continue;
      mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      copyFileSync(path.join(REPO, name), path.join(site, name));
    }
    // What `npm ci` would install; the copy brings no cache of its own (the bundler's is off).
    symlinkSync(path.join(REPO, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CHROMIUM_PATH: path.join(work, 'no-chromium-here'),
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    };
    delete env.NODE_ENV;
    env.BASE_PATH = BASE_PATH;
    env.E2E_EXTRA_NAV = '1';
    rmSync(out, { recursive: true, force: true });
    build = await run(process.execPath, [path.join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', out], site, env);
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('builds, though it is no git checkout, and says what that leaves out', () => {
    expect(build.status, build.output.slice(-4000)).toBe(0);
    expect(build.output).toContain('not in a git checkout');
    const page = readFileSync(path.join(out, 'get-started/intro.html'), 'utf8');
    expect(page).toMatch(/<h1[^>]*>Introduction to XMTP/);
    expect(page).not.toContain('Last updated');
  });

  it('publishes the committed drawing of every diagram, and every page shows its diagrams from them', { timeout: 60_000 }, () => {
    const diagrams = collectDiagrams(site);
    expect(diagrams.length).toBeGreaterThan(0);
    const published = new Map(readdirSync(path.join(out, 'assets/diagrams')).map((name) => [sha256(path.join(out, 'assets/diagrams', name)), name]));
    const keys = [...new Set(diagrams.map(({ key }) => key))];
    for (const key of keys) {
      for (const file of Object.values(drawingFiles(DRAWINGS_DIR, key))) {
        expect(published.has(sha256(file)), `${path.basename(file)} is not in the build`).toBe(true);
      }
    }
    expect(published.size).toBe(2 * keys.length);
    // Every image URL the pages use is a published drawing, and all of them are used.
    const used = new Set<string>();
    for (const file of htmlFiles(out)) {
      // The minifier leaves attribute values unquoted where it can.
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\ssrc="?\/xmtp-docs\/assets\/diagrams\/([^"\s>]+)/g)) used.add(name);
    }
    expect([...used].sort()).toEqual([...published.values()].sort());
  });

  it("ships no Mermaid code to readers, nor the development preview's loader", () => {
    const scripts = readdirSync(path.join(out, 'assets/js')).map((name) => readFileSync(path.join(out, 'assets/js', name), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => /mermaidAPI|__vx-mermaid|Drawing the preview/.test(text))).toEqual([]);
  });
});
