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

/** "How does X work": X is what is asked about; "work" is only the question's frame. */
const HOW_DOES_IT_WORK = /^(how (?:does|do) .+?) works?\s*[?!.]*$/i;

const pageCounts = new WeakMap<SearchEngine, number>();

function pageCountOf(engine: SearchEngine): number {
  let count = pageCounts.get(engine);
  if (count === undefined) {
    count = 0;
    for (let id = 0; id < engine.documentCount; id += 1) if (engine.pageOf(id) === id) count += 1;
    pageCounts.set(engine, count);
  }
  return count;
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
  const pageCount = pageCountOf(engine);
  for (const page of pages) {
    let lift = 0;
    for (const hint of wordHints) lift += Math.log(1 + (pageCount * ((hint.pages.get(page) ?? 0) + READER_PRIOR)) / (hint.queries + 1));
    lifts.set(page, Math.exp(RANKING.reader * lift));
  }
  return lifts;
}

function pageOfHref(result: { href: string }): string {
  return result.href.split('#')[0] ?? result.href;
}

/**
 * Keeps score order but lets each page take at most `perPage` slots until
 * others have had theirs, and gives the first `distinctFirst` slots to
 * different pages, so the first screen offers more than one page.
 */
export function spreadAcrossPages<T>(
  results: readonly T[],
  perPage: number,
  limit: number,
  distinctFirst = 0,
  pageOf: (result: T) => unknown = (result) => pageOfHref(result as { href: string }),
): T[] {
  const taken = new Map<unknown, number>();
  const first: T[] = [];
  const overflow: T[] = [];
  const leaders = new Set<T>();
  for (const result of results) {
    if (leaders.size >= distinctFirst) break;
    if (taken.has(pageOf(result))) continue;
    taken.set(pageOf(result), 1);
    leaders.add(result);
    first.push(result);
  }
  for (const result of results) {
    if (leaders.has(result)) continue;
    const page = pageOf(result);
    const count = taken.get(page) ?? 0;
    if (count < perPage) {
      first.push(result);
      taken.set(page, count + 1);
      if (first.length === limit) break;
    } else if (overflow.length < limit) {
      overflow.push(result);
    }
  }
  return [...first, ...overflow].slice(0, limit);
}

const aboutCache = new Map<string, string[]>();

/** The stems of a text's words (stop words left out). */
function aboutStemsOf(text: string): string[] {
  let stems = aboutCache.get(text);
  if (!stems) {
    stems = tokenize(text).flatMap((token) => processTerm(token) ?? []).map(stemOf);
    aboutCache.set(text, stems);
  }
  return stems;
}

const pathStemsCache = new Map<string, string[]>();

/** The stems of the last segment of a page's path: `/consent/user-consent` → user, consent. */
function pathStemsOf(href: string): string[] {
  let stems = pathStemsCache.get(href);
  if (!stems) {
    const last = href.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
    stems = [...new Set(last.split(/[-_.]+/).flatMap((word) => processTerm(word) ?? []).map(stemOf))];
    pathStemsCache.set(href, stems);
  }
  return stems;
}

/** What ranking reads from a page: the stems of its title and description together, and of its address. */
function pageStemsOf(stored: StoredSearchFields | undefined) {
  return {
    about: aboutStemsOf(`${stored?.title ?? ''} . ${stored?.description ?? ''}`),
    path: pathStemsOf(stored?.href ?? ''),
  };
}

const prepared = new WeakSet<SearchEngine>();

/**
 * Works out ahead of the first query what ranking reads from every page
 * (the stems of its title, description and address), once per index. The
 * first search otherwise pays for it on the way to its results, on cold code
 * (about 30 ms of a phone's CPU, measured at 4x slowdown); the dialog does it
 * as the index file arrives, which is usually before the reader has typed a
 * word (useSearchResults).
 */
export function prepareRanking(engine: SearchEngine): void {
  if (prepared.has(engine)) return;
  prepared.add(engine);
  for (let id = 0; id < engine.documentCount; id += 1) if (engine.pageOf(id) === id) pageStemsOf(engine.stored(id));
}

interface Candidate {
  id: number;
  page: number;
  title: string;
  isPage: boolean;
  score: number;
  terms: Set<string>;
}

interface DocumentEntry {
  matched: number;
  covered: number;
  score: number;
  terms: Set<string>;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * Each word's matches, by document, and how rare the word is: coverage
 * counts words by rarity, the rarity of the reader's own word where pages
 * use it, so that a synonym's many pages do not make it common.
 */
function wordMatches(engine: SearchEngine, slots: readonly Slot[]) {
  const found = slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1));
  const rarity = found.map(({ matches, ownCount }) => Math.log(1 + engine.documentCount / (1 + (ownCount > 0 ? ownCount : matches.size))));
  return { perSlot: found.map((slot) => slot.matches), rarity, totalRarity: rarity.reduce((sum, value) => sum + value, 0) };
}

/**
 * Each document's score from its words: their MiniSearch scores added up
 * (which weigh each word by its rarity already); a document with only some
 * of the words keeps (share of their rarity)^RANKING.partial of it, so the
 * query's telling word counts for more than its common ones.
 */
function documentScores(perSlot: ReadonlyArray<Map<number, DocumentMatch>>, rarity: readonly number[], totalRarity: number): Map<number, DocumentEntry> {
  const byDocument = new Map<number, DocumentEntry>();
  perSlot.forEach((matches, slot) => {
    for (const [id, match] of matches) {
      let entry = byDocument.get(id);
      if (!entry) byDocument.set(id, (entry = { matched: 0, covered: 0, score: 0, terms: new Set() }));
      for (const term of match.terms) entry.terms.add(term);
      entry.matched += 1;
      entry.covered += rarity[slot]!;
      entry.score += match.score;
    }
  });
  for (const entry of byDocument.values()) entry.score *= (entry.covered / totalRarity) ** RANKING.partial;
  return byDocument;
}

/** A page's total: its documents' scores, best first, each further one counting RANKING.pageDecay less. */
function pageTotals(candidates: readonly Candidate[]): Map<number, number> {
  const byPage = new Map<number, number[]>();
  for (const candidate of candidates) {
    const scores = byPage.get(candidate.page);
    if (scores) scores.push(candidate.score);
    else byPage.set(candidate.page, [candidate.score]);
  }
  const totals = new Map<number, number>();
  for (const [page, scores] of byPage) {
    scores.sort((a, b) => b - a);
    totals.set(page, scores.reduce((total, score, rank) => total + score * RANKING.pageDecay ** rank, 0));
  }
  return totals;
}

/**
 * What each page is about, as a factor on all of its results: the share of
 * the query's words (by rarity) its title, description and keywords hold
 * (RANKING.about) and its address holds (RANKING.path). An identifier counts by its parts:
 * `signFrameAction` is about signing frame actions.
 */
function pageAboutFactors(
  engine: SearchEngine,
  pages: Iterable<number>,
  slots: readonly Slot[],
  { perSlot, rarity, totalRarity }: ReturnType<typeof wordMatches>,
): Map<number, number> {
  const slotStems = perSlot.map((matches) => {
    const stems = new Set<string>();
    for (const match of matches.values()) for (const term of match.terms) stems.add(stemOf(term));
    return stems;
  });
  const partStems = slots.map((slot) => [
    ...new Set(slot.alternatives.filter((alternative) => alternative.kind === 'parts').flatMap((alternative) => alternative.terms.map(stemOf))),
  ]);
  const coverageOf = (stems: readonly string[], alsoHas: (slot: number) => boolean = () => false) => {
    let covered = 0;
    slotStems.forEach((matched, slot) => {
      if (alsoHas(slot) || stems.some((stem) => matched.has(stem))) covered += rarity[slot]!;
      else if (partStems[slot]!.length > 0) {
        covered += (rarity[slot]! * partStems[slot]!.filter((part) => stems.includes(part)).length) / partStems[slot]!.length;
      }
    });
    return covered / totalRarity;
  };
  const factors = new Map<number, number>();
  for (const page of pages) {
    const stems = pageStemsOf(engine.stored(page));
    const inKeywords = (slot: number) => perSlot[slot]!.get(page)?.inTitles === true;
    factors.set(
      page,
      (1 + RANKING.about * coverageOf(stems.about, inKeywords)) * (1 + RANKING.path * coverageOf(stems.path)),
    );
  }
  return factors;
}

/**
 * `phraseTexts` (the normalized text of each document, by id) is needed only
 * when the query holds a quoted phrase; see `parseQuery`. Words whose term
 * files are not loaded match nothing: load `requiredFiles` first. `hints`
 * are the index's own reader hints unless given (the evaluation passes hints
 * learned without the queries it measures).
 */
export function rankResults(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): SearchResult[] {
  return rankDocuments(engine, query, phraseTexts, hints).flatMap((ranked) => {
    const fields = engine.fields(ranked.id);
    return fields ? [{ ...ranked, ...fields }] : [];
  });
}

/** A ranked document, before its document files are in (see SearchEngine.documentFilesFor). */
export interface RankedDocument {
  id: number;
  score: number;
  terms: string[];
}

/**
 * The documents `rankResults` shows, in order, from the index file and the
 * term files alone: what a search must fetch besides is the document files
 * of these (loadIndex.ts, answerQuery).
 */
export function rankDocuments(
  engine: SearchEngine,
  query: string,
  phraseTexts?: readonly string[],
  hints: ReaderHints = (key) => engine.readerHint(key),
): RankedDocument[] {
  const { terms, phrases } = parseQuery(query);
  const slots = querySlots(terms.trim().replace(HOW_DOES_IT_WORK, '$1'));
  if (slots.length === 0) return [];
  if (phrases.length > 0 && !phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');

  const words = wordMatches(engine, slots);
  const candidates: Candidate[] = [];
  for (const [id, entry] of documentScores(words.perSlot, words.rarity, words.totalRarity)) {
    // A phrase query keeps only documents with every word and the phrase as written.
    if (phrases.length > 0 && (entry.matched < slots.length || !phrases.every((phrase) => phraseTexts![id]?.includes(phrase)))) continue;
    if (!engine.hasDocument(id)) continue;
    const page = engine.pageOf(id);
    // Only a page's title is ever compared (isExact below); a section's is in its document file.
    candidates.push({ id, page, title: page === id ? engine.stored(id)!.title : '', isPage: page === id, score: entry.score, terms: entry.terms });
  }

  const pageTotal = pageTotals(candidates);
  const about = pageAboutFactors(engine, pageTotal.keys(), slots, words);
  const readerLift = readerLifts(engine, terms, hints, pageTotal.keys());
  for (const candidate of candidates) {
    candidate.score =
      (candidate.score + RANKING.page * (pageTotal.get(candidate.page) ?? 0)) *
      (about.get(candidate.page) ?? 1) *
      (readerLift.get(candidate.page) ?? 1);
  }
  candidates.sort((a, b) => b.score - a.score);

  // An exact page title first (a heading that matches exactly gets no place of its own).
  const text = slots.map((slot) => slot.text).join(' ');
  const isExact = (title: string) =>
    (title.length === terms.length && collator.compare(title, terms) === 0) ||
    (title.length === text.length && collator.compare(title, text) === 0);
  const exactPages: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const candidate of candidates) (candidate.isPage && isExact(candidate.title) ? exactPages : rest).push(candidate);
  const shown = spreadAcrossPages(
    [...exactPages, ...rest],
    MAX_RESULTS_PER_PAGE,
    MAX_SEARCH_RESULTS,
    RANKING.distinctFirst,
    (candidate) => candidate.page,
  );
  return shown.map(({ id, score, terms: matched }) => ({ id, score, terms: [...matched] }));
}
