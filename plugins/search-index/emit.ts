import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { writeIfChanged } from '../lib/generatedFolder';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  SEARCH_INDEX_DIR,
  SEARCH_INDEX_FORMAT_VERSION,
  SEARCH_PLUGIN_NAME,
  type SearchIndexGlobalData,
} from '../../src/search/options';
import type { BuiltIndex } from './buildIndex';

/**
 * Where the two files go. The same bytes serve dev and build: they are
 * written under `.docusaurus/vx-search-index/.search/` on every content load
 * (the dev server serves that folder at the base URL), and copied into the
 * build's `.search/` after a build.
 */

/** Both file names, relative to the base URL (what the browser fetches). */
export function searchFiles(hash: string): SearchIndexGlobalData {
  return {
    indexFile: `${SEARCH_INDEX_DIR}/index-${hash}.json`,
    textsFile: `${SEARCH_INDEX_DIR}/texts-${hash}.json`,
    formatVersion: SEARCH_INDEX_FORMAT_VERSION,
  };
}

/** The folder the dev server serves at the base URL. */
export function generatedFolder(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, SEARCH_PLUGIN_NAME);
}

const OUR_FILE = /^(index|texts)-[0-9a-f]+\.json$/;

/** Writes both files under `folder`, and removes those of earlier runs. */
export async function writeSearchFiles(folder: string, built: BuiltIndex): Promise<SearchIndexGlobalData> {
  const files = searchFiles(built.hash);
  const dir = path.join(folder, SEARCH_INDEX_DIR);
  await mkdir(dir, { recursive: true });
  const current = new Set([path.basename(files.indexFile), path.basename(files.textsFile)]);
  for (const name of await readdir(dir)) {
    if (OUR_FILE.test(name) && !current.has(name)) await rm(path.join(dir, name), { force: true });
  }
  await writeIfChanged(path.join(folder, files.indexFile), built.indexJson);
  await writeIfChanged(path.join(folder, files.textsFile), built.textsJson);
  return files;
}

/** Copies both files from the generated folder into the build output. */
export async function copySearchFiles(folder: string, outDir: string, files: SearchIndexGlobalData) {
  await mkdir(path.join(outDir, SEARCH_INDEX_DIR), { recursive: true });
  for (const file of [files.indexFile, files.textsFile]) {
    await copyFile(path.join(folder, file), path.join(outDir, file));
  }
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The build's one log line; sizes are the index file's, which every search loads. */
export function summaryLine(built: BuiltIndex): string {
  const raw = Buffer.byteLength(built.indexJson);
  const gzip = gzipSync(built.indexJson).length;
  return `[${SEARCH_PLUGIN_NAME}] Indexed ${built.pageCount} pages and ${built.sectionCount} sections (${kilobytes(raw)} KB, ${kilobytes(gzip)} KB gzip)`;
}
