import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  DOCUMENT_FILE_BYTES,
  DOCUMENT_FILES_AT_LEAST,
  MINISEARCH_OPTIONS,
  SEARCH_INDEX_FORMAT_VERSION,
  TERM_SHARD_BYTES,
  encodePostings,
  firstCharacter,
  lastStartingAtOrBefore,
  normalizePhraseText,
  processTerm,
  readerHintsFrom,
  sectionHref,
  termShardKey,
  tokenize,
  type DocumentEntry,
  type DocumentFile,
  type DocumentFileEntry,
  type LexiconEntry,
  type LexiconFile,
  type ReaderHintEntry,
  type ReaderQuery,
  type SearchDocument,
  type SearchIndexCore,
  type SerializedTerm,
  type StoredSearchFields,
  type TermShard,
  type TermShardFile,
} from '../../src/search/build';
import { excerptHtml } from './excerpt';
import { runsToText, type SplitDocument } from './splitSections';

/** One page's split, with the file it came from (for error messages). */
export interface SplitPage {
  filePath: string;
  permalink: string;
  documents: SplitDocument[];
}

/** A term or document file of the index (see SearchIndexCore). */
export interface BuiltFile {
  /** File name, relative to the index file's folder: `terms-<hash>.json`, `documents-<hash>.json`. */
  name: string;
  json: string;
}

export interface BuiltIndex {
  /**
   * `JSON.stringify` of the index file: MiniSearch's own serialization (spec
   * §7) without terms, ids or sections' stored fields, whose terms are in
   * `shards` and sections in `documentFiles` (SearchIndexCore).
   */
  indexJson: string;
  /** The term, lexicon and document files the index file lists. */
  files: BuiltFile[];
  /** `JSON.stringify` of `texts`, where `texts[id]` is document `id`'s phrase text. */
  textsJson: string;
  /** 10 hex digits over every file and the format version: part of the index and texts file names. */
  hash: string;
  pageCount: number;
  sectionCount: number;
}

/**
 * Numbers the documents from 0 (pages in the given order, each page before
 * its sections) and gives each its text, excerpt and parent. Fails, naming
 * the file, if a page yielded no page document.
 */
export function toSearchDocuments(pages: readonly SplitPage[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of alikePagesTogether(pages)) {
    if (page.documents.filter((document) => document.isPage).length !== 1 || !page.documents[0]?.isPage) {
      throw new Error(`[vx-search-index] ${page.filePath} (${page.permalink}) produced no page document to index.`);
    }
    // Ids of the open headings by nesting level: a section's parent is the
    // last document one level up (titles hold the page title, then one title per level).
    const openAt: number[] = [];
    for (const { title, titles, href, isPage, runs, description, keywords } of page.documents) {
      const id = documents.length;
      const level = titles.length;
      documents.push({
        id,
        title,
        titles,
        text: runsToText(runs),
        href,
        html: excerptHtml(runs),
        isPage,
        ...(isPage ? {} : { parent: openAt[level - 1] }),
        ...(description ? { description } : {}),
        ...(keywords ? { keywords } : {}),
      });
      openAt.length = level;
      openAt[level] = id;
    }
  }
  return documents;
}

/** A page's terms, as the index analyses its title and every section's text, and how often each occurs. */
function wordCounts(page: SplitPage): Map<string, number> {
  const counts = new Map<string, number>();
  for (const document of page.documents) {
    for (const token of tokenize(`${document.title} ${runsToText(document.runs)}`)) {
      const term = processTerm(token);
      if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The pages in an order where each is followed by the page most like it
 * (cosine similarity of tf-idf word weights), starting from the first. A
 * query's results are mostly pages alike, and document files hold pages in
 * id order (documentGroups): alike pages side by side share files, so a
 * first search fetches fewer of them. Deterministic: ties keep the given order.
 */
export function alikePagesTogether(pages: readonly SplitPage[]): SplitPage[] {
  if (pages.length < 3) return [...pages];
  const counts = pages.map(wordCounts);
  const pagesWith = new Map<string, number>();
  for (const words of counts) for (const word of words.keys()) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  const vectors = counts.map((words) => {
    const weights = new Map<string, number>();
    let norm = 0;
    for (const [word, count] of words) {
      const weight = (1 + Math.log(count)) * Math.log(pages.length / pagesWith.get(word)!);
      if (weight <= 0) continue;
      weights.set(word, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [word, weight] of weights) weights.set(word, weight / norm);
    return weights;
  });
  const similarity = (a: Map<string, number>, b: Map<string, number>) => {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    let sum = 0;
    for (const [word, weight] of small) sum += weight * (large.get(word) ?? 0);
    return sum;
  };
  const order = [0];
  const left = new Set(pages.keys());
  left.delete(0);
  while (left.size > 0) {
    const last = vectors[order.at(-1)!]!;
    let best = -1;
    let bestSimilarity = -1;
    for (const candidate of left) {
      const candidateSimilarity = similarity(last, vectors[candidate]!);
      if (candidateSimilarity > bestSimilarity) [best, bestSimilarity] = [candidate, candidateSimilarity];
    }
    order.push(best);
    left.delete(best);
  }
  return order.map((position) => pages[position]!);
}

/** The text a quoted phrase is matched against: the document's own title and text. */
export function phraseText(document: SearchDocument): string {
  return normalizePhraseText([document.title, document.text].join(' '));
}

function sha256(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.update(String(SEARCH_INDEX_FORMAT_VERSION)).digest('hex').slice(0, 10);
}

export function contentHash(indexJson: string, textsJson: string): string {
  return sha256(indexJson, textsJson);
}

/** MiniSearch's serialized form, as far as we read it. */
interface SerializedIndex {
  index: SerializedTerm[];
  [key: string]: unknown;
}

/**
 * Cuts the term list into files a query can fetch alone: whole runs of terms
 * that start with the same character (a word's prefix and fuzzy matches are
 * looked up among those, see src/search/engine.ts), grouped in order until a
 * file holds about TERM_SHARD_BYTES.
 */
export function shardTerms<Entry extends [string, unknown]>(entries: readonly Entry[]): Entry[][] {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const runs: Entry[][] = [];
  for (const entry of sorted) {
    const last = runs.at(-1);
    if (last && termShardKey(last[0][0]) === termShardKey(entry[0])) last.push(entry);
    else runs.push([entry]);
  }
  const shards: Entry[][] = [];
  let size = Infinity;
  for (const run of runs) {
    const runSize = JSON.stringify(run).length;
    if (size + runSize > TERM_SHARD_BYTES) {
      shards.push([]);
      size = 0;
    }
    shards.at(-1)!.push(...run);
    size += runSize;
  }
  return shards;
}

/**
 * The reader hints of `queries` (readerQueries.ts) for these documents,
 * sorted by stem. An answer is a route under the docs version's path
 * `routeBase` (`/`, `/xmtp-docs/1.0/`): `/consent/user-consent` is the page
 * at `/xmtp-docs/1.0/consent/user-consent`. Answers no page has are left out.
 */
export function readerHintsOf(documents: readonly SearchDocument[], queries: readonly ReaderQuery[], routeBase = '/'): ReaderHintEntry[] {
  const base = routeBase.replace(/\/+$/, '');
  const pages = new Map<string, number>();
  for (const document of documents) if (document.isPage && document.href.startsWith(`${base}/`)) pages.set(document.href.slice(base.length), document.id);
  const hints = readerHintsFrom(queries, (route) => pages.get(route));
  return [...hints]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([stem, hint]): ReaderHintEntry => [stem, hint.queries, [...hint.pages].sort(([a], [b]) => a - b)]);
}

/** What buildIndex needs besides the documents. */
export interface BuildIndexOptions {
  /** Example queries with the pages that answer them (readerQueries.ts). */
  readerQueries?: readonly ReaderQuery[];
  /** The path of the docs version the documents belong to, base URL included: answers are routes under it. */
  routeBase?: string;
}

/** What a document file holds of a document (DocumentEntry): a page's title and path are in the index file. */
export function documentEntry(document: SearchDocument): DocumentEntry {
  if (document.isPage) return [document.html];
  const anchor = document.href.slice(document.href.indexOf('#'));
  return anchor === sectionHref({ title: document.title }) ? [document.html, document.title] : [document.html, document.title, anchor];
}

/**
 * Whole pages of documents, in id order, about `fileBytes` of entries each:
 * DOCUMENT_FILE_BYTES times the square root of how many times that the
 * entries hold in all (at least once). Ten times the docs make files about
 * three times larger and about three times as many: the files a first
 * search fetches grow in number and in size only with the square root.
 */
export function documentGroups(documents: readonly SearchDocument[]): SearchDocument[][] {
  const allBytes = JSON.stringify(documents.map(documentEntry)).length;
  const fileBytes = DOCUMENT_FILE_BYTES * Math.max(1, Math.sqrt(allBytes / (DOCUMENT_FILE_BYTES * DOCUMENT_FILES_AT_LEAST)));
  const groups: SearchDocument[][] = [];
  let size = Infinity;
  let page: SearchDocument[] = [];
  const close = () => {
    const pageSize = JSON.stringify(page.map(documentEntry)).length;
    if (size + pageSize > fileBytes) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(...page);
    size += pageSize;
    page = [];
  };
  for (const document of documents) {
    if (document.isPage && page.length > 0) close();
    page.push(document);
  }
  if (page.length > 0) close();
  return groups;
}

/**
 * The index file's compact forms of what MiniSearch's serialization spells
 * per document (SearchIndexCore): ids that run from 0 go, field lengths are
 * one flat list, and only pages keep stored fields.
 */
function manifestOf(serialized: SerializedIndex, documents: readonly SearchDocument[]) {
  const documentIds = serialized.documentIds as Record<string, number>;
  const fieldLength = serialized.fieldLength as Record<string, Array<number | null>>;
  const storedFields = serialized.storedFields as Record<string, StoredSearchFields>;
  const fieldCount = Object.keys(serialized.fieldIds as object).length;
  const lengths: Array<number | null> = [];
  const pages: Record<string, StoredSearchFields> = {};
  documents.forEach((document) => {
    const shortId = String(document.id);
    if (documentIds[shortId] !== document.id) throw new Error(`[vx-search-index] MiniSearch numbered document ${document.id} otherwise.`);
    for (let field = 0; field < fieldCount; field += 1) lengths.push(fieldLength[shortId]?.[field] ?? null);
    if (document.isPage) pages[shortId] = storedFields[shortId]!;
  });
  return {
    documentIds: {},
    fieldLength: {},
    storedFields: pages,
    parents: documents.map((document) => (document.isPage ? 0 : document.id - document.parent!)),
    lengths,
  };
}

export function buildIndex(documents: readonly SearchDocument[], { readerQueries = [], routeBase = '/' }: BuildIndexOptions = {}): BuiltIndex {
  documents.forEach((document, position) => {
    // `texts` is an array indexed by id, so ids must be its positions.
    if (document.id !== position) throw new Error(`[vx-search-index] Document ids must run from 0: found ${document.id} at ${position}.`);
  });
  const miniSearch = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(documents);
  const serialized = JSON.parse(JSON.stringify(miniSearch)) as SerializedIndex;

  const files: BuiltFile[] = [];
  const table: TermShard[] = [];
  const shards = shardTerms(serialized.index);
  const starts = shards.map((entries) => ({ from: termShardKey(entries[0]![0]) }));
  // A hint goes in its stem's file, which a query with a word of that stem loads (loadIndex.ts, requiredFiles).
  const hintsByShard = shards.map((): ReaderHintEntry[] => []);
  for (const hint of readerHintsOf(documents, readerQueries, routeBase)) hintsByShard[lastStartingAtOrBefore(starts, termShardKey(hint[0]))]!.push(hint);
  for (const [position, entries] of shards.entries()) {
    const readerHints = hintsByShard[position]!;
    const file: TermShardFile = {
      postings: entries.map(encodePostings),
      ...(readerHints.length > 0 ? { readerHints } : {}),
    };
    const json = JSON.stringify(file);
    const name = `terms-${sha256(json)}.json`;
    files.push({ name, json });
    table.push({ from: starts[position]!.from, file: name });
  }
  // Each first character's terms, in order: a misspelt word's fixes are picked from them before any term file loads.
  const lexicons: LexiconEntry[] = [];
  const termsByFirst = new Map<string, string[]>();
  for (const [term] of serialized.index) {
    const first = firstCharacter(term);
    const terms = termsByFirst.get(first);
    if (terms) terms.push(term);
    else termsByFirst.set(first, [term]);
  }
  for (const [first, terms] of [...termsByFirst].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const json = JSON.stringify({ terms: terms.sort() } satisfies LexiconFile);
    const name = `lexicon-${sha256(json)}.json`;
    files.push({ name, json });
    lexicons.push({ first, file: name });
  }
  const documentFiles: DocumentFileEntry[] = [];
  for (const group of documentGroups(documents)) {
    const json = JSON.stringify({ from: group[0]!.id, documents: group.map(documentEntry) } satisfies DocumentFile);
    const name = `documents-${sha256(json)}.json`;
    files.push({ name, json });
    documentFiles.push({ from: group[0]!.id, file: name });
  }
  const core = { ...serialized, ...manifestOf(serialized, documents), index: [], shards: table, lexicons, documentFiles } as unknown as SearchIndexCore;
  const indexJson = JSON.stringify(core);
  const textsJson = JSON.stringify(documents.map(phraseText));
  return {
    indexJson,
    files,
    textsJson,
    hash: contentHash(indexJson, textsJson),
    pageCount: documents.filter((document) => document.isPage).length,
    sectionCount: documents.filter((document) => !document.isPage).length,
  };
}
