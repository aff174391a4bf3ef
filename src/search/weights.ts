/**
 * Every weight of search's ranking, in one place: how much each kind of match
 * counts (match.ts) and how much each ranking signal does (rank.ts). Each
 * earns its place on the evaluation set: `npm run search:ablation` switches
 * each off in turn (at the value in brackets) and prints what the ranking
 * loses; a signal worth less than one query in 500 goes, with its code.
 * Ranges are where the figures stay within a query or two of their best.
 * The spec's own constants (field weights, fuzzy, prefix) are in contract.ts.
 */

/** How much a match counts (match.ts), by where it comes from: the reader's own word counts fully. */
export const MATCH_WEIGHTS = {
  own: 1,
  /**
   * Another form of the word: plural, verb form. The evaluation set's ablation shows 0 (its queries' words are
   * mostly the docs' own forms, or the last word, which prefix matching finds). On the twelve queries of the
   * blind18 split written for it, with the docs' words in other forms (`optimistically sent messages`, `revoked
   * installations limit`…), it lifts @1 from 10 to 11 and MRR from 0.92 to 0.96.
   */
  form: 0.85,
  /**
   * An identifier's parts without the whole (`new conversation` for `newConversation`), only where
   * the docs never write it whole: recall for such identifiers, which the evaluation set has too few of
   * to move (its ablation shows 0). On nine blind queries of such identifiers (`createDm`, `blockAddress`,
   * `buildClient`…, 29 November 2026) it lifts @1 from 3 to 5 and MRR from 0.40 to 0.68; without it four of
   * them find nothing.
   */
  parts: 0.5,
  /**
   * A synonym (src/search/data/synonyms.ts). The evaluation set's ablation shows about 0: the reader examples
   * already lift the pages its synonym queries want. On the seventeen queries of the blind18 split written for
   * it, in readers' words the docs do not use (`kick someone out of my group`, `unsubscribe a user from
   * announcements`…), it lifts @1 from 15 to 16.
   */
  synonym: 0.55,
  /** A word no page has, fixed: per edit (a swap of neighbouring letters is one). */
  swap: 0.8,
};

/** How the ranking signals (rank.ts) weigh a document against its page. */
export const RANKING = {
  /**
   * How much of its page's total a document gets [0]; 0.5–1.5. Worth only 3 queries at @1 of 2,126 (and it
   * costs 4 of 178 on the holdout splits), but it keeps a query's results on fewer pages: without it a
   * first search fetched a median of 13 files instead of 10, and 6 queries needed more than 20.
   */
  page: 1,
  /** Each further document of a page adds this much less to the page's total [0: only the best counts]; 0.7–0.9. */
  pageDecay: 0.85,
  /** How much a document with only some of the words keeps: (share of words)^this [0]; 1.5–3. */
  partial: 2,
  /** Extra weight for all of a page's results, by the share of the query's words its address holds [0]; 0.1–0.5. */
  path: 0.25,
  /** Extra weight for all of a page's results, by the share of the query's words its title, description and keywords hold [0]; 0.5–1.5. */
  about: 1,
  /** The first results come from this many different pages [0]; 2–4. */
  distinctFirst: 3,
  /**
   * How far the reader examples lift the pages a query's words point at
   * (readerQueries.ts): each hint key (a word, or two words close together)
   * multiplies a page's results by (1 + pages × share of the key's examples
   * the page answers)^this [0]; 0.1–0.2.
   */
  reader: 0.15,
};

/** What a page gets from a word's reader hint when none of the word's queries names it, as if a tenth of one did. */
export const READER_PRIOR = 0.1;
