/**
 * Search evaluation, in Node, on an index of this site's docs/ built
 * in-process: the current ranking (src/search/rank.ts) with cross-validated
 * reader hints, the baseline it has to beat (plain MiniSearch with the spec's
 * options over the same documents), and the ablation that switches each
 * ranking signal off in turn. `npm run search:eval` prints them
 * (tests/search/report.eval.ts); the relevance floors are in
 * tests/unit/search/relevance.test.ts.
 */
import MiniSearch from 'minisearch';
import type { SearchEngine } from '../../src/search/engine';
import { MINISEARCH_OPTIONS, MAX_SEARCH_RESULTS, SEARCH_OPTIONS, type SearchDocument } from '../../src/search/contract';
import { rankResults } from '../../src/search/loadIndex';
import { MATCH_WEIGHTS, RANKING } from '../../src/search/weights';
import { readerHintsFrom, type ReaderHints } from '../../src/search/readerQueries';
import { buildDocsIndex } from '../unit/search/docsIndex';
import { loadBuiltIndex } from '../unit/search/fixtureIndex';
import { HOLDOUT_SPLITS, evaluate, loadExamples, loadQueries } from '../../scripts/lib/searchRelevance.mjs';
import { crossValidatedHints } from '../../scripts/lib/crossValidation.mjs';

export interface EvaluationQuery {
  query: string;
  kind: string;
  answers: string[];
  split: string;
}

/** success@k at the cut-offs we report, the mean reciprocal rank, and how many queries. */
export interface SetFigures {
  count: number;
  at1: number;
  at3: number;
  at16: number;
  mrr: number;
}

export interface Evaluation {
  queries: EvaluationQuery[];
  engine: SearchEngine;
  documents: SearchDocument[];
  hintsBySplit: Map<string, ReaderHints>;
}

/** The sets every figure is reported on: all queries (cross-validated), and the holdout the build never reads. */
export const SETS: Record<string, (entry: EvaluationQuery) => boolean> = {
  all: () => true,
  holdout: (entry) => HOLDOUT_SPLITS.includes(entry.split),
};

export async function loadEvaluation(): Promise<Evaluation> {
  const queries = loadQueries() as EvaluationQuery[];
  const { built, documents } = await buildDocsIndex();
  const engine = loadBuiltIndex(built);
  const hintsBySplit = crossValidatedHints(readerHintsFrom, engine, queries, loadExamples()) as Map<string, ReaderHints>;
  return { queries, engine, documents, hintsBySplit };
}

/** Figures for each set, from `hrefsOf`: a query → its results' links, in order. */
export function figuresBySet(evaluation: Evaluation, hrefsOf: (entry: EvaluationQuery) => string[]): Record<string, SetFigures> {
  const hrefs = new Map(evaluation.queries.map((entry) => [entry.query, hrefsOf(entry)]));
  return Object.fromEntries(
    Object.entries(SETS).map(([name, inSet]) => [name, evaluate(evaluation.queries.filter(inSet), (query: string) => hrefs.get(query) ?? []).overall as SetFigures]),
  );
}

/** The current ranking, each split with the reader hints learned without it. */
export function currentFigures(evaluation: Evaluation) {
  return figuresBySet(evaluation, (entry) =>
    rankResults(evaluation.engine, entry.query, undefined, evaluation.hintsBySplit.get(entry.split)).map((result) => result.href),
  );
}

/**
 * Plain MiniSearch over the same documents, with the spec's options (fields
 * title 4, text 2, titles 1; fuzzy 0.2; prefix), its first 16 results. The
 * spec combines words with AND; MiniSearch's own default is OR: both shown.
 */
export function baselineFigures(evaluation: Evaluation, combineWith: 'AND' | 'OR') {
  const search = new MiniSearch<SearchDocument>({ ...MINISEARCH_OPTIONS, storeFields: [] });
  search.addAll(evaluation.documents);
  const hrefOf = new Map(evaluation.documents.map((document) => [document.id, document.href]));
  return figuresBySet(evaluation, (entry) =>
    search
      .search(entry.query, { ...SEARCH_OPTIONS, combineWith })
      .slice(0, MAX_SEARCH_RESULTS)
      .map((result) => hrefOf.get(result.id as number)!),
  );
}

/**
 * Each signal of the ranking and how to switch it off: its weight at 0.
 * Every weight of RANKING and MATCH_WEIGHTS but the reader's own word
 * (MATCH_WEIGHTS.own), read from the objects, so a new weight is in the
 * ablation without a line here.
 */
export const SIGNALS_OFF: Record<string, { of: Record<string, number>; key: string; off: number }> = {
  ...Object.fromEntries(
    Object.keys(RANKING).map((key) => [
      `RANKING.${key}`,
      { of: RANKING, key, off: 0 },
    ]),
  ),
  ...Object.fromEntries(
    Object.keys(MATCH_WEIGHTS)
      .filter((key) => key !== 'own')
      .map((key) => [`MATCH_WEIGHTS.${key}`, { of: MATCH_WEIGHTS, key, off: 0 }]),
  ),
};

/** Runs `measure` with one signal switched off, then puts its weight back. */
export function withSignalOff<T>(name: string, measure: () => T): T {
  const signal = SIGNALS_OFF[name];
  if (!signal) throw new Error(`No signal ${name}`);
  const kept = signal.of[signal.key]!;
  signal.of[signal.key] = signal.off;
  try {
    return measure();
  } finally {
    signal.of[signal.key] = kept;
  }
}
