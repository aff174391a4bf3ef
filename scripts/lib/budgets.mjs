/**
 * JavaScript byte budgets. Bytes are deterministic, so tests may hold pages
 * to them (tests/e2e/budgets.spec.ts, and the route visits of
 * tests/e2e/routes.spec.ts); timings are only ever printed (npm run bench).
 * Sizes count what a cold load of the page fetches before it is interactive:
 * raw bytes, and gzip at level 6 as static hosts send them.
 */
const KB = 1024;

/** Issue 16's aims for a cold load of any docs page; the bench prints how far each page is. */
export const JS_AIM = { raw: 400 * KB, gzip: 125 * KB };

/**
 * What the tests enforce: issue 16's aims themselves. Every page, the
 * heaviest included, meets them since a page's prose and code lines reach the
 * browser once, in the HTML (plugins/static-html); a change that makes any
 * page heavier than the aim fails.
 */
export const JS_BUDGET = {
  /** build/assets/js/main.<hash>.js, raw (issue 16). */
  mainRaw: 300 * KB,
  /** Any docs page, or the home or not-found page. */
  pageRaw: JS_AIM.raw,
  pageGzip: JS_AIM.gzip,
};
