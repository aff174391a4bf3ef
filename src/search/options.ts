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
export const SEARCH_INDEX_FORMAT_VERSION = 13;

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
  /** A section's parent: the id of the heading it sits under, or of its page. */
  parent?: number;
  /** A page's front-matter description (also the start of its `text`). */
  description?: string;
  /**
   * Front-matter keywords: what readers call what the page, or the section,
   * covers. They are indexed in the `titles` field (a page has no parent
   * headings; a section's follow its parents'), see extractField, and not stored.
   */
  keywords?: string[];
}

/** A result as the dialog shows it (`text` is indexed, not stored). */
export type SearchDocumentFields = Pick<SearchDocument, 'title' | 'titles' | 'href' | 'html' | 'isPage'>;

/**
 * What the index stores per document: the least that rebuilds its
 * SearchDocumentFields (src/search/engine.ts). A section stores its parent's
 * id instead of the parent headings, and `#anchor` instead of its page's
 * path; a page stores no parent. Excerpts (`html`) are in their own files.
 */
export interface StoredSearchFields {
  title: string;
  /** Left out for a section whose anchor is `#` + anchorOf(title), as almost all are (see sectionHref). */
  href?: string;
  parent?: number;
  /** A page's description, which ranking reads (rank.ts). */
  description?: string;
}

export const SEARCH_FIELDS = ['title', 'titles', 'text'] as const;
export const STORED_FIELDS = ['title', 'href', 'parent', 'description'] as const satisfies ReadonlyArray<
  keyof StoredSearchFields
>;

/**
 * A heading's anchor as Docusaurus derives it from the heading's text
 * (lower case, punctuation dropped, spaces as hyphens). Only used to leave
 * out anchors the browser can derive again: the build stores every anchor
 * this does not reproduce exactly (custom ids, repeated headings).
 */
export function anchorOf(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/ /g, '-');
}

/** A section's `#anchor`: stored, or derived from its title. */
export function sectionHref(stored: Pick<StoredSearchFields, 'title' | 'href'>): string {
  return stored.href ?? `#${anchorOf(stored.title)}`;
}

/**
 * The stored form of a field: a section keeps only the `#anchor` of its
 * href, and not even that when its title gives it (a few KB off every search).
 * A page's `titles` are its keywords: like the headings above a section, they
 * say what it is about, and ranking tells a page's keyword match by the field
 * (rank.ts) without storing them in the index file every search loads.
 */
function extractField(document: SearchDocument, field: string): unknown {
  if (field === 'titles') return document.isPage ? (document.keywords ?? []) : [...document.titles, ...(document.keywords ?? [])];
  if (field === 'href' && !document.isPage) {
    const anchor = document.href.slice(document.href.indexOf('#'));
    return anchor === sectionHref({ title: document.title }) ? undefined : anchor;
  }
  return (document as unknown as Record<string, unknown>)[field];
}

/**
 * Words are runs of letters and digits; `_` and `$` stay inside identifiers
 * so `content_type` and `$client` remain one word besides their parts, and a
 * ratio such as `1:1` (as in "1:1 chat") is a word besides its numbers.
 */
const WORD = /\p{N}+:\p{N}+|[\p{L}\p{N}_$]+/gu;
/** Boundaries inside an identifier: `newConversation`, `XMTPClient`, `v3_sdk`. */
const IDENTIFIER_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/**
 * Splits text into words, and identifiers into their parts too, so that
 * "new conversation" finds `newConversation` and "newConversation" finds it
 * whole.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of wordsOf(text)) {
    tokens.push(word);
    tokens.push(...identifierParts(word));
  }
  return tokens;
}

/** The words of a text, identifiers whole. */
export function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), ([word]) => word);
}

/** The parts of an identifier or ratio (`newConversation` → new, Conversation); none for a plain word. */
export function identifierParts(word: string): string[] {
  const parts = word.match(word.includes(':') ? /\p{N}+/gu : IDENTIFIER_PART);
  return parts && parts.length > 1 ? parts : [];
}

/**
 * Words too common to tell pages apart: English function words and the
 * keywords every code sample repeats. Leaving them out of the index keeps it
 * about a fifth smaller, and dropping them from queries too means "how to
 * create a client" asks for what matters. Quoted phrases still match them
 * (rank.ts checks phrases against the full text). Some function words tell
 * pages apart and stay: "who is in a group", "when to sync", "run it with
 * bun", "can it be messaged", "any app", "some messages never arrive".
 */
const STOP_WORDS = new Set(
  (
    'a about all also an and are as at be but by could do does each for from has have how i if in into ' +
    'is it its may more must of on one only or other should so such than that the their them then there ' +
    'these they this to use used using via was we what where which while will would you your s t ' +
    'const let val var func fun await async nil self struct else case switch break guard static override suspend ' +
    'int bool void println print console enum ' +
    // What readers put around a question ("how do I let my users…") and no page needs.
    'my me our us someone something instead way want able possible ones ' +
    // What is left of "don't", "isn't", "I've", "you'll", "they're", "I'm"… once the apostrophe splits the word.
    'don doesn didn isn aren wasn weren won wouldn shouldn couldn haven hasn hadn ve ll re m d'
  ).split(' '),
);

/**
 * Strings in code samples that no reader types: hashes, keys and addresses
 * (`0x194c…`, 64 hex digits), long numbers (timestamps, chain amounts).
 */
const UNSEARCHABLE = /^(0x[0-9a-f]{8,}|[0-9a-f]*\d[0-9a-f]*[a-f][0-9a-f]{14,}|\d{7,}|.{41,})$/;

/** Case-insensitive; `_`/`$` alone, stop words and unsearchable strings are not terms. */
export function processTerm(term: string): string | null {
  const normalized = term.toLowerCase().replace(/^[_$]+|[_$]+$/g, '');
  return normalized.length > 0 && !STOP_WORDS.has(normalized) && !UNSEARCHABLE.test(normalized) ? normalized : null;
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
  extractField: extractField as Options<SearchDocument>['extractField'],
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
 * The index is split so that a search downloads what answers it. The index
 * file holds the documents (MiniSearch's serialization with an empty term
 * list) and the table of term files; each term file holds the terms that
 * start with a run of two-character keys (termShardKey). A query fetches the
 * files of its words' keys; a word being typed (prefix matching) whose key
 * is one character, or a misspelt word (fuzzy matching), needs every file of
 * its first character (SearchEngine.shardsOfPrefix). A word is only ever
 * looked up in the files its lookup names, so results never depend on which
 * other files a reader happened to load.
 */
export interface TermShard {
  /** The first key (see termShardKey) this file holds; it holds every key up to the next file's. */
  from: string;
  /** File name, next to the index file: `terms-1a2b3c4d5e.json`. */
  file: string;
}

/**
 * A file of result excerpts: `html[n]` is document `from + n`'s. Results
 * show excerpts, ranking needs none, so a search fetches only the files of
 * the documents it shows.
 */
export interface ExcerptFile {
  from: number;
  html: string[];
}

/** Where the excerpts of documents `from` and up are (until the next entry's `from`). */
export interface ExcerptFileEntry {
  from: number;
  file: string;
}

/** The index file: MiniSearch's `toJSON()` shape (spec §7) plus the term and excerpt files. */
export interface SearchIndexCore {
  index: [];
  serializationVersion: number;
  shards: TermShard[];
  excerpts: ExcerptFileEntry[];
  [key: string]: unknown;
}

/** MiniSearch's serialized entry for a term: field id → document id → how often the term occurs there. */
export type SerializedTerm = [term: string, fields: Record<string, Record<string, number>>];

/**
 * A term's postings as a term file holds them: the term, then one string
 * per field, `"<field id>:<gap>[*<count>] …"`: each document id as its gap
 * from the one before, the count only when above 1. MiniSearch's own form
 * spells every id and count in full; this one is a third smaller gzipped,
 * and the term files are most of what a search downloads.
 */
export type TermPostings = [term: string, ...fields: string[]];

export function encodePostings([term, fields]: SerializedTerm): TermPostings {
  const encoded: string[] = [];
  for (const [field, documents] of Object.entries(fields)) {
    let previous = 0;
    const postings = Object.keys(documents)
      .map(Number)
      .sort((a, b) => a - b)
      .map((id) => {
        const count = documents[id]!;
        const posting = `${id - previous}${count === 1 ? '' : `*${count}`}`;
        previous = id;
        return posting;
      });
    encoded.push(`${field}:${postings.join(' ')}`);
  }
  return [term, ...encoded];
}

const ZERO = 48;
const NINE = 57;
const COLON = 58;
const STAR = 42;
const SPACE = 32;

/**
 * One field's postings, `"<field id>:<gap>[*<count>] …"`, read in one pass
 * over the characters (term files are parsed while the reader types, so
 * this stays cheap); null when the text is not of that form.
 */
function decodeFieldPostings(text: string): { field: number; documents: Record<number, number> } | null {
  let at = 0;
  /** The number that starts at `at`, or -1 when no digit is there. */
  const readNumber = () => {
    const start = at;
    let value = 0;
    for (let code = text.charCodeAt(at); code >= ZERO && code <= NINE; code = text.charCodeAt(at)) {
      value = value * 10 + (code - ZERO);
      at += 1;
    }
    return at === start ? -1 : value;
  };
  const field = readNumber();
  if (field < 0 || text.charCodeAt(at) !== COLON) return null;
  at += 1;
  const documents: Record<number, number> = {};
  let id = 0;
  for (;;) {
    const gap = readNumber();
    if (gap < 0) return null;
    id += gap;
    let count = 1;
    if (text.charCodeAt(at) === STAR) {
      at += 1;
      count = readNumber();
      if (count < 0) return null;
    }
    documents[id] = count;
    if (at === text.length) return { field, documents };
    if (text.charCodeAt(at) !== SPACE) return null;
    at += 1;
  }
}

/** MiniSearch's entry again; throws, naming the term, on postings it cannot read. */
export function decodePostings([term, ...encoded]: TermPostings): SerializedTerm {
  const fields: Record<string, Record<string, number>> = {};
  for (const text of encoded) {
    const decoded = typeof text === 'string' ? decodeFieldPostings(text) : null;
    if (!decoded) throw new Error(`the postings of "${term}" are not "<field>:<gap>[*<count>] …".`);
    fields[decoded.field] = decoded.documents;
  }
  return [term, fields];
}

/** A term file: its terms' postings, sorted by term. */
export interface TermShardFile {
  postings: TermPostings[];
  /**
   * Neighbouring words of the pages' keywords ("message requests", "kick
   * out"), by the file of the first word: `[first, second, page ids]`.
   * Words side by side in a keyword say more than the same words scattered
   * over a page's list (rank.ts); they live here, not in the index file,
   * because a query needs only its own words' pairs.
   */
  keywordPairs?: KeywordPair[];
  /**
   * What the example queries say about this file's words (readerQueries.ts),
   * by hint key (a stem, or two as `first second`, in the first one's file),
   * for the same reason: `[key, queries that hold it, [page id, how many of
   * them it answers]…]`.
   */
  readerHints?: ReaderHintEntry[];
}

/** One hint key's reader hint as a term file holds it: `[key, queries, [page id, count]…]`. */
export type ReaderHintEntry = [key: string, queries: number, pages: Array<[page: number, count: number]>];

/** Two processed terms that stand side by side in a keyword, and the ids of the pages whose keywords hold them so. */
export type KeywordPair = [first: string, second: string, pages: number[]];

/** A keyword's words in order, as the index has them (identifiers whole and in parts). */
export function keywordTerms(keyword: string): string[] {
  return tokenize(keyword).flatMap((token) => processTerm(token) ?? []);
}

/** The position of the last of the sorted ranges that starts at or before `key` (the first, if none does). */
export function lastStartingAtOrBefore<Key extends string | number>(ranges: readonly { from: Key }[], key: Key): number {
  let found = 0;
  ranges.forEach((range, position) => {
    if (range.from <= key) found = position;
  });
  return found;
}

/**
 * The key that picks a term's file: its first two characters. The most used
 * first letters (s, c, r, a, p…) would each make a file of 8–14 KB gzip,
 * and a long query whose words start with many of them fetched most of the
 * index; two characters cut each word's share to its own corner.
 */
export function termShardKey(term: string): string {
  return Array.from(term.slice(0, 4)).slice(0, 2).join('');
}

/** The first character of a term: a misspelt word is looked up among all the terms that share it. */
export function firstCharacter(term: string): string {
  const codePoint = term.codePointAt(0);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}

/**
 * About how big a term file grows (JSON characters) before the next starts.
 * Files hold whole keys (a key's terms never span two files); small files
 * keep what a long query fetches small, and each file costs a request.
 */
export const TERM_SHARD_BYTES = 8_000;
/**
 * The same for excerpt files, which hold whole pages. A search shows up to
 * 16 results from up to 16 pages, each needing its file: small files waste
 * less (6,000 cost the largest first search 5 KB gzip more).
 */
export const EXCERPT_FILE_BYTES = 3_000;

export { SEARCH_PLUGIN_NAME, indexFilesFor, type SearchIndexFiles, type SearchIndexGlobalData } from './globalData';
