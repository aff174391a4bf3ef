/**
 * Relevance figures over the evaluation set (tests/search/queries.json), the
 * same for `npm run bench` (ranked in Chromium against the built index) and
 * the unit test (ranked in Node against an index of docs/ built in-process).
 *
 * A query counts as answered at rank k when one of the first k results is on
 * a page listed in its `answers` (an answer's `#anchor`, if any, documents
 * where on the page; the page is what counts, as for readers who land on it).
 */
import { readFileSync } from 'node:fs';

export const QUERIES_FILE = new URL('../../tests/search/queries.json', import.meta.url);
/** The site's reader examples: product data, which the build reads (the evaluation set is not). */
export const EXAMPLES_FILE = new URL('../../src/search/data/examples.json', import.meta.url);
/**
 * Splits of the evaluation set that are in no reader example: the build never
 * sees them, so their figures are a true holdout (the other splits are
 * measured by cross-validation, crossValidation.mjs).
 */
export const HOLDOUT_SPLITS = ['holdout', 'blind15', 'blind16', 'blind17', 'blind18'];

/** The cut-offs we report: the first result, the first screen, everything shown. */
export const CUTOFFS = [1, 3, 16];

/** @returns {{ query: string, kind: string, answers: string[], split: 'tune' | 'check' | 'fresh' }[]} */
export function loadQueries(file = QUERIES_FILE) {
  const { queries } = JSON.parse(readFileSync(file, 'utf8'));
  return queries;
}

/** @returns {{ query: string, answers: string[] }[]} */
export function loadExamples(file = EXAMPLES_FILE) {
  return JSON.parse(readFileSync(file, 'utf8')).examples;
}

const pageOf = (href) => href.split('#')[0];

/** 1-based rank of the first result on an answer page, or 0 when none of them is. */
export function firstAnswerRank(hrefs, answers) {
  const pages = new Set(answers.map(pageOf));
  const at = hrefs.findIndex((href) => pages.has(pageOf(href)));
  return at + 1;
}

/** success@k for each cut-off, and the mean reciprocal rank. */
export function summarize(ranks) {
  const count = ranks.length;
  const share = (test) => (count === 0 ? 0 : ranks.filter(test).length / count);
  const figures = { count, mrr: count === 0 ? 0 : ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / count };
  for (const cutoff of CUTOFFS) figures[`at${cutoff}`] = share((rank) => rank > 0 && rank <= cutoff);
  return figures;
}

/**
 * Figures over all queries, each split and each kind, plus the misses (queries
 * whose answer is not first), from `rankedHrefs`: query → result hrefs in order.
 */
export function evaluate(queries, rankedHrefs) {
  const rows = queries.map((entry) => ({ ...entry, rank: firstAnswerRank(rankedHrefs(entry.query), entry.answers) }));
  const group = (key) => {
    const groups = {};
    for (const row of rows) (groups[row[key]] ??= []).push(row.rank);
    return Object.fromEntries(Object.entries(groups).map(([name, ranks]) => [name, summarize(ranks)]));
  };
  return {
    overall: summarize(rows.map((row) => row.rank)),
    bySplit: group('split'),
    byKind: group('kind'),
    misses: rows.filter((row) => row.rank !== 1),
  };
}

const percent = (value) => value.toFixed(2);

/** Table lines for a terminal: one row per group. */
export function formatFigures(result, indent = '  ') {
  const row = (name, figures) =>
    `${indent}${name.padEnd(10)} @1 ${percent(figures.at1)}  @3 ${percent(figures.at3)}  @16 ${percent(figures.at16)}  MRR ${percent(figures.mrr)}  (${figures.count} queries)`;
  return [
    row('all', result.overall),
    ...Object.entries(result.bySplit).map(([name, figures]) => row(name, figures)),
    ...Object.entries(result.byKind)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, figures]) => row(name, figures)),
  ];
}
