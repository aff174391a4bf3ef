#!/usr/bin/env node
/**
 * A production build of a copy of this site as a Docusaurus writer and
 * maintainer would grow it, for the browser tests of versions and of
 * Docusaurus conventions (tests/e2e/versions.spec.ts and conformance.spec.ts,
 * served by Playwright from `.build-versioned/`). The repository itself stays
 * single-version and single-language: the build runs on a copy of it (the
 * files git would commit now), where it
 * - adds the conformance fixture (tests/fixtures/conformance/): pages that use
 *   every Docusaurus convention, its sidebars and config (every navbar item
 *   type, breadcrumbs, a French locale…), the French translations and the
 *   theme components a writer would add (src/);
 * - does what a maintainer does, `docusaurus docs:version 1.0`;
 * - then adds the pages of tests/fixtures/versioned-site/ to the unreleased
 *   version.
 * So the copy has version 1.0 (the latest, at `/`) and Next (unreleased, at
 * `/next/`), in English, and 1.0 in French (at `/fr/`).
 *
 * The copy lives in the system's temporary folder, under a name tied to this
 * checkout, only while the script runs (`--keep` leaves it there, to run
 * `npx docusaurus start` in it while working on the fixture). The build is cold (no bundler cache):
 * about half a minute on two cores.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSIONED_BUILD_DIR = path.join(REPO, '.build-versioned');
const CUT_VERSION = '1.0';
const FIXTURE = path.join(REPO, 'tests/fixtures/versioned-site');
const CONFORMANCE = path.join(REPO, 'tests/fixtures/conformance');
/**
 * The fixture's config extends the site's: in the copy it takes the place of
 * docusaurus.config.ts (so every command reads it, `docs:version` too) and
 * imports the site's own config under this name.
 */
const SITE_CONFIG = 'site.config.ts';
const DOCUSAURUS = path.join(REPO, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal}).`);
}

function git(cwd, ...args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** The site as a clone would have it: tracked and new files, nothing git ignores. */
function copySite(site) {
  rmSync(site, { recursive: true, force: true });
  for (const name of git(REPO, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean)) {
    const source = path.join(REPO, name);
    // Deleted but not yet committed as deleted: a clone would not have it either.
    if (!existsSync(source)) continue;
    // A worktree's node_modules may be a symlink, which `node_modules/` in .gitignore does not match; it is linked below.
    if (name === 'node_modules') continue;
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    cpSync(source, path.join(site, name));
  }
  symlinkSync(path.join(REPO, 'node_modules'), path.join(site, 'node_modules'), 'dir');
}

function main() {
  const started = Date.now();
  const site = path.join(tmpdir(), `vx-versioned-site-${createHash('sha256').update(REPO).digest('hex').slice(0, 8)}`);
  const keep = process.argv.includes('--keep');
  try {
    buildCopy(site);
  } finally {
    if (keep) console.log(`The copy stays in ${site}.`);
    else rmSync(site, { recursive: true, force: true });
  }
  console.log(`Versioned build (${CUT_VERSION} and Next) in ${path.relative(process.cwd(), VERSIONED_BUILD_DIR)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function buildCopy(site) {
  copySite(site);
  const env = { ...process.env };
  for (const name of ['BASE_PATH', 'E2E_EXTRA_NAV']) delete env[name];
  // No persistent cache: the copy's paths would add a cache of their own to node_modules/.cache each run.
  env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  renameSync(path.join(site, 'docusaurus.config.ts'), path.join(site, SITE_CONFIG));
  cpSync(path.join(CONFORMANCE, 'conformance.config.ts'), path.join(site, 'docusaurus.config.ts'));
  for (const name of ['docs', 'community', 'blog', 'i18n', 'src', 'sidebars.conformance.ts']) {
    const source = path.join(CONFORMANCE, name);
    if (existsSync(source)) cpSync(source, path.join(site, name), { recursive: true });
  }
  run(process.execPath, [DOCUSAURUS, 'docs:version', CUT_VERSION], site, env);
  cpSync(path.join(FIXTURE, 'docs'), path.join(site, 'docs'), { recursive: true });
  // The docs read each page's last update from git, as in a clone.
  git(site, 'init', '-q');
  git(site, 'add', '-A');
  git(site, '-c', 'user.name=Versioned copy', '-c', 'user.email=versioned-copy@example.invalid', 'commit', '-q', '--no-verify', '-m', 'Versioned copy');
  run(process.execPath, [DOCUSAURUS, 'build', '--out-dir', VERSIONED_BUILD_DIR], site, env);
}

main();
