/**
 * Issue 9, failure modes: storage that throws, chunks that fail to load, bad
 * URLs, methods the server refuses, no JavaScript, hostile search input.
 * (The search index failures are in search.spec.ts, render failures in
 * errors.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, makeStorageUnreachable, open, test } from './fixtures';

test.describe('storage that throws', () => {
  test('every feature that remembers something still works for the visit', async ({ page, isMobile }) => {
    test.slow();
    await makeStorageUnreachable(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/dms/messages');
    const html = page.locator('html');

    // Theme toggle.
    const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    // Banner dismissal.
    const banner = page.getByRole('region', { name: 'Announcement' });
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toBeHidden();

    // Code-group tab choice.
    const kotlin = page.getByRole('tab', { name: 'Kotlin' }).first();
    await kotlin.click();
    await expect(kotlin).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${await kotlin.getAttribute('aria-controls')}"]`)).toBeVisible();

    // Search, its remembered query and its detail toggle.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('wallet');
    await expect(dialog.getByRole('status')).toHaveAttribute('data-state', 'ready');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const details = dialog.getByRole('button', { name: 'Show excerpts' });
    await details.click();
    await expect(details).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Sidebar sections (on phones, inside the curtain's drawer).
    if (isMobile) await page.locator('.vx-curtain').getByRole('button', { name: /./ }).first().click();
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).filter({ visible: true });
    const section = sidebar.getByRole('button', { name: 'Build group chat' });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    const groupLink = sidebar.getByRole('link', { name: 'Build group chat' });
    await expect(groupLink).toBeVisible();

    // Back link and scroll restoration.
    if (isMobile) await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    if (isMobile) await page.locator('.vx-curtain').getByRole('button', { name: /./ }).first().click();
    await groupLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build group chat with MLS and XMTP');
    expect(new URL(page.url()).pathname).toBe('/groups/build-group-chat');
    if (isMobile) await page.locator('.vx-curtain').getByRole('button', { name: /./ }).first().click();
    await expect(page.getByRole('navigation', { name: 'Docs' }).filter({ visible: true }).getByRole('button', { name: 'Back' })).toBeVisible();
    if (isMobile) await page.keyboard.press('Escape');
    // The choices hold on the next page of the visit.
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(banner).toBeHidden();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send and list 1:1 messages');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

    // Nothing could be saved, so a new visit starts afresh.
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(banner).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

/** Records every preload-error event the page dispatches, across reloads. */
async function recordPreloadErrors(page: Page): Promise<string[]> {
  const events: string[] = [];
  await page.exposeBinding('recordPreloadError', (_source, chunkId: string, message: string, cancelable: boolean) => {
    events.push(`${chunkId} ${cancelable ? 'cancelable' : 'not cancelable'}: ${message}`);
  });
  await page.addInitScript(() => {
    window.addEventListener('preload-error', (event) => {
      const { detail, cancelable } = event as CustomEvent<{ chunkId: string | number; error: Error }>;
      (window as unknown as { recordPreloadError: (...args: unknown[]) => void }).recordPreloadError(
        String(detail.chunkId),
        String(detail.error?.message),
        cancelable,
      );
    });
  });
  return events;
}

/** Aborts the script chunk that holds the FAQ page's content, as a dropped connection would. */
async function breakFaqChunk(page: Page): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    // Once more on a reset socket: Playwright's fetch may reuse a kept-alive
    // connection just as the server closes it for idling (its 5 s limit).
    const response = await route.fetch().catch((error: Error) => {
      if (/ECONNRESET|socket hang up/.test(error.message)) return route.fetch();
      throw error;
    });
    const body = await response.text();
    // The content chunk names its source (its prose is in the HTML and a JSON file, not the script).
    if (body.includes('"source":"@site/docs/get-started/faq.md"')) return route.abort('connectionfailed');
    return route.fulfill({ response, body });
  });
}

async function expectLoadFailure(page: Page, events: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await expect(page.getByRole('alert')).toContainText('the connection may have dropped, or the site was updated');
  await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', page.url());
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  // The chrome stays: the top bar and the footer.
  await expect(page.locator('.navbar__inner .navbar__brand')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(events.length, 'preload-error events').toBeGreaterThan(0);
  expect(events[0]).toMatch(/^\S+ cancelable: Loading chunk \S+ failed/);
}

test.describe('a page chunk that fails to load', () => {
  // The failed request, and the error rethrown after the event (spec §8), are expected.
  test.use({ expectedErrors: /ChunkLoadError|Loading chunk \S+ failed|Failed to load resource|ERR_CONNECTION_FAILED/ });

  test('on a cold load: the preload-error event, then a message with a reload link that recovers', async ({ page }) => {
    const events = await recordPreloadErrors(page);
    await breakFaqChunk(page);
    await page.goto('/get-started/faq');
    await expectLoadFailure(page, events);
    await expect(page).toHaveTitle(/^This page could not be loaded/);

    // The connection is back: the reload link brings the page.
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('link', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  });

  test('on a client-side navigation: the same message, not a blank page', async ({ page, isMobile }) => {
    const events = await recordPreloadErrors(page);
    await breakFaqChunk(page);
    await open(page, '/get-started/intro');
    if (isMobile) await page.locator('.vx-curtain').getByRole('button', { name: /./ }).first().click();
    await page.getByRole('navigation', { name: 'Docs' }).filter({ visible: true }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/get-started\/faq$/);
    await expectLoadFailure(page, events);
    await page.unrouteAll({ behavior: 'wait' });
  });
});

test.describe('build-time HTML that fails to load', () => {
  test.use({ expectedErrors: /Failed to load resource|ERR_FAILED|Could not load/ });

  test('on a client-side navigation: the page loads in full instead, from its HTML', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the same loading on every screen.
    await page.route('**/assets/static-html/*.json', (route) => route.abort('failed'));
    await open(page, '/get-started/intro');
    await page.getByRole('navigation', { name: 'Docs' }).filter({ visible: true }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/get-started\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('article p').first()).toContainText('Answers to the questions developers ask most often');
  });
});

/** Paths that must give the not-found page, over HTTP and in the browser. */
const NOT_FOUND = [
  '/get-started/%E0%A4%A',
  '/%',
  '/%zz/intro',
  `/get-started/${'a'.repeat(4_000)}`,
  '/no/such/page.html',
];

/** Paths that must give the page: long query strings, odd queries and hashes, the .html twin. */
const PAGES: Array<[string, string]> = [
  [`/get-started/intro?${'q='.padEnd(6_000, 'x')}`, 'Introduction to XMTP'],
  ['/get-started/intro?q=<script>alert(1)</script>', 'Introduction to XMTP'],
  ['/dms/messages#no-such-id', 'Send and list 1:1 messages'],
  ['/protocol/protocols#%E0', 'Conversations and group protocols'],
  ['/get-started/faq.html?x=%zz#%', 'FAQ about XMTP'],
  ['/?utm_source=x&q=%22%3E%3Cimg%20src%3Dx%3E#top', 'Build with XMTP'],
];

test.describe('bad URLs', () => {
  test('over HTTP: the not-found page with 404, or the page with 200; never a server error', { tag: '@desktop' }, async ({ request }) => {
    // Desktop only (its tag): HTTP answers do not depend on the viewport.
    for (const path of NOT_FOUND) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 60)).toBe(404);
      expect(await response.text(), path.slice(0, 60)).toContain('Page Not Found');
    }
    for (const [path, title] of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 60)).toBe(200);
      expect(await response.text(), path.slice(0, 60)).toContain(title);
    }
  });

  // The malformed paths log the spec's warning; the not-found page's 404 is filtered by the fixture.
  test('in the browser: each renders its heading and nothing throws', { tag: '@desktop' }, async ({ page }) => {
    // URL handling does not depend on the viewport; twelve page loads are enough once.
    // Desktop only (its tag): the same code path as on desktop.
    test.slow();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('Malformed percent-encoding')) warnings.push(message.text());
    });
    for (const path of NOT_FOUND) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path.slice(0, 60)).toHaveText('Page Not Found');
    }
    expect(warnings).toHaveLength(3);
    // The raw path is kept: the address still decodes to what was asked for.
    await open(page, '/%zz/intro');
    expect(await page.evaluate(() => decodeURI(window.location.pathname))).toBe('/%zz/intro');
    for (const [path, title] of PAGES) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path.slice(0, 60)).toHaveText(title);
    }
  });
});

test('methods other than GET and HEAD get 405 Method Not Allowed', { tag: '@desktop' }, async ({ request, isMobile }) => {
  // Desktop only (its tag): HTTP answers do not depend on the viewport.
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/', '/get-started/intro', '/no/such/page']) {
      const response = await request.fetch(path, { method, data: method === 'OPTIONS' ? undefined : 'x=1' });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
    }
  }
  expect((await request.head('/get-started/intro')).status()).toBe(200);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('content, navigation links, every code-group panel, diagrams and the footer are readable', async ({ page, isMobile }) => {
    test.slow();
    const footer = page.getByRole('contentinfo');
    const topNav = page.getByRole('navigation', { name: 'Top' }).filter({ visible: true });

    // Home.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await expect(topNav.getByRole('link', { name: /XMTP\.org/ })).toBeVisible();
    await expect(footer).toBeVisible();

    // A docs page with code groups: every panel shown, named by its tab, and every sidebar link in reach.
    await page.goto('/dms/messages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send and list 1:1 messages');
    await expect(page.getByRole('main').locator('p').first()).toBeVisible();
    const panels = await page.locator('[role="tabpanel"]').evaluateAll((elements) =>
      elements.map((panel) => [panel.getAttribute('data-tab-label'), panel.checkVisibility(), panel.querySelector('pre code')?.checkVisibility() ?? false]),
    );
    expect(panels.length).toBeGreaterThan(2);
    expect(panels.filter(([label, shown, codeShown]) => !label || !shown || !codeShown), 'hidden panels').toEqual([]);
    // The tabs would do nothing.
    for (const tab of await page.locator('[role="tab"]').all()) await expect(tab).toBeHidden();
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    for (const name of ['FAQ', 'Build group chat', 'Stream 1:1 conversations & messages', 'Account signatures']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(topNav.getByRole('link', { name: /Support/ })).toBeVisible();
    await expect(footer).toBeVisible();
    // Controls that need a script are not offered.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Dismiss banner' })).toBeHidden();
    if (isMobile) await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    // A page with diagrams: they are images drawn at build time, shown without a script.
    await page.goto('/protocol/protocols');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversations and group protocols');
    const diagram = page.locator('.vx-diagram img:visible').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveAttribute('alt', /\S/);
    await expect.poll(() => diagram.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(footer).toBeVisible();

    // The not-found page.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expect(footer).toBeVisible();
  });
});

/** A few of the unit test's strings (tests/unit/search/hostileInput.test.tsx), typed into the real dialog. */
const HOSTILE_QUERIES = [
  '<script>window.pwned=1</script>',
  '<img src=x onerror="window.pwned=1">',
  '"><svg onload=window.pwned=1>',
  "' autofocus onfocus='window.pwned=1",
  '<code onmouseover=window.pwned=1>client</code>',
  '<mark>client</mark><b>bold</b>',
  '&lt;script&gt; &amp; client',
  'javascript:window.pwned=1',
  '.*+?^${}()|[]\\',
  '((((client',
  '"unbalanced quote client',
  '\u202eclient\u202c مرحبا שלום',
  '👨‍👩‍👧‍👦 🧑🏿‍💻 client 🇺🇸',
  'cafe\u0301 Z\u0351\u0368a\u0358l',
  '__proto__ constructor toString',
  'client '.repeat(400),
  'x'.repeat(10_000),
  '{{constructor.constructor("window.pwned=1")()}}',
  '<<script>>client<</script>>',
  '"wallet" <i>group</i>',
];

test('hostile search input: nothing injected, nothing thrown', { tag: '@desktop' }, async ({ page }) => {
  // The dialog's rendering does not depend on the viewport; the bulk runs in the unit test.
  // Desktop only (its tag): the same code path as on desktop.
  // Twenty queries, each waiting for its debounced result.
  test.slow();
  page.on('dialog', (alert) => {
    throw new Error(`A script ran: ${alert.message()}`);
  });
  await open(page, '/get-started/intro');
  const countElements = () => page.evaluate(() => document.querySelectorAll('script, img, iframe, style, object, embed, b, i').length);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox');
  const status = dialog.getByRole('status');
  // Counted once the dialog's code and the index are in.
  await input.fill('client');
  await expect(status).toHaveAttribute('data-state', 'ready');
  const before = await countElements();
  let withResults = 0;
  for (const query of HOSTILE_QUERIES) {
    await input.fill(query);
    await expect(status).toHaveAttribute('data-query', query);
    await expect(status).toHaveAttribute('data-state', 'ready');
    withResults += (await dialog.getByRole('option').count()) > 0 ? 1 : 0;
    const problems = await dialog.evaluate((root) => {
      const allowed = new Set(['DIV', 'P', 'A', 'SPAN', 'SVG', 'PATH', 'CIRCLE', 'MARK', 'CODE', 'H2', 'INPUT', 'BUTTON', 'FOOTER', 'KBD']);
      return Array.from(root.querySelectorAll('*')).flatMap((element: Element) => [
        ...(allowed.has(element.tagName.toUpperCase()) ? [] : [`<${element.tagName}>`]),
        ...element.getAttributeNames().filter((name: string) => name.startsWith('on')).map((name: string) => `${element.tagName}[${name}]`),
      ]);
    });
    expect(problems, query.slice(0, 60)).toEqual([]);
  }
  expect(withResults).toBeGreaterThan(5);
  expect(await countElements()).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)).toBeUndefined();
});
