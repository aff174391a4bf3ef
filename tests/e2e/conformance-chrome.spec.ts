import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, open, openToRead, test } from './fixtures';
import { axeViolations, expectNoViolationsInBothSchemes } from './axe';

/**
 * The sidebar, top bar and site footer against the Docusaurus conventions of
 * the conformance fixture (tests/fixtures/conformance: sidebars.conformance.ts,
 * conformance.config.ts, docs/conformance/folders/**), built into
 * .build-versioned/ by scripts/build-versioned.mjs: 1.0 at /, Next at /next/,
 * French 1.0 at /fr/.
 */

const BUILD = '.build-versioned';

test.beforeAll(() => {
  if (!existsSync(`${BUILD}/index.html`)) {
    throw new Error(`No versioned build in ${BUILD}/: run \`node scripts/build-versioned.mjs\` first (npm test does).`);
  }
});

const PHONE = { width: 390, height: 844 };
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const desktopSidebar = (page: Page) => page.locator('.vx-sidebar');
const topNav = (page: Page) => page.getByRole('navigation', { name: 'Top' }).filter({ visible: true });
/** The `<li>` of a sidebar entry, where Docusaurus puts an item's className. */
const itemOf = (entry: Locator) => entry.locator('xpath=ancestor::li[1]');

async function openDrawer(page: Page): Promise<Locator> {
  await page.locator('.vx-curtain').getByRole('button').first().click();
  return page.getByRole('dialog', { name: 'Docs navigation' });
}

test.describe('sidebar: categories with a page of their own', () => {
  test("a folder's index.md: the label leads to it and is current there; the chevron is a separate toggle", async ({ page }) => {
    await open(page, '/conformance/overview');
    const sidebar = desktopSidebar(page);
    const label = sidebar.getByRole('link', { name: 'Category from an index page', exact: true });
    const toggle = sidebar.getByRole('button', { name: "Expand sidebar category 'Category from an index page'" });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'A page inside the folder' })).toBeHidden();

    await label.click();
    await expect(page).toHaveURL(/\/conformance\/folders\/linked-by-index$/);
    await expect(h1(page)).toHaveText("A folder's index page");
    await expect(label).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    // Arriving opens the category; its toggle now offers to close it.
    const collapse = sidebar.getByRole('button', { name: "Collapse sidebar category 'Category from an index page'" });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'A page inside the folder' })).toBeVisible();
    expect(await axeViolations(page, '.vx-sidebar')).toEqual([]);
  });

  test('the toggle opens and closes by pointer and by keyboard, without leaving the page', async ({ page }) => {
    await open(page, '/conformance/overview');
    const sidebar = desktopSidebar(page);
    const expand = sidebar.getByRole('button', { name: "Expand sidebar category 'Theme components'" });
    const tabsLink = sidebar.getByRole('link', { name: 'Tabs', exact: true });
    await expand.click();
    const collapse = sidebar.getByRole('button', { name: "Collapse sidebar category 'Theme components'" });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(tabsLink).toBeVisible();
    await expect(page).toHaveURL(/\/conformance\/overview$/);

    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(tabsLink).toBeHidden();
    await page.keyboard.press('Space');
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse).toBeFocused();
  });

  test('categories linked to a generated index, from sidebars.ts and from _category_.json, and a file named like its folder', async ({ page }) => {
    await open(page, '/conformance/overview');
    const sidebar = desktopSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'Generated index', exact: true })).toHaveAttribute('href', '/conformance/generated');
    await expect(sidebar.getByRole('link', { name: 'Category from JSON', exact: true })).toHaveAttribute('href', '/category/category-from-json');
    await expect(sidebar.getByRole('link', { name: 'A page named like its folder', exact: true })).toHaveAttribute(
      'href',
      '/conformance/folders/same-name-folder',
    );
    await expect(sidebar.getByRole('link', { name: 'Theme components', exact: true }).first()).toHaveAttribute('href', '/conformance/components');

    await sidebar.getByRole('link', { name: 'Category from JSON', exact: true }).click();
    await expect(h1(page)).toHaveText('Pages grouped by a category file');
    await expect(sidebar.getByRole('link', { name: 'Category from JSON', exact: true })).toHaveAttribute('aria-current', 'page');

    await sidebar.getByRole('link', { name: 'A page named like its folder', exact: true }).click();
    await expect(h1(page)).toHaveText('A page named like its folder');
    await expect(sidebar.getByRole('link', { name: 'Its neighbour' })).toBeVisible();
  });

  test("on the category's own page the label toggles it, as in Docusaurus", async ({ page }) => {
    await open(page, '/conformance/generated');
    const sidebar = desktopSidebar(page);
    const label = sidebar.getByRole('link', { name: 'Generated index', exact: true });
    await expect(label).toHaveAttribute('aria-current', 'page');
    const first = sidebar.getByRole('link', { name: 'Consent in one paragraph' });
    await expect(first).toBeVisible();
    await label.click();
    await expect(first).toBeHidden();
    await expect(page).toHaveURL(/\/conformance\/generated$/);
  });

  test('a category that cannot collapse has no toggle; autoCollapseCategories closes the open siblings of the section opened', async ({ page }) => {
    await open(page, '/conformance/unlisted');
    const sidebar = desktopSidebar(page);
    await expect(sidebar.getByText('Fixed open', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /Fixed open/ })).toHaveCount(0);

    await open(page, '/conformance/overview');
    const generated = sidebar.getByRole('button', { name: "Collapse sidebar category 'Generated index'" });
    const json = sidebar.getByRole('button', { name: "Collapse sidebar category 'Category from JSON'" });
    // Both start open (collapsed: false); opening another section closes them.
    await expect(generated).toHaveAttribute('aria-expanded', 'true');
    await expect(json).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Theme components'" }).click();
    await expect(sidebar.getByRole('link', { name: 'Tabs', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Generated index'" })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Category from JSON'" })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('sidebar: items', () => {
  test('html items, class names, labels, refs, links and the autogenerated order', async ({ pageToRead: page }) => {
    await openToRead(page, '/conformance/overview');
    const sidebar = desktopSidebar(page);
    // An html item, as written, with its className.
    const html = sidebar.locator('li.fixture-html-class');
    await expect(html.locator('span.fixture-html-item')).toHaveText('Writer habits');
    // sidebar_class_name, a _category_.json className, a link's className: on the item.
    await expect(itemOf(sidebar.getByRole('link', { name: 'Conventions overview' }))).toHaveClass(/fixture-sidebar-class/);
    await expect(itemOf(sidebar.getByRole('link', { name: 'Category from JSON', exact: true }))).toHaveClass(/fixture-category-class/);
    await expect(itemOf(sidebar.getByRole('link', { name: 'The FAQ' }))).toHaveClass(/fixture-link-class/);
    // Docusaurus' own item classes, which writers' CSS may target.
    await expect(itemOf(sidebar.getByRole('link', { name: 'Alpha page' }))).toHaveClass(/theme-doc-sidebar-item-link-level-2/);
    // A ref to another sidebar's page, an internal link and an external one.
    await expect(sidebar.getByRole('link', { name: 'A page of another sidebar' })).toHaveAttribute('href', '/conformance/second-sidebar');
    await expect(sidebar.getByRole('link', { name: 'The FAQ' })).toHaveAttribute('href', '/get-started/faq');
    await expect(sidebar.getByRole('link', { name: /XMTP\.org/ })).toHaveAttribute('target', '_blank');
    // Positions: the JSON category first, then the index-page category, the numbered page, the same-name folder.
    const labels = await sidebar.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.querySelector('a, button, div')?.textContent?.trim() ?? ''));
    const folderOrder = ['Category from JSON', 'Category from an index page', 'A page ordered by its file name', 'A page named like its folder'];
    expect(labels.filter((label) => folderOrder.includes(label))).toEqual(folderOrder);
    await expect(sidebar.getByRole('link', { name: 'A page ordered by its file name' })).toHaveAttribute('href', '/conformance/folders/numbered-page');
    const inJson = await sidebar.locator('li.fixture-category-class ul a').allTextContents();
    expect(inJson).toEqual(['Beta page', 'Alpha page']);
  });

  test('an unlisted doc is left out elsewhere, with the category that only holds it, and shown on its own page', async ({ pageToRead: page }) => {
    await openToRead(page, '/conformance/overview');
    const sidebar = desktopSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'The unlisted page' })).toHaveCount(0);
    await expect(sidebar.getByText('Fixed open')).toHaveCount(0);
    await openToRead(page, '/conformance/unlisted');
    await expect(sidebar.getByRole('link', { name: 'The unlisted page' })).toHaveAttribute('aria-current', 'page');
  });

  test('hideable: the sidebar hides and comes back', async ({ page }) => {
    await open(page, '/conformance/overview');
    const sidebar = desktopSidebar(page);
    await sidebar.getByRole('button', { name: 'Hide sidebar' }).click();
    await expect(sidebar).toBeHidden();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toBeVisible();
    await expand.click();
    await expect(sidebar.getByRole('link', { name: 'Conventions overview' })).toBeVisible();
  });
});

test.describe('sidebar on a phone', () => {
  test.use({ viewport: PHONE });

  test("the drawer's category label navigates, its toggle toggles, and the curtain names the category", async ({ page }) => {
    await open(page, '/conformance/overview');
    let drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: 'Hide sidebar' })).toHaveCount(0);
    const expand = drawer.getByRole('button', { name: "Expand sidebar category 'A page named like its folder'" });
    await expand.click();
    await expect(drawer.getByRole('link', { name: 'Its neighbour' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Category from an index page', exact: true }).click();
    await expect(page).toHaveURL(/\/conformance\/folders\/linked-by-index$/);
    await expect(page.locator('.vx-curtain').getByRole('button').first()).toHaveText('Category from an index page');
    drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Category from an index page', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.locator('li.fixture-html-class')).toHaveText('Writer habits');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('top bar: every navbar item type', () => {
  test('left items follow the logo: docSidebar, doc, a link with a class and activeBaseRegex, and the search button', async ({ page }) => {
    await open(page, '/conformance/overview');
    const nav = topNav(page);
    const conventions = nav.getByRole('link', { name: 'Conventions', exact: true });
    const tabs = nav.getByRole('link', { name: 'Tabs', exact: true });
    const cards = nav.getByRole('link', { name: 'Cards' });
    await expect(conventions).toHaveAttribute('href', '/conformance/overview');
    await expect(conventions).toHaveAttribute('aria-current', 'page');
    await expect(tabs).toHaveAttribute('href', '/conformance/components/tabs');
    // The doc is in the sidebar the reader is in.
    await expect(tabs).toHaveAttribute('aria-current', 'true');
    await expect(cards).toHaveClass(/fixture-navbar-link-class/);
    await expect(cards).not.toHaveAttribute('aria-current');

    // The search button stands among the left items, before the right ones.
    const search = nav.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(1);
    const logo = (await page.locator('.navbar__brand').boundingBox())!;
    const searchBox = (await search.boundingBox())!;
    const support = (await nav.getByRole('link', { name: /Support/ }).boundingBox())!;
    expect(logo.x < searchBox.x && searchBox.x < support.x).toBe(true);

    // activeBaseRegex: current on the folder pages.
    await cards.click();
    await expect(h1(page)).toHaveText('Cards for every page');
    await expect(cards).toHaveAttribute('aria-current', 'page');
    await open(page, '/conformance/folders/numbered-page');
    await expect(cards).toHaveAttribute('aria-current', 'true');
    // Outside the docs of those sidebars, none of them is current.
    await open(page, '/get-started/intro');
    for (const link of [conventions, tabs, cards]) await expect(link).not.toHaveAttribute('aria-current');
    await search.click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('a dropdown holds doc, docSidebar, link, docsVersion and html items', async ({ page }) => {
    await open(page, '/get-started/intro');
    const nav = topNav(page);
    const trigger = nav.getByRole('button', { name: 'More', exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Page options' })).toHaveAttribute('href', '/conformance/options');
    await expect(nav.getByRole('link', { name: 'Second sidebar' })).toHaveAttribute('href', '/conformance/second-sidebar');
    await expect(nav.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/get-started/intro');
    await expect(nav.getByRole('link', { name: 'Docs home' })).toHaveAttribute('href', '/get-started/intro');
    await expect(nav.locator('.fixture-dropdown-html')).toHaveText('Fixture pages');
    await nav.getByRole('link', { name: 'Second sidebar' }).click();
    await expect(h1(page)).toHaveText('A page of a second sidebar');
    // The navigation closes the menu; a click before it has would close it instead of opening it.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // docSidebar: current anywhere in its sidebar.
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Second sidebar' })).toHaveAttribute('aria-current', 'page');
  });

  test("docsVersion leads to the version's main page; the version menu stands where docsVersionDropdown puts it, with its extra items", async ({ page }) => {
    await open(page, '/next/get-started/faq');
    const nav = topNav(page);
    await expect(nav.getByRole('link', { name: 'Latest', exact: true })).toHaveAttribute('href', '/next/get-started/intro');
    const versions = nav.getByRole('button', { name: /^Version: / });
    await expect(versions).toHaveCount(1);
    await expect(versions).toHaveAccessibleName('Version: Next');
    // After "Latest", before the language menu: where the config lists it.
    const order = await nav.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    const versionsAt = order.findIndex((text) => text.startsWith('Next'));
    expect(order.indexOf('Latest')).toBe(versionsAt - 1);
    expect(versionsAt).toBeLessThan(order.findIndex((text) => text.startsWith('English')));
    await versions.click();
    await expect(nav.locator('.fixture-versions-html')).toHaveText('Older versions: none yet');
    await nav.getByRole('link', { name: '1.0', exact: true }).click();
    await expect(page).toHaveURL(/\/get-started\/faq$/);
    await expect(versions).toHaveAccessibleName('Version: 1.0');
  });

  test('custom-* items come from @theme/NavbarItem/ComponentTypes, rendered on the server too', async ({ page, request }) => {
    const html = await (await request.get('/conformance/overview')).text();
    expect(html).toMatch(/<span class="?fixture-custom-item"? data-mobile="?false"?>Beta<\/span>/);
    await open(page, '/conformance/overview');
    await expect(topNav(page).locator('.fixture-custom-item').filter({ hasText: 'Beta' })).toBeVisible();
    await topNav(page).getByRole('button', { name: 'More', exact: true }).click();
    await expect(topNav(page).locator('.fixture-custom-item').filter({ hasText: 'Custom in a dropdown' })).toBeVisible();
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(topNav(page).locator('.fixture-custom-item[data-mobile="true"]').filter({ hasText: 'Beta' })).toBeVisible();
  });

  test('html items and the dark bar of navbar.style, accessible in both colour modes', async ({ page }) => {
    await open(page, '/conformance/overview');
    await expect(topNav(page).locator('.fixture-navbar-html')).toHaveText('Fixture');
    const bar = page.locator('nav.navbar');
    await expect(bar).toHaveAttribute('data-theme', 'dark');
    // Dark whatever the page's mode.
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(23, 22, 28)');
    await topNav(page).getByRole('button', { name: 'More', exact: true }).click();
    await expectNoViolationsInBothSchemes(page);
  });
});

test.describe('top bar: the language menu', () => {
  // Known, outside this spec's area: the server applies the English build's
  // _headers to /fr/ too, and the French pages' colour-mode script differs
  // (Docusaurus keys its storage by locale: "theme-e90"), so its hash is
  // missing from the policy there. Only that console error is let through.
  test.use({ expectedErrors: /Content Security Policy.*sha256-/ });

  test('the language menu leads to the same page in French and back, with its query string', async ({ page }) => {
    await open(page, '/conformance/overview');
    const menu = topNav(page).getByRole('button', { name: 'Language: English' });
    await menu.click();
    const french = topNav(page).getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', '/fr/conformance/overview?from=navbar');
    await expect(french).toHaveAttribute('hreflang', 'fr-FR');
    await expect(topNav(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(topNav(page).getByRole('link', { name: /Translate these docs/ })).toHaveAttribute('href', 'https://github.com/xmtp/docs-xmtp-org');
    await french.click();
    await expect(page).toHaveURL(/\/fr\/conformance\/overview\?from=navbar$/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // The French chrome names the menu and its landmark in French (the fixture's code.json).
    const frenchTopNav = page.getByRole('navigation', { name: 'Navigation supérieure' }).filter({ visible: true });
    await frenchTopNav.getByRole('button', { name: 'Langue : Français' }).click();
    await frenchTopNav.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/conformance\/overview\?from=navbar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

});

test.describe('top bar on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu holds every item, left ones first; search stays in the bar', async ({ page }) => {
    await open(page, '/conformance/overview');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = topNav(page);
    const entries = await menu.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    expect(entries.slice(0, 3)).toEqual(['Conventions', 'Tabs', 'Cards']);
    expect(entries).toEqual(expect.arrayContaining(['Latest', 'Fixture']));
    await expect(menu.getByRole('link', { name: 'Conventions', exact: true })).toHaveAttribute('aria-current', 'page');

    const languages = menu.getByRole('button', { name: 'Language: English' });
    await languages.click();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/conformance/overview?from=navbar');
    const more = menu.getByRole('button', { name: 'More', exact: true });
    await more.click();
    await expect(menu.locator('.fixture-dropdown-html')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'Page options' }).click();
    await expect(page).toHaveURL(/\/conformance\/options$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('site footer', () => {
  test('titled columns, an html item, a class, the logo, the copyright as HTML and the dark style', async ({ page }) => {
    await open(page, '/conformance/overview');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Docs', { exact: true })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Community' }).getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/xmtp');
    await expect(footer.getByRole('list', { name: 'Docs' }).getByRole('link', { name: 'Conventions' })).toHaveAttribute('href', '/conformance/overview');
    await expect(footer.locator('.fixture-footer-html')).toHaveText('Made with care');
    await expect(footer.getByRole('link', { name: 'Second sidebar' })).toHaveClass(/fixture-footer-link-class/);
    // The logo (its image's alt names the link), then the copyright, whose HTML has a link and emphasis.
    const logo = footer.getByRole('link', { name: 'XMTP', exact: true }).first();
    await expect(logo).toHaveAttribute('href', 'https://xmtp.org/');
    await expect(logo.locator('img:visible')).toHaveAttribute('width', '28');
    const copyright = footer.getByText(/^Copyright © 2024-present/);
    await expect(copyright.getByRole('link', { name: 'XMTP' })).toHaveAttribute('href', 'https://xmtp.org/');
    await expect(copyright.locator('em')).toHaveText('fixture');
    await expect(footer).toHaveAttribute('data-theme', 'dark');
    await expectNoViolationsInBothSchemes(page);
  });

  test("the logo follows the colour mode with srcDark", async ({ page }) => {
    await open(page, '/conformance/overview');
    const logo = page.getByRole('contentinfo').locator('img.footer__logo:visible');
    const before = await logo.getAttribute('src');
    await page.getByRole('button', { name: /^Switch to (light|dark) mode$/ }).click();
    await expect(logo).not.toHaveAttribute('src', before!);
    expect([before, await logo.getAttribute('src')].sort()).toEqual(['/img/logo-dark.svg', '/img/logo-light.svg']);
  });
});
