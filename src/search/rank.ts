/**
 * Turns a query into the results the dialog shows: each word's matches
 * (match.ts) become candidates, and named signals, each weighed in
 * weights.ts (RANKING), order them:
 * - `documentScores`: a document's words' scores added up; documents with
 *   every word first, by the share of the words' rarity they hold;
 * - `pageTotals`: a page's sections add up, so the page about a topic, with
 *   many sections on it, beats a page that mentions it once;
 * - `pageAboutFactors`: a page whose title, description, keywords or
 *   address hold the words comes up;
 * - `readerLifts`: the pages that reader examples with the same words were
 *   answered by come up (readerQueries.ts);
 * - an exact page title comes first; a "quoted phrase" must appear as
 *   written;
 * - `spreadAcrossPages`: one page cannot take every slot while other pages
 *   also match.
 */
import type { SearchEngine } from './engine';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS, type SearchDocumentFields, type StoredSearchFields } from './contract';
import { processTerm, tokenize } from './analysis';
import { parseQuery } from './query';
import { hintKeys, type ReaderHints } from './readerQueries';
import { querySlots, stemOf, type Slot } from './terms';
import { slotMatches, type DocumentMatch } from './match';
import { RANKING, READER_PRIOR } from './weights';

export interface SearchResult extends SearchDocumentFields {
  id: number;
  score: number;
  /** The indexed words this result matched, for highlighting. */
  terms: string[];
}

/** A ranked document, before its document files are in (see SearchEngine.documentFilesFor). */
export interface RankedDocument {
  id: number;
  score: number;
  terms: string[];
}

/** What ranking reads from a page: the stems of its title and description together, and of its address's last segment. */
interface PageTopic {
  about: string[];
  path: string[];
}

function topicOf({ title, description, href }: StoredSearchFields): PageTopic {
  // `/consent/user-consent` → user, consent.
  const lastSegment = (href ?? '').split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  return {
    about: tokenize(`${title} . ${description ?? ''}`).flatMap((token) => processTerm(token) ?? []).map(stemOf),
    path: [...new Set(lastSegment.split(/[-_.]+/).flatMap((word) => processTerm(word) ?? []).map(stemOf))],
  };
}

const topics = new WeakMap<SearchEngine, Map<number, PageTopic>>();

/** Every page's topic, by page id, worked out once per index. */
function pageTopics(engine: SearchEngine): Map<number, PageTopic> {
  let byPage = topics.get(engine);
  if (!byPage) {
    byPage = new Map();
    for (let id = 0; id < engine.documentCount; id += 1) {
      const stored = engine.stored(id);
      if (stored) byPage.set(id, topicOf(stored));
    }
    topics.set(engine, byPage);
  }
  return byPage;
}

/**
 * Works out the pages' topics ahead of the first query. The first search
 * otherwise pays for it on the way to its results, on cold code (about 30 ms
 * of a phone's CPU, measured at 4x slowdown); the dialog does it as the
 * index file arrives, usually before the reader has typed a word
 * (useSearchResults).
 */
export function prepareRanking(engine: SearchEngine): void {
  pageTopics(engine);
}

/**
 * How much the example queries lift each page for this query
 * (RANKING.reader): a page that answers most queries holding its words
 * comes up; the others keep about what they had. Pages in `pages` only.
 */
function readerLifts(engine: SearchEngine, terms: string, hints: ReaderHints, pages: Iterable<number>): Map<number, number> {
  const lifts = new Map<number, number>();
  const wordHints = hintKeys(terms).flatMap((key) => hints(key) ?? []);
  if (wordHints.length === 0) return lifts;
  const pageCount = pageTopics(engine).size;
  for (const page of pages) {
    let lift = 0;
    for (const hint of wordHints) lift += Math.log(1 + (pageCount * ((hint.pages.get(page) ?? 0) + READER_PRIOR)) / (hint.queries + 1));
    lifts.set(page, Math.exp(RANKING.reader * lift));
  }
  return lifts;
}

/**
 * Keeps score order but lets each page take at most `perPage` slots until
 * others have had theirs, and gives the first `distinctFirst` slots to
 * different pages, so the first screen offers more than one page.
 */
export function spreadAcrossPages<T>(results: readonly T[], pageOf: (result: T) => unknown, perPage: number, limit: number, distinctFirst = 0): T[] {
  const taken = new Map<unknown, number>();
  const leaders = results.filter((result) => taken.size < distinctFirst && !taken.has(pageOf(result)) && Boolean(taken.set(pageOf(result), 1)));
  const within: T[] = [];
  const overflow: T[] = [];
  for (const result of results) {
    if (leaders.includes(result)) continue;
    const count = taken.get(pageOf(result)) ?? 0;
    if (count < perPage) taken.set(pageOf(result), count + 1);
    (count < perPage ? within : overflow).push(result);
  }
  return [...leaders, ...within, ...overflow].slice(0, limit);
}

/** Each word's matches, by document, and how rare the word is (coverage counts words by rarity). */
function wordMatches(engine: SearchEngine, slots: readonly Slot[]) {
  const perSlot = slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1));
  const rarity = perSlot.map((matches) => Math.log(1 + engine.documentCount / (1 + matches.size)));
  return { perSlot, rarity, totalRarity: rarity.reduce((sum, value) => sum + value, 0) };
}

/**
 * Each document's score from its words: their MiniSearch scores added up
 * (which weigh each word by its rarity already); a document with only some
 * of the words keeps (share of their rarity)^RANKING.partial of it, so the
 * query's telling word counts for more than its common ones.
 */
function documentScores({ perSlot, rarity, totalRarity }: ReturnType<typeof wordMatches>) {
  const byDocument = new Map<number, { matched: number; covered: number; score: number }>();
  perSlot.forEach((matches, slot) => {
    for (const [id, match] of matches) {
      let entry = byDocument.get(id);
      if (!entry) byDocument.set(id, (entry = { matched: 0, covered: 0, score: 0 }));
      entry.matched += 1;
      entry.covered += rarity[slot]!;
      entry.score += match.score;
    }
  });
  for (const entry of byDocument.values()) entry.score *= (entry.covered / totalRarity) ** RANKING.partial;
  return byDocument;
}

/** A page's total: its documents' scores, best first, each further one counting RANKING.pageDecay less. */
function pageTotals(candidates: ReadonlyArray<{ page: number; score: number }>): Map<number, number> {
  const totals = new Map<number, number>();
  const counted = new Map<number, number>();
  for (const { page, score } of [...candidates].sort((a, b) => b.score - a.score)) {
    const rank = counted.get(page) ?? 0;
    counted.set(page, rank + 1);
    totals.set(page, (totals.get(page) ?? 0) + score * RANKING.pageDecay ** rank);
  }
  return totals;
}

/**
 * What each page is about, as a factor on all of its results: the share of
 * the query's words (by rarity) its title, description and keywords hold
 * (RANKING.about) and its address holds (RANKING.path).
 */
function pageAboutFactors(engine: SearchEngine, pages: Iterable<number>, { perSlot, rarity, totalRarity }: ReturnType<typeof wordMatches>): Map<number, number> {
  const slotStems = perSlot.map((matches: Map<number, DocumentMatch>) => {
    const terms = new Set<string>();
    for (const match of matches.values()) for (const term of match.terms) terms.add(term);
    return new Set([...terms].map(stemOf));
  });
  const coverageOf = (stems: readonly string[], alsoHas: (slot: number) => boolean = () => false) =>
    slotStems.reduce((covered, matched, slot) => (alsoHas(slot) || stems.some((stem) => matched.has(stem)) ? covered + rarity[slot]! : covered), 0) / totalRarity;
  const factors = new Map<number, number>();
  for (const page of pages) {
    const topic = pageTopics(engine).get(page) ?? { about: [], path: [] };
    const inKeywords = (slot: number) => perSlot[slot]!.get(page)?.inTitles === true;
    factors.set(page, (1 + RANKING.about * coverageOf(topic.about, inKeywords)) * (1 + RANKING.path * coverageOf(topic.path)));
  }
  return factors;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * The documents `rankResults` shows, in order, from the index file and the
 * term files alone: what a search must fetch besides is the document files
 * of these (loadIndex.ts, answerQuery). `phraseTexts` (the normalized text
 * of each document, by id) is needed only when the query holds a quoted
 * phrase (`parseQuery`). Words whose term files are not loaded match
 * nothing: load what `rankReading` finds missing first. `hints` are the index's own reader
 * hints unless given (the evaluation passes hints learned without the
 * queries it measures).
 */
export function rankDocuments(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): RankedDocument[] {
  const { terms, phrases } = parseQuery(query);
  const slots = querySlots(terms);
  if (slots.length === 0) return [];
  if (phrases.length > 0 && !phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');

  // An exact page title comes first (a heading that matches exactly gets no place of its own).
  const text = slots.map((slot) => slot.text).join(' ');
  const isExact = (title: string) =>
    (title.length === terms.length && collator.compare(title, terms) === 0) || (title.length === text.length && collator.compare(title, text) === 0);
  const words = wordMatches(engine, slots);
  const candidates: Array<{ id: number; page: number; exact: boolean; score: number }> = [];
  for (const [id, entry] of documentScores(words)) {
    // A phrase query keeps only documents with every word and the phrase as written.
    if (phrases.length > 0 && (entry.matched < slots.length || !phrases.every((phrase) => phraseTexts![id]?.includes(phrase)))) continue;
    if (!engine.hasDocument(id)) continue;
    const page = engine.pageOf(id);
    candidates.push({ id, page, exact: page === id && isExact(engine.stored(id)!.title), score: entry.score });
  }

  const pageTotal = pageTotals(candidates);
  const about = pageAboutFactors(engine, pageTotal.keys(), words);
  const readerLift = readerLifts(engine, terms, hints, pageTotal.keys());
  for (const candidate of candidates) {
    candidate.score =
      (candidate.score + RANKING.page * pageTotal.get(candidate.page)!) * about.get(candidate.page)! * (readerLift.get(candidate.page) ?? 1);
  }
  candidates.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
  const shown = spreadAcrossPages(candidates, (candidate) => candidate.page, MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS, RANKING.distinctFirst);
  // The matched terms, only for the results shown: collecting them for every candidate was most of ranking's garbage.
  return shown.map(({ id, score }) => ({ id, score, terms: [...new Set(words.perSlot.flatMap((matches) => matches.get(id)?.terms ?? []))] }));
}

/** Ranked documents with their fields; a document whose document file is not loaded is left out. */
export function withFields(engine: SearchEngine, ranked: readonly RankedDocument[]): SearchResult[] {
  return ranked.flatMap((document) => {
    const fields = engine.fields(document.id);
    return fields ? [{ ...document, ...fields }] : [];
  });
}

/** `rankDocuments`, each with its fields (see withFields). */
export function rankResults(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): SearchResult[] {
  return withFields(engine, rankDocuments(engine, query, phraseTexts, hints));
}

/** The files a query needs besides the index file, by position in `engine.shards` and `engine.lexicons`. */
export interface RequiredFiles {
  shards: number[];
  lexicons: number[];
}

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
