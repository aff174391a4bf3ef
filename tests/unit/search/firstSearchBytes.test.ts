import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDocuments, addLexicon, addTermShard, answerQuery, parseSearchIndex, queryNeeds, rankReading } from '@site/src/search/loadIndex';
import type { SearchEngine } from '@site/src/search/engine';
import type { BuiltIndex } from '@site/plugins/search-index/buildIndex';
import type { ReaderQuery } from '@site/src/search/readerQueries';
import { buildDocsIndex } from './docsIndex';
import { loadExamples, loadQueries } from '../../../scripts/lib/searchRelevance.mjs';

/** Issue 17's budget for what a reader's first search downloads. */
const FIRST_SEARCH_BUDGET = { raw: 400 * 1024, gzip: 100 * 1024 };

const sizeOf = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 6 }).length });

let built: BuiltIndex;
let sizes: Map<string, { raw: number; gzip: number }>;
/** The index file's size, which every first search fetches. */
let indexSize: { raw: number; gzip: number };
/** Each file parsed once: loading reads them and never changes them. */
let parsedIndex: unknown;
let parsedFiles: Map<string, unknown>;

beforeAll(async () => {
  // With the reader hints the site's build writes into the term files: they are part of what a search fetches.
  built = (await buildDocsIndex({ readerQueries: loadExamples() as ReaderQuery[] })).built;
  sizes = new Map(built.files.map((file) => [file.name, sizeOf(file.json)]));
  indexSize = sizeOf(built.indexJson);
  parsedIndex = JSON.parse(built.indexJson);
  parsedFiles = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
}, 60_000);

/**
 * The bytes a first search for `query` fetches: the index file, then what
 * `queryNeeds` asks for (term files, then a misspelt word's lexicon and the files its fixes need, then
 * the document files of the results), as useSearchResults loads them in the browser.
 */
function firstSearch(query: string) {
  const engine = parseSearchIndex(parsedIndex);
  const total = { ...indexSize };
  for (;;) {
    const needs = queryNeeds(engine, query);
    if (needs.shards.length === 0 && needs.lexicons.length === 0 && needs.documents.length === 0) break;
    for (const shard of needs.shards) {
      const file = engine.shards[shard]!.file;
      addTermShard(engine, shard, parsedFiles.get(file));
      total.raw += sizes.get(file)!.raw;
      total.gzip += sizes.get(file)!.gzip;
    }
    for (const lexicon of needs.lexicons) {
      const file = engine.lexicons[lexicon]!.file;
      addLexicon(engine, lexicon, parsedFiles.get(file));
      total.raw += sizes.get(file)!.raw;
      total.gzip += sizes.get(file)!.gzip;
    }
    for (const documents of needs.documents) {
      const file = engine.documentFiles[documents]!.file;
      addDocuments(engine, documents, parsedFiles.get(file));
      total.raw += sizes.get(file)!.raw;
      total.gzip += sizes.get(file)!.gzip;
    }
  }
  return { ...total, engine };
}

const firstSearchBytes = (query: string) => {
  const { raw, gzip } = firstSearch(query);
  return { raw, gzip };
};

/** An engine with every term file and lexicon in: what a reader who had fetched everything would rank with. */
function everythingLoaded(): SearchEngine {
  const engine = parseSearchIndex(parsedIndex);
  engine.shards.forEach((shard, at) => addTermShard(engine, at, parsedFiles.get(shard.file)));
  engine.lexicons.forEach((lexicon, at) => addLexicon(engine, at, parsedFiles.get(lexicon.file)));
  return engine;
}

const asText = (ranked: ReadonlyArray<{ id: number; score: number }>) => ranked.map(({ id, score }) => `${id}:${score.toFixed(9)}`).join();

describe('the first search', () => {
  it(`fetches at most ${FIRST_SEARCH_BUDGET.gzip / 1024} KB gzip and ${FIRST_SEARCH_BUDGET.raw / 1024} KB raw for every evaluation query, and ranks it as a fully loaded index would`, () => {
    const everything = everythingLoaded();
    const rankedOtherwise: string[] = [];
    const fetchedOtherwise: string[] = [];
    const sizes = (loadQueries() as Array<{ query: string }>).map(({ query }) => {
      const { engine, raw, gzip } = firstSearch(query);
      // The files a first search fetches are all its ranking reads: it ranks as if every file were in.
      // (A quoted phrase also needs the phrase texts, which are not term files.)
      // (What the dialog shows: the answer the loading rounds ended with, ranked once per set of term files.)
      const whole = rankReading(everything, query);
      if (!query.includes('"') && asText(answerQuery(engine, query).results ?? []) !== asText(whole.ranked)) rankedOtherwise.push(query);
      // What it fetched is what ranking it reads on a fully loaded index (which `npm run bench` counts).
      const fetched = { shards: engine.shards.flatMap((_, at) => (engine.isLoaded(at) ? [at] : [])), lexicons: engine.lexicons.flatMap((_, at) => (engine.isLexiconLoaded(at) ? [at] : [])) };
      if (JSON.stringify(fetched) !== JSON.stringify(whole.read)) fetchedOtherwise.push(query);
      return { query, raw, gzip };
    });
    expect(rankedOtherwise, 'queries ranked differently from a fully loaded index').toEqual([]);
    expect(fetchedOtherwise, 'queries whose first search fetched other term or lexicon files than ranking reads').toEqual([]);
    const largest = sizes.reduce((most, size) => (size.gzip > most.gzip ? size : most));
    console.log(`Largest first search: ${(largest.gzip / 1024).toFixed(1)} KB gzip, ${(largest.raw / 1024).toFixed(1)} KB raw ("${largest.query}")`);
    expect(sizes.filter((size) => size.raw > FIRST_SEARCH_BUDGET.raw || size.gzip > FIRST_SEARCH_BUDGET.gzip)).toEqual([]);
    // Over two thousand queries, each from a fresh engine: a minute or two on two shared cores.
  }, 240_000);

  it('fetches more for a query of many words than for one word', () => {
    expect(firstSearchBytes('consent').gzip).toBeLessThan(firstSearchBytes('tell users my app reads incoming requests to catch scams').gzip);
  });
});
