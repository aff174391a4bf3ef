/**
 * THE search contract (spec §3 "search index document", §9 search constants).
 *
 * MiniSearch needs the options that built an index to load it again
 * (`MiniSearch.loadJSON(json, options)`), so the build (plugins/search-index)
 * and the browser (src/search/loadIndex.ts) both import this one module and no
 * other file lists fields. It stays isomorphic: no node:*, React, @theme/* or
 * DOM. Bump SEARCH_INDEX_FORMAT_VERSION on any change that alters the index.
 */
import type { Options, SearchOptions } from 'minisearch';

/**
 * Part of the index file's hash, so a changed contract always yields a new
 * file name and a page never pairs new code with an old index.
 */
export const SEARCH_INDEX_FORMAT_VERSION = 3;

/** Where the index lives in the built site: a dot-named folder, hashed files. */
export const SEARCH_INDEX_DIR = '.search';

/** Spec §9. */
export const SEARCH_DEBOUNCE_MS = 200;
export const MAX_SEARCH_RESULTS = 16;
/** Results one page may take before other pages get a turn (see rank.ts). */
export const MAX_RESULTS_PER_PAGE = 4;
/** Visible characters in a result's excerpt (`html`). */
export const EXCERPT_LENGTH = 120;

/** One page, or one heading section of a page. */
export interface SearchDocument {
  id: number;
  /** Page title, or the section's heading text. */
  title: string;
  /** Parent headings, outermost first; a page result's is empty. */
  titles: string[];
  /** What the reader sees in that page or section, code included. */
  text: string;
  /** Page path (with the base path), plus `#anchor` for a section. */
  href: string;
  /** A short rendered excerpt: escaped text, with `<code>` for inline code. */
  html: string;
  /** A page result versus a heading result. */
  isPage: boolean;
}

/** What each result carries back from the index (`text` is indexed, not stored). */
export type StoredSearchFields = Pick<SearchDocument, 'title' | 'titles' | 'href' | 'html' | 'isPage'>;

export const SEARCH_FIELDS = ['title', 'titles', 'text'] as const;
export const STORED_FIELDS = ['title', 'titles', 'href', 'html', 'isPage'] as const satisfies ReadonlyArray<
  keyof StoredSearchFields
>;

/**
 * Words are runs of letters and digits; `_` and `$` stay inside identifiers
 * so `content_type` and `$client` remain one word besides their parts.
 */
const WORD = /[\p{L}\p{N}_$]+/gu;
/** Boundaries inside an identifier: `newConversation`, `XMTPClient`, `v3_sdk`. */
const IDENTIFIER_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/**
 * Splits text into words, and identifiers into their parts too, so that
 * "new conversation" finds `newConversation` and "newConversation" finds it
 * whole.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    tokens.push(word);
    const parts = word.match(IDENTIFIER_PART);
    if (parts && parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Words too common to tell pages apart: English function words and the
 * keywords every code sample repeats. Leaving them out of the index keeps it
 * about a fifth smaller, and dropping them from queries too means "how to
 * create a client" asks for what matters. Quoted phrases still match them
 * (rank.ts checks phrases against the full text).
 */
const STOP_WORDS = new Set(
  (
    'a about all also an and any are as at be but by can could do does each for from has have how i if in into ' +
    'is it its may more must of on one only or other should so some such than that the their them then there ' +
    'these they this to use used using via was we what when where which while who will with would you your s t ' +
    'const let val var func fun await async return true false null nil self import export default function ' +
    'class struct try catch else case switch break throw throws guard public private static override suspend ' +
    'string int bool void println print console log type interface enum'
  ).split(' '),
);

/** Case-insensitive; `_`/`$` alone and stop words are not terms. */
export function processTerm(term: string): string | null {
  const normalized = term.toLowerCase().replace(/^[_$]+|[_$]+$/g, '');
  return normalized.length > 0 && !STOP_WORDS.has(normalized) ? normalized : null;
}

/** Query defaults (spec §9): title 4, text 2, titles 1; fuzzy 0.2; prefix on. */
export const SEARCH_OPTIONS = {
  boost: { title: 4, text: 2, titles: 1 },
  fuzzy: 0.2,
  prefix: true,
  combineWith: 'AND',
} as const satisfies SearchOptions;

/** The options that build the index and load it again. */
export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
  // `titles` is stored as an array and indexed as one text.
  stringifyField: (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value)),
  searchOptions: SEARCH_OPTIONS,
};

/**
 * The text a quoted phrase is matched against (rank.ts): lower case, one
 * space between words, punctuation kept so `"Client.create"` works too.
 */
export function normalizePhraseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The global data the plugin hands to the browser: file names only, since
 * global data is part of every page. `texts` (the normalized text of each
 * document, by id) is only fetched for phrase queries, which need positions
 * an inverted index does not keep.
 */
export interface SearchIndexGlobalData {
  /** Relative to the site's base URL, e.g. `.search/index-1a2b3c4d.json`. */
  indexFile: string;
  /** Relative to the site's base URL, e.g. `.search/texts-1a2b3c4d.json`. */
  textsFile: string;
  formatVersion: number;
}

export const SEARCH_PLUGIN_NAME = 'vx-search-index';
