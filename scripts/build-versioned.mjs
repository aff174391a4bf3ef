#!/usr/bin/env node
/**
 * A production build of a copy of this site as a Docusaurus writer and
 * maintainer would grow it, for the browser tests of versions and of
 * Docusaurus conventions (tests/e2e/versions.spec.ts and conformance.spec.ts,
 * served by Playwright from `.build-versioned/`). The repository itself stays
 * single-version and single-language: the build runs on a copy of it (the
 * files git would commit now), where it
 * - keeps the site's own pages whole only where the tests read them
 *   (PAGES_READ_IN_FULL), every other one as its outline (outlineOf);
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
 * about 45 seconds on two cores.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
/**
 * The site's pages the browser tests of the copy read in full (the version
 * switcher, the banner, search, the not-found page's suggestions). Every
 * other page of the site is built as its outline (outlineOf): the copy
 * builds each page three times (1.0 and Next in English, 1.0 in French), and
 * compiling and rendering their code samples and diagrams was most of its
 * build time, for tests of versions and conventions that never read them.
 */
const PAGES_READ_IN_FULL = ['docs/get-started/intro.md', 'docs/get-started/faq.md'];

/**
 * A page's front matter and headings, in order, without the rest: every
 * link to the page and to its headings still resolves (the build's broken
 * link and anchor checks stay on), its title, sidebar place, keywords and
 * section keywords stay, and search still finds it by them.
 */
export function outlineOf(source) {
  const lines = source.split('\n');
  const kept = [];
  let at = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    kept.push(...lines.slice(0, end + 1), '');
    at = end + 1;
  }
  let fence;
  for (const line of lines.slice(at)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else if (/^#{1,6}\s/.test(line)) {
      kept.push(line, '');
    }
  }
  return kept.join('\n');
}

function outlineSitePages(site) {
  for (const name of readdirSync(path.join(site, 'docs'), { recursive: true, encoding: 'utf8' })) {
    const file = path.join('docs', name);
    if (!/\.mdx?$/.test(name) || PAGES_READ_IN_FULL.includes(file.split(path.sep).join('/'))) continue;
    writeFileSync(path.join(site, file), outlineOf(readFileSync(path.join(site, file), 'utf8')));
  }
}

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
  outlineSitePages(site);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
