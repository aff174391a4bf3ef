/**
 * Every weight of search's ranking. `npm run search:ablation` sets each to 0
 * (off) in turn and prints what the ranking loses; README (Search,
 * Evaluation) gives each one's worth, and a weight worth less than one query
 * in 500 goes with its code. Ranges are where the figures stay within a
 * query or two of their best. The spec's constants are in contract.ts.
 */

/** How much a word's match counts (match.ts), by where it comes from. */
export const MATCH_WEIGHTS = {
  /** The reader's own word. */
  own: 1,
  /** Another form of it (plural, verb form); 0.5–1. Its worth shows at @3 and on blind18's queries in other forms. */
  form: 0.85,
  /** An identifier's parts, where the docs never write it whole (`createDm`); 0.3–1. Its worth shows on blind identifiers only. */
  parts: 0.5,
  /** A synonym (data/synonyms.ts); 0.4–0.85. Its worth shows at @3 and on blind18's queries in readers' words. */
  synonym: 0.55,
  /** A typo's fix, per edit (a swap of neighbouring letters is one); 0.6–0.9. */
  swap: 0.8,
};

/** How much each ranking signal (rank.ts) counts. */
export const RANKING = {
  /** A document's share of its page's total; 0.5–1.5. Also keeps a query's results, and so its first search's files, on fewer pages. */
  page: 1,
  /** Each further document of a page adds this much less to the page's total (0: only the best); 0.7–0.9. */
  pageDecay: 0.85,
  /** A document with only some of the words keeps (their share of the query's rarity)^this; 1.5–3. */
  partial: 2,
  /** A page's results, by the share of the query's words its address holds; 0.1–0.5. */
  path: 0.25,
  /** A page's results, by the share of the query's words its title, description and keywords hold; 0.5–1.5. */
  about: 1,
  /** The first results come from this many different pages; 2–4. */
  distinctFirst: 3,
  /** How far reader examples lift the pages they answer with the query's words (see readerLifts); 0.1–0.2. */
  reader: 0.15,
};

/** What a page gets from a reader hint none of whose examples it answers: a tenth of one example. */
export const READER_PRIOR = 0.1;
