/**
 * What readers' own queries say about which page they mean. The reader
 * examples (src/search/data/examples.json: what readers type, each with the
 * page or pages that answer it) teach ranking the reader's vocabulary: "block"
 * stands in queries answered by the consent methods page, "devices" in
 * queries answered by the identity page, though those pages say "deny" and
 * "installations". The build counts, for each word, the queries it stands in
 * and the pages that answer them; rank.ts lifts the pages a query's words
 * point at (see readerLift). Two words close together in a query count as a
 * key of their own ("block someone", "new messages"): together they often
 * point somewhere neither points alone.
 */
import { processTerm, wordsOf } from './analysis';
import { stemOf } from './terms';

/** An example query and the routes of the pages that answer it (`/consent/consent-methods`; an `#anchor` is ignored). */
export interface ReaderQuery {
  query: string;
  answers: readonly string[];
}

/** What the example queries say about one key (see hintKeys): how many hold it, and how many of those each page answers. */
export interface ReaderHint {
  queries: number;
  /** Page document id → the number of those queries it answers. */
  pages: ReadonlyMap<number, number>;
}

/** A key's hint (see hintKeys), or undefined when no example query (or only one) holds it. */
export type ReaderHints = (key: string) => ReaderHint | undefined;

/** A word in fewer example queries than this says nothing about what readers mean by it: one query is an anecdote. */
export const MIN_READER_QUERIES = 2;

function stemsInOrder(query: string): string[] {
  return wordsOf(query).flatMap((word) => processTerm(word) ?? []).map(stemOf);
}

/**
 * What a query's hints are looked up by: the stems of its words, and each
 * pair of stems side by side or one word apart, in order, as `first second`
 * ("block someone from messaging me": `block`, …, `block someon`,
 * `block messag`, `someon messag`…; stop words left out). A pair's hint
 * lives in its first stem's term file, which the query loads anyway.
 */
export function hintKeys(query: string): string[] {
  const stems = stemsInOrder(query);
  const pairs: string[] = [];
  stems.forEach((stem, at) => {
    for (const next of stems.slice(at + 1, at + 3)) pairs.push(`${stem} ${next}`);
  });
  return [...new Set([...stems, ...pairs])];
}

/** Counts, for each key (hintKeys), the example queries that hold it and the pages that answer them; `pageIdOf` finds a route's page. */
export function readerHintsFrom(
  queries: readonly ReaderQuery[],
  pageIdOf: (route: string) => number | undefined,
): Map<string, ReaderHint> {
  const counts = new Map<string, { queries: number; pages: Map<number, number> }>();
  for (const { query, answers } of queries) {
    const pages = new Set(answers.flatMap((answer) => pageIdOf(answer.split('#')[0]!) ?? []));
    for (const key of hintKeys(query)) {
      let entry = counts.get(key);
      if (!entry) counts.set(key, (entry = { queries: 0, pages: new Map() }));
      entry.queries += 1;
      for (const page of pages) entry.pages.set(page, (entry.pages.get(page) ?? 0) + 1);
    }
  }
  for (const [key, entry] of counts) if (entry.queries < MIN_READER_QUERIES) counts.delete(key);
  return counts;
}
