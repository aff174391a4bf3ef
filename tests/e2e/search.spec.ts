import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { expectNoViolationsInBothSchemes } from './axe';
import { dialog, input, openSearch, options, search, searchButton } from './searchDialog';

/** Requests for the index file, a term or document file, or the phrase texts (spec §7: a hidden folder, hashed names). */
const INDEX_FILE = /\/\.search\/index-[0-9a-f]+\.json$/;
const LEXICON_FILE = /\/\.search\/lexicon-[0-9a-f]{10}\.json$/;
const TERMS_FILE = /\/\.search\/terms-[0-9a-f]+\.json$/;
const DOCUMENTS_FILE = /\/\.search\/documents-[0-9a-f]+\.json$/;
const TEXTS_FILE = /\/\.search\/texts-[0-9a-f]+\.json$/;

async function selectedOption(page: Page): Promise<Locator> {
  const id = await input(page).getAttribute('aria-activedescendant');
  expect(id, 'a result is selected').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

function noDialogIsOpen(page: Page) {
  return page.evaluate(() => !document.querySelector('dialog[open]'));
}

/**
 * Search logic, loading and ranking don't depend on the viewport: those tests
 * are tagged @desktop and run on desktop only (playwright.config.ts); the
 * phone project keeps what its layout and input change.
 */

test.describe('search index loading', () => {
  test('a plain page load fetches no index; getting ready to search does', async ({ page, isMobile }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/\.search\//.test(request.url())) indexRequests.push(request.url());
    });
    await open(page, '/get-started/intro');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    const ready = page.waitForRequest(INDEX_FILE);
    if (isMobile) await searchButton(page).focus();
    else await searchButton(page).hover();
    await ready;
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(INDEX_FILE);

    // A search fetches the term file of its word and the document files (excerpts, headings) of its results, not the whole index.
    await openSearch(page);
    await search(page, 'consent');
    expect(indexRequests.filter((url) => INDEX_FILE.test(url))).toHaveLength(1);
    expect(indexRequests.filter((url) => TERMS_FILE.test(url))).toHaveLength(1);
    expect(indexRequests.filter((url) => DOCUMENTS_FILE.test(url)).length).toBeGreaterThan(0);
    expect(indexRequests.every((url) => !TEXTS_FILE.test(url))).toBe(true);

    // Searching again for words already loaded fetches nothing.
    const loaded = indexRequests.length;
    await search(page, 'consents');
    await search(page, 'consent');
    expect(indexRequests).toHaveLength(loaded);
  });

  test('the shortcut fetches the index file with the dialog\'s code, before the dialog has opened', { tag: '@desktop' }, async ({ page }) => {
    await open(page, '/get-started/intro');
    await page.evaluate(() => {
      const state = window as unknown as { dialogOpenedAt?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('dialog[open]')) return;
        state.dialogOpenedAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    });
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    // A resource's timing entry is only listed once it has arrived; its start is when it was requested.
    const indexRequestedAt = () =>
      page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/\.search\/index-/.test(entry.name))?.startTime);
    await expect.poll(indexRequestedAt, { message: 'the index file was fetched' }).toBeDefined();
    const dialogOpenedAt = await page.evaluate(() => (window as unknown as { dialogOpenedAt?: number }).dialogOpenedAt);
    expect(dialogOpenedAt).toBeDefined();
    expect((await indexRequestedAt())!).toBeLessThan(dialogOpenedAt!);
  });

  test.describe(() => {
    // Chromium logs the failed download; that is the point of this test.
    test.use({ expectedErrors: /status of 503/ });

    test('a term file that fails to download explains itself and can be retried', { tag: '@desktop' }, async ({ page }) => {
      await page.route(TERMS_FILE, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await open(page, '/get-started/intro');
      await openSearch(page);
      await input(page).fill('wallet');
      const alert = dialog(page).getByRole('alert');
      await expect(alert).toContainText('could not be loaded');

      await page.unroute(TERMS_FILE);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(alert).toBeHidden();
      await expect(options(page).first()).toBeVisible();
    });
  });

  test('a truncated document file says the index is damaged', { tag: '@desktop' }, async ({ page }) => {
    await page.route(DOCUMENTS_FILE, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
    });
    await open(page, '/get-started/intro');
    await openSearch(page);
    await input(page).fill('wallet');
    await expect(dialog(page).getByRole('alert')).toContainText('damaged');
    // The other document files may still be on their way through the handler when the test ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test.describe(() => {
    // Chromium logs the failed download; that is the point of this test.
    test.use({ expectedErrors: /status of 503/ });

    test('a failed index download explains itself and can be retried', { tag: '@desktop' }, async ({ page }) => {
      await page.route(INDEX_FILE, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await open(page, '/get-started/intro');
      await openSearch(page);
      const alert = dialog(page).getByRole('alert');
      await expect(alert).toContainText('could not be loaded');

      await page.unroute(INDEX_FILE);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(alert).toBeHidden();
      await search(page, 'quickstart');
      await expect(options(page).first()).toBeVisible();
    });
  });

  test.describe(() => {
    // Chromium logs the missing file; that is the point of this test.
    test.use({ expectedErrors: /status of 404/ });

    test('a missing or truncated index says so, and the rest of the site works on', { tag: '@desktop' }, async ({ page }) => {
      await page.route(INDEX_FILE, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '' }));
      await open(page, '/get-started/intro');
      await openSearch(page);
      await expect(dialog(page).getByRole('alert')).toContainText('could not be loaded');

      // A cut-off download: the first half of the real file.
      await page.unroute(INDEX_FILE);
      await page.route(INDEX_FILE, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
      });
      await dialog(page).getByRole('alert').getByRole('button', { name: 'Retry' }).click();
      await expect(dialog(page).getByRole('alert')).toContainText('damaged');

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      // Another page opens as usual.
      await page.locator('article .markdown a[href^="/"]:visible').first().click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Introduction to XMTP');
    });
  });

  test('an index of an incompatible serialization version says so', { tag: '@desktop' }, async ({ page }) => {
    await page.route(INDEX_FILE, async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({ response, json: { ...json, serializationVersion: 99 } });
    });
    await open(page, '/get-started/intro');
    await openSearch(page);
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('incompatible version');
    await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  test('the phrase texts are fetched only for a quoted phrase', { tag: '@desktop' }, async ({ page }) => {
    const textRequests: string[] = [];
    page.on('request', (request) => {
      if (TEXTS_FILE.test(request.url())) textRequests.push(request.url());
    });
    await open(page, '/get-started/intro');
    await openSearch(page);
    await search(page, 'stream messages');
    expect(textRequests).toEqual([]);
    await search(page, '"stream messages"');
    expect(textRequests).toHaveLength(1);
  });
});

test.describe('search dialog', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, '/get-started/intro');
  });

  test('the Search button opens a modal dialog named "Search" with a visually hidden title', async ({ page }) => {
    await openSearch(page);
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((element: HTMLDialogElement) => element.matches(':modal'))).toBe(true);
    const title = dialog(page).getByRole('heading', { name: 'Search' });
    const box = await title.boundingBox();
    expect(box && box.width * box.height).toBeLessThanOrEqual(1);
  });

  test('/ opens search, but not while typing in a field', async ({ page }) => {
    await page.evaluate(() => {
      const field = document.createElement('textarea');
      field.setAttribute('aria-label', 'Notes');
      const editable = document.createElement('div');
      editable.textContent = 'Editable notes';
      editable.contentEditable = 'true';
      editable.setAttribute('aria-label', 'Editable');
      document.querySelector('main')?.prepend(field, editable);
    });
    await page.getByRole('textbox', { name: 'Notes' }).click();
    await page.keyboard.press('/');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('/');
    await page.getByLabel('Editable').click();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeHidden();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    // The key opened the dialog; it was not typed into it.
    await expect(input(page)).toHaveValue('');
  });

  for (const modifier of ['Meta', 'Control']) {
    test(`${modifier}+K toggles the dialog and Escape closes it, returning focus`, async ({ page }) => {
      await searchButton(page).focus();
      await page.keyboard.press(`${modifier}+KeyK`);
      await expect(input(page)).toBeFocused();
      await page.keyboard.press(`${modifier}+KeyK`);
      await expect(dialog(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();

      await page.keyboard.press(`${modifier}+KeyK`);
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();

      // Two presses before the page has re-rendered still toggle twice (each
      // reads what the one before did), so the next press opens the dialog.
      await page.evaluate((withMeta) => {
        for (let press = 0; press < 2; press += 1) {
          document.body.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', metaKey: withMeta, ctrlKey: !withMeta, bubbles: true, cancelable: true }),
          );
        }
      }, modifier === 'Meta');
      await page.keyboard.press(`${modifier}+KeyK`);
      await expect(dialog(page)).toBeVisible();

      // Escape, then the shortcut before the page has re-rendered: Escape closes at once (not when the
      // browser's close event comes, a task later), so the shortcut opens the dialog again.
      await page.evaluate((withMeta) => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', metaKey: withMeta, ctrlKey: !withMeta, bubbles: true, cancelable: true }),
        );
      }, modifier === 'Meta');
      await expect(dialog(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
    });
  }

  test('the close button closes it and focus returns to the Search button', async ({ page }) => {
    await openSearch(page);
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    expect(await noDialogIsOpen(page)).toBe(true);
  });

  test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
    await openSearch(page);
    await search(page, 'wallet');
    const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `focus after Tab #${step + 1}`).toBe(true);
    }
    // Backwards from the input, the first stop, focus wraps to the last result.
    await input(page).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(options(page).last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input(page)).toBeFocused();
  });

  test('results wait for the 200 ms debounce', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'bun');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await input(page).fill('wallet');
    await page.clock.runFor(150);
    // Still the results for the previous query.
    await expect(options(page).first()).toContainText(/bun/i);
    await page.clock.runFor(60);
    await expect(options(page).first()).toContainText(/wallet/i);
  });

  test('shows at most 16 results, with page and heading results and highlighted terms', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'xmtp');
    await expect(options(page)).toHaveCount(16);
    await expect(dialog(page).getByRole('status')).toHaveText('16 results');

    await search(page, 'bun');
    const heading = options(page).filter({ hasText: 'Does XMTP work with Bun?' });
    // Parent headings form a breadcrumb before the heading's own title.
    await expect(heading).toContainText(/FAQ about XMTP\s*›\s*Build with XMTP\s*›\s*Does XMTP work with Bun\?/);
    await expect(heading.locator('mark').first()).toHaveText(/^bun$/i);
  });

  test('a word is fetched by its first two letters, a misspelt one by its letter\'s term list and the files of its fixes, one letter by all its files', { tag: '@desktop' }, async ({ page }) => {
    const termFiles = new Set<string>();
    const lexiconFiles = new Set<string>();
    let indexFile = '';
    page.on('request', (request) => {
      if (TERMS_FILE.test(request.url())) termFiles.add(request.url());
      if (LEXICON_FILE.test(request.url())) lexiconFiles.add(request.url());
      if (/\/\.search\/index-[0-9a-f]{10}\.json$/.test(request.url())) indexFile = request.url();
    });
    await openSearch(page);
    await search(page, 'consent');
    await expect(options(page).first()).toHaveAttribute('href', /^\/consent\//);
    const forWord = termFiles.size;
    expect(lexiconFiles.size).toBe(0);
    // "cnsent" is in no page: the "c" term list tells its fixes ("consent"), whose file is already in.
    await search(page, 'cnsent');
    await expect(options(page).first()).toHaveAttribute('href', /^\/consent\//);
    await expect(options(page).first().locator('mark').first()).toHaveText(/^consent/i);
    expect(lexiconFiles.size).toBe(1);
    // Its own file and those of its swapped-letter spellings, fewer than the "c" files (as before term lists).
    const index = (await (await page.request.get(indexFile)).json()) as { shards: { from: string; file: string }[] };
    const cFiles = index.shards.filter((shard) => shard.from.startsWith('c')).map((shard) => shard.file);
    const forMisspelt = termFiles.size;
    expect(forMisspelt - forWord).toBeLessThan(cFiles.length - 1);
    // A single letter being typed matches as a prefix over all of its files.
    await search(page, 'c');
    await expect(options(page)).toHaveCount(16);
    for (const file of cFiles) expect([...termFiles].some((url) => url.endsWith(`/${file}`)), file).toBe(true);
  });

  test('an exact page title comes first', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'developer quickstart');
    await expect(options(page).first()).toHaveAttribute('href', '/get-started/developer-quickstart');
  });

  test('a quoted phrase matches only where the words appear together, in order', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    const hrefs = async () => options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await search(page, 'message a send');
    const looseResults = await hrefs();
    expect(looseResults.length).toBeGreaterThan(0);
    await search(page, '"send a message"');
    const phraseResults = await hrefs();
    expect(phraseResults.length).toBeGreaterThan(0);
    expect(phraseResults.length).toBeLessThanOrEqual(looseResults.length);
    await search(page, '"message a send"');
    await expect(dialog(page).getByRole('status')).toHaveText('No results for ""message a send""');
  });

  test('selection: 0 on typing, -1 when empty, arrows wrap, hover and focus move it', async ({ page, isMobile }) => {
    await openSearch(page);
    await search(page, 'wallet');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(await selectedOption(page)).toHaveAttribute('href', (await options(page).first().getAttribute('href'))!);

    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');

    if (!isMobile) {
      await options(page).nth(2).hover();
      await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    }
    await options(page).nth(1).focus();
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');

    await input(page).fill('');
    await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(options(page)).toHaveCount(0);
  });

  test('the selection resets to the first result when the dialog closes', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'wallet');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await openSearch(page);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('Enter opens the selected heading result and closes the dialog', async ({ page }) => {
    await openSearch(page);
    await search(page, 'bun');
    const target = options(page).filter({ hasText: 'Does XMTP work with Bun?' });
    await expect(target).toHaveCount(1);
    for (let presses = 0; (await target.getAttribute('aria-selected')) !== 'true' && presses < 16; presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    const href = await target.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { name: 'Does XMTP work with Bun?' })).toBeInViewport();
    // Focus goes to the heading on the new page, not back to the Search button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(href!.split('#')[1]);
  });

  test('Enter with nothing selected does nothing', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'zzqqxx');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\/intro$/);
  });

  test('a click opens the result in the app, without a page load, and closes the dialog', async ({ page }) => {
    await openSearch(page);
    await search(page, 'developer quickstart');
    // Results are plain links the dialog routes itself: a full reload would drop this mark.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await options(page).first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/get-started\/developer-quickstart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer quickstart');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('vocs-content');
  });

  test('a click with Meta held opens a new tab and keeps the dialog open', { tag: '@desktop' }, async ({ page, context }) => {
    await openSearch(page);
    await search(page, 'developer quickstart');
    const newTab = context.waitForEvent('page');
    await options(page).first().click({ modifiers: ['Meta'] });
    const tab = await newTab;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toMatch(/\/get-started\/developer-quickstart$/);
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/get-started\/intro$/);
  });

  test('the reset button and Meta+Backspace clear the query and refocus the input', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'wallet');
    await dialog(page).getByRole('button', { name: 'Reset search' }).click();
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
    await expect(options(page)).toHaveCount(0);

    await search(page, 'wallet');
    await options(page).first().focus();
    await page.keyboard.press('Meta+Backspace');
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
  });

  test('an empty query shows nothing; a query without hits says so', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await expect(options(page)).toHaveCount(0);
    await input(page).fill('   ');
    await expect(options(page)).toHaveCount(0);
    await search(page, 'zzqqxx');
    await expect(dialog(page).getByRole('status')).toHaveText('No results for "zzqqxx"');
  });

  test('the detail view shows excerpts by default; the toggle hides them and is remembered', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'wallet');
    const toggle = dialog(page).getByRole('button', { name: 'Show excerpts' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const excerpts = dialog(page).locator('[role="option"] > span:nth-child(2)');
    expect(await excerpts.count()).toBeGreaterThan(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(excerpts).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('showDetailView'))).toBe('false');

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await openSearch(page);
    await expect(dialog(page).getByRole('button', { name: 'Show excerpts' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the query is remembered as JSON across page loads', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'stream "messages"');
    expect(await page.evaluate(() => localStorage.getItem('filterText'))).toBe(JSON.stringify('stream "messages"'));
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await openSearch(page);
    await expect(input(page)).toHaveValue('stream "messages"');
    await expect(options(page).first()).toBeVisible();
  });

  test('screen readers hear the result count and the selected result', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    await search(page, 'wallet');
    const status = dialog(page).getByRole('status');
    await expect(status).toHaveText(/^\d+ results?$/);
    const count = await options(page).count();
    await expect(status).toHaveText(`${count} ${count === 1 ? 'result' : 'results'}`);
    await expect(input(page)).toHaveAttribute('aria-controls', (await dialog(page).getByRole('listbox').getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(await selectedOption(page)).toHaveAttribute('aria-selected', 'true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await options(page).nth(1).getAttribute('id'));
  });

  test('query and page text are shown as text, never as markup', { tag: '@desktop' }, async ({ page }) => {
    await openSearch(page);
    const attack = '<img src=x onerror="window.__searchXss=1">';
    await search(page, attack);
    await expect(dialog(page).getByRole('status')).toHaveText(`No results for "${attack}"`);
    expect(await dialog(page).locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBeUndefined();
  });

  test('fills the screen on phones and sits centred on desktop', async ({ page, isMobile }) => {
    await openSearch(page);
    // The box is measured once the opening animation (a slight scale) has ended.
    await dialog(page).evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await dialog(page).boundingBox();
    const viewport = page.viewportSize()!;
    if (isMobile) {
      expect(box?.width).toBeCloseTo(viewport.width, 0);
      expect(box?.height).toBeCloseTo(viewport.height, 0);
    } else {
      expect(box?.width).toBeLessThanOrEqual(775);
      expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(2);
    }
  });

  test('has no axe violations with results, in light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/get-started/intro');
    await openSearch(page);
    await search(page, 'wallet');
    await page.keyboard.press('ArrowDown');
    await expectNoViolationsInBothSchemes(page, { within: ['dialog[open]'], switchBy: 'system' });
  });
});
