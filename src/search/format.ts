/**
 * The wire format of the search index: the files the build writes under
 * `/.search/` and the browser reads back, and what names them. Any change to
 * it, to the contract (contract.ts) or to the analysis (analysis.ts) alters
 * the index: bump SEARCH_INDEX_FORMAT_VERSION.
 */

/**
 * Part of the index file's hash, so a changed contract always yields a new
 * file name and a page never pairs new code with an old index.
 */
export const SEARCH_INDEX_FORMAT_VERSION = 15;

/** Where the index lives in the built site: a dot-named folder, hashed files. */
export const SEARCH_INDEX_DIR = '.search';

/**
 * The index is split so that a search downloads what answers it. The index
 * file holds the documents (MiniSearch's serialization with an empty term
 * list) and the table of term files; each term file holds the terms that
 * start with a run of two-character keys (termShardKey). A query fetches the
 * files of its words' keys; a word being typed (prefix matching) whose key
 * is one character needs every file of its first character
 * (SearchEngine.shardsOfPrefix). A misspelt word (fuzzy matching) first
 * needs its first character's term list (a lexicon file: the terms alone),
 * then the files of the terms close enough to it. A word is only ever
 * looked up in the files its lookup names, so results never depend on which
 * other files a reader happened to load.
 */
export interface TermShard {
  /** The first key (see termShardKey) this file holds; it holds every key up to the next file's. */
  from: string;
  /** File name, next to the index file: `terms-1a2b3c4d5e.json`. */
  file: string;
}

/** Where the terms that start with `first` (one character) are listed. */
export interface LexiconEntry {
  first: string;
  /** File name, next to the index file: `lexicon-1a2b3c4d5e.json`. */
  file: string;
}

/** Every indexed term that starts with one character, sorted: what fuzzy matching picks from. */
export interface LexiconFile {
  terms: string[];
}

/**
 * What a document shows besides what ranking reads (see SearchIndexCore):
 * a page's is its excerpt; a section's is its excerpt and heading, and its
 * `#anchor` when the heading does not give it (contract.ts, sectionHref).
 */
export type DocumentEntry = [html: string] | [html: string, title: string] | [html: string, title: string, anchor: string];

/**
 * A file of documents: `documents[n]` is document `from + n`'s. Results
 * show them, ranking reads none of them, so a search fetches only the files
 * of the documents it shows (and of the headings above them).
 */
export interface DocumentFile {
  from: number;
  documents: DocumentEntry[];
}

/** Where documents `from` and up are (until the next entry's `from`). */
export interface DocumentFileEntry {
  from: number;
  file: string;
}

/**
 * The index file, the small manifest every search loads: MiniSearch's
 * `toJSON()` shape (spec §7) with an empty term list, no document ids (they
 * run from 0, as do MiniSearch's short ids: `documentIds` is `{}`) and the
 * field lengths in `lengths` instead of `fieldLength` (both are rebuilt
 * before MiniSearch loads it); `storedFields` holds the pages alone (title,
 * path, description: what ranking reads of a page). Besides: each
 * document's parent, and the tables of the term, lexicon and document files.
 */
export interface SearchIndexCore {
  index: [];
  serializationVersion: number;
  documentCount: number;
  shards: TermShard[];
  lexicons: LexiconEntry[];
  documentFiles: DocumentFileEntry[];
  /** Per document, how far back its parent is (`id - parent`); 0 for a page. */
  parents: number[];
  /** Per document, its field lengths in `fieldIds` order (MiniSearch's `fieldLength`), one after another. */
  lengths: Array<number | null>;
  [key: string]: unknown;
}

/** MiniSearch's serialized entry for a term: field id → document id → how often the term occurs there. */
export type SerializedTerm = [term: string, fields: Record<string, Record<string, number>>];

/** The same as MiniSearch holds it in memory (7.x): field id → document id → count, in Maps. */
export type TermData = Map<number, Map<number, number>>;

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
function decodeFieldPostings(text: string): { field: number; documents: Map<number, number> } | null {
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
  const documents = new Map<number, number>();
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
    documents.set(id, count);
    if (at === text.length) return { field, documents };
    if (text.charCodeAt(at) !== SPACE) return null;
    at += 1;
  }
}

/**
 * A term's postings as MiniSearch holds them in memory, ready for its term
 * tree (engine.ts); throws, naming the term, on postings it cannot read.
 */
export function decodePostings([term, ...encoded]: TermPostings): [term: string, data: TermData] {
  const fields: TermData = new Map();
  for (const text of encoded) {
    const decoded = typeof text === 'string' ? decodeFieldPostings(text) : null;
    if (!decoded) throw new Error(`the postings of "${term}" are not "<field>:<gap>[*<count>] …".`);
    fields.set(decoded.field, decoded.documents);
  }
  return [term, fields];
}

/** A term file: its terms' postings, sorted by term. */
export interface TermShardFile {
  postings: TermPostings[];
  /**
   * What the example queries say about this file's words (readerQueries.ts),
   * by hint key (a stem, or two as `first second`, in the first one's file):
   * `[key, queries that hold it, [page id, how many of them it answers]…]`.
   * Here, not in the index file, because a query needs only its own words'.
   */
  readerHints?: ReaderHintEntry[];
}

/** One hint key's reader hint as a term file holds it: `[key, queries, [page id, count]…]`. */
export type ReaderHintEntry = [key: string, queries: number, pages: Array<[page: number, count: number]>];

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

/**
 * About how big a term file grows (JSON characters) before the next starts.
 * Files hold whole keys (a key's terms never span two files); small files
 * keep what a long query fetches small, and each file costs a request.
 */
export const TERM_SHARD_BYTES = 8_000;
/**
 * The same for document files, which hold whole pages. A search shows up to
 * 16 results from up to 16 pages, each needing its file: small files waste
 * less, and each file costs a request.
 */
export const DOCUMENT_FILE_BYTES = 4_000;
/**
 * Up to this many files of DOCUMENT_FILE_BYTES, files keep that size; docs
 * with more grow their files with the square root (documentGroups).
 */
export const DOCUMENT_FILES_AT_LEAST = 40;
