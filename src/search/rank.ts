/**
 * Orders what a query's words match (match.ts) by named signals, weighed in
 * weights.ts: a document's score is its words' score plus its page's total,
 * times its page's topic and reader factors (rankDocuments).
 */
import type { SearchEngine } from './engine';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS, type StoredSearchFields } from './contract';
import { processTerm, tokenize } from './analysis';
import { parseQuery } from './query';
import { hintKeys, type ReaderHints } from './readerQueries';
import { querySlots, stemOf, type Slot } from './terms';
import { slotMatches } from './match';
import { RANKING, READER_PRIOR } from './weights';

/** A ranked document: its score and the indexed words it matched (for highlighting). */
export interface RankedDocument {
  id: number;
  score: number;
  terms: string[];
}

/** The stems ranking reads from a page: its title and description's, and its address's last segment's. */
function topicOf({ title, description, href }: StoredSearchFields) {
  const stems = (words: readonly string[]) => words.flatMap((word) => processTerm(word) ?? []).map(stemOf);
  // `/consent/user-consent` → user, consent.
  const lastSegment = (href ?? '').split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  return { about: stems(tokenize(`${title} . ${description ?? ''}`)), path: [...new Set(stems(lastSegment.split(/[-_.]+/)))] };
}

const topics = new WeakMap<SearchEngine, Map<number, ReturnType<typeof topicOf>>>();

/**
 * Every page's topic, worked out once per index. The dialog calls it as the
 * index file arrives: on the first query it cost about 30 ms of a phone's
 * CPU (4x slowdown), on cold code.
 */
export function prepareRanking(engine: SearchEngine) {
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

/** Each word's matches, by document, and how rare the word is. */
function wordMatches(engine: SearchEngine, slots: readonly Slot[]) {
  const perSlot = slots.map((slot, at) => slotMatches(engine, slot, at === slots.length - 1));
  const rarity = perSlot.map((matches) => Math.log(1 + engine.documentCount / (1 + matches.size)));
  return { perSlot, rarity, totalRarity: rarity.reduce((sum, value) => sum + value, 0) };
}
type WordMatches = ReturnType<typeof wordMatches>;

/**
 * A document's words' MiniSearch scores added up (each already weighed by
 * its rarity); with only some of the words, it keeps (their share of the
 * query's rarity)^RANKING.partial of it, so the telling word counts most.
 */
function documentScores({ perSlot, rarity, totalRarity }: WordMatches) {
  const byDocument = new Map<number, { matched: number; covered: number; score: number }>();
  perSlot.forEach((matches, slot) => {
    for (const [id, match] of matches) {
      const entry = byDocument.get(id) ?? { matched: 0, covered: 0, score: 0 };
      entry.matched += 1;
      entry.covered += rarity[slot]!;
      entry.score += match.score;
      byDocument.set(id, entry);
    }
  });
  for (const entry of byDocument.values()) entry.score *= (entry.covered / totalRarity) ** RANKING.partial;
  return byDocument;
}

/** A page's total: its documents' scores, best first, each further one counting RANKING.pageDecay less; the page about a topic beats one that mentions it once. */
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

/** A factor for each page: the share of the query's words (by rarity) its title, description and keywords hold (RANKING.about), and its address (RANKING.path). */
function pageAboutFactors(engine: SearchEngine, pages: Iterable<number>, { perSlot, rarity, totalRarity }: WordMatches): Map<number, number> {
  const slotStems = perSlot.map((matches) => {
    const terms = new Set<string>();
    for (const match of matches.values()) for (const term of match.terms) terms.add(term);
    return new Set([...terms].map(stemOf));
  });
  const coverageOf = (stems: readonly string[], alsoHas: (slot: number) => boolean = () => false) =>
    slotStems.reduce((covered, matched, slot) => (alsoHas(slot) || stems.some((stem) => matched.has(stem)) ? covered + rarity[slot]! : covered), 0) / totalRarity;
  const factors = new Map<number, number>();
  for (const page of pages) {
    const topic = prepareRanking(engine).get(page) ?? { about: [], path: [] };
    const inKeywords = (slot: number) => perSlot[slot]!.get(page)?.inTitles === true;
    factors.set(page, (1 + RANKING.about * coverageOf(topic.about, inKeywords)) * (1 + RANKING.path * coverageOf(topic.path)));
  }
  return factors;
}

/** A factor for each page from the reader examples with the query's words (readerQueries.ts): the pages that answer most come up. */
function readerLifts(engine: SearchEngine, terms: string, hints: ReaderHints, pages: Iterable<number>): Map<number, number> {
  const lifts = new Map<number, number>();
  const wordHints = hintKeys(terms).flatMap((key) => hints(key) ?? []);
  if (wordHints.length === 0) return lifts;
  const pageCount = prepareRanking(engine).size;
  for (const page of pages) {
    let lift = 0;
    for (const hint of wordHints) lift += Math.log(1 + (pageCount * ((hint.pages.get(page) ?? 0) + READER_PRIOR)) / (hint.queries + 1));
    lifts.set(page, Math.exp(RANKING.reader * lift));
  }
  return lifts;
}

/** Score order, but the first `distinctFirst` slots go to different pages, then each page takes at most `perPage` until the others have had theirs. */
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

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * The documents a query shows, in order, from the index and the term files
 * in (see rankReading in loadIndex.ts). A quoted phrase needs `phraseTexts`,
 * each document's normalized text. The evaluation passes `hints` learned
 * without the queries it measures.
 */
export function rankDocuments(engine: SearchEngine, query: string, phraseTexts?: readonly string[], hints: ReaderHints = (key) => engine.readerHint(key)): RankedDocument[] {
  const { terms, phrases } = parseQuery(query);
  const slots = querySlots(terms);
  if (slots.length === 0) return [];
  if (phrases.length > 0 && !phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');

  // An exact page title comes first (a heading that matches exactly gets no place of its own).
  const asTyped = [terms, slots.map((slot) => slot.text).join(' ')];
  const isExact = (title: string) => asTyped.some((text) => title.length === text.length && collator.compare(title, text) === 0);
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
    const { page } = candidate;
    candidate.score = (candidate.score + RANKING.page * pageTotal.get(page)!) * about.get(page)! * (readerLift.get(page) ?? 1);
  }
  candidates.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
  const shown = spreadAcrossPages(candidates, (candidate) => candidate.page, MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS, RANKING.distinctFirst);
  // Matched terms for the results shown only: collecting them for every candidate was most of ranking's garbage.
  return shown.map(({ id, score }) => ({ id, score, terms: [...new Set(words.perSlot.flatMap((matches) => matches.get(id)?.terms ?? []))] }));
}
