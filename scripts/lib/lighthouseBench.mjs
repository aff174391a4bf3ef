/**
 * Lighthouse (mobile preset, simulated throttling: the default) against a
 * local server, in Debian's Chromium. The analytics host is blocked: there is
 * no internet here, and the figures are about our pages. Each page is scored
 * several times and every figure is the median of its runs, taken figure by
 * figure: a single Lighthouse run moves by several points with machine load.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../plugins/lib/chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id];
  return {
    scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: audit('largest-contentful-paint').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // What cost points, so a low score explains itself.
    failing: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry.score !== null && entry.score < 0.9)
      .map((entry) => entry.id),
  };
}

/** The median of each figure over several runs; the audits below 0.9 in any run. */
export function medianFigures(runs) {
  return {
    scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    runs: runs.length,
  };
}

/**
 * @param {string[]} urls
 * @param {{ analyticsHost: string, runs?: number, onPage?: (row: object) => void }} options
 */
export async function runLighthouse(urls, { analyticsHost, runs = 3, onPage } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (const url of urls) {
      const pageRuns = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: LIGHTHOUSE_CATEGORIES,
          blockedUrlPatterns: [`*${analyticsHost}*`],
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse could not score ${url}: ${lhr.runtimeError.message}`);
        pageRuns.push(figuresOf(lhr));
      }
      const row = { url, ...medianFigures(pageRuns) };
      results.push(row);
      onPage?.(row);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
