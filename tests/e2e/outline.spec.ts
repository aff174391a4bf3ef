import type { Locator, Page } from '@playwright/test';
import { test, expect, open, openToRead } from './fixtures';
import {
  OUTLINE_CLICK_PAUSE_MS,
  READING_LINE_MARGIN_PX,
  SCROLL_DEBOUNCE_MS,
} from '../../src/utils/activeHeading';

const FAQ = '/get-started/faq';
/** Sets toc_max_heading_level: 4 in its front matter. */
const WRITING = '/writing/components';

const outline = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const current = (page: Page) => outline(page).locator('a[aria-current="location"]');
const linkTo = (page: Page, id: string) => outline(page).locator(`a[href="#${id}"]`);

/** The ids of the page's headings of the given levels, in document order. */
function headingIds(page: Page, levels: string): Promise<string[]> {
  return page
    .locator('.theme-doc-markdown')
    .locator(levels.split(',').map((level) => `${level}[id]`).join(','))
    .evaluateAll((headings) => headings.map((heading) => heading.id));
}

/** The height of the top bar, as the reading line is computed from it. */
function navbarHeight(page: Page): Promise<number> {
  return page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().height);
}

/**
 * Scrolls the window to `y` and returns once the browser has dispatched the
 * scroll event (the page's own listeners, registered earlier, have run).
 */
function scrollWindowTo(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, target);
      }),
    y,
  );
}

/** Scrolls so that a heading's top sits `below` px under the viewport's top. */
async function scrollHeadingTo(page: Page, id: string, below: number) {
  const top = await page
    .locator(`#${id}`)
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  await scrollWindowTo(page, Math.round(top - below));
}

async function expectOnlyCurrent(page: Page, id: string) {
  await expect(current(page)).toHaveCount(1);
  await expect(current(page)).toHaveAttribute('href', `#${id}`);
}

/** Playwright's fake timers, started after hydration and frozen so that real time cannot leak in. */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe('outline on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'below 997 px the outline lives in the curtain popover');

  test('is titled "On this page" and lists the level 2 and 3 headings, not level 4', async ({ page }) => {
    await open(page, FAQ);
    await expect(outline(page).getByRole('heading', { level: 2, name: 'On this page' })).toBeVisible();

    const expected = await headingIds(page, 'h2,h3');
    const listed = await outline(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(expected.length).toBeGreaterThan(20);
    expect(listed).toEqual(expected.map((id) => `#${id}`));

    const deeper = await headingIds(page, 'h4');
    expect(deeper).toContain('xmtp-v2'); // the page has level 4 headings…
    for (const id of deeper) await expect(linkTo(page, id)).toHaveCount(0); // …that are left out
  });

  test('indents level 3 under level 2 and renders heading markup as text', async ({ page }) => {
    await open(page, FAQ);
    const section = await linkTo(page, 'what-works-with-xmtp').boundingBox();
    const question = await linkTo(page, 'wallet-connectors').boundingBox();
    expect(question!.x).toBeGreaterThan(section!.x);
    await expect(linkTo(page, 'what-are-the-xmtp-message-retention-policies')).toHaveText(
      'What are the XMTP message retention policies?',
    );
  });

  test('marks the first heading current at the top, in the brand colour', async ({ page }) => {
    await open(page, FAQ);
    const [first, second] = await headingIds(page, 'h2,h3');
    await expectOnlyCurrent(page, first);
    const brand = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--vx-brand)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    await expect(current(page)).toHaveCSS('color', brand);
    await expect(linkTo(page, second)).not.toHaveCSS('color', brand);
  });

  test('makes a heading current once it passes below the top bar, 100 ms after scrolling stops', async ({
    page,
  }) => {
    await open(page, FAQ);
    const ids = await headingIds(page, 'h2,h3');
    const target = 'is-xmtp-a-blockchain';
    expect(ids).toContain(target);
    const line = (await navbarHeight(page)) + READING_LINE_MARGIN_PX;

    await freezeClock(page);
    await scrollHeadingTo(page, target, line - 4);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS - 1);
    await expectOnlyCurrent(page, ids[0]);
    await page.clock.runFor(1);
    await expectOnlyCurrent(page, target);

    // Not yet at the line: the heading before it is still the one being read.
    await scrollHeadingTo(page, target, line + 40);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS);
    await expectOnlyCurrent(page, ids[ids.indexOf(target) - 1]);

    // The column stays put below the top bar while the page scrolls.
    const column = await outline(page).boundingBox();
    expect(column!.y).toBeGreaterThanOrEqual(await navbarHeight(page));
    expect(column!.y).toBeLessThan(line + 40);
  });

  test('makes the last heading current at the bottom and scrolls its own column to it', async ({ page }) => {
    await open(page, FAQ);
    const ids = await headingIds(page, 'h2,h3');
    const last = ids[ids.length - 1];
    const column = outline(page);
    // The FAQ outline is taller than the window: it scrolls on its own.
    expect(await column.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    await expect(linkTo(page, last)).not.toBeInViewport();

    await scrollWindowTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expectOnlyCurrent(page, last);
    // The last heading never reaches the reading line: only the bottom rule can pick it.
    const top = await page.locator(`#${last}`).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThan((await navbarHeight(page)) + READING_LINE_MARGIN_PX);
    await expect(linkTo(page, last)).toBeInViewport();

    await scrollWindowTo(page, 0);
    await expectOnlyCurrent(page, ids[0]);
    await expect(linkTo(page, ids[0])).toBeInViewport();
  });

  test('jumps to a clicked heading and keeps it current through the 500 ms pause', async ({ page }) => {
    await open(page, FAQ);
    const ids = await headingIds(page, 'h2,h3');
    const target = 'will-i-be-able-to-run-my-own-xmtp-node';
    await freezeClock(page);

    await linkTo(page, target).click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expectOnlyCurrent(page, target);
    const headingTop = () => page.locator(`#${target}`).evaluate((h) => h.getBoundingClientRect().top);
    await expect.poll(headingTop).toBeLessThan((await navbarHeight(page)) + READING_LINE_MARGIN_PX);

    // Scrolling during the pause is ignored…
    await scrollHeadingTo(page, ids[2], 0);
    await page.clock.runFor(OUTLINE_CLICK_PAUSE_MS - 1);
    await expectOnlyCurrent(page, target);

    // …and after it, scroll tracking takes over again.
    await page.clock.runFor(1);
    await scrollWindowTo(page, (await page.evaluate(() => window.scrollY)) + 1);
    await page.clock.runFor(SCROLL_DEBOUNCE_MS);
    await expectOnlyCurrent(page, ids[2]);
  });

  test('can be used from the keyboard: Tab moves between links, Enter jumps', async ({ page }) => {
    await open(page, FAQ);
    const [first, second] = await headingIds(page, 'h2,h3');
    await linkTo(page, first).focus();
    await page.keyboard.press('Tab');
    await expect(linkTo(page, second)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${second}$`));
    await expectOnlyCurrent(page, second);
    await expect(page.locator(`#${second}`)).toBeInViewport();
  });

  test('lists level 4 headings on a page whose front matter raises the limit to 4', async ({ pageToRead: page }) => {
    await openToRead(page, WRITING);
    const expected = await headingIds(page, 'h2,h3,h4');
    expect(expected).toContain('a-fourth-level-heading');
    const listed = await outline(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed).toEqual(expected.map((id) => `#${id}`));

    const third = await linkTo(page, 'a-third-level-heading').boundingBox();
    const fourth = await linkTo(page, 'a-fourth-level-heading').boundingBox();
    expect(fourth!.x).toBeGreaterThan(third!.x);
  });
});

test.describe('outline on mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop column is shown on desktop');

  test('leaves the desktop column out', async ({ page }) => {
    await open(page, FAQ);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'On this page' })).toBeHidden();
  });

  test.describe('before hydration', () => {
    test.use({ javaScriptEnabled: false });

    test('hides the server-rendered column with CSS', async ({ page }) => {
      await page.goto(FAQ);
      const column: Locator = page.locator('.theme-doc-toc-desktop');
      await expect(column).toHaveCount(1);
      await expect(column).toBeHidden();
    });
  });
});
