/**
 * The index as the browser holds it: what every search needs (the index
 * file: documents' lengths and parents, and the pages), and the term and
 * document files fetched so far (see SearchIndexCore in format.ts). Each term
 * file becomes its own MiniSearch, over the same documents and document
 * lengths as the whole index, so its scores are the whole index's. Ranking
 * reads the index file and term files only; a result is shown once the
 * document files of it and the headings above it are in.
 */
import MiniSearch from 'minisearch';
import type { SearchResult as MiniSearchHit } from 'minisearch';
import { MINISEARCH_OPTIONS, SEARCH_OPTIONS, type SearchDocument, type SearchDocumentFields, sectionHref, type StoredSearchFields } from './contract';
import { distance } from 'fastest-levenshtein';
import { firstCharacter } from './analysis';
import { termShardKey, type DocumentEntry, type DocumentFile, type DocumentFileEntry, type LexiconEntry, type LexiconFile, type SearchIndexCore, type TermShard, type TermShardFile, type TermData, type TermPostings, decodePostings, lastStartingAtOrBefore } from './format';
import type { ReaderHint } from './readerQueries';

/** MiniSearch's default cap on the edits fuzzy matching allows (SearchOptions.maxFuzzy), which the spec's options keep. */
const MINISEARCH_MAX_FUZZY = 6;

/** How one term is looked up: the spec's prefix and fuzzy matching for what the reader typed, exact for the rest. */
export interface TermLookup {
  prefix: boolean;
  fuzzy: number | false;
}

export const EXACT: TermLookup = { prefix: false, fuzzy: false };

/** A MiniSearch hit: document id, score, the looked-up terms it matched, and in which fields. */
export type TermHit = Pick<MiniSearchHit, 'id' | 'score' | 'terms' | 'match'>;

interface LoadedShard {
  index: MiniSearch<SearchDocument>;
  /** Its terms in code-unit order (the build writes them sorted). */
  terms: string[];
  /** Its reader hints (TermShardFile), by stem. */
  readerHints: Map<string, ReaderHint>;
}

/** The first position in `sorted` whose term is not before `term`. */
function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * MiniSearch's tables of the documents a search reads besides the terms (its
 * short ids, each id's short id, each document's field lengths): the same for
 * every term file, since each scores as the whole index would. Loading them
 * again for every term file took about a millisecond a file with our docs,
 * more as the docs grow, on the way to a reader's first results. They are
 * MiniSearch's private fields (7.x); a release that renames or reshapes them
 * fails here, by name, rather than scoring against empty tables.
 */
const DOCUMENT_TABLES = ['_documentIds', '_idToShortId', '_fieldLength'] as const;

function shareDocumentTables(into: MiniSearch<SearchDocument>, from: MiniSearch<SearchDocument>): void {
  const target = into as unknown as Record<string, unknown>;
  const source = from as unknown as Record<string, unknown>;
  for (const table of DOCUMENT_TABLES) {
    if (!(target[table] instanceof Map) || !(source[table] instanceof Map)) {
      throw new Error(`MiniSearch no longer keeps its document table ${table} as a Map: update DOCUMENT_TABLES in src/search/engine.ts for the installed minisearch.`);
    }
    target[table] = source[table];
  }
}

/** MiniSearch's term tree (7.x: `_index`, a SearchableMap of term → TermData). */
interface TermTree {
  set(term: string, data: TermData): unknown;
  get(term: string): TermData | undefined;
}

/**
 * A MiniSearch over the documents of `core` (whose tables it shares with
 * `documents`, that index file loaded) whose terms are `postings`. They go straight into its term tree, in the form it holds them in memory: through
 * loadJS's plain objects (every id and count a string key, parsed back) a term
 * file took about ten times as long, on the way to a reader's first results.
 * Guarded by name like DOCUMENT_TABLES.
 */
export function termIndex(core: SearchIndexCore, documents: MiniSearch<SearchDocument>, postings: readonly TermPostings[]): MiniSearch<SearchDocument> {
  const index = MiniSearch.loadJS<SearchDocument>(
    { ...core, documentIds: {}, fieldLength: {}, storedFields: {}, index: [] } as unknown as Parameters<typeof MiniSearch.loadJS>[0],
    MINISEARCH_OPTIONS,
  );
  const tree = (index as unknown as { _index?: Partial<TermTree> })._index;
  if (typeof tree?.set !== 'function' || typeof tree.get !== 'function') {
    throw new Error('MiniSearch no longer keeps its terms in a map at _index: update termIndex in src/search/engine.ts for the installed minisearch.');
  }
  for (const entry of postings) tree.set(...decodePostings(entry));
  shareDocumentTables(index, documents);
  return index;
}

export class SearchEngine {
  /** The documents, with the pages' stored fields and no terms. */
  readonly documents: MiniSearch<SearchDocument>;
  readonly shards: readonly TermShard[];
  readonly documentFiles: readonly DocumentFileEntry[];
  readonly lexicons: readonly LexiconEntry[];
  private readonly loadedLexicons = new Map<number, readonly string[]>();
  private readonly core: SearchIndexCore;
  private readonly loaded = new Map<number, LoadedShard>();
  private readonly fieldsCache = new Map<number, Omit<SearchDocumentFields, 'html'>>();
  /** What the document files loaded so far hold, by document id. */
  private readonly entries = new Map<number, DocumentEntry>();
  private readonly loadedDocumentFiles = new Set<number>();
  /** Goes up with every term or lexicon file added: rankings and needs computed before may have changed. */
  termsVersion = 0;
  /** While `filesReadBy` runs: the term and lexicon files its reads wanted. */
  private reading?: { shards: Set<number>; lexicons: Set<number> };
  /** How many reads wanted a file that is not loaded (counted while `filesReadBy` runs). */
  private missedReads = 0;
  /** The pages' stored fields by document id (MiniSearch keys them by its own short ids). */
  private readonly storedById = new Map<number, StoredSearchFields>();
  /** Per document, how far back its parent is; 0 for a page. */
  private readonly parents: readonly number[];

  /**
   * `documents` is `core` loaded by MiniSearch, `core` with its document ids
   * and field lengths filled in (loadIndex.ts, parseSearchIndex, checks both).
   */
  constructor(core: SearchIndexCore, documents: MiniSearch<SearchDocument>) {
    this.core = core;
    this.documents = documents;
    this.shards = core.shards;
    this.documentFiles = core.documentFiles;
    this.lexicons = core.lexicons;
    this.parents = core.parents;
    const documentIds = core.documentIds as Record<string, number>;
    const storedFields = core.storedFields as Record<string, StoredSearchFields>;
    for (const [shortId, fields] of Object.entries(storedFields)) {
      const id = documentIds[shortId];
      if (id !== undefined && this.parents[id] === 0) this.storedById.set(id, fields);
    }
  }

  /** The term file a term is in (or would be), by its key. */
  shardOf(term: string): number {
    return lastStartingAtOrBefore(this.shards, termShardKey(term));
  }

  /**
   * Every term file that may hold a term starting with `prefix`: its own
   * file when the prefix spans a whole key, else the files of all the keys
   * it starts (`c` → those of ca…cz), in order.
   */
  shardsOfPrefix(prefix: string): number[] {
    const key = termShardKey(prefix);
    const first = lastStartingAtOrBefore(this.shards, key);
    // Every term that starts with a two-character prefix has its key.
    if (Array.from(key).length >= 2) return [first];
    const found = [first];
    for (let next = first + 1; next < this.shards.length && this.shards[next]!.from.startsWith(key); next += 1) found.push(next);
    return found;
  }

  /**
   * The term files a lookup reads. A fuzzy lookup reads the files of the
   * terms it can reach with its first character kept (fuzzyCandidates, from
   * the lexicon), and not every loaded file of that character: MiniSearch
   * would also find, in a file that happens to hold the end of the previous
   * character's terms, words of another first letter, so results would
   * change with what else a reader had loaded. Until the lexicon is in, only
   * the term's own files (the lexicon is noted as missing).
   */
  private shardsFor(term: string, how: TermLookup): number[] {
    const own = how.prefix ? this.shardsOfPrefix(term) : [this.shardOf(term)];
    const candidates = how.fuzzy ? this.fuzzyCandidates(term) : undefined;
    if (!candidates) return own;
    return [...new Set([...own, ...candidates.map((candidate) => this.shardOf(candidate))])].sort((a, b) => a - b);
  }

  /**
   * Runs `read` and returns every term and lexicon file its reads wanted,
   * loaded or not: what a query needs is what ranking it reads (loadIndex.ts,
   * rankReading), so the files fetched and the ranking cannot drift apart.
   * A read of a file that is not loaded finds nothing.
   */
  filesReadBy(read: () => void): { shards: number[]; lexicons: number[] } {
    const outer = this.reading;
    const reading = { shards: new Set<number>(), lexicons: new Set<number>() };
    this.reading = reading;
    try {
      read();
    } finally {
      this.reading = outer;
    }
    const sorted = (files: Set<number>) => [...files].sort((a, b) => a - b);
    return { shards: sorted(reading.shards), lexicons: sorted(reading.lexicons) };
  }

  /** How many reads have wanted a file that is not loaded so far (counted only while `filesReadBy` runs). */
  get missedReadCount(): number {
    return this.missedReads;
  }

  private loadedShard(shard: number): LoadedShard | undefined {
    const loaded = this.loaded.get(shard);
    if (this.reading) {
      this.reading.shards.add(shard);
      if (!loaded) this.missedReads += 1;
    }
    return loaded;
  }

  /** Whether every file that may hold a term starting with `prefix` is loaded (the missing ones are noted). */
  hasFilesFor(prefix: string): boolean {
    return this.shardsOfPrefix(prefix).filter((shard) => !this.loadedShard(shard)).length === 0;
  }

  isLoaded(shard: number): boolean {
    return this.loaded.has(shard);
  }

  /** The lexicon file of a term's first character; undefined when no indexed term starts with it. */
  lexiconOf(term: string): number | undefined {
    const first = firstCharacter(term);
    const found = this.lexicons.findIndex((entry) => entry.first === first);
    return found < 0 ? undefined : found;
  }

  isLexiconLoaded(lexicon: number): boolean {
    return this.loadedLexicons.has(lexicon);
  }

  addLexicon(lexicon: number, file: LexiconFile): void {
    this.loadedLexicons.set(lexicon, file.terms);
    this.termsVersion += 1;
  }

  /**
   * The indexed terms MiniSearch's fuzzy matching of `term` can find (no
   * more edits than it allows for the term's length, the first character
   * kept), from its first character's lexicon; undefined until that is loaded.
   * Loading their term files is loading every file the lookup can match in.
   */
  fuzzyCandidates(term: string): string[] | undefined {
    const lexicon = this.lexiconOf(term);
    if (lexicon === undefined) return [];
    const terms = this.loadedLexicons.get(lexicon);
    if (this.reading) {
      this.reading.lexicons.add(lexicon);
      if (!terms) this.missedReads += 1;
    }
    if (!terms) return undefined;
    // MiniSearch's own rule (SearchOptions.fuzzy, maxFuzzy), in its units: UTF-16 code units.
    const maxEdits = Math.min(MINISEARCH_MAX_FUZZY, Math.round(term.length * SEARCH_OPTIONS.fuzzy));
    return terms.filter((candidate) => Math.abs(candidate.length - term.length) <= maxEdits && distance(term, candidate) <= maxEdits);
  }

  /** Adds a fetched term file. Throws MiniSearch's error if it does not fit the index file. */
  addShard(shard: number, file: TermShardFile): void {
    if (this.loaded.has(shard)) return;
    const index = termIndex(this.core, this.documents, file.postings);
    const terms = file.postings.map(([term]) => term);
    if (terms.some((term, position) => position > 0 && terms[position - 1] >= term)) terms.sort();
    const readerHints = new Map<string, ReaderHint>();
    for (const [stem, queries, pages] of file.readerHints ?? []) readerHints.set(stem, { queries, pages: new Map(pages) });
    this.loaded.set(shard, { index, terms, readerHints });
    this.termsVersion += 1;
  }

  private shardFor(term: string): LoadedShard | undefined {
    return term ? this.loadedShard(this.shardOf(term)) : undefined;
  }

  /**
   * The documents a processed term matches, with MiniSearch's scores under
   * the spec's field boosts. A prefix or fuzzy lookup may read several term
   * files: each scores its own terms as the whole index would (the same
   * documents and lengths), so a document's scores add up, as MiniSearch
   * adds up the words a prefix matches. Only loaded files count: load
   * `shardsOfPrefix` first (loadIndex.ts, rankReading).
   */
  lookup(term: string, how: TermLookup): TermHit[] {
    const options = {
      ...SEARCH_OPTIONS,
      ...how,
      combineWith: 'OR' as const,
      // Terms arrive processed; they must not be split or dropped again.
      tokenize: (text: string) => [text],
      processTerm: (text: string) => text,
    };
    const shards = this.shardsFor(term, how).flatMap((shard) => this.loadedShard(shard) ?? []);
    if (shards.length === 1) return shards[0]!.index.search(term, options);
    const byId = new Map<number, TermHit>();
    for (const shard of shards) {
      for (const hit of shard.index.search(term, options)) {
        const found = byId.get(hit.id as number);
        if (!found) {
          byId.set(hit.id as number, { id: hit.id, score: hit.score, terms: [...hit.terms], match: { ...hit.match } });
          continue;
        }
        found.score += hit.score;
        found.terms.push(...hit.terms);
        Object.assign(found.match, hit.match);
      }
    }
    return [...byId.values()].sort((a, b) => b.score - a.score);
  }

  hasTerm(term: string): boolean {
    const terms = this.shardFor(term)?.terms;
    return terms !== undefined && terms[lowerBound(terms, term)] === term;
  }

  /** Up to `limit` indexed terms that start with `prefix` (the prefix itself included), in order, from the loaded files. */
  termsWithPrefix(prefix: string, limit = Infinity): string[] {
    const found: string[] = [];
    for (const shard of this.shardsOfPrefix(prefix)) {
      const terms = this.loadedShard(shard)?.terms;
      if (!terms) continue;
      for (let at = lowerBound(terms, prefix); at < terms.length && found.length < limit && terms[at].startsWith(prefix); at += 1) {
        found.push(terms[at]);
      }
    }
    return found;
  }


  /**
   * What the example queries say about a hint key (readerQueries.ts,
   * hintKeys: a stem, or two as `first second`); undefined when they don't
   * hold it or its term file is not loaded yet. A key is in its first
   * stem's file, and a stem starts as its word does, so it is that word's file.
   */
  readerHint(key: string): ReaderHint | undefined {
    return this.shardFor(key)?.readerHints.get(key);
  }

  /** A page's stored fields (title, path, description); undefined for a section. */
  stored(id: number): StoredSearchFields | undefined {
    return this.storedById.get(id);
  }

  /** Whether `id` is a document of the index whose page is known (ranking skips others). */
  hasDocument(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < this.parents.length && this.storedById.has(this.pageOf(id));
  }

  /** The document file that holds a document. */
  documentFileOf(id: number): number {
    return lastStartingAtOrBefore(this.documentFiles, id);
  }

  /** The document files a result needs before it can be shown: its own and those of the headings above it. */
  documentFilesFor(id: number): number[] {
    const files = new Set<number>();
    let current = id;
    for (;;) {
      files.add(this.documentFileOf(current));
      const back = this.parents[current] ?? 0;
      if (back <= 0 || back > current) break;
      current -= back;
      // A page's title and path are in the index file.
      if (this.parents[current] === 0) break;
    }
    return [...files];
  }

  hasDocuments(file: number): boolean {
    return this.loadedDocumentFiles.has(file);
  }

  addDocuments(file: number, documents: DocumentFile): void {
    documents.documents.forEach((entry, offset) => this.entries.set(documents.from + offset, entry));
    this.loadedDocumentFiles.add(file);
  }

  /** A document as results show it: parent headings and full href rebuilt from its parents; undefined until its document files are in. */
  fields(id: number): SearchDocumentFields | undefined {
    const fields = this.outline(id);
    return fields && { ...fields, html: this.excerpt(id) };
  }

  /** A document's excerpt, or '' until its document file is loaded. */
  excerpt(id: number): string {
    return this.entries.get(id)?.[0] ?? '';
  }

  /** A page's title and path come from the index file; a section's heading and anchor from its document file. */
  private outline(id: number): Omit<SearchDocumentFields, 'html'> | undefined {
    const cached = this.fieldsCache.get(id);
    if (cached) return cached;
    const back = this.parents[id];
    if (back === undefined) return undefined;
    let fields: Omit<SearchDocumentFields, 'html'>;
    if (back === 0) {
      const stored = this.stored(id);
      if (!stored) return undefined;
      fields = { title: stored.title, titles: [], href: stored.href ?? '', isPage: true };
    } else {
      const entry = this.entries.get(id);
      // Parents come before their sections, which also rules out loops.
      const parent = entry && entry.length > 1 && back <= id ? this.outline(id - back) : undefined;
      if (!entry || !parent) return undefined;
      const title = entry[1]!;
      fields = {
        title,
        titles: [...parent.titles, parent.title],
        href: `${parent.href.split('#')[0]}${sectionHref({ title, href: entry[2] })}`,
        isPage: false,
      };
    }
    this.fieldsCache.set(id, fields);
    return fields;
  }

  get documentCount(): number {
    return this.parents.length;
  }

  /** The id of the page a document belongs to. */
  pageOf(id: number): number {
    let current = id;
    for (let back = this.parents[current] ?? 0; back > 0 && back <= current; back = this.parents[current] ?? 0) current -= back;
    return current;
  }

  /** Every page of the index, in id order (no excerpts: those are in document files). */
  pages(): Array<{ id: number } & SearchDocumentFields> {
    const ids = [...this.storedById.keys()].sort((a, b) => a - b);
    return ids.flatMap((id) => {
      const fields = this.fields(id);
      return fields ? [{ id, ...fields }] : [];
    });
  }
}
