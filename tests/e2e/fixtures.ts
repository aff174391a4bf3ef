import { test as base, expect, type Page } from '@playwright/test';

/** Requests the page tried to send off this machine; each was answered locally. */
export type BlockedRequests = string[];

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * Every test gets a page that
 * - never reaches the network: the browser sends every non-local request to
 *   a proxy that is not there (PROXY_TO_NOWHERE in playwright.config.ts), so
 *   it fails at once; each is listed in `blockedRequests`, and the console
 *   error Chromium logs for it is not held against the test. (Not by routing
 *   requests through Playwright: that turns the HTTP cache off and costs a
 *   round trip per request, a sixth of every page load.)
 * - fails the test on any other console error or uncaught page error.
 */
export const test = base.extend<{
  blockedRequests: BlockedRequests;
  /** Console errors a test provokes on purpose (e.g. a broken page); others still fail it. */
  expectedErrors: RegExp | undefined;
  guard: void;
}>({
  blockedRequests: async ({}, use) => {
    await use([]);
  },
  expectedErrors: [undefined, { option: true }],
  guard: [
    async ({ page, blockedRequests, expectedErrors }, use) => {
      const problems: string[] = [];
      page.context().on('requestfailed', (request) => {
        if (!isLocal(request.url())) blockedRequests.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The 404 page is meant to answer with a 404 status; Chromium logs that.
        if (message.text().includes('status of 404')) return;
        // A request off this machine, failed on purpose (above).
        const source = message.location().url;
        if (message.text().startsWith('Failed to load resource') && source && !isLocal(source)) return;
        problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      const unexpected = problems.filter((problem) => !expectedErrors?.test(problem));
      expect(unexpected, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until React has hydrated the page. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  return response;
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
