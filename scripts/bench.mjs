#!/usr/bin/env node
/**
 * Prints the figures we track (issue 9's budgets); asserts nothing, and no
 * test depends on timings. Run on a quiet machine: other work skews them.
 * 1. A cold production build: wall time and peak memory (`--skip-build`
 *    measures the build already in build/ instead).
 * 2. What blocks the first paint, read from every built page.
 * 3. Cold loads of every page in Chromium: JavaScript and CSS (raw and gzip),
 *    fonts, requests that left the site, layout shift, search index bytes.
 * 4. Lighthouse scores (mobile, median of 3 runs) of the home page, the
 *    not-found page and the 15 heaviest docs pages (`--all-routes`: every
 *    page; `--runs=N`), next to stock Docusaurus with a copy of our heaviest
 *    page, built in the same run (scripts/lib/stockDocusaurus.mjs).
 * 5. Search: index and file sizes, what a first search fetches, time to the
 *    first results on a slowed-down CPU, query latency, and relevance over
 *    tests/search/queries.json (`--search-only` measures this part alone).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../plugins/lib/chromium.mjs';
import { measureSearch } from './lib/searchBench.mjs';
import { createScaledSite } from './lib/scaleSite.mjs';
import { formatFigures } from './lib/searchRelevance.mjs';

/**
 * The baseline beside our ranking, on the same queries: plain MiniSearch with
 * the spec's options over the same documents, measured in Node by
 * tests/search/report.eval.ts (`npm run search:eval`), whose figures it writes
 * to a file for this.
 */
function printBaseline() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vx-search-eval-'));
  const file = path.join(dir, 'figures.json');
  try {
    const run = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vitest', 'run', '--project', 'search-eval'], {
      env: { ...process.env, SEARCH_EVAL_JSON: file },
      encoding: 'utf8',
    });
    if (run.status !== 0 || !existsSync(file)) {
      console.log(`  baseline            not measured: npm run search:eval failed (${run.stderr.trim().split('\n').at(-1) ?? run.status})`);
      return;
    }
    const { current, baselineAnd, baselineOr } = JSON.parse(readFileSync(file, 'utf8'));
    const row = (name, figures) =>
      `    ${name.padEnd(42)} @1 ${figures.at1.toFixed(2)}  @3 ${figures.at3.toFixed(2)}  @16 ${figures.at16.toFixed(2)}  MRR ${figures.mrr.toFixed(2)}  (${figures.count} queries)`;
    console.log('  baseline            the same queries in Node, on an index of docs/ (npm run search:eval):');
    for (const set of Object.keys(current)) {
      console.log(row(`${set}: plain MiniSearch, spec options`, baselineAnd[set]));
      console.log(row(`${set}: the same, words combined with OR`, baselineOr[set]));
      console.log(row(`${set}: this site`, current[set]));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
import { summarizeRenderBlocking } from './lib/renderBlocking.mjs';
import { measurePages, pagePathsFromSitemap, unsizedImages } from './lib/pageBench.mjs';
import { runLighthouse } from './lib/lighthouseBench.mjs';
import { buildStockDocusaurus } from './lib/stockDocusaurus.mjs';

/** Lighthouse runs per page; each figure is the median of the runs. */
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
/** The not-found page as a file: Lighthouse does not score a page that answers 404. */
const NOT_FOUND_PAGE = '/404.html';
/** How many docs pages Lighthouse scores unless --all-routes asks for every one. */
const HEAVIEST_COUNT = 15;
/** Issue 16's aims, printed next to our figures. */
const REFERENCES = {
  aim: 'aim: at most 400 KB / 125 KB gzip',
};

/** The entry bundles in build/assets/js: our main bundle, and React's file. */
const mainBundle = (dir) => `assets/js/${readdirSync(path.join(dir, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file))}`;
const frameworkBundle = (dir) => `assets/js/${readdirSync(path.join(dir, 'assets/js')).find((file) => /^framework\.[0-9a-f]+\.js$/.test(file))}`;

/**
 * `--scale N`: the docs copied N times (scripts/lib/scaleSite.mjs), built in
 * a temporary folder, and only the build and search figures (--search-only).
 */
const SCALE = Number(process.argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length) ?? process.argv[process.argv.indexOf('--scale') + 1] ?? 1);
const scaled = SCALE > 1 ? createScaledSite(SCALE) : undefined;
if (scaled) console.log(`Scale ${SCALE}x: ${scaled.pages} pages in ${scaled.siteDir}`);
const root = scaled ? path.join(scaled.siteDir, 'build') : path.resolve('build');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measureBuild(cwd = process.cwd()) {
  rmSync(path.join(cwd, '.docusaurus'), { recursive: true, force: true });
  rmSync('node_modules/.cache', { recursive: true, force: true });
  const rssFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'rss.txt');
  const preload = path.resolve('scripts/lib/peakRss.cjs');
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PEAK_RSS_FILE: rssFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim(),
    },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error('The build failed; no figures.');
  const peaks = existsSync(rssFile)
    ? readFileSync(rssFile, 'utf8').trim().split('\n').map((line) => Number(line.split(' ')[1]))
    : [];
  // Each Node process's own peak: the largest, and their sum (an upper bound for the tree at any one moment).
  return { seconds, peakMb: Math.max(0, ...peaks) / 1024, summedPeakMb: peaks.reduce((total, peak) => total + peak, 0) / 1024, processes: peaks.length };
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

function analyticsHost() {
  const home = readFileSync(path.join(root, 'index.html'), 'utf8');
  const external = /<script\b[^>]*\ssrc=["']?(https:\/\/[^"'\s>]+)/i.exec(home);
  return external ? new URL(external[1]).hostname : 'analytics.invalid';
}

// `--skip-build` measures the build already in build/ (quicker while iterating).
if (process.argv.includes('--skip-build') && !scaled) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('No build in build/; run without --skip-build.');
  console.log('Build: skipped (--skip-build), measuring build/ as it is');
} else {
  const build = measureBuild(scaled?.siteDir);
  console.log(`Build (cold, production${scaled ? `, docs ${SCALE}x` : ''}; aim: at most 30 s and 1 GB)`);
  console.log(`  wall time     ${build.seconds.toFixed(1)} s`);
  console.log(`  peak memory   ${build.peakMb.toFixed(0)} MB (largest Node process); ${build.summedPeakMb.toFixed(0)} MB summed over its ${build.processes} Node processes`);
}

const pages = htmlFiles(root);
const blocking = summarizeRenderBlocking(pages, (href) => path.join(root, href));
console.log(`\nRender-blocking resources over ${blocking.pages} built pages (aim: one small CSS file and the inline theme script)`);
for (const sheet of blocking.stylesheets) console.log(`  stylesheet    ${sheet.href} ${kb(sheet.raw)} / ${kb(sheet.gzip)} gzip`);
console.log(`  scripts       ${blocking.scripts.length === 0 ? 'none' : blocking.scripts.join(', ')}`);
console.log(`  inline        at most ${blocking.inlineCount} inline script(s) per page, ${kb(blocking.inlineBytes)}`);
const images = unsizedImages(pages);
console.log(`  images        ${images.images} <img> tags, ${images.unsized.length} without width and height`);
for (const line of images.unsized.slice(0, 5)) console.log(`                ${line}`);

const server = createStaticServer({ root, basePath: '/' });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** The docs pages Lighthouse scores: the heaviest by HTML, plus the ones with most code blocks. */
function heaviestDocsPages(paths, count) {
  const docs = paths
    .filter((pagePath) => pagePath !== '/')
    .map((pagePath) => {
      const html = readFileSync(path.join(root, `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`), 'utf8');
      return { pagePath, bytes: html.length, codeBlocks: html.split('theme-code-block').length - 1 };
    });
  const byCode = [...docs].sort((a, b) => b.codeBlocks - a.codeBlocks).slice(0, Math.ceil(count / 3));
  const byBytes = [...docs].sort((a, b) => b.bytes - a.bytes);
  const chosen = new Set(byCode.map((page) => page.pagePath));
  for (const page of byBytes) if (chosen.size < count) chosen.add(page.pagePath);
  return [...chosen];
}

/** The page the stock Docusaurus reference gets a copy of: the one with the most JavaScript here. */
const STOCK_PAGE_FLAG = process.argv.find((arg) => arg.startsWith('--stock-page='));

const ratioToStock = (ours, theirs) => (theirs > 0 ? `×${(ours / theirs).toFixed(2)}` : '');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Pages and Lighthouse: every page's cold load, then the scores of the heaviest, next to stock Docusaurus. */
async function measureSite() {
  const paths = pagePathsFromSitemap(root);
  // The not-found page is in no sitemap; its file answers every unknown address.
  const rows = await measurePages(browser, { origin, root, paths: [...paths, NOT_FOUND_PAGE] });
  const docs = rows.filter((row) => row.pagePath !== '/' && row.pagePath !== NOT_FOUND_PAGE);
  const heaviest = [...docs].sort((a, b) => b.script.gzip - a.script.gzip);
  const home = rows.find((row) => row.pagePath === '/');
  console.log(`\nJavaScript on a cold load (${REFERENCES.aim} on any docs page; the main bundle at most 300 KB raw)`);
  console.log(`  main bundle   ${kb(statSync(path.join(root, mainBundle(root))).size)} raw (${mainBundle(root)}), React in its own file: ${kb(statSync(path.join(root, frameworkBundle(root))).size)}`);
  console.log(`  home          ${kb(home.script.raw)} / ${kb(home.script.gzip)} gzip`);
  console.log(
    `  docs pages    median ${kb(median(docs.map((row) => row.script.raw)))} / ` +
      `${kb(median(docs.map((row) => row.script.gzip)))} gzip; ` +
      `heaviest ${kb(heaviest[0].script.raw)} / ${kb(heaviest[0].script.gzip)} gzip (${docs.length} pages)`,
  );
  const over = docs.filter((row) => row.script.raw > 400 * 1024 || row.script.gzip > 125 * 1024);
  console.log(`  over budget   ${over.length} of ${docs.length} docs pages (400 KB raw or 125 KB gzip)`);
  for (const row of heaviest.slice(0, 5)) {
    console.log(`  heaviest      ${row.pagePath.padEnd(40)} ${row.script.files} files ${kb(row.script.raw)} / ${kb(row.script.gzip)} gzip`);
  }
  const css = rows.map((row) => row.stylesheet);
  console.log(`  CSS           ${kb(Math.max(...css.map((c) => c.raw)))} / ${kb(Math.max(...css.map((c) => c.gzip)))} gzip at most`);
  const fonts = new Set(rows.flatMap((row) => row.fonts));
  console.log(`  fonts         ${fonts.size === 0 ? 'none (system fonts)' : [...fonts].map((font) => path.basename(font)).join(', ')}`);
  const offSite = new Set(rows.flatMap((row) => row.offSite.map((url) => new URL(url).host)));
  console.log(`  off-site      ${offSite.size === 0 ? 'none' : [...offSite].join(', ')} (blocked here; analytics only is expected)`);
  const shifted = [...rows].sort((a, b) => b.layoutShift - a.layoutShift);
  console.log(
    `  layout shift  at most ${shifted[0].layoutShift.toFixed(3)} while loading (${shifted[0].pagePath}); ` +
      `${rows.filter((row) => row.layoutShift > 0).length} of ${rows.length} pages shift at all`,
  );
  // The not-found page fetches the index on purpose: its suggestions come from it.
  const plainLoads = rows.filter((row) => row.pagePath !== NOT_FOUND_PAGE);
  console.log(`  search index  ${plainLoads.reduce((sum, row) => sum + row.searchIndexBytes, 0)} bytes fetched by plain page loads (the not-found page fetches it for its suggestions)`);

  // The reference: stock Docusaurus with a copy of our heaviest page, scored in the same run.
  const stockSource = STOCK_PAGE_FLAG?.slice('--stock-page='.length) ?? heaviest[0].pagePath;
  console.log(`\nStock Docusaurus (the reference), with ${stockSource} copied in as Markdown`);
  const stock = buildStockDocusaurus({
    markdown: readFileSync(path.join(root, `${stockSource.slice(1)}.md`), 'utf8'),
    name: path.basename(stockSource),
  });
  const stockServer = createStaticServer({ root: stock.root, basePath: '/', warn: () => {} });
  await new Promise((resolve) => stockServer.listen(0, '127.0.0.1', resolve));
  const stockOrigin = `http://127.0.0.1:${stockServer.address().port}`;
  let stockFigures;
  try {
    const [stockPage] = await measurePages(browser, { origin: stockOrigin, root: stock.root, paths: [stock.pagePath] });
    const [stockScores] = await runLighthouse([`${stockOrigin}${stock.pagePath}`], { analyticsHost: 'analytics.invalid', runs: RUNS });
    stockFigures = { ...stockScores, script: stockPage.script };
  } finally {
    stockServer.close();
  }

  const allRoutes = process.argv.includes('--all-routes');
  const lighthousePaths = ['/', NOT_FOUND_PAGE, ...(allRoutes ? docs.map((row) => row.pagePath) : heaviestDocsPages(paths, HEAVIEST_COUNT))];
  console.log(
    `\nLighthouse 12, mobile, median of ${RUNS} runs per page: the home page, the not-found page (as ${NOT_FOUND_PAGE}: ` +
      `Lighthouse does not score a 404 answer) and ${allRoutes ? 'every docs page' : `the ${HEAVIEST_COUNT} heaviest docs pages (HTML size, code blocks)`}. ` +
      'Aim: performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.0 s, CLS 0, accessibility, best practices and SEO 100. ×n: ours over stock.',
  );
  const scriptOf = (pagePath) => rows.find((row) => row.pagePath === pagePath)?.script;
  // The stock row is the reference the other rows' ratios divide by, so it carries none of its own.
  const line = (label, figures, script, isReference = false) => {
    const ratio = isReference ? () => '' : ratioToStock;
    const { performance, accessibility, seo } = figures.scores;
    const practices = figures.scores['best-practices'];
    const js = script ? `JS ${kb(script.raw)} ${ratio(script.raw, stockFigures.script.raw)} / ${kb(script.gzip)} gzip ${ratio(script.gzip, stockFigures.script.gzip)}` : '';
    console.log(
      `  ${label.padEnd(38)} perf ${String(performance).padStart(3)} ${ratio(performance, stockFigures.scores.performance).padEnd(6)}` +
        ` TBT ${String(Math.round(figures.tbtMs)).padStart(4)} ms ${ratio(figures.tbtMs, stockFigures.tbtMs).padEnd(6)}` +
        ` LCP ${seconds(figures.lcpMs)} ${ratio(figures.lcpMs, stockFigures.lcpMs).padEnd(6)} FCP ${seconds(figures.fcpMs)}` +
        ` CLS ${figures.cls.toFixed(3)} a11y ${accessibility} bp ${practices} seo ${seo}  ${js}`,
    );
    if (figures.failing.length > 0) console.log(`  ${''.padEnd(38)} below 0.9 in some run: ${figures.failing.join(', ')}`);
  };
  line(`stock Docusaurus ${stock.pagePath} (reference)`, stockFigures, stockFigures.script, true);
  const lighthouseRows = await runLighthouse(
    lighthousePaths.map((pagePath) => `${origin}${pagePath}`),
    {
      analyticsHost: analyticsHost(),
      runs: RUNS,
      onPage: (row) => {
        const pagePath = new URL(row.url).pathname;
        line(pagePath, row, scriptOf(pagePath));
      },
    },
  );
  const perf = lighthouseRows.map((row) => row.scores.performance);
  const tbt = lighthouseRows.map((row) => row.tbtMs);
  const lcp = lighthouseRows.map((row) => row.lcpMs);
  console.log(
    `  over ${lighthouseRows.length} pages: performance min ${Math.min(...perf)}, median ${median(perf)}; ` +
      `TBT median ${Math.round(median(tbt))} ms, max ${Math.round(Math.max(...tbt))} ms; ` +
      `LCP median ${seconds(median(lcp))}, max ${seconds(Math.max(...lcp))}; ` +
      `${lighthouseRows.filter((row) => row.scores.performance < 95).length} below 95 ` +
      `(stock: ${stockFigures.scores.performance}, TBT ${Math.round(stockFigures.tbtMs)} ms, LCP ${seconds(stockFigures.lcpMs)})`,
  );
}

// `--search-only` prints the search figures alone (quicker while working on search).
const searchOnly = process.argv.includes('--search-only') || Boolean(scaled);
try {
  if (!searchOnly) await measureSite();
  const search = await measureSearch(browser, root, origin);
  const size = (figure) => `${kb(figure.raw)} raw / ${kb(figure.gzip)} gzip`;
  console.log('\nSearch (Chromium, src/search/*.ts against the built index; budgets from issue 17)');
  console.log(`  index file          ${size(search.index)} (documents; every search loads it)`);
  console.log(`  term files          ${search.terms.count} files, ${size(search.terms)} in all (a search loads those of its words' first two letters)`);
  console.log(`  document files      ${search.documents.count} files, ${size(search.documents)} in all (a search loads those of the results it shows)`);
  console.log(`  phrase texts file   ${size(search.texts)} (only for "quoted" queries)`);
  console.log(`  whole index         ${size(search.whole)} (what a reader who searched everything would have loaded)`);
  console.log(
    `  first search        median ${size(search.firstSearch.median)}, largest ${size(search.firstSearch.largest)} ` +
      `("${search.firstSearch.largest.query}") over the ${search.relevance.overall.count} evaluation queries (budget: 100 KB gzip, 400 KB raw)`,
  );
  console.log(
    `  first search files  median ${search.firstSearch.medianRequests} requests, most ${search.firstSearch.mostRequests.requests} ` +
      `("${search.firstSearch.mostRequests.query}"); ${search.firstSearch.over(120, 20)} queries over 120 KB gzip or 20 requests`,
  );
  for (const first of search.firstResults) {
    console.log(
      `  first results       ${first.ms.toFixed(0)} ms after the first keystroke (median of ${first.runs}, ${first.minMs.toFixed(0)}–${first.maxMs.toFixed(0)} ms), ` +
        `CPU 4x slower, nothing cached ("${first.query}": ` +
        `${first.files} files, ${size(first.fetched)}; budget 300 ms, of which 200 ms is the debounce)`,
    );
  }
  console.log(`  load + first query  ${search.loadAndFirstQueryMs.toFixed(1)} ms (index file and the query's files, unthrottled)`);
  console.log(
    `  query latency       median ${search.medianMs.toFixed(2)} ms, p95 ${search.p95Ms.toFixed(2)} ms ` +
      `(${search.queries} queries x ${search.samples / search.queries} rounds; budget: p95 under 5 ms)`,
  );
  console.log(`  slowest queries     ${search.slowest.map((entry) => `${entry.query} ${entry.medianMs.toFixed(2)} ms`).join(', ')}`);
  console.log('  relevance           tests/search/queries.json: a result counts when it is on a page that answers the query');
  for (const line of formatFigures(search.relevance, '    ')) console.log(line);
  if (!scaled) printBaseline();
} finally {
  await browser.close();
  server.close();
}
