import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { writeIfChanged } from '../lib/generatedFolder';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_INDEX_DIR, SEARCH_PLUGIN_NAME, type SearchIndexFiles } from '../../src/search/build';
import type { BuiltIndex } from './buildIndex';

/**
 * Where the files go. The same bytes serve dev and build: they are written
 * under `.docusaurus/vx-search-index/.search/` on every content load (the dev
 * server serves that folder at the base URL), and copied into the build's
 * `.search/` after a build. Every name carries a hash of its content, so the
 * indexes of several docs versions share the folder: their index and texts
 * files differ (their pages' addresses do), and a term or excerpt file two
 * versions have in common is one file.
 */

/** The index and texts file names, relative to the base URL (what the browser fetches first). */
export function searchFiles(hash: string): SearchIndexFiles {
  return {
    indexFile: `${SEARCH_INDEX_DIR}/index-${hash}.json`,
    textsFile: `${SEARCH_INDEX_DIR}/texts-${hash}.json`,
  };
}

/** The folder the dev server serves at the base URL. */
export function generatedFolder(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, SEARCH_PLUGIN_NAME);
}

const OUR_FILE = /^(index|texts|terms|documents|excerpts)-[0-9a-f]+\.json$/;

/** Every file of one or more indexes, by path relative to the base URL, with its content. */
export function allSearchFiles(...builts: BuiltIndex[]): Map<string, string> {
  return new Map(
    builts.flatMap((built) => {
      const files = searchFiles(built.hash);
      return [
        [files.indexFile, built.indexJson],
        [files.textsFile, built.textsJson],
        ...built.files.map((file): [string, string] => [`${SEARCH_INDEX_DIR}/${file.name}`, file.json]),
      ];
    }),
  );
}

/** Writes the indexes' files under `folder`, and removes those of earlier runs; gives each index's first files. */
export async function writeSearchFiles(folder: string, builts: readonly BuiltIndex[]): Promise<SearchIndexFiles[]> {
  const dir = path.join(folder, SEARCH_INDEX_DIR);
  await mkdir(dir, { recursive: true });
  const files = allSearchFiles(...builts);
  const current = new Set([...files.keys()].map((file) => path.basename(file)));
  for (const name of await readdir(dir)) {
    if (OUR_FILE.test(name) && !current.has(name)) await rm(path.join(dir, name), { force: true });
  }
  for (const [file, content] of files) await writeIfChanged(path.join(folder, file), content);
  return builts.map((built) => searchFiles(built.hash));
}

/** Copies the index's files from the generated folder into the build output. */
export async function copySearchFiles(folder: string, outDir: string, files: readonly string[]) {
  await mkdir(path.join(outDir, SEARCH_INDEX_DIR), { recursive: true });
  for (const file of files) await copyFile(path.join(folder, file), path.join(outDir, file));
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/**
 * The build's one log line: the index file, which every search loads, and
 * the term, lexicon and document files, of which a search loads the few it needs.
 */
export function summaryLine(built: BuiltIndex, versionLabel?: string): string {
  const size = (texts: readonly string[]) =>
    `${kilobytes(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0))} KB, ` +
    `${kilobytes(texts.reduce((sum, text) => sum + gzipSync(text).length, 0))} KB gzip`;
  return (
    `[${SEARCH_PLUGIN_NAME}] ${versionLabel === undefined ? '' : `Version ${versionLabel}: `}Indexed ${built.pageCount} pages and ${built.sectionCount} sections ` +
    `(index file ${size([built.indexJson])}; ${built.files.length} term, lexicon and document files ${size(built.files.map((file) => file.json))})`
  );
}
