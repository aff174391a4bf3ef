/**
 * Loads the search index (and, for phrase queries, the phrase texts) with a
 * plain GET the first time it is needed, then keeps it for the life of the
 * page. A failed load is forgotten, so "Retry" fetches again.
 */
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS } from './options';
import type { SearchIndex } from './rank';

export type SearchIndexProblem = 'unreachable' | 'incompatible' | 'malformed';

export class SearchIndexError extends Error {
  constructor(
    readonly problem: SearchIndexProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SearchIndexError';
  }
}

/** A download that takes longer than this is given up, so the dialog never waits forever. */
export const SEARCH_INDEX_TIMEOUT_MS = 20_000;

async function fetchJson(url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEARCH_INDEX_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal });
    } catch (error) {
      throw new SearchIndexError('unreachable', `Could not fetch ${url}: ${String(error)}`);
    }
    if (!response.ok) throw new SearchIndexError('unreachable', `Fetching ${url} answered ${response.status}.`);
    // A dev server (and some hosts) answer a missing file with the site's HTML page.
    if (response.headers.get('content-type')?.includes('text/html')) {
      throw new SearchIndexError('unreachable', `${url} is not on the server (an HTML page came back).`);
    }
    try {
      return await response.json();
    } catch {
      throw new SearchIndexError(
        controller.signal.aborted ? 'unreachable' : 'malformed',
        controller.signal.aborted ? `Fetching ${url} timed out.` : `${url} is not valid JSON.`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
}

/** MiniSearch throws a plain Error for other serialization versions; name it. */
export function parseSearchIndex(json: unknown): SearchIndex {
  if (typeof json !== 'object' || json === null || !('serializationVersion' in json)) {
    throw new SearchIndexError('malformed', 'The search index is not a serialized MiniSearch index.');
  }
  try {
    return MiniSearch.loadJS(json as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/incompatible version/i.test(message)) throw new SearchIndexError('incompatible', message);
    throw new SearchIndexError('malformed', message);
  }
}

export function parsePhraseTexts(json: unknown): string[] {
  if (!Array.isArray(json) || !json.every((text) => typeof text === 'string')) {
    throw new SearchIndexError('malformed', 'The phrase texts are not a list of strings.');
  }
  return json;
}

const loads = new Map<string, Promise<unknown>>();

function loadOnce<T>(url: string, parse: (json: unknown) => T): Promise<T> {
  let load = loads.get(url) as Promise<T> | undefined;
  if (!load) {
    load = fetchJson(url).then(parse);
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

export function loadSearchIndex(url: string): Promise<SearchIndex> {
  return loadOnce(url, parseSearchIndex);
}

export function loadPhraseTexts(url: string): Promise<string[]> {
  return loadOnce(url, parsePhraseTexts);
}
