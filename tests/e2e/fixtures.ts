import { test as base, expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';

/** Requests the page tried to send off this machine; each was answered locally. */
export type BlockedRequests = string[];

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** Listens to a page for what fails a test: console errors and uncaught errors. */
function watchForProblems(page: Page, blockedRequests: BlockedRequests) {
  const problems: string[] = [];
  const onRequestFailed = (request: Request) => {
    if (!isLocal(request.url())) blockedRequests.push(request.url());
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The 404 page is meant to answer with a 404 status; Chromium logs that.
    if (message.text().includes('status of 404')) return;
    // A request off this machine, failed on purpose (below).
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && source && !isLocal(source)) return;
    problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.context().on('requestfailed', onRequestFailed);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    /** Stops listening and fails the test on any problem it did not expect. */
    check(expectedErrors: RegExp | undefined) {
      page.context().off('requestfailed', onRequestFailed);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = problems.filter((problem) => !expectedErrors?.test(problem));
      expect(unexpected, 'console and page errors').toEqual([]);
    },
  };
}

/**
 * The browser context and its tab are reused from test to test
 * (`reuseContext` in playwright.config.ts). Playwright's reset between tests
 * empties the HTTP cache, cookies, local storage and IndexedDB, and drops
 * routes, init scripts and emulation; sessionStorage belongs to the tab,
 * which stays, so the tab's own session store is emptied here.
 */
async function forgetThisTabsSession(page: Page): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  // A test may have made storage throw (makeStorageUnreachable): nothing was stored then.
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
}

/**
 * Every test's `page`
 * - never reaches the network: the browser sends every non-local request to
 *   a proxy that is not there (PROXY_TO_NOWHERE in browserArgs.ts), so
 *   it fails at once; each is listed in `blockedRequests`, and the console
 *   error Chromium logs for it is not held against the test. (Not by routing
 *   requests through Playwright: that turns the HTTP cache off and costs a
 *   round trip per request, a sixth of every page load.)
 * - fails the test on any other console error or uncaught page error.
 *
 * `pageToRead` is such a page too, but one per worker, kept from test to
 * test (with `openToRead`, a test on the page the last one read loads
 * nothing): for tests that only look. A test that clicks, types, hovers,
 * scrolls, stores, routes or emulates takes `page`, a fresh one, instead.
 * A new context and a cold load are most of a short test's time.
 */
export const test = base.extend<
  {
    blockedRequests: BlockedRequests;
    /** Console errors a test provokes on purpose (e.g. a broken page); others still fail it. */
    expectedErrors: RegExp | undefined;
    pageToRead: Page;
  },
  { sharedPage: Page }
>({
  blockedRequests: async ({}, use) => {
    await use([]);
  },
  expectedErrors: [undefined, { option: true }],
  page: async ({ page, blockedRequests, expectedErrors }, use) => {
    const watch = watchForProblems(page, blockedRequests);
    await use(page);
    // Before the check, which throws on a problem: the next test must not inherit this one's session.
    await forgetThisTabsSession(page);
    watch.check(expectedErrors);
  },
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      // The project's screen, as `page` gets it (worker fixtures cannot read the test options).
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        locale: locale ?? 'en-US',
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  pageToRead: async ({ sharedPage, blockedRequests, expectedErrors }, use) => {
    const watch = watchForProblems(sharedPage, blockedRequests);
    await use(sharedPage);
    watch.check(expectedErrors);
  },
});

export { expect };

/** Opens a path and waits until React has hydrated the page. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  return response;
}

/** For `pageToRead`: opens a path unless the page shows it already, hydrated. */
export async function openToRead(page: Page, path: string): Promise<void> {
  const wanted = new URL(path, test.info().project.use.baseURL);
  const current = page.url() === 'about:blank' ? undefined : new URL(page.url());
  if (current && current.pathname === wanted.pathname && current.search === wanted.search && current.hash === wanted.hash) return;
  await open(page, path);
}

/** Makes `window.localStorage` throw on access, as in some private modes, before the page loads. */
export async function makeLocalStorageUnreachable(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** Makes both `localStorage` and `sessionStorage` throw on access, as in some private modes. */
export async function makeStorageUnreachable(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}
