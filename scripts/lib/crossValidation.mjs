/**
 * Reader hints for measuring search fairly. The site learns readers' words
 * from its reader examples (src/search/data/examples.json), and most of the
 * evaluation set's queries are among them: measured with the site's own
 * hints, a query would be ranked with what it taught. So each split of the
 * evaluation set is ranked with hints learned from the examples minus that
 * split's queries, as a new reader's query would be. The holdout splits
 * (searchRelevance.mjs) are in no example: the site's hints are already fair
 * for them.
 *
 * Plain JavaScript with no imports: the bench runs it in Chromium, beside
 * the search code it measures; `readerHintsFrom` is that code's own
 * (src/search/readerQueries.ts), passed in.
 */

const normalized = (query) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * For each split of `evaluation` ({ query, split }), hints learned from
 * `examples` ({ query, answers }) without the split's queries, as a lookup
 * by key, matched to the pages of `engine` (a loaded search index) by path.
 */
export function crossValidatedHints(readerHintsFrom, engine, evaluation, examples) {
  const pageIds = new Map();
  for (let id = 0; id < engine.documentCount; id += 1) {
    const href = engine.stored(id)?.href;
    if (href !== undefined && engine.pageOf(id) === id) pageIds.set(href, id);
  }
  const bySplit = new Map();
  for (const split of new Set(evaluation.map((entry) => entry.split))) {
    const measured = new Set(evaluation.filter((entry) => entry.split === split).map((entry) => normalized(entry.query)));
    const learned = readerHintsFrom(
      examples.filter((example) => !measured.has(normalized(example.query))),
      (route) => pageIds.get(route),
    );
    bySplit.set(split, (key) => learned.get(key));
  }
  return bySplit;
}

export { normalized as normalizedQuery };
