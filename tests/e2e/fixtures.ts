import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type ConsoleMessage,
  type Page,
  type PlaywrightTestOptions,
  type Request,
} from '@playwright/test';

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

/** Every option that shapes a browser context, as Playwright's own `context` fixture reads them. */
type ContextOptionFixtures = Pick<
  PlaywrightTestOptions,
  | 'acceptDownloads'
  | 'bypassCSP'
  | 'colorScheme'
  | 'contrast'
  | 'deviceScaleFactor'
  | 'extraHTTPHeaders'
  | 'forcedColors'
  | 'geolocation'
  | 'hasTouch'
  | 'httpCredentials'
  | 'ignoreHTTPSErrors'
  | 'isMobile'
  | 'javaScriptEnabled'
  | 'locale'
  | 'offline'
  | 'permissions'
  | 'proxy'
  | 'reducedMotion'
  | 'screen'
  | 'storageState'
  | 'timezoneId'
  | 'userAgent'
  | 'viewport'
  | 'baseURL'
  | 'serviceWorkers'
  | 'contextOptions'
>;

/** The options a test's context is made with: its project's and its own `test.use`, unset ones left out. */
function contextOptionsOf({ contextOptions, ...options }: ContextOptionFixtures): BrowserContextOptions {
  const set = Object.entries(options).filter(([, value]) => value !== undefined);
  return { ...contextOptions, ...Object.fromEntries(set) } as BrowserContextOptions;
}

/**
 * What a test can do to its page or context that the reset below cannot
 * undo: a page or context on which one of these ran is closed after the
 * test, and the next test gets a new one. Each name must still be a
 * Playwright method: a release that renames one fails here, by name,
 * instead of letting the change leak into the next test.
 */
const CHANGES_KEPT_BY_PAGE = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket', 'addLocatorHandler', 'setDefaultTimeout', 'setDefaultNavigationTimeout'] as const;
const CHANGES_KEPT_BY_CONTEXT = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setOffline', 'grantPermissions', 'clearPermissions', 'setGeolocation', 'routeFromHAR', 'routeWebSocket', 'setHTTPCredentials', 'setDefaultTimeout', 'setDefaultNavigationTimeout'] as const;
const CLOCK_CHANGES = ['install', 'setFixedTime', 'setSystemTime', 'runFor', 'pauseAt', 'fastForward', 'resume'] as const;
/**
 * What the reset sets back to the context's own options instead (a new
 * context for each of these was about a core-second a test: theme, colour
 * and layout tests emulate a lot). tests/e2e/harness.spec.ts checks that the
 * page then matches a new context.
 */
const CHANGES_THE_RESET_UNDOES = ['emulateMedia', 'setViewportSize'] as const;

/** Events a test may listen to on its page or context; their listeners go with the test. */
const TEST_EVENTS = ['console', 'dialog', 'download', 'filechooser', 'frameattached', 'framedetached', 'framenavigated', 'load', 'domcontentloaded', 'pageerror', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'websocket', 'worker', 'page', 'weberror', 'serviceworker'] as const;

/** A context kept from test to test in a worker, with its one tab. */
interface WarmPage {
  context: BrowserContext;
  page: Page;
  /** The CDP session that clears the storage of the origins the tab visited. */
  cdp: CDPSession;
  /** Set once a test changed something the reset cannot undo (see CHANGES_KEPT_BY_PAGE). */
  changed: boolean;
  /** Set once a test emulated media or a screen size, which the reset sets back (CHANGES_THE_RESET_UNDOES). */
  emulated: boolean;
  /** The options the context was made with, which the reset restores. */
  options: BrowserContextOptions;
}

function markChanges(target: object, names: readonly string[], mark: () => void, where: string) {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') throw new Error(`Playwright's ${where} has no ${name} any more: update CHANGES_* in tests/e2e/fixtures.ts`);
    methods[name] = function (this: unknown, ...args: unknown[]) {
      mark();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

async function openWarmPage(browser: Browser, options: BrowserContextOptions): Promise<WarmPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const warm: WarmPage = { context, page, cdp: await context.newCDPSession(page), changed: false, emulated: false, options };
  const changed = () => (warm.changed = true);
  markChanges(page, CHANGES_KEPT_BY_PAGE, changed, 'Page');
  markChanges(context, CHANGES_KEPT_BY_CONTEXT, changed, 'BrowserContext');
  markChanges(page.clock, CLOCK_CHANGES, changed, 'Clock');
  markChanges(page, CHANGES_THE_RESET_UNDOES, () => (warm.emulated = true), 'Page');
  return warm;
}

/**
 * Readies a kept page for the next test, as a new context would be but for
 * the HTTP cache: other tabs closed, the tab's own session store and every
 * visited origin's storage and cookies emptied, routes and listeners gone,
 * a blank document. Returns false when the page cannot be kept.
 */
async function resetWarmPage(warm: WarmPage, visitedOrigins: ReadonlySet<string>): Promise<boolean> {
  const { context, page, cdp } = warm;
  if (warm.changed || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of TEST_EVENTS) {
    page.removeAllListeners(event);
    context.removeAllListeners(event);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await forgetThisTabsSession(page);
  await page.goto('about:blank');
  if (warm.emulated) {
    // Without a size of its own the context follows the window, which a resize cannot give back.
    if (!warm.options.viewport) return false;
    await undoEmulation(page, warm.options);
    warm.emulated = false;
  }
  for (const origin of visitedOrigins) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql' });
  }
  await context.clearCookies();
  return true;
}

/**
 * Sets media and screen size back to what the context's options give a new
 * page. Playwright fills an option left unset with its own default (light,
 * no-preference, none, no-preference), which a new page of this context has:
 * the same values are passed here, and null (no emulation) stays null.
 */
async function undoEmulation(page: Page, options: BrowserContextOptions): Promise<void> {
  const unlessSet = <T>(value: T | undefined, playwrightDefault: T) => (value === undefined ? playwrightDefault : value);
  await page.emulateMedia({
    media: null,
    colorScheme: unlessSet(options.colorScheme, 'light'),
    reducedMotion: unlessSet(options.reducedMotion, 'no-preference'),
    forcedColors: unlessSet(options.forcedColors, 'none'),
    contrast: unlessSet(options.contrast, 'no-preference'),
  });
  await page.setViewportSize(options.viewport!);
}

/**
 * The tab's sessionStorage, which belongs to the tab: Storage.clearDataForOrigin
 * leaves it, so it is emptied from the page while the page still shows the origin.
 */
async function forgetThisTabsSession(page: Page): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  // A test may have made storage throw (makeStorageUnreachable): nothing was stored then.
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
}

/**
 * Every test's `page`
 * - is a tab kept from test to test in its worker, one per set of context
 *   options (a test's `test.use` may ask for its own), reset between tests
 *   as a new context would be (resetWarmPage) except for the HTTP cache:
 *   later loads of the same files are served from it, with the code V8
 *   compiled for them, as for a reader's second page. That is a third of a
 *   page load's CPU, and the suite loads pages hundreds of times on two
 *   cores. (Playwright's own `reuseContext` empties the cache each time.)
 *   A test that measures what a load fetches asks for `coldCache`.
 *   Emulated media and screen size are set back to the context's options;
 *   a test that changes what the reset cannot undo (an init script,
 *   permissions, the clock…) gets a new context after it.
 * - never reaches the network: the browser sends every non-local request to
 *   a proxy that is not there (PROXY_TO_NOWHERE in browserArgs.ts), so
 *   it fails at once; each is listed in `blockedRequests`, and the console
 *   error Chromium logs for it is not held against the test. (Not by routing
 *   requests through Playwright: that turns the HTTP cache off and costs a
 *   round trip per request, a sixth of every page load.)
 * - fails the test on any other console error or uncaught page error.
 *
 * `pageToRead` is such a page too, but one per worker, kept from test to
 * test as it is (with `openToRead`, a test on the page the last one read
 * loads nothing): for tests that only look. A test that clicks, types,
 * hovers, scrolls, stores, routes or emulates takes `page` instead.
 */
export const test = base.extend<
  {
    blockedRequests: BlockedRequests;
    /** Console errors a test provokes on purpose (e.g. a broken page); others still fail it. */
    expectedErrors: RegExp | undefined;
    /** Empties the HTTP cache before the test, for a test that counts what a cold load fetches. */
    coldCache: boolean;
    pageToRead: Page;
    /**
     * Opens a path with scripts off and returns the tab: the page exactly as
     * the server sends it (what crawlers and the first paint see). One tab
     * per worker, so each call shows the path it opened and a test reads one
     * such page at a time.
     */
    serverPage: (path: string) => Promise<Page>;
  },
  { sharedPage: Page; warmPages: Map<string, WarmPage>; scriptlessPage: Page }
>({
  blockedRequests: async ({}, use) => {
    await use([]);
  },
  expectedErrors: [undefined, { option: true }],
  coldCache: [false, { option: true }],
  warmPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, WarmPage>();
      await use(pages);
      for (const warm of pages.values()) await warm.context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's needs from the names it destructures (no rest element), hence the list twice.
  page: async (
    {
      browser, warmPages, coldCache, blockedRequests, expectedErrors,
      acceptDownloads, bypassCSP, colorScheme, contrast, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch,
      httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen,
      storageState, timezoneId, userAgent, viewport, baseURL, serviceWorkers, contextOptions,
    },
    use,
  ) => {
    const options = contextOptionsOf({
      acceptDownloads, bypassCSP, colorScheme, contrast, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch,
      httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen,
      storageState, timezoneId, userAgent, viewport, baseURL, serviceWorkers, contextOptions,
    });
    const key = JSON.stringify(options);
    let warm = warmPages.get(key);
    if (!warm) warmPages.set(key, (warm = await openWarmPage(browser, options)));
    if (coldCache) await emptyHttpCache(warm.page);
    const visitedOrigins = new Set<string>(baseURL ? [new URL(baseURL).origin] : []);
    const { page } = warm;
    page.on('framenavigated', (frame) => {
      const { protocol, origin } = new URL(frame.url());
      if (frame === page.mainFrame() && /^https?:$/.test(protocol)) visitedOrigins.add(origin);
    });
    const watch = watchForProblems(page, blockedRequests);
    await use(page);
    // Before the check, which throws on a problem: the next test must not inherit this one's state.
    if (!(await resetWarmPage(warm, visitedOrigins).catch(() => false))) {
      warmPages.delete(key);
      await warm.context.close().catch(() => undefined);
    }
    watch.check(expectedErrors);
  },
  context: async ({ page }, use) => {
    await use(page.context());
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
  // Kept from test to test as it is: with scripts off a page cannot store anything, and every
  // call navigates. (A context per call, as this once was, cost about a core-second each.)
  scriptlessPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  serverPage: async ({ scriptlessPage }, use) => {
    await use(async (path) => {
      const response = await scriptlessPage.goto(path);
      expect(response?.status(), path).toBe(200);
      return scriptlessPage;
    });
  },
});

export { expect };

/** Empties the browser's HTTP cache, for a test that watches what a page fetches (see `coldCache`). */
export async function emptyHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

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
