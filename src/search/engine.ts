/**
 * The index as the browser holds it: the documents (from the index file) and
 * the term files fetched so far (see SearchIndexCore in format.ts). Each term
 * file becomes its own MiniSearch, over the same documents and document
 * lengths as the whole index, so its scores are the whole index's.
 */
import MiniSearch from 'minisearch';
import type { SearchResult as MiniSearchHit } from 'minisearch';
import { MINISEARCH_OPTIONS, SEARCH_OPTIONS, type SearchDocument, type SearchDocumentFields, sectionHref, type StoredSearchFields } from './contract';
import { firstCharacter } from './analysis';
import { termShardKey, type ExcerptFile, type ExcerptFileEntry, type SearchIndexCore, type TermShard, type TermShardFile, decodePostings, lastStartingAtOrBefore } from './format';
import { stemOf } from './terms';
import type { ReaderHint } from './readerQueries';

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
  /** Its keyword pairs (TermShardFile), keyed by their words' stems: `consent state`. */
  keywordPairs: Map<string, readonly number[]>;
  /** Its reader hints (TermShardFile), by stem. */
  readerHints: Map<string, ReaderHint>;
}

/** The key of a keyword pair: its words' stems, so "consent states" finds the keyword "consent state". */
function pairKey(firstStem: string, secondStem: string): string {
  return `${firstStem} ${secondStem}`;
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

export class SearchEngine {
  /** The documents, with their stored fields and no terms. */
  readonly documents: MiniSearch<SearchDocument>;
  readonly shards: readonly TermShard[];
  readonly excerptFiles: readonly ExcerptFileEntry[];
  private readonly core: SearchIndexCore;
  private readonly loaded = new Map<number, LoadedShard>();
  private readonly fieldsCache = new Map<number, Omit<SearchDocumentFields, 'html'>>();
  private readonly excerpts = new Map<number, string>();
  private readonly loadedExcerptFiles = new Set<number>();
  /** Goes up with every term file added: rankings computed before may have changed. */
  termsVersion = 0;
  /** Stored fields by document id (MiniSearch keys them by its own short ids). */
  private readonly storedById = new Map<number, StoredSearchFields>();

  /** `documents` is `core` loaded by MiniSearch (loadIndex.ts checks both). */
  constructor(core: SearchIndexCore, documents: MiniSearch<SearchDocument>) {
    this.core = core;
    this.documents = documents;
    this.shards = core.shards;
    this.excerptFiles = core.excerpts;
    const documentIds = core.documentIds as Record<string, number>;
    const storedFields = core.storedFields as Record<string, StoredSearchFields>;
    for (const [shortId, fields] of Object.entries(storedFields)) {
      const id = documentIds[shortId];
      if (id !== undefined) this.storedById.set(id, fields);
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

  /** The term files a lookup reads: fuzzy matching may change any letter but the first. */
  private shardsFor(term: string, how: TermLookup): number[] {
    if (how.fuzzy) return this.shardsOfPrefix(firstCharacter(term));
    return how.prefix ? this.shardsOfPrefix(term) : [this.shardOf(term)];
  }

  isLoaded(shard: number): boolean {
    return this.loaded.has(shard);
  }

  /** Adds a fetched term file. Throws MiniSearch's error if it does not fit the index file. */
  addShard(shard: number, file: TermShardFile): void {
    if (this.loaded.has(shard)) return;
    const index = MiniSearch.loadJS<SearchDocument>(
      { ...this.core, storedFields: {}, index: file.postings.map(decodePostings) } as unknown as Parameters<typeof MiniSearch.loadJS>[0],
      MINISEARCH_OPTIONS,
    );
    const terms = file.postings.map(([term]) => term);
    if (terms.some((term, position) => position > 0 && terms[position - 1] >= term)) terms.sort();
    const keywordPairs = new Map<string, readonly number[]>();
    for (const [first, second, pages] of file.keywordPairs ?? []) {
      const key = pairKey(stemOf(first), stemOf(second));
      keywordPairs.set(key, [...new Set([...(keywordPairs.get(key) ?? []), ...pages])]);
    }
    const readerHints = new Map<string, ReaderHint>();
    for (const [stem, queries, pages] of file.readerHints ?? []) readerHints.set(stem, { queries, pages: new Map(pages) });
    this.loaded.set(shard, { index, terms, keywordPairs, readerHints });
    this.termsVersion += 1;
  }

  private shardFor(term: string): LoadedShard | undefined {
    return term ? this.loaded.get(this.shardOf(term)) : undefined;
  }

  /**
   * The documents a processed term matches, with MiniSearch's scores under
   * the spec's field boosts. A prefix or fuzzy lookup may read several term
   * files: each scores its own terms as the whole index would (the same
   * documents and lengths), so a document's scores add up, as MiniSearch
   * adds up the words a prefix matches. Only loaded files count: load
   * `shardsOfPrefix` first (rank.ts, requiredShards).
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
    const shards = this.shardsFor(term, how).flatMap((shard) => this.loaded.get(shard) ?? []);
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
      const terms = this.loaded.get(shard)?.terms;
      if (!terms) continue;
      for (let at = lowerBound(terms, prefix); at < terms.length && found.length < limit && terms[at].startsWith(prefix); at += 1) {
        found.push(terms[at]);
      }
    }
    return found;
  }

  /**
   * The pages whose keywords hold a word with stem `firstStem` right before
   * one with stem `secondStem`. Empty when the first word's term file is not
   * loaded yet (a stem starts as its word does, so it is that word's file).
   */
  pagesWithKeywordPair(firstStem: string, secondStem: string): readonly number[] {
    return this.shardFor(firstStem)?.keywordPairs.get(pairKey(firstStem, secondStem)) ?? [];
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

  stored(id: number): StoredSearchFields | undefined {
    return this.storedById.get(id);
  }

  /** The excerpt file that holds a document's excerpt. */
  excerptFileOf(id: number): number {
    return lastStartingAtOrBefore(this.excerptFiles, id);
  }

  hasExcerpts(file: number): boolean {
    return this.loadedExcerptFiles.has(file);
  }

  addExcerpts(file: number, excerpts: ExcerptFile): void {
    excerpts.html.forEach((html, offset) => this.excerpts.set(excerpts.from + offset, html));
    this.loadedExcerptFiles.add(file);
  }

  /** A document as results show it: parent headings and full href rebuilt from its parents; no excerpt until its file is loaded. */
  fields(id: number): SearchDocumentFields | undefined {
    const fields = this.outline(id);
    return fields && { ...fields, html: this.excerpt(id) };
  }

  /** A document's excerpt, or '' until its excerpt file is loaded. */
  excerpt(id: number): string {
    return this.excerpts.get(id) ?? '';
  }

  private outline(id: number): Omit<SearchDocumentFields, 'html'> | undefined {
    const cached = this.fieldsCache.get(id);
    if (cached) return cached;
    const stored = this.stored(id);
    if (!stored) return undefined;
    let fields: Omit<SearchDocumentFields, 'html'>;
    if (stored.parent === undefined) {
      fields = { title: stored.title, titles: [], href: stored.href ?? '', isPage: true };
    } else {
      // Parents come before their sections, which also rules out loops.
      const parent = stored.parent < id ? this.outline(stored.parent) : undefined;
      if (!parent) return undefined;
      fields = {
        title: stored.title,
        titles: [...parent.titles, parent.title],
        href: `${parent.href.split('#')[0]}${sectionHref(stored)}`,
        isPage: false,
      };
    }
    this.fieldsCache.set(id, fields);
    return fields;
  }

  get documentCount(): number {
    return this.storedById.size;
  }

  /** The id of the page a document belongs to. */
  pageOf(id: number): number {
    let current = id;
    for (let parent = this.stored(current)?.parent; parent !== undefined && parent < current; parent = this.stored(current)?.parent) {
      current = parent;
    }
    return current;
  }

  /** Every page of the index, in id order. */
  pages(): Array<{ id: number } & SearchDocumentFields> {
    const ids = [...this.storedById.keys()].sort((a, b) => a - b);
    return ids.flatMap((id) => {
      const fields = this.stored(id)?.parent === undefined ? this.fields(id) : undefined;
      return fields ? [{ id, ...fields }] : [];
    });
  }
}
