/**
 * How the browser tests launch Chromium, beside the machine's own flags
 * (plugins/lib/chromium.mjs). playwright.config.ts uses both; a spec that
 * needs the browser otherwise (prefetch.spec.ts) builds on these.
 */

/**
 * Keeps tests off the network without routing every request through
 * Playwright: Chromium sends all but loopback requests (which it never
 * proxies) to a proxy on the discard port, where nothing listens, so they
 * fail at once (tests/e2e/fixtures.ts lists them).
 */
export const PROXY_TO_NOWHERE = ['--proxy-server=http://127.0.0.1:9'];

/**
 * Tells pages they are on a slow connection (`navigator.connection.effectiveType`
 * is '2g'). There Docusaurus fetches no page's code ahead of a click: no
 * prefetch of each link that scrolls into view, no preload on hover; a click
 * still loads the page it leads to. A cold load of a docs page otherwise
 * fetches about 18 more files after it is interactive, a sixth of the CPU
 * the browser spends on it (1.11 → 0.92 core-seconds, measured over twenty
 * loads), and the suite makes hundreds of such loads on two cores.
 * prefetch.spec.ts runs without it and checks those fetches, ours included.
 */
export const SLOW_CONNECTION = ['--force-effective-connection-type=2G'];
