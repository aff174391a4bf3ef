import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, emptyHttpCache, open } from './fixtures';
import { SPEC_ROUTES, builtRoutes, sitemapUrls } from './routes';
import { SITE_URL } from '../../src/site';
import { axeViolationsButColours, expectNoViolationsInBothSchemes, violationsInBothSchemes } from './axe';
import { colourCoverOf } from './colourCover';
import { decodeEntities } from './pageUrls';
import { collectScriptBytes } from './scriptBytes';
import { JS_BUDGET } from '../../scripts/lib/budgets.mjs';

const SITE_TITLE = 'XMTP Documentation';
const routes = builtRoutes();

test('the build has every spec route, and nothing else', { tag: '@desktop' }, () => {
  // Each once, at its production URL: the canonical URL the page names (redirects.spec.ts).
  expect(sitemapUrls().sort()).toEqual(SPEC_ROUTES.map((route) => `${SITE_URL}${route}`).sort());
});

/** Routes also opened on a phone: the landing page and one docs page stand for the two layouts. */
const PHONE_SAMPLE = new Set(['/', '/get-started/intro']);
/**
 * Routes scanned whole in both schemes, each in its own visit. Every other
 * route is scanned within its `main` (the article, its outline and its
 * footer: what differs from page to page), its code blocks by every rule but
 * those of colour: the top bar, the sidebar, the banner and the site footer
 * are the same markup on every docs page (only which link is current
 * changes, and a sampled page has one), and the colours of code in both
 * schemes are proven for every token kind and line kind by
 * tests/unit/code/codeColours.test.ts, and in a real page by the code-heavy
 * sample here.
 */
const WHOLE_PAGE_SCAN_SAMPLE = new Set(['/', '/get-started/intro', '/client/create-client']);
/**
 * Routes whose colours axe reads, in both schemes: together they show every
 * kind of text (as the stylesheet tells texts apart) that any route shows
 * (tests/e2e/colourCover.ts). Every other route is scanned by every other
 * rule, in one scheme: its texts' colours are those of texts read here.
 */
const COLOUR_COVER = colourCoverOf(routes);
/**
 * The `main` scans run in a few long-lived documents, each going from route
 * to route as the app's own links do, not in a fresh document per route:
 * axe's first scan in a document costs about twice its next ones (its code
 * starts cold in each new page), half a core-second a route, and a new
 * document would cost its injection again. After a client-side navigation
 * `main` is the same markup as after a full load of the route (each group
 * checks that on its first route); the route visits still load every route
 * in full. Several groups, so both workers share the scans.
 */
const MAIN_SCAN_GROUPS = 3;
const mainScanGroups = Array.from({ length: MAIN_SCAN_GROUPS }, (_, group) =>
  routes.filter((route, at) => at % MAIN_SCAN_GROUPS === group && !WHOLE_PAGE_SCAN_SAMPLE.has(route)),
);

/** A route's title, as its HTML file in the build names it. */
function titleOf(route: string): string {
  const html = readFileSync(path.join('build', route === '/' ? 'index.html' : `${route}.html`), 'utf8');
  return decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/**
 * Goes to `route` as the app's own links do (a history entry, then the
 * popstate event its router follows) and waits until the page shows: its
 * title is set once the page has rendered.
 */
async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveTitle(titleOf(route));
}

/**
 * `main`'s markup as a canonical text: elements with their attributes in
 * order of name, inline styles as the browser reads them, adjacent texts
 * joined. Left out, because they differ by how the page was reached and not
 * by what it shows: React's generated ids (`:R2iq…:` from the server,
 * `:rd9:` from the client), the static-HTML markers that only server-rendered
 * parts carry (plugins/static-html), the tabindex that moving focus to
 * new content after a client-side navigation sets, and a code block's word
 * wrap toggle, which shows once the block measures its lines too wide for
 * the live layout (src/hooks/useHorizontalOverflow.ts), a measure that
 * depends on when it is taken.
 */
function canonicalMain(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walk = (parent: Node) => {
      let text = '';
      const flush = () => {
        if (text) lines.push(JSON.stringify(text));
        text = '';
      };
      for (const child of Array.from(parent.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue;
        if (!(child instanceof Element) || child.getAttribute('aria-label') === 'Toggle word wrap') continue;
        flush();
        const attributes = Array.from(child.attributes)
          .filter(({ name }) => name !== 'data-static-html' && !(name === 'tabindex' && child.id === 'vocs-content'))
          .map(({ name, value }) => `${name}=${name === 'style' && child instanceof HTMLElement ? child.style.cssText : value.replace(/:[Rr][\w-]*:/g, ':id:')}`)
          .sort();
        lines.push(`<${child.tagName} ${attributes.join(' ')}>`);
        walk(child);
        lines.push(`</${child.tagName}>`);
      }
      flush();
    };
    walk(document.querySelector('main')!);
    return lines.join('\n');
  });
}

/** Routes whose .html twin is also opened in the browser, to see it hydrate to the same page. */
const HYDRATED_TWIN_SAMPLE = new Set(['/', '/get-started/faq', '/protocol/v2/architectural-overview']);

interface TabCheck {
  group: number;
  label: string;
  selected: boolean;
  visiblePanels: number;
  code: string;
}

/**
 * Clicks every tab of every code group inside the page (real click events,
 * without waiting a frame each: a long page has dozens of tabs) and reports what showed.
 */
function clickEveryCodeTab(article: Locator): Promise<TabCheck[]> {
  return article.evaluate(async (root): Promise<TabCheck[]> => {
    const results: TabCheck[] = [];
    // A code group is a tab container whose tab list carries the code-group class.
    const groups = Array.from(root.querySelectorAll('.tabs-container')).filter((group) =>
      group.querySelector(':scope > .code-group'),
    );
    for (const [index, group] of groups.entries()) {
      for (const tab of Array.from(group.querySelectorAll<HTMLElement>(':scope > .code-group [role="tab"]'))) {
        tab.click();
        // React commits a click's update in a microtask it queued during the
        // event, so it runs before this one: the DOM is current after it.
        await Promise.resolve();
        const panels = Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter(
          (panel) => !panel.hidden && panel.offsetParent !== null,
        );
        results.push({
          group: index + 1,
          label: tab.textContent ?? '',
          selected: tab.getAttribute('aria-selected') === 'true',
          visiblePanels: panels.length,
          code: (panels[0]?.querySelector('pre')?.textContent ?? '').trim(),
        });
      }
    }
    return results;
  });
}

// First, so that these long tests do not end the run on one worker.
for (const [group, scanned] of mainScanGroups.entries()) {
  const first = scanned[0]!;
  test(`axe reads main on ${scanned.length} routes (one in ${MAIN_SCAN_GROUPS}, from ${first}), going from one to the next in the app: every rule; colours in light and dark on the routes of the colour cover`, { tag: '@desktop' }, async ({ page }) => {
    // About twenty routes, each a navigation and one or three scans, on a machine shared with another worker.
    test.setTimeout(240_000);
    // A navigation is done when the title is the new route's: no two routes may share one.
    expect(new Set(scanned.map(titleOf)).size, 'routes with the same title').toBe(scanned.length);
    const found: string[] = [];
    await open(page, first);
    let mainAtFullLoad = '';
    for (const route of scanned) {
      if (route !== first) await navigateInApp(page, route);
      const violations = COLOUR_COVER.has(route)
        ? await violationsInBothSchemes(page, { within: ['main'], coloursWithout: ['pre'] })
        : await axeViolationsButColours(page, 'main');
      found.push(...violations.map((violation) => `${route}: ${violation}`));
      // Read after the scan, when what the page adds once it has rendered (a code block's wrap button) is there.
      if (route === first) mainAtFullLoad = await canonicalMain(page);
    }
    expect(found, `axe, main of routes of group ${group + 1}`).toEqual([]);
    // What makes these scans stand for a full load of each route.
    await navigateInApp(page, first);
    await expect.poll(() => canonicalMain(page), { message: `${first}: main after a client-side navigation, against a full load` }).toBe(mainAtFullLoad);
  });
}

for (const route of routes) {
  // Every route renders the same markup on a phone; a sample is enough there.
  const tag = PHONE_SAMPLE.has(route) ? [] : ['@desktop'];
  const scan = WHOLE_PAGE_SCAN_SAMPLE.has(route) ? 'no axe violations in light and dark' : 'axe: in the main scans';
  test(`route ${route}: status 200, one H1, title, analytics tag, .html twin; content, code groups and diagrams work; ${scan}`, { tag }, async ({
    page,
    request,
    isMobile,
  }) => {
    // Axe scans on top of the visit: long pages need more than the default time.
    if (!isMobile) test.slow();
    const scriptBytes = collectScriptBytes(page);
    const response = await open(page, route);
    expect(response?.status()).toBe(200);

    // The JavaScript a cold load fetches before the page is interactive (scripts/lib/budgets.mjs): the
    // same scripts whether they come from the cache or not (the test after these proves it), counted in bytes
    // as the build holds them.
    if (!isMobile) {
      const { raw, gzip, files } = await scriptBytes.total();
      expect(raw, `raw JavaScript of ${route} (${files} files)`).toBeLessThanOrEqual(JS_BUDGET.pageRaw);
      expect(gzip, `gzipped JavaScript of ${route} (${files} files)`).toBeLessThanOrEqual(JS_BUDGET.pageGzip);
    }

    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    const heading = (await h1.innerText()).trim();
    expect(heading).not.toBe('');
    expect(heading).not.toBe('Page Not Found');

    const expectedTitle = route === '/' ? SITE_TITLE : `${heading} – ${SITE_TITLE}`;
    await expect(page).toHaveTitle(expectedTitle);

    const analytics = page.locator(
      'head script[src="https://plausible.io/js/script.js"][data-domain="docs.xmtp.org"][defer]',
    );
    await expect(analytics).toHaveCount(1);

    if (route !== '/') {
      const article = page.locator('article');
      expect((await article.innerText()).length, 'the page has a body').toBeGreaterThan(200);
      // Every diagram's image (drawn at build time) loads and has its alt text.
      for (const image of await article.locator('.vx-diagram img:visible').all()) {
        await expect(image).toHaveAttribute('alt', /\S/);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      for (const check of await clickEveryCodeTab(article)) {
        const where = `code group ${check.group}, tab ${check.label}`;
        expect(check.selected, `${where} is selected after a click`).toBe(true);
        expect(check.visiblePanels, `${where} shows one panel`).toBe(1);
        expect(check.code, `${where} shows code`).not.toBe('');
      }
    }

    // The whole page, on desktop (the phone layout is scanned in a11y.spec.ts); other routes' `main` below.
    if (!isMobile && WHOLE_PAGE_SCAN_SAMPLE.has(route)) await expectNoViolationsInBothSchemes(page);

    // The .html twin serves the same page.
    const twin = route === '/' ? '/index.html' : `${route}.html`;
    const twinResponse = await request.get(twin);
    expect(twinResponse.status()).toBe(200);
    const twinTitle = /<title[^>]*>([^<]*)<\/title>/.exec(await twinResponse.text())?.[1] ?? '';
    expect(decodeEntities(twinTitle)).toBe(expectedTitle);
    if (HYDRATED_TWIN_SAMPLE.has(route) && !isMobile) {
      const hydrated = await open(page, twin);
      expect(hydrated?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    }
  });
}

test('a load from the HTTP cache counts the same scripts as a cold load, so the visits above need no empty cache', { tag: '@desktop' }, async ({ page }) => {
  const route = '/client/create-client';
  await open(page, '/get-started/faq');
  const warm = collectScriptBytes(page);
  await open(page, route);
  const fromCache = await warm.total();
  await emptyHttpCache(page);
  await page.goto('about:blank');
  const cold = collectScriptBytes(page);
  await open(page, route);
  expect(fromCache).toEqual(await cold.total());
});

test('the server sends the analytics tag in the HTML itself', { tag: '@desktop' }, async ({ request }) => {
  const html = await (await request.get('/get-started/intro')).text();
  expect(html).toMatch(/<script[^>]+src="?https:\/\/plausible\.io\/js\/script\.js/);
  expect(html).toMatch(/data-domain="?docs\.xmtp\.org/);
});
