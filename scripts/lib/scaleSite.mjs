/**
 * A copy of this site whose docs are copied `scale` times, in a temporary
 * folder, for `npm run bench -- --scale N`: what search costs when the docs
 * grow. The repository's docs/ stay as they are; the copy has them once at
 * their own routes, and again under docs/copy-1/ … copy-(N-1)/, whose pages
 * live at /copy-k/… (an absolute front-matter `slug` gets the prefix too).
 * The sidebar lists the first copy only; the others are published and
 * indexed like any page in no sidebar. node_modules is linked, not copied.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the site's build does not read: left out of the copy. */
const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'reports', 'test-results', 'tests', 'playwright-report']);

function markdownFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Creates the scaled site; returns its folder. */
export function createScaledSite(scale, repoRoot = process.cwd()) {
  const siteDir = mkdtempSync(path.join(tmpdir(), `vx-scale-${scale}x-`));
  for (const entry of readdirSync(repoRoot)) {
    if (SKIPPED.has(entry)) continue;
    cpSync(path.join(repoRoot, entry), path.join(siteDir, entry), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  const docs = path.join(siteDir, 'docs');
  const originals = markdownFiles(docs);
  for (let copy = 1; copy < scale; copy += 1) {
    const prefix = `copy-${copy}`;
    for (const file of originals) {
      const target = path.join(docs, prefix, path.relative(docs, file));
      cpSync(file, target);
      const source = readFileSync(target, 'utf8');
      // Only the front matter's slug: an absolute one would clash with the first copy's route.
      writeFileSync(target, source.replace(/^(---\n[\s\S]*?^slug:\s*)\/(?!copy-)/m, `$1/${prefix}/`));
    }
    // Folders' _category_ files and images come along with their pages.
    for (const entry of readdirSync(docs, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('copy-')) {
        cpSync(path.join(docs, entry.name), path.join(docs, prefix, entry.name), { recursive: true, filter: (from) => !/\.mdx?$/.test(from) });
      }
    }
  }
  return { siteDir, pages: originals.length * scale };
}
