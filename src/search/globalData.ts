/**
 * What the search plugin hands to every page (global data), apart from the
 * index contract in ./contract.ts: the browser needs only this much before a
 * reader searches, so the tokenizer and MiniSearch options stay out of the
 * main bundle until then.
 */

/**
 * One index's first files, relative to the site's base URL. `texts` (the
 * normalized text of each document, by id) is only fetched for phrase
 * queries, which need positions an inverted index does not keep.
 */
export interface SearchIndexFiles {
  /** e.g. `.search/index-1a2b3c4d5e.json` */
  indexFile: string;
  /** e.g. `.search/texts-1a2b3c4d5e.json` */
  textsFile: string;
}

/**
 * The global data the plugin hands to the browser: file names only, since
 * global data is part of every page. Each docs version has an index of its
 * own, so a search finds pages of the version the reader is on only.
 */
export interface SearchIndexGlobalData {
  formatVersion: number;
  /**
   * By docs version name (`current`, `1.0`): one entry until a version is
   * cut. Pages outside the docs (MDX pages) are in every version's index.
   */
  indexes: Record<string, SearchIndexFiles>;
  /** The docs' latest version: its index serves pages of no version and the not-found page's suggestions. */
  latestVersion: string;
}

/** The index for a docs version: its own, or the latest's for a page of no version (or one the build does not know). */
export function indexFilesFor(data: SearchIndexGlobalData, versionName: string | undefined): SearchIndexFiles | undefined {
  return (versionName === undefined ? undefined : data.indexes[versionName]) ?? data.indexes[data.latestVersion];
}

export const SEARCH_PLUGIN_NAME = 'vx-search-index';
