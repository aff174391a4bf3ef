/**
 * What readers' own queries say about which page they mean. The example
 * queries (tests/search/queries.json: what readers type, each with the page
 * or pages that answer it) teach ranking the reader's vocabulary: "block"
 * stands in queries answered by the consent methods page, "devices" in
 * queries answered by the identity page, though those pages say "deny" and
 * "installations". The build counts, for each word, the queries it stands in
 * and the pages that answer them; rank.ts lifts the pages a query's words
 * point at (see readerLift).
 */
import { processTerm, wordsOf } from './options';
import { stemOf } from './terms';

/** An example query and the routes of the pages that answer it (`/consent/consent-methods`; an `#anchor` is ignored). */
export interface ReaderQuery {
  query: string;
  answers: readonly string[];
}

/** What the example queries say about one word (by stem): how many hold it, and how many of those each page answers. */
export interface ReaderHint {
  queries: number;
  /** Page document id → the number of those queries it answers. */
  pages: ReadonlyMap<number, number>;
}

/** A word's hint, by stem, or undefined when no example query (or only one) holds it. */
export type ReaderHints = (stem: string) => ReaderHint | undefined;

/** A word in fewer example queries than this says nothing about what readers mean by it: one query is an anecdote. */
export const MIN_READER_QUERIES = 2;

/** The distinct stems of a query's words, stop words left out. */
export function queryStems(query: string): string[] {
  return [...new Set(wordsOf(query).flatMap((word) => processTerm(word) ?? []).map(stemOf))];
}

/** Counts, for each stem, the example queries that hold it and the pages that answer them; `pageIdOf` finds a route's page. */
export function readerHintsFrom(
  queries: readonly ReaderQuery[],
  pageIdOf: (route: string) => number | undefined,
): Map<string, ReaderHint> {
  const counts = new Map<string, { queries: number; pages: Map<number, number> }>();
  for (const { query, answers } of queries) {
    const pages = new Set(answers.flatMap((answer) => pageIdOf(answer.split('#')[0]!) ?? []));
    for (const stem of queryStems(query)) {
      let entry = counts.get(stem);
      if (!entry) counts.set(stem, (entry = { queries: 0, pages: new Map() }));
      entry.queries += 1;
      for (const page of pages) entry.pages.set(page, (entry.pages.get(page) ?? 0) + 1);
    }
  }
  for (const [stem, entry] of counts) if (entry.queries < MIN_READER_QUERIES) counts.delete(stem);
  return counts;
}
