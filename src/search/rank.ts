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

/** Case- and accent-insensitive equality; the length test keeps it cheap over hundreds of hits. */
function sameText(a: string, b: string): boolean {
  return a.length === b.length && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}

function pageOf(result: { href: string }): string {
  return result.href.split('#')[0] ?? result.href;
}

/** Keeps score order but lets each page take at most `perPage` slots until others have had theirs. */
export function spreadAcrossPages<T extends { href: string }>(results: readonly T[], perPage: number, limit: number): T[] {
  const taken = new Map<string, number>();
  const first: T[] = [];
  const overflow: T[] = [];
  for (const result of results) {
    const page = pageOf(result);
    const count = taken.get(page) ?? 0;
    if (count < perPage) {
      first.push(result);
      taken.set(page, count + 1);
      if (first.length === limit) break;
    } else if (overflow.length < limit) {
      overflow.push(result);
    }
  }
  return [...first, ...overflow].slice(0, limit);
}

/** A MiniSearch hit with our stored fields. */
type Hit = MiniSearchHit & StoredSearchFields;

/**
 * `phraseTexts` (the normalized text of each document, by id) is needed only
 * when the query holds a quoted phrase; see `parseQuery`.
 */
export function rankResults(index: SearchIndex, query: string, phraseTexts?: readonly string[]): SearchResult[] {
  const { terms, phrases } = parseQuery(query);
  if (terms.length === 0) return [];

  let hits = index.search(terms) as Hit[];
  if (phrases.length > 0) {
    if (!phraseTexts) throw new Error('rankResults: a phrase query needs the phrase texts.');
    hits = hits.filter((hit) => phrases.every((phrase) => phraseTexts[hit.id as number]?.includes(phrase)));
  } else if (hits.length < MAX_SEARCH_RESULTS) {
    const seen = new Set(hits.map((hit) => hit.id));
    const partial = index.search(terms, { combineWith: 'OR' }) as Hit[];
    hits = [...hits, ...partial.filter((hit) => !seen.has(hit.id))];
  }

  // One pass: exact page titles first, then exact headings, then the rest, each in score order.
  const exactPages: Hit[] = [];
  const exactHeadings: Hit[] = [];
  const rest: Hit[] = [];
  for (const hit of hits) {
    if (!sameText(hit.title, terms)) rest.push(hit);
    else if (hit.isPage) exactPages.push(hit);
    else exactHeadings.push(hit);
  }
  return spreadAcrossPages([...exactPages, ...exactHeadings, ...rest], MAX_RESULTS_PER_PAGE, MAX_SEARCH_RESULTS).map(
    toResult,
  );
}
