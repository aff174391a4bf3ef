#!/usr/bin/env node
/**
 * Prints the figures we track; asserts nothing.
 * 1. A cold production build: wall time and peak memory (largest Node process).
 * 2. For sample pages, the JavaScript and CSS a cold load fetches before the
 *    page is idle, raw and gzip-compressed (zlib level 6, as static hosts use),
 *    measured in Chromium against the local production server, and whether
 *    a plain page load fetched any search index bytes (it must not).
 * 3. Search: index size, index load + first query, and query latency (median
 *    and p95), in Chromium, with our own loading and ranking code.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createStaticServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { measureSearch } from './lib/searchBench.mjs';

const SAMPLE_PAGES = ['/', '/get-started/intro', '/get-started/developer-quickstart', '/get-started/faq'];
const root = path.resolve('build');

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

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

async function measurePages() {
  const server = createStaticServer({ root, basePath: '/' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const pagePath of SAMPLE_PAGES) {
      const context = await browser.newContext();
      await context.route((url) => !url.toString().startsWith(origin), (route) => route.abort());
      const page = await context.newPage();
      const assets = new Map();
      let searchIndexBytes = 0;
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname.includes('/.search/')) searchIndexBytes += (await response.body()).length;
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if ((type === 'script' || type === 'stylesheet') && url.origin === origin) {
          assets.set(url.pathname, type);
        }
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      const totals = { script: { raw: 0, gzip: 0, files: 0 }, stylesheet: { raw: 0, gzip: 0, files: 0 } };
      for (const [assetPath, type] of assets) {
        const bytes = readFileSync(path.join(root, decodeURIComponent(assetPath)));
        totals[type].raw += bytes.length;
        totals[type].gzip += gzipSync(bytes, { level: 6 }).length;
        totals[type].files += 1;
      }
      rows.push({ pagePath, ...totals, searchIndexBytes });
      await context.close();
    }
    const search = await measureSearch(browser, root);
    return { rows, search };
  } finally {
    await browser.close();
    server.close();
  }
}

const build = measureBuild();
console.log('Build (cold, production)');
console.log(`  wall time     ${build.seconds.toFixed(1)} s`);
console.log(`  peak memory   ${build.peakMb.toFixed(0)} MB (largest Node process)`);

const { rows, search } = await measurePages();
console.log('\nCold load of sample pages (JavaScript | CSS; raw / gzip | search index bytes)');
for (const row of rows) {
  const js = `${row.script.files} files ${kb(row.script.raw)} / ${kb(row.script.gzip)}`;
  const css = `${row.stylesheet.files} files ${kb(row.stylesheet.raw)} / ${kb(row.stylesheet.gzip)}`;
  console.log(`  ${row.pagePath.padEnd(36)} JS ${js.padEnd(32)} CSS ${css.padEnd(26)} index ${row.searchIndexBytes} B`);
}

console.log('\nSearch (Chromium, src/search/*.ts against the built index)');
console.log(`  index file          ${kb(search.index.raw)} raw / ${kb(search.index.gzip)} gzip`);
console.log(`  phrase texts file   ${kb(search.texts.raw)} raw / ${kb(search.texts.gzip)} gzip (only for "quoted" queries)`);
console.log(`  load + first query  ${search.loadAndFirstQueryMs.toFixed(1)} ms`);
console.log(
  `  query latency       median ${search.medianMs.toFixed(2)} ms, p95 ${search.p95Ms.toFixed(2)} ms ` +
    `(${search.queries} queries x ${search.samples / search.queries} rounds)`,
);
console.log(`  slowest queries     ${search.slowest.map((entry) => `${entry.query} ${entry.medianMs.toFixed(2)} ms`).join(', ')}`);
