import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { expectNoViolationsInBothSchemes } from './axe';

/**
 * Accessibility beyond what the route visits cover (routes.spec.ts scans
 * every route on a desktop, in light and dark): pages outside the sitemap,
 * the phone layout, open popovers, the keyboard, client-side navigation and
 * reduced motion.
 */

/** Waits until every diagram image of the current colour mode has loaded (they are lazy). */
async function diagramsDrawn(page: Page): Promise<void> {
  for (const image of await page.locator('.vx-diagram img:visible').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
  }
}

test.describe('axe', () => {
  // Not in the sitemap, so not among the route visits: the not-found page
  // (with its suggestions, for a path close to a page's) and the unlisted page
  // that shows every MDX component.
  for (const path of ['/dms/message', '/writing/components']) {
    test(`${path} has no violations in light and dark`, { tag: '@desktop' }, async ({ page }) => {
      // Desktop only (its tag): the phone layout is scanned below.
      await open(page, path);
      if (path === '/dms/message') await page.getByText('Other pages that may help:').waitFor();
      await diagramsDrawn(page);
      await expectNoViolationsInBothSchemes(page);
    });
  }

  test.describe('phone layout', () => {
    test.use({ colorScheme: 'light' });
    test.skip(({ isMobile }) => !isMobile, 'the route visits scan the desktop layout');

    for (const path of ['/', '/get-started/developer-quickstart', '/does-not-exist']) {
      test(`${path} has no violations in light and dark`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await diagramsDrawn(page);
        await expectNoViolationsInBothSchemes(page, { switchBy: 'system' });
      });
    }

    test('the open menu and curtain popovers have no violations in light and dark', async ({ page }) => {
      await open(page, '/get-started/faq');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoViolationsInBothSchemes(page, { within: ['.navbar'], switchBy: 'system' });
      await page.keyboard.press('Escape');
      await page.locator('.vx-curtain').getByRole('button', { name: 'On this page' }).click();
      // Now in dark mode: the next scans go back to light.
      await expectNoViolationsInBothSchemes(page, { within: ['.vx-curtain'], switchBy: 'system' });
      await page.locator('.vx-curtain').getByRole('button', { name: 'Overview' }).click();
      await expectNoViolationsInBothSchemes(page, { within: ['dialog'], switchBy: 'system' });
    });
  });
});

interface Stop {
  /** Position among the expected stops, or -1 for an element nobody expected. */
  index: number;
  what: string;
  focusVisible: boolean;
  /** A ring: an outline of some width, or a box shadow. */
  ring: boolean;
  /** Pixels of the element hidden under the sticky top bar (0 for the bar's own controls). */
  underTopBar: number;
}

/**
 * Numbers every visible element a keyboard should reach, in document order
 * (the site uses no positive tabindex): links, buttons, fields, summaries,
 * elements with tabindex 0. A tab list with a roving tabindex counts once,
 * by its one tab at tabindex 0. Returns their descriptions.
 */
function markTabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (element) =>
        element.getAttribute('tabindex') !== '-1' &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getClientRects().length > 0,
    );
    return stops.map((element, index) => {
      element.dataset.tabStop = String(index);
      return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    });
  });
}

/** What has focus now, read a frame after the key press so the browser has scrolled it into view. */
function readStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const bar = document.querySelector('.navbar')!;
    const inChrome = Boolean(element.closest('.navbar, [aria-label="Announcement"]')) || style.position === 'fixed';
    const box = element.getBoundingClientRect();
    const barBottom = bar.getBoundingClientRect().bottom;
    return {
      index: element.dataset.tabStop === undefined ? -1 : Number(element.dataset.tabStop),
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      focusVisible: element.matches(':focus-visible'),
      ring:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      underTopBar: inChrome ? 0 : Math.max(0, Math.min(barBottom, box.bottom) - box.top),
    };
  });
}

/** Presses Tab from the top of the page until focus leaves the page or comes back round. */
async function tabThrough(page: Page, expected: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < expected + 5; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await readStop(page);
    if (!stop || (stops.length > 0 && stop.index === stops[0].index)) break;
    stops.push(stop);
  }
  return stops;
}

test.describe('keyboard', () => {
  test.skip(({ isMobile }) => isMobile, 'a keyboard walk of the desktop layout; layout.spec.ts covers the phone menus');
  // The copy button writes to the clipboard.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // A docs page with every kind of control: sidebar, outline, code group tabs,
  // copy buttons, a diagram, <details>, pager, footers, banner, theme toggle, search.
  for (const path of ['/dms/overview', '/']) {
    test(`${path}: Tab reaches every control in order, each with a visible ring, none under the top bar`, async ({
      page,
    }) => {
      await open(page, path);
      await diagramsDrawn(page);
      const expected = await markTabStops(page);
      expect(expected.length).toBeGreaterThan(path === '/' ? 10 : 40);
      const stops = await tabThrough(page, expected.length);

      expect(
        stops.map((stop) => (stop.index === -1 ? `unexpected ${stop.what}` : expected[stop.index])),
        'the order of the stops',
      ).toEqual(expected);
      const problems = stops.flatMap((stop) => [
        ...(stop.focusVisible && stop.ring ? [] : [`${stop.what}: no visible focus ring`]),
        ...(stop.underTopBar > 0 ? [`${stop.what}: ${stop.underTopBar}px under the top bar`] : []),
      ]);
      expect(problems).toEqual([]);
    });
  }

  test('Enter and Space work the controls a docs page has', async ({ page }) => {
    await open(page, '/dms/overview');
    const html = page.locator('html');
    const theme = await html.getAttribute('data-theme');
    await page.getByRole('button', { name: /^Switch to (light|dark) mode$/ }).focus();
    await page.keyboard.press('Space');
    await expect(html).not.toHaveAttribute('data-theme', theme!);

    const details = page.locator('#vocs-content details').first();
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open', '');

    const copy = page.locator('#vocs-content .theme-code-block:visible').first().getByRole('button', { name: /^Cop(y|ied)$/ });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(copy).toHaveText('Copied');

    // The search button opens the dialog; Escape gives focus back.
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeFocused();
  });
});

const announcer = (page: Page) => page.locator('[data-route-announcer]');
const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test.describe('client-side navigation', () => {
  test('a sidebar link moves focus to the new content and announces the new title', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the sidebar sits in a drawer on phones; the pager link below runs on both.
    await open(page, '/get-started/intro');
    await expect(announcer(page)).toHaveAttribute('role', 'status');
    await expect(announcer(page)).toHaveText('');
    await page.locator('.vx-sidebar').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
    await expect.poll(() => activeElementId(page)).toBe('vocs-content');
    await expect(page).toHaveTitle(/^FAQ about XMTP – /);
    await expect(announcer(page)).toHaveText(await page.title());
    // Arriving at the top: focusing the content does not scroll it away.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the pager link does the same, and back leaves focus where it is', async ({ page }) => {
    await open(page, '/get-started/faq');
    const faqTitle = await page.title();
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/get-started\/faq$/);
    await expect.poll(() => activeElementId(page)).toBe('vocs-content');
    await expect(page).not.toHaveTitle(faqTitle);
    const title = await page.title();
    await expect(announcer(page)).toHaveText(title);

    // Back: the new page is announced; focus, lost with the old page, goes to the content.
    await page.goBack();
    await expect(page).toHaveURL(/\/get-started\/faq$/);
    await expect(announcer(page)).toHaveText(/^FAQ about XMTP – /);
    await expect.poll(() => activeElementId(page)).toBe('vocs-content');
    // Focus the reader placed on the page stays put through forward.
    const logo = page.locator('.navbar__inner .navbar__brand');
    await logo.focus();
    await page.goForward();
    await expect(announcer(page)).toHaveText(title);
    await expect(logo).toBeFocused();
  });

  test('a link to an anchor on another page focuses that heading without moving the scroll', async ({ page }) => {
    await open(page, '/get-started/intro');
    const link = page.locator('#vocs-content a[href*="#"]:not([href^="#"])').first();
    const href = (await link.getAttribute('href'))!;
    const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
    await link.click();
    await expect.poll(() => activeElementId(page)).toBe(id);
    const top = await page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(200);
  });

  test('a hash link on the same page keeps its own behaviour and says nothing', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the outline column is a desktop column.
    await open(page, '/get-started/faq');
    const link = page.locator('.theme-doc-toc-desktop a').nth(1);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // The browser's fragment navigation decides where focus goes; the
    // navigation module neither moves it to the content nor marks the heading.
    await expect(page.locator(`[id="${id}"]`)).not.toHaveAttribute('tabindex');
    expect(await activeElementId(page)).not.toBe('vocs-content');
    await expect(announcer(page)).toHaveText('');
  });
});

/** The theme toggle's colour fade stands for the chrome's transitions. */
const toggleTransitionSeconds = (page: Page) =>
  page
    .locator('button[aria-label^="Switch to"]')
    .first()
    .evaluate((button) => parseFloat(getComputedStyle(button).transitionDuration));

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing scrolls smoothly and the chrome does not animate', async ({ page, isMobile }) => {
    await open(page, '/get-started/faq');
    expect(
      await page.evaluate(() => [document.documentElement, document.body].map((e) => getComputedStyle(e).scrollBehavior)),
    ).toEqual(['auto', 'auto']);
    expect(await toggleTransitionSeconds(page)).toBeLessThan(0.001);

    if (isMobile) {
      // The curtain's Top button jumps.
      await page.mouse.wheel(0, 1500);
      const top = page.locator('.vx-curtain').getByRole('button', { name: 'Top' });
      await top.click();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } else {
      // An outline link lands on its heading at once: read right after the click, without waiting.
      const link = page.locator('.theme-doc-toc-desktop a').last();
      const id = (await link.getAttribute('href'))!.slice(1);
      await link.click();
      const [headingTop, barBottom] = await page.evaluate(
        (target) => [
          document.getElementById(target)!.getBoundingClientRect().top,
          document.querySelector('.navbar')!.getBoundingClientRect().bottom,
        ],
        id,
      );
      const atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
      // The last heading may sit lower when the page cannot scroll further.
      if (!atBottom) expect(headingTop).toBeLessThan(barBottom + 60);
      expect(headingTop).toBeGreaterThanOrEqual(barBottom - 1);
      expect(headingTop).toBeLessThan(page.viewportSize()!.height);
    }
  });
});

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the curtain Top button asks for a smooth scroll and the chrome keeps its transitions', async ({
    page,
    isMobile,
  }) => {
    await open(page, '/get-started/faq');
    expect(await toggleTransitionSeconds(page)).toBeGreaterThan(0);
    test.skip(!isMobile, 'the Top button is in the small-screen curtain');
    // Headless Chromium may finish a smooth scroll at once, so read what was asked for.
    await page.evaluate(() => {
      const scrollTo = window.scrollTo.bind(window);
      const asked: string[] = [];
      Object.assign(window, { scrollBehaviours: asked });
      window.scrollTo = ((options: ScrollToOptions) => {
        asked.push(options.behavior ?? 'auto');
        scrollTo(options);
      }) as typeof window.scrollTo;
    });
    await page.mouse.wheel(0, 1500);
    await page.locator('.vx-curtain').getByRole('button', { name: 'Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { scrollBehaviours: string[] }).scrollBehaviours)).toEqual([
      'smooth',
    ]);
  });
});
