/**
 * Turns a query into the results the dialog shows. MiniSearch scores terms;
 * this adds what a reader expects on top (issue #5):
 * - every word must match, and partial matches only fill the remaining slots;
 * - an exact page-title match comes first, then exact heading matches;
 * - a "quoted phrase" must appear as written;
 * - one page cannot take every slot while other pages also match.
 */
import type MiniSearch from 'minisearch';
import type { SearchResult as MiniSearchHit } from 'minisearch';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS, type SearchDocument, type StoredSearchFields } from './options';
import { parseQuery } from './query';

export interface SearchResult extends StoredSearchFields {
  id: number;
  score: number;
  /** The indexed words this result matched, for highlighting. */
  terms: string[];
}

export type SearchIndex = MiniSearch<SearchDocument>;

function toResult(hit: MiniSearchHit): SearchResult {
  return {
    id: hit.id as number,
    score: hit.score,
    terms: hit.terms,
    title: hit.title as string,
    titles: hit.titles as string[],
    href: hit.href as string,
    html: hit.html as string,
    isPage: hit.isPage as boolean,
  };
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}

function pageOf(result: SearchResult): string {
  return result.href.split('#')[0] ?? result.href;
}

/** Keeps score order but lets each page take at most `perPage` slots until others have had theirs. */
export function spreadAcrossPages(results: SearchResult[], perPage: number, limit: number): SearchResult[] {
  const taken = new Map<string, number>();
  const first: SearchResult[] = [];
  const overflow: SearchResult[] = [];
  for (const result of results) {
    const page = pageOf(result);
    const count = taken.get(page) ?? 0;
    if (count < perPage) {
      first.push(result);
      taken.set(page, count + 1);
    } else {
      overflow.push(result);
    }
  }
  return [...first, ...overflow].slice(0, limit);
}

/**
 * `phraseTexts` (the normalized text of each document, by id) is needed only
 * when the query holds a quoted phrase; see `parseQuery`.
 */
export function rankResults(index: SearchIndex, query: string, phraseTexts?: readonly string[]): SearchResult[] {
  const { terms, phrases } = parseQuery(query);
  if (terms.length === 0) return [];

  let results = index.search(terms).map(toResult);
  if (phrases.length > 0) {
    if (!phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');
    results = results.filter((result) => phrases.every((phrase) => phraseTexts[result.id]?.includes(phrase)));
  } else if (results.length < MAX_SEARCH_RESULTS) {
    const seen = new Set(results.map((result) => result.id));
    const partial = index.search(terms, { combineWith: 'OR' }).map(toResult);
    results.push(...partial.filter((result) => !seen.has(result.id)));
  }

  const exactPages = results.filter((result) => result.isPage && sameText(result.title, terms));
  const exactHeadings = results.filter((result) => !result.isPage && sameText(result.title, terms));
  const rest = results.filter((result) => !sameText(result.title, terms));
  return spreadAcrossPages([...exactPages, ...exactHeadings, ...rest], MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS);
}
