/**
 * Search figures for `npm run bench`, measured in Chromium with our real
 * loading and ranking code (src/search/*.ts, transpiled on the fly and served
 * next to its packages under an import map) against the built index, and in
 * the built site itself for the time to the first results.
 */
import http from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../plugins/lib/chromium.mjs';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transpileTypeScript } from './typescript.mjs';
import { evaluate, loadExamples, loadQueries } from './searchRelevance.mjs';

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
/** What a reader types as a first search, for the time to the first results. */
const FIRST_SEARCHES = ['consent', 'how do I block someone'];
/**
 * Runs of each first search, each in a fresh browser: one run on this 2-core
 * machine varies by tens of milliseconds (235–307 ms for one build within
 * minutes), so the median of nine is the figure, with the range beside it.
 */
const FIRST_RESULTS_RUNS = 9;
/** Chrome DevTools' "4x slowdown". */
const CPU_SLOWDOWN = 4;

/** The browser packages the search code imports, by specifier. */
const PACKAGES = {
  minisearch: 'node_modules/minisearch/dist/es/index.js',
  porter2: 'node_modules/porter2/dist/index.js',
  'fastest-levenshtein': 'node_modules/fastest-levenshtein/esm/mod.js',
};

/** Packages published as CommonJS only, by specifier: their exports, wrapped as a module. */
const COMMONJS_EXPORTS = { porter2: ['stem'] };

function packageModule(name) {
  const source = readFileSync(PACKAGES[name], 'utf8');
  const names = COMMONJS_EXPORTS[name];
  if (!names) return source;
  return `const exports = {};\n${source}\n${names.map((exported) => `export const ${exported} = exports.${exported};`).join('\n')}\n`;
}

function startServer(buildDir) {
  const imports = Object.fromEntries(Object.keys(PACKAGES).map((name) => [name, `/packages/${name}.js`]));
  const page = `<!doctype html><meta charset="utf-8"><script type="importmap">${JSON.stringify({ imports })}</script><title>search bench</title>`;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const send = (type, body) => response.writeHead(200, { 'content-type': type }).end(body);
    if (url.pathname === '/') return send('text/html', page);
    const packageName = /^\/packages\/(.+)\.js$/.exec(url.pathname)?.[1];
    if (packageName && PACKAGES[packageName]) return send('text/javascript', packageModule(packageName));
    if (url.pathname === '/lib/crossValidation.js') return send('text/javascript', readFileSync('scripts/lib/crossValidation.mjs'));
    const module = /^\/search\/((?:\w+\/)*\w+)(\.js)?$/.exec(url.pathname);
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

const sizeOf = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });
const sum = (sizes) => sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), { raw: 0, gzip: 0 });

/**
 * Time from the first keystroke to the first results in the built site, on
 * a CPU slowed down CPU_SLOWDOWN times, search opened with `/` and the query
 * typed at once, with no file cached.
 */
export async function timeToFirstResults(browser, origin, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/get-started/intro`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const fetched = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/.search/')) return;
      const body = await response.body().catch(() => undefined);
      if (body) fetched.push({ url: response.url(), ...sizeOf(body) });
    });
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor();
    // Timed in the page by a MutationObserver: polling from outside would take CPU from the page.
    await page.evaluate((expected) => {
      const state = window;
      state.__firstResults = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const status = document.querySelector('dialog[open] [role="status"]');
          if (status?.getAttribute('data-state') === 'ready' && status.getAttribute('data-query') === expected) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      document.addEventListener('input', () => (state.__firstKeystroke ??= performance.now()), { once: true, capture: true });
    }, query);
    await page.keyboard.insertText(query);
    const ms = await page.evaluate(async () => {
      const state = window;
      return (await state.__firstResults) - state.__firstKeystroke;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { query, ms, fetched: sum(fetched), files: fetched.length };
  } finally {
    await context.close();
  }
}

export async function measureSearch(browser, buildDir, origin) {
  const dir = path.join(buildDir, '.search');
  const names = readdirSync(dir);
  const indexFile = names.find((name) => name.startsWith('index-'));
  const textsFile = names.find((name) => name.startsWith('texts-'));
  if (!indexFile || !textsFile) throw new Error(`No search index in ${buildDir}/.search; build first.`);
  const bytes = Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name))]));
  const files = Object.fromEntries(Object.entries(bytes).map(([name, content]) => [name, sizeOf(content)]));
  const ofKind = (prefix) => sum(names.filter((name) => name.startsWith(prefix)).map((name) => files[name]));
  const queries = loadQueries();

  const server = await startServer(buildDir);
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const measured = await page.evaluate(
      async ({ indexUrl, textsUrl, benchQueries, rounds, evaluationEntries, examples }) => {
        const { loadForQuery, loadSearchIndex, loadPhraseTexts, rankResults, requiredFiles } = await import('/search/loadIndex');
        const { readerHintsFrom } = await import('/search/readerQueries');
        const { crossValidatedHints } = await import('/lib/crossValidation.js');
        const evaluationQueries = evaluationEntries.map((entry) => entry.query);
        const started = performance.now();
        const index = await loadSearchIndex(indexUrl);
        await loadForQuery(index, indexUrl, benchQueries[0]);
        rankResults(index, benchQueries[0]);
        const loadAndFirstQuery = performance.now() - started;

        // Every term and document file, so that timings measure ranking only.
        const texts = await loadPhraseTexts(textsUrl);
        for (const query of [...benchQueries, ...evaluationQueries]) await loadForQuery(index, indexUrl, query, { phraseTexts: texts });
        const samples = [];
        const byQuery = Object.fromEntries(benchQueries.map((query) => [query, []]));
        for (let round = 0; round < rounds; round += 1) {
          for (const query of benchQueries) {
            const before = performance.now();
            rankResults(index, query, texts);
            const took = performance.now() - before;
            samples.push(took);
            byQuery[query].push(took);
          }
        }
        // Most evaluation queries are also reader examples: each split is ranked with hints learned without
        // it (cross-validation), so the figures say how search does on queries it never saw.
        const hintsBySplit = crossValidatedHints(readerHintsFrom, index, evaluationEntries, examples);
        // Each evaluation query's results, and the files a first search for it fetches.
        const evaluation = evaluationEntries.map(({ query, split }) => {
          const results = rankResults(index, query, undefined, hintsBySplit.get(split));
          const required = requiredFiles(index, query);
          const shards = [
            ...required.shards.map((shard) => index.shards[shard].file),
            ...required.lexicons.map((lexicon) => index.lexicons[lexicon].file),
          ];
          const documents = [...new Set(results.flatMap((result) => index.documentFilesFor(result.id)))].map((file) => index.documentFiles[file].file);
          return { query, hrefs: results.map((result) => result.href), files: [...shards, ...documents] };
        });
        return { loadAndFirstQuery, samples, byQuery, evaluation };
      },
      {
        indexUrl: `/.search/${indexFile}`,
        textsUrl: `/.search/${textsFile}`,
        benchQueries: BENCH_QUERIES,
        rounds: ROUNDS,
        evaluationEntries: queries.map(({ query, split, answers }) => ({ query, split, answers })),
        examples: loadExamples(),
      },
    );
    const sorted = measured.samples.sort((a, b) => a - b);
    const slowest = Object.entries(measured.byQuery)
      .map(([query, times]) => ({ query, medianMs: percentile(times.sort((a, b) => a - b), 0.5) }))
      .sort((a, b) => b.medianMs - a.medianMs)
      .slice(0, 3);
    const ranked = new Map(measured.evaluation.map((entry) => [entry.query, entry.hrefs]));
    // Requests: the index file and each of the query's files.
    const firstSearch = measured.evaluation
      .map((entry) => ({ query: entry.query, requests: 1 + entry.files.length, ...sum([files[indexFile], ...entry.files.map((name) => files[name])]) }))
      .sort((a, b) => a.gzip - b.gzip);
    const byRequests = [...firstSearch].sort((a, b) => a.requests - b.requests);
    const firstResults = [];
    if (origin) {
      for (const query of FIRST_SEARCHES) {
        const runs = [];
        for (let run = 0; run < FIRST_RESULTS_RUNS; run += 1) {
          // A browser of its own per run, so that no run inherits another's state (caches, compiled code).
          const fresh = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
          try {
            runs.push(await timeToFirstResults(fresh, origin, query));
          } finally {
            await fresh.close();
          }
        }
        const times = runs.map((result) => result.ms).sort((a, b) => a - b);
        firstResults.push({ ...runs[0], ms: percentile(times, 0.5), minMs: times[0], maxMs: times.at(-1), runs: times.length });
      }
    }
    return {
      index: files[indexFile],
      terms: { ...ofKind('terms-'), count: names.filter((name) => name.startsWith('terms-')).length },
      documents: { ...ofKind('documents-'), count: names.filter((name) => name.startsWith('documents-')).length },
      texts: files[textsFile],
      whole: sum(names.filter((name) => !name.startsWith('texts-')).map((name) => files[name])),
      firstSearch: {
        median: percentile(firstSearch, 0.5),
        largest: firstSearch.at(-1),
        medianRequests: percentile(byRequests, 0.5).requests,
        mostRequests: byRequests.at(-1),
        over: (gzipKb, requests) => firstSearch.filter((entry) => entry.gzip > gzipKb * 1024 || entry.requests > requests).length,
      },
      relevance: evaluate(queries, (query) => ranked.get(query) ?? []),
      loadAndFirstQueryMs: measured.loadAndFirstQuery,
      firstResults,
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
