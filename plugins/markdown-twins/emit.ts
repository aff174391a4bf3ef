import { readdir, rm } from 'node:fs/promises';
import { writeIfChanged } from '../lib/generatedFolder';
import path from 'node:path';

/** A file to write, its path relative to the site root (no base path): `dms/conversations.md`, or an image a twin shows. */
export interface TwinFile {
  path: string;
  content: string | Uint8Array;
}

/**
 * Writes the twins and the llms files under `folder`, and removes the ones a
 * renamed or deleted page left behind, so the folder always mirrors the site.
 * Unchanged files are left alone: the dev server then sees no change.
 */
export async function writeTwinFiles(folder: string, files: readonly TwinFile[]): Promise<void> {
  const wanted = new Set(files.map((file) => path.normalize(file.path)));
  const existing = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of existing) {
    if (!entry.isFile()) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name));
    if (!wanted.has(relative)) await rm(path.join(folder, relative), { force: true });
  }
  // Folders left empty go too: the build copies the whole folder, and another
  // locale's or version's emptied folders (`fr/next/`) would be published.
  const wantedFolders = new Set(files.flatMap((file) => ancestors(path.normalize(file.path))));
  const folders = existing
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !wantedFolders.has(relative))
    // Deepest first, so a parent is empty by the time it is reached.
    .sort((a, b) => b.length - a.length);
  for (const relative of folders) await rm(path.join(folder, relative), { recursive: true, force: true });
  await Promise.all(files.map((file) => writeIfChanged(path.join(folder, file.path), file.content)));
}

/** The folders a relative file path lies in: `a/b/c.md` → `a`, `a/b`. */
function ancestors(file: string): string[] {
  const parts = file.split(path.sep).slice(0, -1);
  return parts.map((_part, index) => parts.slice(0, index + 1).join(path.sep));
}
