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
 * - never reaches the network: non-local requests get an empty 200 answer and
 *   are listed in `blockedRequests` (an empty answer, not an abort, so the
 *   analytics script doesn't log a console error that would mask real ones);
 * - fails the test on any console error or uncaught page error.
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
      await page.context().route(
        (url) => !isLocal(url.toString()),
        async (route) => {
          blockedRequests.push(route.request().url());
          await route.fulfill({ status: 200, body: '', contentType: 'text/plain' });
        },
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The 404 page is meant to answer with a 404 status; Chromium logs that.
        if (message.text().includes('status of 404')) return;
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
