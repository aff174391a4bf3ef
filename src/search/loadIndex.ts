/**
 * Loads the search index file, the term files a query needs, and, for phrase
 * queries, the phrase texts, each with a plain GET the first time it is
 * needed, then keeps them for the life of the page. A failed load is
 * forgotten, so "Retry" fetches again.
 */
import MiniSearch from 'minisearch';
import { SearchEngine } from './engine';
import { MINISEARCH_OPTIONS, type SearchDocument, type SearchIndexCore, type TermShard, type TermShardFile } from './options';
import { requiredShards } from './rank';

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
function loadMiniSearch(json: object, what: string): MiniSearch<SearchDocument> {
  try {
    return MiniSearch.loadJS(json as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/incompatible version/i.test(message)) throw new SearchIndexError('incompatible', message);
    throw new SearchIndexError('malformed', `${what}: ${message}`);
  }
}

function isShardTable(value: unknown): value is TermShard[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((shard) => typeof shard?.from === 'string' && typeof shard?.file === 'string' && /^[\w.-]+\.json$/.test(shard.file))
  );
}

/** The index file: the documents and the table of term files (SearchIndexCore). */
export function parseSearchIndex(json: unknown): SearchEngine {
  if (typeof json !== 'object' || json === null || !('serializationVersion' in json)) {
    throw new SearchIndexError('malformed', 'The search index is not a serialized MiniSearch index.');
  }
  const documents = loadMiniSearch(json, 'The search index');
  const core = json as SearchIndexCore;
  if (!isShardTable(core.shards) || typeof core.storedFields !== 'object' || typeof core.documentIds !== 'object') {
    throw new SearchIndexError('malformed', 'The search index lists no term files.');
  }
  return new SearchEngine(core, documents);
}

/** Adds a term file to the engine, or says why it can't. */
export function addTermShard(engine: SearchEngine, shard: number, json: unknown): void {
  const entries = (json as TermShardFile | null)?.index;
  if (!Array.isArray(entries) || !entries.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string')) {
    throw new SearchIndexError('malformed', `Term file ${engine.shards[shard]?.file} is not a list of terms.`);
  }
  try {
    engine.addShard(shard, json as TermShardFile);
  } catch (error) {
    if (error instanceof SearchIndexError) throw error;
    throw new SearchIndexError('malformed', `Term file ${engine.shards[shard]?.file}: ${String(error)}`);
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

export function loadSearchIndex(url: string): Promise<SearchEngine> {
  return loadOnce(url, parseSearchIndex);
}

export function loadPhraseTexts(url: string): Promise<string[]> {
  return loadOnce(url, parsePhraseTexts);
}

/** A term file's URL: next to the index file. */
export function termShardUrl(indexUrl: string, file: string): string {
  return `${indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1)}${file}`;
}

/** Fetches the term files `shards` into the engine (each once per page life). */
export async function loadTermShards(engine: SearchEngine, indexUrl: string, shards: readonly number[]): Promise<void> {
  await Promise.all(
    shards.map(async (shard) => {
      if (engine.isLoaded(shard)) return;
      const file = engine.shards[shard];
      if (!file) throw new SearchIndexError('malformed', `The search index has no term file ${shard}.`);
      const json = await loadOnce(termShardUrl(indexUrl, file.file), (value) => value);
      addTermShard(engine, shard, json);
    }),
  );
}

/**
 * Loads what `query` needs to be ranked: its words' term files, then those a
 * typo fix turns out to need. Resolves once `rankResults` can answer it.
 */
export async function loadForQuery(engine: SearchEngine, indexUrl: string, query: string): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const missing = requiredShards(engine, query).filter((shard) => !engine.isLoaded(shard));
    if (missing.length === 0) return;
    await loadTermShards(engine, indexUrl, missing);
  }
}
