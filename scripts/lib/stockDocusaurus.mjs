/**
 * The reference site of the performance bench: stock Docusaurus, the classic
 * template of the same Docusaurus version as ours (`create-docusaurus`), with
 * one of our long pages copied in as plain Markdown (its Markdown twin, which
 * the stock theme renders with its own code blocks). It is made once in the
 * system's temporary folder, rebuilt when the page changes, and never
 * committed: it is a yardstick, not part of the site. (Not under our
 * node_modules: the bundler leaves files under any node_modules folder
 * untranspiled, so the stock site's own TypeScript would not build there.)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CACHE_DIR = path.join(tmpdir(), 'xmtp-docs-bench', 'stock-docusaurus');

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  if (result.status !== 0) throw new Error(`Stock Docusaurus: ${what} failed (${command} ${args.join(' ')})`);
}

/**
 * @param {{ markdown: string, name: string }} page the page's Markdown and a file name for it
 * @returns {{ root: string, pagePath: string }} the built site and the page's path in it
 */
export function buildStockDocusaurus(page) {
  const { version } = JSON.parse(readFileSync('node_modules/@docusaurus/core/package.json', 'utf8'));
  const site = path.join(CACHE_DIR, `docusaurus-${version}`);
  mkdirSync(CACHE_DIR, { recursive: true });
  if (!existsSync(path.join(site, 'package.json'))) {
    console.log(`  making stock Docusaurus ${version} (create-docusaurus classic, TypeScript) …`);
    run('npx', ['--yes', `create-docusaurus@${version}`, path.basename(site), 'classic', '--typescript', '--skip-install'], CACHE_DIR, 'create-docusaurus');
    // The registry here lacks some versions the template would pull in; pin them as we do.
    const ours = JSON.parse(readFileSync('package.json', 'utf8'));
    const manifestFile = path.join(site, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.overrides = { ...manifest.overrides, ...ours.overrides };
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  if (!existsSync(path.join(site, 'node_modules', '@docusaurus', 'core'))) {
    console.log('  installing its dependencies …');
    run('npm', ['install', '--no-audit', '--no-fund'], site, 'npm install');
  }
  const docFile = path.join(site, 'docs', `${page.name}.md`);
  const stamp = path.join(site, '.bench-page-hash');
  const hash = createHash('sha256').update(page.markdown).digest('hex');
  const built = existsSync(path.join(site, 'build', 'index.html'));
  if (!built || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
    writeFileSync(docFile, page.markdown);
    console.log('  building it …');
    run('npx', ['docusaurus', 'build'], site, 'build');
    writeFileSync(stamp, hash);
  }
  return { root: path.join(site, 'build'), pagePath: `/docs/${page.name}` };
}
