import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '@site/src/search/engine';
import { rankResults } from '@site/src/search/loadIndex';
import { readerHintsFrom } from '@site/src/search/readerQueries';
import { SYNONYMS } from '@site/src/search/data/synonyms';
import { parseSynonyms } from '@site/src/search/terms';
import { SPEC_ROUTES } from '../../e2e/routes';
import { buildDocsIndex, docsPageSources } from './docsIndex';
import { loadBuiltIndex } from './fixtureIndex';
import { HOLDOUT_SPLITS, evaluate, formatFigures, loadExamples, loadQueries } from '../../../scripts/lib/searchRelevance.mjs';
import { crossValidatedHints, normalizedQuery } from '../../../scripts/lib/crossValidation.mjs';

/**
 * Ranking against this site's own docs: the evaluation set
 * (tests/search/queries.json) must not fall below what ranking reaches now.
 * A change that makes search worse fails here; one that makes it better
 * should raise the floors (a little under the new figures).
 */
const FLOORS = {
  // Raised in the twelfth pass (hint keys of two words), a little under its figures; a few lowered by a query or
  // two when the ablation took out nine signals (tests/search/HISTORY.md), over all 0.930 → 0.932 at @1. Each
  // split is ranked with hints learned without it (scripts/lib/crossValidation.mjs), as a new reader's query would be.
  // First measurements, before any change they saw: blind2 0.81 @1, blind3 0.84, blind4 0.85, blind5 0.85,
  // blind6 0.86, blind7 0.87, blind8 0.87, blind9 0.81, blind10 0.84, blind11 0.83, blind12 0.82 (without hints);
  // blind13 0.86, blind14 0.91, blind15 0.91 (with hints from the splits before them).
  overall: { at1: 0.92, at3: 0.98, at16: 0.99, mrr: 0.95 },
  // Issue 33's sixth session took out five behaviours worth less than one query in 500 (typo fixes' synonyms, "how
  // does X work", identifier parts in a page's topic, the top-up of a form that prefix matching had found, the
  // reader's own word's rarity instead of its synonyms'): over all 2,283 queries @1 2,119 → 2,115, @3 2,259 → 2,257;
  // holdout @1 301 → 302, @3 329 → 328. Floors lowered by one query each where a split lost one: tune at3 (168 →
  // 167 of 173), confirm at1 (59 → 58 of 66), blind2 at1 (65 → 64 of 70), check at1 (90 → 89 of 95), blind3 at1
  // (72 → 71 of 80).
  tune: { at1: 0.87, at3: 0.96, at16: 0.99, mrr: 0.91 },
  check: { at1: 0.93, at3: 0.99, at16: 0.99, mrr: 0.96 },
  fresh: { at1: 0.93, at3: 0.99, at16: 0.99, mrr: 0.96 },
  confirm: { at1: 0.87, at3: 0.96, at16: 0.99, mrr: 0.92 },
  final: { at1: 0.91, at3: 0.98, at16: 0.98, mrr: 0.94 },
  // Lowered by one query when issue 34's pages came (a section on React Native streams in the background, and its
  // examples): "move a conversation to a background process on android" lost its page from the first sixteen. A
  // holdout query is not tuned for, so the floor follows.
  // Issue 33, fifth session: the ablation took out two more signals worth less than one query in 500 (keyword
  // phrases, rarity-scaled word scores): over all 2,126 queries @1 1,978 → 1,975, @3 +7, @16 and MRR equal; some
  // splits lost a query or two at @1 (confirm, holdout, blind2, blind8, blind15), others gained (fresh, blind10).
  holdout: { at1: 0.87, at3: 0.95, at16: 0.96, mrr: 0.91 },
  blind2: { at1: 0.91, at3: 0.99, at16: 0.99, mrr: 0.95 },
  blind3: { at1: 0.88, at3: 0.95, at16: 0.98, mrr: 0.92 },
  blind4: { at1: 0.96, at3: 0.99, at16: 0.99, mrr: 0.98 },
  blind5: { at1: 0.90, at3: 0.97, at16: 0.99, mrr: 0.93 },
  blind6: { at1: 0.92, at3: 0.99, at16: 0.99, mrr: 0.95 },
  blind7: { at1: 0.94, at3: 0.99, at16: 0.99, mrr: 0.96 },
  blind8: { at1: 0.92, at3: 0.98, at16: 0.99, mrr: 0.95 },
  blind9: { at1: 0.97, at3: 0.99, at16: 0.99, mrr: 0.98 },
  blind10: { at1: 0.91, at3: 0.98, at16: 0.99, mrr: 0.95 },
  blind11: { at1: 0.94, at3: 0.98, at16: 0.98, mrr: 0.96 },
  blind12: { at1: 0.96, at3: 0.98, at16: 0.98, mrr: 0.97 },
  blind13: { at1: 0.89, at3: 0.97, at16: 0.98, mrr: 0.93 },
  blind14: { at1: 0.92, at3: 0.98, at16: 0.98, mrr: 0.95 },
  blind15: { at1: 0.88, at3: 0.98, at16: 0.98, mrr: 0.93 }, // 0.90 before issue 34's pages (one query)
  // Issue 34: the askers' own words (mostly the error text), first measured at @1 0.91, @3 1.00, MRR 0.95 (11 queries).
  issue34: { at1: 0.90, at3: 0.99, at16: 0.99, mrr: 0.94 },
  // Written blind in the fifth session of issue 33 (a holdout), first measured at @1 0.99, @3 0.99, @16 1.00, MRR 0.99
  // (92 queries), before that session's ranking changes.
  blind16: { at1: 0.97, at3: 0.98, at16: 0.99, mrr: 0.98 },
  // Written blind in the sixth session of issue 33 (a holdout), first measured at @1 0.82, @3 0.95, @16 0.98, MRR 0.88
  // (65 queries; the first 62 gave the same figures before and after that session's ranking changes).
  blind17: { at1: 0.80, at3: 0.93, at16: 0.97, mrr: 0.86 },
  // Written blind in the seventh session of issue 33 for synonyms (17) and other word forms (12), a holdout, first
  // measured at @1 0.93, @3 1.00, @16 1.00, MRR 0.96 (29 queries); without synonyms @1 one query less, without
  // other forms one less (src/search/weights.ts).
  blind18: { at1: 0.89, at3: 0.96, at16: 0.96, mrr: 0.93 },
};

interface Query {
  query: string;
  kind: string;
  answers: string[];
  split: 'tune' | 'check' | 'fresh' | 'confirm' | 'final' | 'holdout' | 'blind2' | 'blind3' | 'blind4' | 'blind5' | 'blind6' | 'blind7' | 'blind8' | 'blind9' | 'blind10' | 'blind11' | 'blind12' | 'blind13' | 'blind14' | 'blind15' | 'blind16' | 'blind17' | 'blind18' | 'issue34';
}

const queries = loadQueries() as Query[];
const examples = loadExamples() as Array<{ query: string; answers: string[] }>;
let engine: SearchEngine;

beforeAll(async () => {
  engine = loadBuiltIndex((await buildDocsIndex()).built);
}, 60_000);

describe('the evaluation set', () => {
  it('has the tuned halves, at least 120 fresh queries and a confirming set, every kind in each', () => {
    const kinds = new Set(queries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['api', 'concept', 'error', 'prefix', 'task', 'two-word', 'typo']);
    expect(new Set(queries.map((entry) => entry.split))).toEqual(
      new Set(['tune', 'check', 'fresh', 'confirm', 'final', 'holdout', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15', 'blind16', 'blind17', 'blind18', 'issue34']),
    );
    expect(queries.filter((entry) => entry.split === 'tune' || entry.split === 'check').length).toBeGreaterThanOrEqual(150);
    expect(queries.filter((entry) => entry.split === 'fresh').length).toBeGreaterThanOrEqual(120);
    for (const kind of kinds) {
      for (const split of ['tune', 'check', 'fresh', 'final', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15', 'blind16', 'blind17']) {
        expect(queries.some((entry) => entry.kind === kind && entry.split === split), `${kind} in ${split}`).toBe(true);
      }
    }
    expect(new Set(queries.map((entry) => entry.query)).size).toBe(queries.length);
  });

  it('names only pages that exist', async () => {
    const routes = new Set(SPEC_ROUTES);
    for (const entry of queries) for (const answer of entry.answers) expect(routes, `${entry.query} → ${answer}`).toContain(answer.split('#')[0]);
    // The index built here has exactly the site's docs pages.
    expect((await docsPageSources()).map((page) => page.permalink).sort()).toEqual(SPEC_ROUTES.filter((route) => route !== '/').sort());
  });
});

describe('the reader examples (src/search/data/examples.json)', () => {
  it('are a query and the pages that answer it, nothing else, each a page that exists', () => {
    const routes = new Set<string>(SPEC_ROUTES);
    for (const example of examples) {
      expect(Object.keys(example).sort(), example.query).toEqual(['answers', 'query']);
      for (const answer of example.answers) expect(routes, `${example.query} → ${answer}`).toContain(answer.split('#')[0]);
    }
  });

  it('leave the holdout splits out, so the build never learns from them', () => {
    const taught = new Set(examples.map((example) => normalizedQuery(example.query)));
    const holdout = queries.filter((entry) => HOLDOUT_SPLITS.includes(entry.split));
    expect(holdout.length).toBeGreaterThanOrEqual(150);
    expect(holdout.filter((entry) => taught.has(normalizedQuery(entry.query))).map((entry) => entry.query)).toEqual([]);
  });
});

describe('synonyms.ts', () => {
  it('leads only to words the docs use: a synonym no page has finds nothing', () => {
    const unused = [...parseSynonyms(SYNONYMS).values()]
      .flat()
      .flatMap((rule) => rule.to.flat())
      .filter((term) => !engine.hasTerm(term));
    expect([...new Set(unused)]).toEqual([]);
  });
});

describe('ranking on this site\'s docs', () => {
  it('puts the right page first at least as often as the floors say, on every split', () => {
    const hints = crossValidatedHints(readerHintsFrom, engine, queries, examples);
    const splitOf = new Map(queries.map((entry) => [entry.query, entry.split]));
    const result = evaluate(queries, (query: string) => rankResults(engine, query, undefined, hints.get(splitOf.get(query)!)).map((found) => found.href));
    console.log(`Search relevance (tests/search/queries.json):\n${formatFigures(result).join('\n')}`);
    const figures = { overall: result.overall, ...result.bySplit };
    // A new split comes with its floor, or nothing would hold it.
    expect(Object.keys(result.bySplit).filter((split) => !(split in FLOORS)), 'splits without a floor').toEqual([]);
    for (const [group, floor] of Object.entries(FLOORS)) {
      for (const [figure, minimum] of Object.entries(floor)) {
        expect((figures[group as keyof typeof figures] as unknown as Record<string, number>)[figure], `${group} ${figure}`).toBeGreaterThanOrEqual(minimum);
      }
    }
    // Ranking over two thousand queries takes 5 to 15 s beside a cold build, and over 30 s when the
    // machine is busier still: a slow machine must not fail a ranking that is right.
  }, 120_000);
});
