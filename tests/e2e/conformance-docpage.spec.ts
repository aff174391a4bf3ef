import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, open, openToRead, test } from './fixtures';
import { axeViolations } from './axe';
import { sitemapUrls } from './routes';

/**
 * What a docs page shows around its content, as a Docusaurus writer sets it
 * with front matter and the docs plugin's options, on the conformance
 * fixture's pages (tests/fixtures/conformance/docs/conformance) in the
 * versioned build (scripts/build-versioned.mjs): 1.0, the latest, at `/`,
 * Next at `/next/`, French at `/fr/`. Its config turns on `breadcrumbs` and
 * `showLastUpdateAuthor`, which the XMTP site keeps off.
 *
 * What the server sends is checked with scripts off (what crawlers and the
 * first paint see); behaviour, hydration and accessibility in the browser.
 */
const BUILD = '.build-versioned';
const SITE = 'https://docs.xmtp.org';

test.beforeAll(() => {
  if (!existsSync(`${BUILD}/index.html`)) {
    throw new Error(`No versioned build in ${BUILD}/: run \`node scripts/build-versioned.mjs\` first (npm test does).`);
  }
});

const metaContents = (page: Page, selector: string) => page.locator(`head ${selector}`).evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
const pageFooter = (page: Page) => page.locator('footer.theme-doc-footer');
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });
const outline = (page: Page) => page.locator('nav.theme-doc-toc-desktop');

test.describe('tags', () => {
  test("a page's tags link to their tag pages", async ({ page }) => {
    await open(page, '/conformance/overview');
    const tags = pageFooter(page).getByRole('list', { name: 'Tags:' });
    await expect(tags.getByRole('link')).toHaveText(['Test fixture', 'Writing docs']);
    const fixture = tags.getByRole('link', { name: 'Test fixture' });
    await expect(fixture).toHaveAttribute('href', '/tags/fixture');
    await expect(fixture).toHaveAttribute('rel', 'tag');
    // The description from docs/tags.yml.
    await expect(fixture).toHaveAttribute('title', 'Pages of the conformance fixture, which checks Docusaurus conventions.');
    await expect(tags.getByRole('link', { name: 'Writing docs' })).toHaveAttribute('href', '/tags/writing');
    expect(await axeViolations(page, 'footer.theme-doc-footer')).toEqual([]);
    await fixture.click();
    await expect(page).toHaveURL(/\/tags\/fixture$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One doc tagged with "Test fixture"');
  });

  test("a tag's page lists its pages (listed ones only) and leads to every tag", async ({ page }) => {
    await open(page, '/tags/fixture');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One doc tagged with "Test fixture"');
    await expect(page.getByText('Pages of the conformance fixture, which checks Docusaurus conventions.')).toBeVisible();
    // The unlisted page has the tag too, but a tag page lists only listed pages.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Writer conventions' })).toHaveAttribute('href', '/conformance/overview');
    await expect(main.getByRole('link', { name: 'An unlisted page' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'View all tags' }).click();
    await expect(page).toHaveURL(/\/tags$/);
  });

  test('the tags page lists every tag, with the number of its pages', async ({ pageToRead: page }) => {
    await openToRead(page, '/tags');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
    const tags = page.getByRole('main').locator('a[rel="tag"]');
    await expect(tags).toHaveText(['Test fixture1', 'Writing docs1']);
    expect(await tags.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/tags/fixture', '/tags/writing']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the tag pages are in every version and language, in our chrome', async ({ serverPage }) => {
    for (const tagsPage of ['/next/tags', '/next/tags/writing', '/fr/tags', '/fr/tags/fixture']) {
      const server = await serverPage(tagsPage);
      // The top bar's links, named in the page's language (the French name comes from the fixture's code.json).
      await expect(server.getByRole('navigation', { name: tagsPage.startsWith('/fr/') ? 'Navigation supérieure' : 'Top', exact: true }).first()).toBeAttached();
      await expect(server.locator('footer.theme-layout-footer, footer').last()).toBeAttached();
      await expect(server.getByRole('main')).toHaveCount(1);
      await expect(server.getByRole('main').locator('a[rel="tag"], article a').first()).toBeAttached();
    }
  });
});

test.describe('the page head', () => {
  test('front-matter keywords become the keywords meta tag, sent by the server and kept in the browser', async ({ page, serverPage }) => {
    const server = await serverPage('/conformance/overview');
    expect(await metaContents(server, 'meta[name="keywords"]')).toEqual(['conformance,docusaurus conventions,fixture']);
    await open(page, '/conformance/overview');
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', 'conformance,docusaurus conventions,fixture');
    // The browser got them from the server's HTML: no script carries them (src/theme/DocItem/Metadata).
    const assets = path.join(BUILD, 'assets/js');
    for (const file of readdirSync(assets)) expect(readFileSync(path.join(assets, file), 'utf8'), file).not.toContain('docusaurus conventions');
    const noKeywords = await serverPage('/conformance/options');
    expect(await metaContents(noKeywords, 'meta[name="keywords"]')).toEqual([]);
  });

  test("a page's image replaces the site's card: one og:image and one twitter:image, the page's", async ({ serverPage, request }) => {
    const server = await serverPage('/conformance/overview');
    const [image] = await metaContents(server, 'meta[property="og:image"]');
    expect(await metaContents(server, 'meta[property="og:image"]')).toHaveLength(1);
    // `image: ./img/overview-card.png`, a file beside the page, bundled under a content hash.
    expect(image).toMatch(new RegExp(`^${SITE}/assets/images/overview-card-[0-9a-f]+\\.png$`));
    expect(await metaContents(server, 'meta[name="twitter:image"]')).toEqual([image]);
    expect((await request.get(new URL(image!).pathname)).status()).toBe(200);

    const plain = await serverPage('/conformance/no-toc');
    expect(await metaContents(plain, 'meta[property="og:image"]')).toEqual([`${SITE}/img/social-card.png`]);
    expect(await metaContents(plain, 'meta[name="twitter:image"]')).toEqual([`${SITE}/img/social-card.png`]);
  });

  test('title, description and slug come from front matter; hide_title leaves the heading to the content', async ({ serverPage }) => {
    const server = await serverPage('/conformance/options');
    await expect(server).toHaveTitle('Page options from front matter – XMTP Documentation');
    expect(await metaContents(server, 'meta[name="description"]')).toEqual(['Front matter that changes what a docs page shows around its content.']);
    await expect(server.locator('article h1')).toHaveText(['A heading written in the content']);
  });
});

test.describe('breadcrumbs', () => {
  test('lead from the home page through the categories to the current page, as links where there is a page', async ({ page }) => {
    await open(page, '/conformance/folders/linked-by-index/child');
    const trail = breadcrumbs(page);
    await expect(trail.getByRole('listitem')).toHaveCount(3);
    await expect(trail.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    // The folder's index.md is the category's page.
    await expect(trail.getByRole('link', { name: 'Category from an index page' })).toHaveAttribute('href', '/conformance/folders/linked-by-index');
    const current = trail.getByRole('listitem').last();
    await expect(current).toHaveText('A page inside the folder');
    await expect(current.locator('[aria-current="page"]')).toHaveText('A page inside the folder');
    await expect(current.getByRole('link')).toHaveCount(0);
    expect(await axeViolations(page, 'nav[aria-label="Breadcrumbs"]')).toEqual([]);

    await trail.getByRole('link', { name: 'Category from an index page' }).click();
    await expect(page).toHaveURL(/\/conformance\/folders\/linked-by-index$/);
    await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText('Category from an index page');
  });

  test('a category without a page of its own is text; generated indexes get the same trail', async ({ serverPage }) => {
    const unlisted = await serverPage('/conformance/unlisted');
    await expect(breadcrumbs(unlisted).getByRole('listitem')).toHaveText(['', 'Fixed open', 'The unlisted page']);
    await expect(breadcrumbs(unlisted).getByRole('link')).toHaveCount(1);

    const generated = await serverPage('/conformance/generated');
    await expect(breadcrumbs(generated).getByRole('listitem')).toHaveText(['', 'Generated index']);
    await expect(breadcrumbs(generated).locator('[aria-current="page"]')).toHaveText('Generated index');
  });

  test('come with the BreadcrumbList structured data search engines read', async ({ serverPage }) => {
    const server = await serverPage('/conformance/folders/linked-by-index/child');
    const [json] = await server.locator('head script[type="application/ld+json"]').allTextContents();
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Category from an index page', item: `${SITE}/conformance/folders/linked-by-index` },
        { '@type': 'ListItem', position: 2, name: 'A page inside the folder', item: `${SITE}/conformance/folders/linked-by-index/child` },
      ],
    });
  });

  test('the XMTP site, whose docs turn breadcrumbs off, ships no breadcrumb code', () => {
    const assets = 'build/assets/js';
    test.skip(!existsSync(assets), 'needs the XMTP build (npm run build)');
    for (const file of readdirSync(assets)) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect(code, file).not.toContain('theme.docs.breadcrumbs.navAriaLabel');
      expect(code, file).not.toContain('BreadcrumbList');
    }
  });
});

test.describe('last update', () => {
  test('shows the front-matter author and date, in UTC from the server', async ({ serverPage }) => {
    const server = await serverPage('/conformance/overview');
    const lastUpdated = pageFooter(server).locator('p').filter({ hasText: 'Last updated' });
    await expect(lastUpdated).toHaveText('Last updated: 10/31/24, 12:00 AM UTC by Ada Writer');
    await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', '2024-10-31T00:00:00.000Z');
    // Without front matter, git's author and date (the versioned copy's one commit).
    await expect(pageFooter(await serverPage('/conformance/no-toc'))).toContainText(/Last updated: \d{1,2}\/\d{1,2}\/\d{2}, .* UTC by Versioned copy/);
  });

  test.describe('in the reader’s time zone', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('shows local time after hydration', async ({ page }) => {
      await open(page, '/conformance/overview');
      await expect(pageFooter(page).locator('p').filter({ hasText: 'Last updated' })).toHaveText(/^Last updated: 10\/30\/24, 8:00\sPM by Ada Writer$/);
    });
  });

  // The browser's French date (local time, Intl) is checked by the unit tests (tests/unit/utils/formatDateTime.test.ts).
  test('in French, the server HTML says it in French and writes the date the French way', async ({ serverPage }) => {
    const server = await serverPage('/fr/conformance/overview');
    await expect(pageFooter(server).locator('p').filter({ hasText: 'Dernière mise à jour' })).toHaveText(/^Dernière mise à jour le 31\/10\/2024 00:00 UTC par Ada Writer$/);
  });
});

test.describe('front matter', () => {
  test('toc_min_heading_level and toc_max_heading_level bound the outline; hide_table_of_contents removes it', async ({ serverPage }) => {
    const options = await serverPage('/conformance/options');
    await expect(outline(options).getByRole('link')).toHaveText(['Second level', 'Third level', 'Fourth level']);
    await expect(options.locator('article h5')).toHaveText('Fifth level');
    const noToc = await serverPage('/conformance/no-toc');
    await expect(noToc.locator('article h2')).toHaveText('A section the outline would list');
    await expect(outline(noToc)).toHaveCount(0);
  });

  test('custom_edit_url sets the edit link, or with null removes it', async ({ serverPage }) => {
    const noToc = await serverPage('/conformance/no-toc');
    await expect(pageFooter(noToc).getByRole('link', { name: 'Suggest changes to this page' })).toHaveAttribute(
      'href',
      'https://github.com/xmtp/docs-xmtp-org/blob/main/README.md',
    );
    const options = await serverPage('/conformance/options');
    await expect(pageFooter(options).getByRole('link', { name: 'Suggest changes to this page' })).toHaveCount(0);
    await expect(pageFooter(options)).toContainText('Last updated');
  });

  test('pagination_prev, pagination_next and pagination_label choose and name the pager links', async ({ serverPage }) => {
    const options = await serverPage('/conformance/options');
    // pagination_next: null; pagination_prev: the overview, titled by its pagination_label.
    await expect(pager(options).getByRole('link')).toHaveCount(1);
    const previous = pager(options).getByRole('link');
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(previous).toHaveAttribute('href', '/conformance/overview');
    await expect(previous).toHaveText('PreviousOverview of the conventions');
  });

  test('sidebar_position orders the cards of a generated index, as it orders the sidebar', async ({ serverPage }) => {
    const index = await serverPage('/category/category-from-json');
    await expect(index.locator('article h2')).toHaveText(['Beta page', 'Alpha page']);
  });

  test('displayed_sidebar shows another sidebar beside the page', async ({ serverPage }) => {
    const page = await serverPage('/conformance/second-sidebar');
    const sidebar = page.getByRole('navigation', { name: 'Docs' });
    // The conformanceSecond sidebar: the page itself and a link back to the overview, not the conformance sidebar.
    await expect(sidebar.locator('a[href="/conformance/second-sidebar"]').first()).toBeAttached();
    await expect(sidebar.locator('a[href="/conformance/overview"]')).toHaveCount(1);
    await expect(sidebar.getByText('Generated index')).toHaveCount(0);
  });

  test('parse_number_prefixes: false keeps the number in the address', async ({ request }) => {
    expect((await request.get('/conformance/05-number-kept')).status()).toBe(200);
    expect((await request.get('/conformance/number-kept')).status()).toBe(404);
    // By default the prefix is dropped.
    expect((await request.get('/conformance/folders/numbered-page')).status()).toBe(200);
  });

  test('the sidebar keys reach the sidebar data: sidebar_label, sidebar_class_name, sidebar_custom_props, sidebar_key', () => {
    const assets = path.join(BUILD, 'assets/js');
    const sidebarData = readdirSync(assets)
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .filter((code) => code.includes('docsSidebars') && code.includes('"conformance/overview"'));
    expect(sidebarData.length).toBeGreaterThan(0);
    for (const code of sidebarData) {
      expect(code).toContain('"label":"Conventions overview"');
      expect(code).toContain('"className":"fixture-sidebar-class"');
      expect(code).toContain('"customProps":{"badge":"new"}');
      expect(code).toContain('"key":"numbered-page-key"');
    }
  });

  test('draft pages are left out of the production build', async ({ request }) => {
    for (const draft of ['/conformance/draft', '/next/conformance/draft']) expect((await request.get(draft)).status(), draft).toBe(404);
    expect(sitemapUrls(BUILD).filter((url) => url.includes('/conformance/draft'))).toEqual([]);
  });

  test('unlisted pages say so, ask search engines not to index them and stay out of the sitemap', async ({ page, serverPage }) => {
    const server = await serverPage('/conformance/unlisted');
    expect(await metaContents(server, 'meta[name="robots"]')).toEqual(['noindex, nofollow']);
    await expect(server.locator('.theme-admonition').filter({ hasText: 'This page is unlisted' })).toHaveCount(1);
    expect(sitemapUrls(BUILD).filter((url) => url.includes('/conformance/unlisted'))).toEqual([]);
    await open(page, '/conformance/unlisted');
    await expect(page.getByText('This page is unlisted. Search engines will not index it')).toBeVisible();
    expect(await axeViolations(page, '#vocs-content')).toEqual([]);
  });
});

test.describe('doc cards', () => {
  test('a generated index shows a card per page, with its title and description', async ({ pageToRead: page }) => {
    await openToRead(page, '/conformance/generated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards for every page');
    const cards = page.locator('article a.theme-doc-card-container');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('heading', { level: 2 })).toHaveText('Consent in one paragraph');
    await expect(cards.nth(0)).toContainText('Why a new conversation asks the recipient before it reaches the inbox.');
    await expect(cards.nth(0)).toHaveAttribute('href', '/conformance/generated/first');
    await expect(cards.nth(1)).toContainText('What an installation is and why each device has keys of its own.');
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('DocCardList in a category page, and a _category_.json generated index, show descriptions too', async ({ serverPage }) => {
    const components = await serverPage('/conformance/components');
    await expect(components.locator('a.theme-doc-card-container').filter({ hasText: 'Tabs' }).first()).toContainText(
      'Tab groups from @theme/Tabs',
    );
    const fromJson = await serverPage('/category/category-from-json');
    await expect(fromJson.locator('a.theme-doc-card-container')).toContainText([
      'Listed first, because its sidebar position is 1.',
      'Listed second, because its sidebar position is 2.',
    ]);
  });
});

test.describe('a generated index on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('has the curtain, which opens the sidebar, as docs pages do', async ({ page }) => {
    await open(page, '/conformance/generated');
    const trigger = page.locator('.vx-curtain').getByRole('button', { name: 'Generated index' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Docs navigation' });
    await expect(drawer.getByRole('link', { name: 'Consent in one paragraph' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('versions', () => {
  test('generated indexes show the same version banner and badge as docs pages', async ({ page }) => {
    await open(page, '/next/conformance/generated');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('This is unreleased documentation for XMTP Documentation Next version.');
    await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/conformance/generated');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
    await open(page, '/next/conformance/overview');
    await expect(page.locator('.theme-doc-version-banner')).toContainText('This is unreleased documentation');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
  });
});
