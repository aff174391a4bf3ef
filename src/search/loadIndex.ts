/**
 * Loads the search index file, the term files a query needs, the document
 * files of its results, and, for phrase queries, the phrase texts, each with a plain GET the first time it is
 * needed, then keeps them for the life of the page. A failed load is
 * forgotten, so "Retry" fetches again.
 */
import MiniSearch from 'minisearch';
import { SearchEngine } from './engine';
import { MINISEARCH_OPTIONS, type SearchDocument, type SearchDocumentFields } from './contract';
import { type DocumentFile, type LexiconFile, type SearchIndexCore, type TermShardFile } from './format';
import { markResult } from './highlight';
import { hasPhrases, parseQuery } from './query';
import { rankDocuments, type RankedDocument } from './rank';
import type { ReaderHints } from './readerQueries';

export type SearchIndexProblem = 'unreachable' | 'incompatible' | 'malformed';

export class SearchIndexError extends Error {
  constructor(
    readonly problem: SearchIndexProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SearchIndexError';
  }
}

/** A download that takes longer than this is given up, so the dialog never waits forever. */
export const SEARCH_INDEX_TIMEOUT_MS = 20_000;

async function fetchJson(url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEARCH_INDEX_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal });
    } catch (error) {
      throw new SearchIndexError('unreachable', `Could not fetch ${url}: ${String(error)}`);
    }
    if (!response.ok) throw new SearchIndexError('unreachable', `Fetching ${url} answered ${response.status}.`);
    // A dev server (and some hosts) answer a missing file with the site's HTML page.
    if (response.headers.get('content-type')?.includes('text/html')) {
      throw new SearchIndexError('unreachable', `${url} is not on the server (an HTML page came back).`);
    }
    try {
      return await response.json();
    } catch {
      throw new SearchIndexError(
        controller.signal.aborted ? 'unreachable' : 'malformed',
        controller.signal.aborted ? `Fetching ${url} timed out.` : `${url} is not valid JSON.`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
}

/** MiniSearch throws a plain Error for other serialization versions; name it. */
function loadMiniSearch(json: object, what: string): MiniSearch<SearchDocument> {
  try {
    return MiniSearch.loadJS(json as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/incompatible version/i.test(message)) throw new SearchIndexError('incompatible', message);
    throw new SearchIndexError('malformed', `${what}: ${message}`);
  }
}

function isFileTable(value: unknown, key: 'from' | 'first', type: 'string' | 'number'): value is Array<{ file: string }> {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((entry) => typeof entry?.[key] === type && typeof entry?.file === 'string' && /^[\w.-]+\.json$/.test(entry.file))
  );
}

/** The index file as MiniSearch spells it: document ids (0 to n-1) and field lengths filled in (see SearchIndexCore). */
export function expandManifest(manifest: SearchIndexCore): SearchIndexCore {
  const fieldCount = Object.keys((manifest.fieldIds as object | undefined) ?? {}).length;
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, Array<number | null>> = {};
  for (let id = 0; id < manifest.documentCount; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = manifest.lengths.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  return { ...manifest, documentIds, fieldLength };
}

const isCountList = (value: unknown, allowNull = false): value is number[] =>
  Array.isArray(value) && value.every((entry) => (allowNull && entry === null) || (Number.isInteger(entry) && entry >= 0));

/**
 * The index file (SearchIndexCore): the documents' lengths and parents, the
 * pages, and the tables of term, lexicon and document files. Its ids and field
 * lengths are filled in as MiniSearch spells them before MiniSearch loads it.
 */
export function parseSearchIndex(json: unknown): SearchEngine {
  if (typeof json !== 'object' || json === null || !('serializationVersion' in json)) {
    throw new SearchIndexError('malformed', 'The search index is not a serialized MiniSearch index.');
  }
  const manifest = json as SearchIndexCore;
  const count = manifest.documentCount;
  const fieldCount = Object.keys((manifest.fieldIds as object | undefined) ?? {}).length;
  const { parents, lengths } = manifest;
  if (
    !Number.isInteger(count) ||
    !isCountList(parents) ||
    parents.length !== count ||
    !isCountList(lengths, true) ||
    lengths.length !== count * fieldCount
  ) {
    // An index of another format version has none of these: MiniSearch names a version it cannot read.
    if (!('parents' in manifest)) loadMiniSearch(json, 'The search index');
    throw new SearchIndexError('malformed', 'The search index does not list its documents\' parents and lengths.');
  }
  const core = expandManifest(manifest);
  const documents = loadMiniSearch(core, 'The search index');
  if (
    !isFileTable(core.shards, 'from', 'string') ||
    !isFileTable(core.documentFiles, 'from', 'number') ||
    !isFileTable(core.lexicons, 'first', 'string')
  ) {
    throw new SearchIndexError('malformed', 'The search index does not list its term, lexicon and document files.');
  }
  return new SearchEngine(core, documents);
}

/** A term file, checked; its postings are read, and checked, when it is added (engine.ts). */
export function parseTermShard(json: unknown, file = 'A term file'): TermShardFile {
  const entries = (json as TermShardFile | null)?.postings;
  if (!Array.isArray(entries) || !entries.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string')) {
    throw new SearchIndexError('malformed', `${file} is not a list of terms.`);
  }
  const hints = (json as TermShardFile).readerHints;
  const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  const isHint = (hint: unknown) =>
    Array.isArray(hint) &&
    typeof hint[0] === 'string' &&
    isCount(hint[1]) &&
    Array.isArray(hint[2]) &&
    hint[2].every((page: unknown) => Array.isArray(page) && page.length === 2 && isCount(page[0]) && isCount(page[1]));
  if (hints !== undefined && !(Array.isArray(hints) && hints.every(isHint))) {
    throw new SearchIndexError('malformed', `${file} has reader hints that are not [stem, queries, [page id, count]…].`);
  }
  return json as TermShardFile;
}

/** A lexicon file, checked. */
export function parseLexicon(json: unknown, file = 'A lexicon file'): LexiconFile {
  const terms = (json as LexiconFile | null)?.terms;
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === 'string')) {
    throw new SearchIndexError('malformed', `${file} is not a list of terms.`);
  }
  return json as LexiconFile;
}

/** Adds a lexicon file to the engine, or says why it can't. */
export function addLexicon(engine: SearchEngine, lexicon: number, json: unknown): void {
  const entry = engine.lexicons[lexicon];
  if (!entry) throw new SearchIndexError('malformed', `The search index has no lexicon file ${lexicon}.`);
  engine.addLexicon(lexicon, parseLexicon(json, `Lexicon file ${entry.file}`));
}

/** A document file, checked. */
export function parseDocuments(json: unknown, file = 'A document file'): DocumentFile {
  const parsed = json as DocumentFile | null;
  const isEntry = (entry: unknown) =>
    Array.isArray(entry) && entry.length >= 1 && entry.length <= 3 && entry.every((part) => typeof part === 'string');
  if (!Number.isInteger(parsed?.from) || !Array.isArray(parsed!.documents) || !parsed!.documents.every(isEntry)) {
    throw new SearchIndexError('malformed', `${file} is not a list of documents.`);
  }
  return parsed!;
}

/** Adds a term file to the engine, or says why it can't. */
export function addTermShard(engine: SearchEngine, shard: number, json: unknown): void {
  const file = engine.shards[shard]?.file;
  const terms = parseTermShard(json, `Term file ${file}`);
  try {
    engine.addShard(shard, terms);
  } catch (error) {
    throw new SearchIndexError('malformed', `Term file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Adds a document file to the engine, or says why it can't. */
export function addDocuments(engine: SearchEngine, file: number, json: unknown): void {
  const entry = engine.documentFiles[file];
  if (!entry) throw new SearchIndexError('malformed', `The search index has no document file ${file}.`);
  const documents = parseDocuments(json, `Document file ${entry.file}`);
  if (documents.from !== entry.from) throw new SearchIndexError('malformed', `Document file ${entry.file} does not start at document ${entry.from}.`);
  engine.addDocuments(file, documents);
}

export function parsePhraseTexts(json: unknown): string[] {
  if (!Array.isArray(json) || !json.every((text) => typeof text === 'string')) {
    throw new SearchIndexError('malformed', 'The phrase texts are not a list of strings.');
  }
  return json;
}

const loads = new Map<string, Promise<unknown>>();

function loadOnce<T>(url: string, parse: (json: unknown) => T): Promise<T> {
  let load = loads.get(url) as Promise<T> | undefined;
  if (!load) {
    load = fetchJson(url).then(parse);
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

export function loadSearchIndex(url: string): Promise<SearchEngine> {
  return loadOnce(url, parseSearchIndex);
}

export function loadPhraseTexts(url: string): Promise<string[]> {
  return loadOnce(url, parsePhraseTexts);
}

/** A term or document file's URL: next to the index file. */
export function indexFileUrl(indexUrl: string, file: string): string {
  return `${indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1)}${file}`;
}

/** A result as the dialog shows it: a ranked document with its fields. */
export type SearchResult = RankedDocument & SearchDocumentFields;

/** Ranked documents with their fields; one whose document file is not loaded is left out. */
export function withFields(engine: SearchEngine, ranked: readonly RankedDocument[]): SearchResult[] {
  return ranked.flatMap((document) => {
    const fields = engine.fields(document.id);
    return fields ? [{ ...document, ...fields }] : [];
  });
}

/** `rankDocuments` with their fields, on an index whose files are in (the evaluation's and tests' way to rank). */
export function rankResults(engine: SearchEngine, query: string, phraseTexts?: readonly string[], hints?: ReaderHints): SearchResult[] {
  return withFields(engine, rankDocuments(engine, query, phraseTexts, hints));
}

/** The term and lexicon files a query reads, by position in `engine.shards` and `engine.lexicons`. */
export type RequiredFiles = ReturnType<SearchEngine['filesReadBy']>;

/**
 * Ranks `query` and returns, with its documents, the term and lexicon files
 * the ranking read (SearchEngine.filesReadBy): what the query needs, so the
 * files fetched and the ranking cannot drift apart. Some are only known once
 * others are in (a word's own files tell whether it is misspelt, then its
 * first character's lexicon which files its fixes are in): load the missing
 * ones and rank again until none is; that ranking is the one a fully loaded
 * index gives. A phrase query without its phrase texts ranks to nothing but
 * reads all it will.
 */
export function rankReading(engine: SearchEngine, query: string, phraseTexts?: readonly string[]): { ranked: RankedDocument[]; read: RequiredFiles } {
  let ranked: RankedDocument[] = [];
  const read = engine.filesReadBy(() => {
    ranked = rankDocuments(engine, query, phraseTexts ?? []);
  });
  return { ranked: phraseTexts || parseQuery(query).phrases.length === 0 ? ranked : [], read };
}

/** The files `query` needs, loaded or not (see rankReading): on a fully loaded index, what its first search fetches. */
export function requiredFiles(engine: SearchEngine, query: string): RequiredFiles {
  return rankReading(engine, query).read;
}

/** What a query still needs before `rankResults` can answer it in full. */
export interface QueryNeeds {
  /** Term files, by position in `engine.shards`. */
  shards: number[];
  /** Lexicon files (a misspelt word's first character's terms), by position in `engine.lexicons`. */
  lexicons: number[];
  /** Document files of the results (and of the headings above them), by position in `engine.documentFiles`. */
  documents: number[];
}

/** A query's results, or the files it still needs before they can be shown in full. */
export type QueryAnswer = { results: SearchResult[]; needs?: undefined } | { results?: undefined; needs: QueryNeeds };

/** The document files the ranked documents need before they can be shown, in order. */
export function documentFilesNeeded(engine: SearchEngine, ranked: readonly RankedDocument[]): number[] {
  const files = new Set(ranked.flatMap((result) => engine.documentFilesFor(result.id)));
  return [...files].filter((file) => !engine.hasDocuments(file)).sort((a, b) => a - b);
}

/**
 * Ranks `query` if its term files are in and returns the results if their
 * document files are in too; otherwise says which files are missing. A
 * phrase query must bring its phrase texts.
 */
export function answerQuery(engine: SearchEngine, query: string, phraseTexts?: readonly string[]): QueryAnswer {
  const { ranked, read } = once(engine, `${phraseTexts ? 'texts' : ''}\u0000${query}`, () => rankReading(engine, query, phraseTexts));
  const shards = read.shards.filter((shard) => !engine.isLoaded(shard));
  const lexicons = read.lexicons.filter((lexicon) => !engine.isLexiconLoaded(lexicon));
  if (shards.length > 0 || lexicons.length > 0) return { needs: { shards, lexicons, documents: [] } };
  // A phrase query's results are only known with its phrase texts.
  if (hasPhrases(query) && !phraseTexts) return { needs: { shards, lexicons, documents: [] } };
  const documents = documentFilesNeeded(engine, ranked);
  if (documents.length > 0) return { needs: { shards, lexicons, documents } };
  return { results: withFields(engine, ranked) };
}

const computed = new WeakMap<SearchEngine, { termsVersion: number; byKey: Map<string, unknown> }>();

/**
 * The same query is ranked, and its files worked out, while its files load,
 * when the debounce settles and on every render after: each is computed once
 * for each set of loaded term and lexicon files (document files change
 * neither).
 */
function once<T>(engine: SearchEngine, key: string, compute: () => T): T {
  let cache = computed.get(engine);
  if (!cache || cache.termsVersion !== engine.termsVersion) {
    cache = { termsVersion: engine.termsVersion, byKey: new Map() };
    computed.set(engine, cache);
  }
  if (!cache.byKey.has(key)) {
    if (cache.byKey.size >= 64) cache.byKey.clear();
    cache.byKey.set(key, compute());
  }
  return cache.byKey.get(key) as T;
}

/** The files `query` is missing before `rankResults` answers it in full. */
export function queryNeeds(engine: SearchEngine, query: string, phraseTexts?: readonly string[]): QueryNeeds {
  return answerQuery(engine, query, phraseTexts).needs ?? { shards: [], lexicons: [], documents: [] };
}

/** Fetches a file once, checked by `parse`; if `add` then fails, the next call fetches it again. */
async function loadInto<T>(url: string, parse: (json: unknown) => T, add: (value: T) => void): Promise<void> {
  const value = await loadOnce(url, parse);
  try {
    add(value);
  } catch (error) {
    loads.delete(url);
    throw error;
  }
}

async function loadFiles(engine: SearchEngine, indexUrl: string, needs: QueryNeeds): Promise<void> {
  await Promise.all([
    ...needs.shards.map(async (shard) => {
      const entry = engine.shards[shard];
      if (!entry) throw new SearchIndexError('malformed', `The search index has no term file ${shard}.`);
      await loadInto(
        indexFileUrl(indexUrl, entry.file),
        (json) => parseTermShard(json, `Term file ${entry.file}`),
        (terms) => !engine.isLoaded(shard) && addTermShard(engine, shard, terms),
      );
    }),
    ...needs.lexicons.map(async (lexicon) => {
      const entry = engine.lexicons[lexicon];
      if (!entry) throw new SearchIndexError('malformed', `The search index has no lexicon file ${lexicon}.`);
      await loadInto(
        indexFileUrl(indexUrl, entry.file),
        (json) => parseLexicon(json, `Lexicon file ${entry.file}`),
        (file) => engine.addLexicon(lexicon, file),
      );
    }),
    ...needs.documents.map(async (file) => {
      const entry = engine.documentFiles[file];
      if (!entry) throw new SearchIndexError('malformed', `The search index has no document file ${file}.`);
      await loadInto(
        indexFileUrl(indexUrl, entry.file),
        (json) => parseDocuments(json, `Document file ${entry.file}`),
        (documents) => !engine.hasDocuments(file) && addDocuments(engine, file, documents),
      );
    }),
  ]);
}

/**
 * Loads what `query` needs: its words' term files, then those a misspelt
 * word turns out to need (its first character's files, its fixes'
 * synonyms), then the document files of its results (unless
 * `withDocuments` is false: ranking needs none of them). Resolves once
 * `rankResults` answers it in full. Each round loads
 * files not loaded before, so the rounds end.
 */
export async function loadForQuery(
  engine: SearchEngine,
  indexUrl: string,
  query: string,
  { phraseTexts, withDocuments = true }: { phraseTexts?: readonly string[]; withDocuments?: boolean } = {},
): Promise<void> {
  for (;;) {
    const needs = queryNeeds(engine, query, phraseTexts);
    if (!withDocuments) needs.documents = [];
    if (needs.shards.length === 0 && needs.lexicons.length === 0 && needs.documents.length === 0) return;
    await loadFiles(engine, indexUrl, needs);
  }
}

/**
 * Starts fetching what the reader is typing needs (term files, then the
 * document files of its results) and marks the matched words in those results,
 * while the debounce waits, so results can show as soon as it settles.
 * Failures surface when the settled query loads.
 */
export function prefetchForQuery(engine: SearchEngine, indexUrl: string, query: string): void {
  if (hasPhrases(query)) return;
  loadForQuery(engine, indexUrl, query).then(
    () => answerQuery(engine, query).results?.forEach(markResult),
    () => undefined,
  );
}
