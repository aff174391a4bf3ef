#!/usr/bin/env node
/**
 * Prints the figures we track (issue 9's budgets); asserts nothing, and no
 * test depends on timings. Run on a quiet machine: other work skews them.
 * 1. A cold production build: wall time and peak memory (`--skip-build`
 *    measures the build already in build/ instead).
 * 2. What blocks the first paint, read from every built page.
 * 3. Cold loads of every page in Chromium: JavaScript and CSS (raw and gzip),
 *    fonts, requests that left the site, layout shift, search index bytes.
 * 4. Lighthouse scores (mobile) of the home page and three docs pages.
 * 5. Search: index and file sizes, what a first search fetches, time to the
 *    first results on a slowed-down CPU, query latency, and relevance over
 *    tests/search/queries.json (`--search-only` measures this part alone).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { measureSearch } from './lib/searchBench.mjs';
import { formatFigures } from './lib/searchRelevance.mjs';
import { summarizeRenderBlocking } from './lib/renderBlocking.mjs';
import { measurePages, pagePathsFromSitemap, unsizedImages } from './lib/pageBench.mjs';
import { runLighthouse } from './lib/lighthouseBench.mjs';

/** The pages Lighthouse scores: home, a page with a diagram, a code-heavy page, a long text page. */
const LIGHTHOUSE_PAGES = ['/', '/get-started/intro', '/get-started/developer-quickstart', '/get-started/faq'];
/** Issue 9's reference points and aims, printed next to our figures. */
const REFERENCES = {
  replacedSite: 'site it replaces: 540 KB / 157 KB gzip, plus a 1.9 MB search index on every docs page',
  stockDocusaurus: 'stock Docusaurus 3.10 classic: 540 KB / 152 KB gzip',
  aim: 'aim: at most 400 KB / 120 KB gzip',
};

const root = path.resolve('build');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measureBuild() {
  rmSync('.docusaurus', { recursive: true, force: true });
  rmSync('node_modules/.cache', { recursive: true, force: true });
  const rssFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'rss.txt');
  const preload = path.resolve('scripts/lib/peakRss.cjs');
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build'], {
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
  return { seconds, peakMb: Math.max(0, ...peaks) / 1024 };
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
if (process.argv.includes('--skip-build')) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('No build in build/; run without --skip-build.');
  console.log('Build: skipped (--skip-build), measuring build/ as it is');
} else {
  const build = measureBuild();
  console.log('Build (cold, production; aim: at most 30 s and 1 GB)');
  console.log(`  wall time     ${build.seconds.toFixed(1)} s`);
  console.log(`  peak memory   ${build.peakMb.toFixed(0)} MB (largest Node process)`);
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
/** Pages and Lighthouse: every page's cold load, then the scores of a few. */
async function measureSite() {
  const rows = await measurePages(browser, { origin, root, paths: pagePathsFromSitemap(root) });
  const docs = rows.filter((row) => row.pagePath !== '/');
  const heaviest = [...docs].sort((a, b) => b.script.gzip - a.script.gzip);
  const home = rows.find((row) => row.pagePath === '/');
  console.log(`\nJavaScript on a cold load (${REFERENCES.aim} on any docs page)`);
  console.log(`  reference     ${REFERENCES.replacedSite}`);
  console.log(`  reference     ${REFERENCES.stockDocusaurus}`);
  console.log(`  home          ${kb(home.script.raw)} / ${kb(home.script.gzip)} gzip`);
  console.log(
    `  docs pages    median ${kb(median(docs.map((row) => row.script.raw)))} / ` +
      `${kb(median(docs.map((row) => row.script.gzip)))} gzip; ` +
      `heaviest ${kb(heaviest[0].script.raw)} / ${kb(heaviest[0].script.gzip)} gzip (${docs.length} pages)`,
  );
  for (const row of heaviest.slice(0, 3)) {
    console.log(`  heaviest      ${row.pagePath.padEnd(40)} ${row.script.files} files ${kb(row.script.raw)} / ${kb(row.script.gzip)} gzip`);
  }
  const css = rows.map((row) => row.stylesheet);
  console.log(`  CSS           ${kb(Math.max(...css.map((c) => c.raw)))} / ${kb(Math.max(...css.map((c) => c.gzip)))} gzip at most`);
  const fonts = new Set(rows.flatMap((row) => row.fonts));
  console.log(`  fonts         ${fonts.size} self-hosted file(s): ${[...fonts].map((font) => path.basename(font)).join(', ')}`);
  const offSite = new Set(rows.flatMap((row) => row.offSite.map((url) => new URL(url).host)));
  console.log(`  off-site      ${offSite.size === 0 ? 'none' : [...offSite].join(', ')} (blocked here; analytics only is expected)`);
  const shifted = [...rows].sort((a, b) => b.layoutShift - a.layoutShift);
  console.log(
    `  layout shift  at most ${shifted[0].layoutShift.toFixed(3)} while loading (${shifted[0].pagePath}); ` +
      `${rows.filter((row) => row.layoutShift > 0).length} of ${rows.length} pages shift at all`,
  );
  console.log(`  search index  ${rows.reduce((sum, row) => sum + row.searchIndexBytes, 0)} bytes fetched by plain page loads`);

  console.log('\nLighthouse 12, mobile (aim: performance ≥ 95, accessibility, best practices and SEO 100)');
  const lighthouseRows = await runLighthouse(
    LIGHTHOUSE_PAGES.map((pagePath) => `${origin}${pagePath}`),
    analyticsHost(),
  );
  for (const row of lighthouseRows) {
    const { performance, accessibility, seo } = row.scores;
    const practices = row.scores['best-practices'];
    console.log(
      `  ${new URL(row.url).pathname.padEnd(34)} perf ${performance} a11y ${accessibility} bp ${practices} seo ${seo}` +
        `  LCP ${(row.lcpMs / 1000).toFixed(1)} s, FCP ${(row.fcpMs / 1000).toFixed(1)} s, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}`,
    );
    if (row.failing.length > 0) console.log(`  ${''.padEnd(34)} below 0.9: ${row.failing.join(', ')}`);
  }
}

// `--search-only` prints the search figures alone (quicker while working on search).
const searchOnly = process.argv.includes('--search-only');
try {
  if (!searchOnly) await measureSite();
  const search = await measureSearch(browser, root, origin);
  const size = (figure) => `${kb(figure.raw)} raw / ${kb(figure.gzip)} gzip`;
  console.log('\nSearch (Chromium, src/search/*.ts against the built index; budgets from issue 17)');
  console.log(`  index file          ${size(search.index)} (documents; every search loads it)`);
  console.log(`  term files          ${search.terms.count} files, ${size(search.terms)} in all (a search loads those of its words' first letters)`);
  console.log(`  excerpt files       ${search.excerpts.count} files, ${size(search.excerpts)} in all (a search loads those of the results it shows)`);
  console.log(`  phrase texts file   ${size(search.texts)} (only for "quoted" queries)`);
  console.log(`  whole index         ${size(search.whole)} (what a reader who searched everything would have loaded)`);
  console.log(
    `  first search        median ${size(search.firstSearch.median)}, largest ${size(search.firstSearch.largest)} ` +
      `("${search.firstSearch.largest.query}") over the ${search.relevance.overall.count} evaluation queries (budget: 100 KB gzip, 400 KB raw)`,
  );
  for (const first of search.firstResults) {
    console.log(
      `  first results       ${first.ms.toFixed(0)} ms after the first keystroke, CPU 4x slower, nothing cached ("${first.query}": ` +
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
} finally {
  await browser.close();
  server.close();
}
