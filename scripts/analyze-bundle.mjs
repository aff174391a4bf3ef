#!/usr/bin/env node
/**
 * What the JavaScript of a page is made of, module by module: builds the
 * site with source maps (a separate output folder; the persistent bundler
 * cache is bypassed so the maps match), opens the page in Chromium, and
 * attributes every byte of every script it loads to the source file it came
 * from, via the source maps. Works with Rspack (Docusaurus Faster), which the
 * webpack-only analyzers do not.
 *
 *   npm run analyze                     # /get-started/intro
 *   npm run analyze -- /client/create-client --by-file
 *   npm run analyze -- --skip-build     # reuse the last analysis build
 *
 * Sizes are raw bytes of minified code, and each source's share of the
 * gzipped file (its raw share of the file times the file's gzip size).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { createStaticServer } from './lib/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../plugins/lib/chromium.mjs';

const args = process.argv.slice(2);
const pagePath = args.find((arg) => arg.startsWith('/')) ?? '/get-started/intro';
const byFile = args.includes('--by-file');
const outDir = path.resolve('node_modules/.cache/bundle-analysis');

if (!args.includes('--skip-build') || !existsSync(path.join(outDir, 'index.html'))) {
  console.log(`Building with source maps into ${path.relative('.', outDir)} …`);
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SOURCE_MAPS: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The scripts a cold load of the page fetches, in order. */
async function pageScripts() {
  const server = createStaticServer({ root: outDir, basePath: '/', quiet: true });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const files = [];
  try {
    const page = await browser.newPage();
    await page.route((url) => !url.toString().startsWith(origin), (route) => route.abort());
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) {
        files.push(decodeURIComponent(new URL(response.url()).pathname));
      }
    });
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
    server.close();
  }
  return [...new Set(files)];
}

/** Bytes of a minified file by original source, read from its source map. */
function bytesBySource(file) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Map([['(no source map)', code.length]]);
  const mappings = [];
  new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytes = new Map();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1].length;
    const source = (mapping.source ?? '(bundler runtime)').replace(/^webpack:\/\/[^/]*\//, '');
    bytes.set(source, (bytes.get(source) ?? 0) + (end - mapping.generatedColumn));
  });
  return bytes;
}

/** `react-dom`, `@docusaurus/theme-common`, or our own `src/components/layout` … */
function groupOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  return source.split('/').slice(0, source.startsWith('src/') ? 3 : 2).join('/');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const scripts = await pageScripts();
const totals = new Map();
let raw = 0;
let gzip = 0;
console.log(`\nJavaScript of a cold load of ${pagePath}: ${scripts.length} files`);
for (const script of scripts) {
  const file = path.join(outDir, script);
  const content = readFileSync(file);
  const fileGzip = gzipSync(content, { level: 6 }).length;
  raw += content.length;
  gzip += fileGzip;
  const sources = bytesBySource(file);
  const top = [...sources].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  console.log(`${kb(content.length)} ${kb(fileGzip)} gzip  ${path.basename(script).padEnd(34)} ${groupOf(top)}`);
  for (const [source, bytes] of sources) {
    const key = byFile ? source : groupOf(source);
    const entry = totals.get(key) ?? { raw: 0, gzip: 0 };
    entry.raw += bytes;
    entry.gzip += (bytes / content.length) * fileGzip;
    totals.set(key, entry);
  }
}
console.log(`${kb(raw)} ${kb(gzip)} gzip  in all\n\nBy ${byFile ? 'source file' : 'package or folder'}:`);
for (const [key, size] of [...totals].sort((a, b) => b[1].raw - a[1].raw).slice(0, Number(process.env.ANALYZE_TOP ?? 40))) {
  console.log(`${kb(size.raw)} ${kb(size.gzip)} gzip  ${key}`);
}
