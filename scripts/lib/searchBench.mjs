/**
 * Search figures for `npm run bench`, measured in Chromium with our real
 * loading and ranking code (src/search/*.ts, transpiled on the fly and served
 * next to MiniSearch under an import map) against the built index.
 */
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transpileTypeScript } from './typescript.mjs';

/** A mix of what readers type: words, prefixes, identifiers, a typo, a phrase. */
export const BENCH_QUERIES = [
  'client',
  'create a client',
  'stream messages',
  'consent',
  'wallet',
  'xmtp',
  'newConversation',
  'convresation',
  'push notifications',
  'group chat',
  'react native',
  'de',
  'k',
  '"send a message"',
];
const ROUNDS = 25;

function startServer(buildDir) {
  const page = `<!doctype html><meta charset="utf-8"><script type="importmap">{"imports":{"minisearch":"/minisearch.js"}}</script><title>search bench</title>`;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const send = (type, body) => response.writeHead(200, { 'content-type': type }).end(body);
    if (url.pathname === '/') return send('text/html', page);
    if (url.pathname === '/minisearch.js') {
      return send('text/javascript', readFileSync('node_modules/minisearch/dist/es/index.js'));
    }
    const module = /^\/search\/(\w+)(\.js)?$/.exec(url.pathname);
    if (module) return send('text/javascript', transpileTypeScript(path.join('src/search', `${module[1]}.ts`)));
    if (url.pathname.startsWith('/.search/')) {
      return send('application/json', readFileSync(path.join(buildDir, decodeURIComponent(url.pathname))));
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export async function measureSearch(browser, buildDir) {
  const files = readdirSync(path.join(buildDir, '.search'));
  const indexFile = files.find((name) => name.startsWith('index-'));
  const textsFile = files.find((name) => name.startsWith('texts-'));
  if (!indexFile || !textsFile) throw new Error(`No search index in ${buildDir}/.search; build first.`);
  const indexBytes = readFileSync(path.join(buildDir, '.search', indexFile));
  const textsBytes = readFileSync(path.join(buildDir, '.search', textsFile));

  const server = await startServer(buildDir);
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const timings = await page.evaluate(
      async ({ indexUrl, textsUrl, queries, rounds }) => {
        const { loadSearchIndex, loadPhraseTexts } = await import('/search/loadIndex');
        const { rankResults } = await import('/search/rank');
        const started = performance.now();
        const index = await loadSearchIndex(indexUrl);
        rankResults(index, queries[0]);
        const loadAndFirstQuery = performance.now() - started;
        const texts = await loadPhraseTexts(textsUrl);
        const samples = [];
        const byQuery = Object.fromEntries(queries.map((query) => [query, []]));
        for (let round = 0; round < rounds; round += 1) {
          for (const query of queries) {
            const before = performance.now();
            rankResults(index, query, texts);
            const took = performance.now() - before;
            samples.push(took);
            byQuery[query].push(took);
          }
        }
        return { loadAndFirstQuery, samples, byQuery };
      },
      { indexUrl: `/.search/${indexFile}`, textsUrl: `/.search/${textsFile}`, queries: BENCH_QUERIES, rounds: ROUNDS },
    );
    const sorted = timings.samples.sort((a, b) => a - b);
    const slowest = Object.entries(timings.byQuery)
      .map(([query, times]) => ({ query, medianMs: percentile(times.sort((a, b) => a - b), 0.5) }))
      .sort((a, b) => b.medianMs - a.medianMs)
      .slice(0, 3);
    return {
      index: { raw: indexBytes.length, gzip: gzipSync(indexBytes, { level: 6 }).length },
      texts: { raw: textsBytes.length, gzip: gzipSync(textsBytes, { level: 6 }).length },
      loadAndFirstQueryMs: timings.loadAndFirstQuery,
      medianMs: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      queries: BENCH_QUERIES.length,
      samples: sorted.length,
      slowest,
    };
  } finally {
    await page.close();
    server.close();
  }
}
