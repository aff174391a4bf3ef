/**
 * Lighthouse (mobile preset, simulated throttling: the default) against the
 * local production server, in Debian's Chromium. The analytics host is
 * blocked: there is no internet here, and the figures are about our pages.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string[]} urls
 * @param {string} analyticsHost hostname to block
 */
export async function runLighthouse(urls, analyticsHost) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (const url of urls) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: LIGHTHOUSE_CATEGORIES,
        blockedUrlPatterns: [`*${analyticsHost}*`],
      });
      const audit = (id) => lhr.audits[id];
      results.push({
        url,
        scores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ),
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
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
