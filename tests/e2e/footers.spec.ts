import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, open, openToRead } from './fixtures';
import { sidebarDocs } from './sidebar';

/** The docs pages in sidebar order (sidebars.ts), with their pager titles. */
const SIDEBAR = sidebarDocs();
/** The first three pages in reading order: the intro, the FAQ, and what follows the FAQ. */
const [INTRO, FAQ, AFTER_FAQ] = SIDEBAR;
const LAST = SIDEBAR[SIDEBAR.length - 1];

/** `11/2/24, 3:04 PM`; recent ICU puts a narrow no-break space before PM, which \s matches. */
const SHORT_DATE_TIME = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/;

const pageFooter = (page: Page) => page.locator('footer.theme-doc-footer');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Marks the window so a later check can tell client-side navigation from a full load. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { vxMark: boolean }).vxMark = true));
}
async function expectSameWindow(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { vxMark?: boolean }).vxMark)).toBe(true);
}

interface ServerFooter {
  lastUpdated: string | null;
  dateTime: string | null;
  time: string | null;
  edit: string | null;
  pager: { rel: string; href: string; text: string }[];
}

/** The footers of pages as the server sends them, read without running any script (fetched side by side, parsed in one go). */
async function serverFooters(page: Page, request: APIRequestContext, paths: readonly string[]): Promise<ServerFooter[]> {
  const sources = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    }),
  );
  return page.evaluate(
    (htmls) =>
      htmls.map((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        const footer = doc.querySelector('footer.theme-doc-footer');
        const time = footer?.querySelector('time');
        return {
          lastUpdated: footer?.querySelector('p')?.textContent ?? null,
          dateTime: time?.getAttribute('datetime') ?? null,
          time: time?.textContent ?? null,
          edit: footer?.querySelector('a')?.textContent ?? null,
          pager: Array.from(doc.querySelectorAll('nav[aria-label="Docs pages"] a')).map((a) => ({
            rel: a.getAttribute('rel') ?? '',
            href: a.getAttribute('href') ?? '',
            text: a.textContent ?? '',
          })),
        };
      }),
    sources,
  );
}

async function serverFooter(page: Page, request: APIRequestContext, path: string): Promise<ServerFooter> {
  return (await serverFooters(page, request, [path]))[0]!;
}

test.describe('docs page footer', () => {
  test('edit link opens the page source on GitHub in a new tab', async ({ page }) => {
    await open(page, FAQ.path);
    const edit = pageFooter(page).getByRole('link', { name: 'Suggest changes to this page' });
    await expect(edit).toBeVisible();
    await expect(edit).toHaveText('Suggest changes to this page');
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/xmtp/docs-xmtp-org/edit/main/docs/pages/get-started/faq.md',
    );
    await expect(edit).toHaveAttribute('target', '_blank');
    await expect(edit).toHaveAttribute('rel', /noopener/);
    await expect(edit.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  });

  test('the server HTML says when the page was last updated, in UTC', { tag: '@desktop' }, async ({ page, request }) => {
    // Desktop only (its tag): the server sends the same HTML to every screen.
    const footer = await serverFooter(page, request, FAQ.path);
    expect(footer.edit).toBe('Suggest changes to this page');
    expect(footer.lastUpdated).toMatch(/^Last updated: /);
    expect(footer.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const expected = await page.evaluate((iso) => {
      const text = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(iso));
      return `${text.replace(/\s/g, ' ')} UTC`;
    }, footer.dateTime!);
    expect(footer.time).toBe(expected);
  });

  test.describe('in the reader’s time zone', () => {
    // Far enough from UTC that the local text always differs from the server's.
    test.use({ timezoneId: 'America/New_York' });

    test('after hydration the time is local, short and en-US', async ({ page, request }) => {
      const server = await serverFooter(page, request, FAQ.path);
      await open(page, FAQ.path);
      const footer = pageFooter(page);
      await expect(footer.getByText('Last updated:')).toBeVisible();
      const time = footer.locator('time');
      await expect(time).toHaveAttribute('datetime', server.dateTime!);
      const expected = await page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
        server.dateTime!,
      );
      await expect(time).toHaveText(expected);
      expect(await time.innerText()).toMatch(SHORT_DATE_TIME);
      expect(await time.innerText()).not.toBe(server.time);
    });

    test('a page reached by client-side navigation shows local time too', async ({ page }) => {
      await open(page, INTRO.path);
      await markWindow(page);
      await pager(page).getByRole('link', { name: /Next/ }).click();
      await expect(h1(page)).toHaveText(FAQ.h1);
      await expectSameWindow(page);
      await expect(pageFooter(page).locator('time')).toHaveText(SHORT_DATE_TIME);
    });
  });
});

test.describe('previous and next links', () => {
  // Every page, over HTTP: the order and completeness of the chain. The
  // Shift+arrow keys follow these same two links (the Pager's props), so the
  // shortcut tests below need only a few steps, not a walk through every page.
  test('are in the server HTML, in sidebar order', { tag: '@desktop' }, async ({ page, request }) => {
    // Desktop only (its tag): the server sends the same HTML to every screen.
    const footers = await serverFooters(page, request, SIDEBAR.map((entry) => entry.path));
    for (const [index, entry] of SIDEBAR.entries()) {
      const { pager: links } = footers[index]!;
      const expected = [];
      const previous = SIDEBAR[index - 1];
      const next = SIDEBAR[index + 1];
      if (previous) expected.push({ rel: 'prev', href: previous.path, text: `Previous${previous.label}` });
      if (next) expected.push({ rel: 'next', href: next.path, text: `Next${next.label}` });
      expect(links, entry.path).toEqual(expected);
    }
  });

  test('the FAQ points back to the intro and on to the next page in the sidebar', async ({ pageToRead: page }) => {
    await openToRead(page, FAQ.path);
    const previous = pager(page).getByRole('link', { name: /Previous/ });
    const next = pager(page).getByRole('link', { name: /Next/ });
    await expect(previous).toContainText(INTRO.label);
    await expect(previous).toHaveAttribute('href', INTRO.path);
    await expect(next).toContainText(AFTER_FAQ.label);
    await expect(next).toHaveAttribute('href', AFTER_FAQ.path);
  });

  test('clicking them navigates within the app', async ({ page }) => {
    await open(page, FAQ.path);
    await markWindow(page);
    await pager(page).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`${AFTER_FAQ.path}$`));
    await expect(h1(page)).toHaveText(AFTER_FAQ.h1);
    await pager(page).getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`${FAQ.path}$`));
    await expect(h1(page)).toHaveText(FAQ.h1);
    await pager(page).getByRole('link', { name: /Previous/ }).click();
    await expect(h1(page)).toHaveText(INTRO.h1);
    await expectSameWindow(page);
  });

  test('the first page has no previous link and the last no next link', async ({ pageToRead: page }) => {
    await openToRead(page, INTRO.path);
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: /Next/ })).toContainText(FAQ.label);
    await openToRead(page, LAST.path);
    await expect(pager(page).getByRole('link')).toHaveCount(1);
    await expect(pager(page).getByRole('link', { name: /Previous/ })).toContainText(
      SIDEBAR[SIDEBAR.length - 2].label,
    );
  });
});

test.describe('Shift+arrow shortcuts', () => {
  test('Shift+ArrowRight and Shift+ArrowLeft go to the next and previous page', async ({ page }) => {
    await open(page, FAQ.path);
    await markWindow(page);
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page).toHaveURL(new RegExp(`${AFTER_FAQ.path}$`));
    await expect(h1(page)).toHaveText(AFTER_FAQ.h1);
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`${FAQ.path}$`));
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(h1(page)).toHaveText(INTRO.h1);
    await expectSameWindow(page);
  });

  test('are ignored while typing in an input', async ({ page }) => {
    await open(page, FAQ.path);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing';
      input.value = 'hello';
      document.body.prepend(input);
    });
    const input = page.locator('#typing');
    await input.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowLeft');
    // The key still did its usual job in the field: it selected text.
    expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart !== el.selectionEnd)).toBe(true);
    // Had either press navigated, this one would start from another page.
    await input.evaluate((el) => el.remove());
    await page.keyboard.press('Shift+ArrowRight');
    await expect(h1(page)).toHaveText(AFTER_FAQ.h1);
  });

  test('are ignored while typing in editable content', async ({ page }) => {
    await open(page, FAQ.path);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'editable';
      box.contentEditable = 'true';
      box.textContent = 'notes';
      document.body.prepend(box);
    });
    await page.locator('#editable').focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.locator('#editable').evaluate((el) => el.remove());
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(h1(page)).toHaveText(INTRO.h1);
  });

  test('are ignored with Ctrl, Alt or Meta held', async ({ page }) => {
    await open(page, FAQ.path);
    await page.keyboard.press('Control+Shift+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await page.keyboard.press('Meta+Shift+ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(h1(page)).toHaveText(AFTER_FAQ.h1);
    await expect(page).toHaveURL(new RegExp(`${AFTER_FAQ.path}$`));
  });

  test('do nothing where there is no page to go to', async ({ page }) => {
    await open(page, INTRO.path);
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(h1(page)).toHaveText(FAQ.h1);
    await open(page, LAST.path);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(h1(page)).toHaveText(SIDEBAR[SIDEBAR.length - 2].h1);
  });
});

test.describe('site footer', () => {
  test('has three centred rows: xmtp.org, privacy and terms, licence and copyright', async ({ pageToRead: page }) => {
    await openToRead(page, INTRO.path);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    const rows = footer.locator('p');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveText('Visit xmtp.org');
    await expect(rows.nth(1)).toHaveText('Privacy policyTerms of service');
    await expect(rows.nth(2)).toHaveText('CC BY 4.0Copyright © 2024-present XMTP.');
    await expect(footer).toHaveCSS('text-align', 'center');
    const box = (await footer.boundingBox())!;
    for (let row = 0; row < 3; row++) {
      const rowBox = (await rows.nth(row).locator('> *').first().boundingBox())!;
      const last = (await rows.nth(row).locator('> *').last().boundingBox())!;
      const middle = (rowBox.x + last.x + last.width) / 2;
      expect(Math.abs(middle - (box.x + box.width / 2))).toBeLessThan(2);
    }
  });

  test('internal links navigate within the site', async ({ page }) => {
    await open(page, INTRO.path);
    await markWindow(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).not.toHaveAttribute('target');
    await footer.getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(h1(page)).toHaveText('Terms of service');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(h1(page)).toHaveText('Privacy policy');
    await expectSameWindow(page);
  });

  for (const [name, url] of [
    ['Visit xmtp.org', 'https://xmtp.org/'],
    ['CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
  ] as const) {
    test(`"${name}" opens ${url} in a new tab with an arrow`, async ({ page, blockedRequests }) => {
      await open(page, INTRO.path);
      const link = page.getByRole('contentinfo').getByRole('link', { name });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      // The new tab asks for the address (and is kept off the network, so it shows an error page).
      await expect.poll(() => blockedRequests).toContain(url);
      await expect(page).toHaveURL(new RegExp(`${INTRO.path}$`));
      await popup.close();
    });
  }

  test('is reachable by keyboard and a link follows on Enter', async ({ page }) => {
    await open(page, INTRO.path);
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' });
    await terms.focus();
    await expect(terms).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText('Terms of service');
  });
});
