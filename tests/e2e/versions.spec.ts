import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { axeViolations, expectNoViolationsInBothSchemes } from './axe';
import { expectedPageUrls, pageUrls, readBuildFile } from './pageUrls';
import { sitemapUrls } from './routes';
import { SITE_URL } from '../../src/site';

/**
 * The site with a cut docs version, as a maintainer gets it after
 * `npx docusaurus docs:version 1.0`: 1.0 is the latest, at `/`, and the
 * docs/ folder is "Next", unreleased, at `/next/`. Only Next has
 * /get-started/whats-new (tests/fixtures/versioned-site). Built by
 * scripts/build-versioned.mjs into .build-versioned/, which Playwright
 * serves for this project.
 */
const BUILD = '.build-versioned';

test.beforeAll(() => {
  if (!existsSync(`${BUILD}/index.html`)) {
    throw new Error(`No versioned build in ${BUILD}/: run \`node scripts/build-versioned.mjs\` first (npm test does).`);
  }
});

const versionButton = (page: Page) => page.getByRole('button', { name: /^Version: / }).filter({ visible: true });
const topNav = (page: Page) => page.getByRole('navigation', { name: 'Top' }).filter({ visible: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

/** The hrefs of the results of a search in the dialog, once they are in. */
async function searchHrefs(page: Page, query: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await dialog(page).getByRole('combobox').fill(query);
  const status = dialog(page).getByRole('status');
  await expect(status).toHaveAttribute('data-query', query);
  await expect(status).toHaveAttribute('data-state', 'ready');
  const hrefs = await dialog(page)
    .getByRole('option')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs;
}

test('the version switcher leads to the same page in the other version, else to its main page, by pointer and keyboard', async ({ page }) => {
  await open(page, '/next/get-started/faq');
  const trigger = versionButton(page);
  // The bar shows the version; its name says what it is.
  await expect(trigger).toHaveText('Next');
  await expect(trigger).toHaveAccessibleName('Version: Next');
  await trigger.click();
  const next = topNav(page).getByRole('link', { name: 'Next', exact: true });
  const latest = topNav(page).getByRole('link', { name: '1.0', exact: true });
  await expect(next).toHaveAttribute('aria-current', 'true');
  await expect(latest).toHaveAttribute('aria-current', 'false');
  await expect(next).toHaveAttribute('href', '/next/get-started/faq');
  await expect(latest).toHaveAttribute('href', '/get-started/faq');
  expect(await axeViolations(page)).toEqual([]);
  await latest.click();
  await expect(page).toHaveURL(/\/get-started\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');

  // By keyboard: open, Tab to the other version, follow it; Escape closes and gives focus back.
  await expect(trigger).toHaveAccessibleName('Version: 1.0');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/next\/get-started\/faq$/);

  // A page only Next has: 1.0 leads to its main page.
  await open(page, '/next/get-started/whats-new');
  await versionButton(page).click();
  await expect(latest).toHaveAttribute('href', '/get-started/intro');
});

test('on a phone the versions are a group of the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/get-started/faq');
  await page.getByRole('button', { name: 'Menu' }).click();
  const group = versionButton(page);
  await expect(group).toHaveText(/^Version: 1\.0/);
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await topNav(page).getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/next\/get-started\/faq$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('pages of the unreleased version carry its banner, which links to the latest version of the page, and every version its badge', async ({ page }) => {
  await open(page, '/next/get-started/faq');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('This is unreleased documentation for XMTP Documentation Next version.');
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
  await expectNoViolationsInBothSchemes(page);
  await banner.getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(/\/get-started\/faq$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 1.0');
  await expect(banner).toHaveCount(0);
});

test("search finds only the version of the page the reader is on; the not-found page suggests the latest's pages", async ({ page }) => {
  const indexes: string[] = [];
  page.on('request', (request) => {
    if (/\/\.search\/index-/.test(request.url())) indexes.push(new URL(request.url()).pathname);
  });
  await open(page, '/next/get-started/intro');
  expect(await searchHrefs(page, 'zephyrine')).toEqual(['/next/get-started/whats-new#a-word-no-other-page-uses']);
  const nextResults = await searchHrefs(page, 'consent');
  expect(nextResults.length).toBeGreaterThan(3);
  expect(nextResults.filter((href) => !href.startsWith('/next/'))).toEqual([]);

  // Client-side to the same page in 1.0: the other index.
  await versionButton(page).click();
  await topNav(page).getByRole('link', { name: '1.0', exact: true }).click();
  await expect(page).toHaveURL(/\/get-started\/intro$/);
  expect(await searchHrefs(page, 'zephyrine')).toEqual([]);
  const latestResults = await searchHrefs(page, 'consent');
  expect(latestResults.length).toBe(nextResults.length);
  expect(latestResults.filter((href) => href.startsWith('/next/'))).toEqual([]);
  expect(new Set(indexes).size).toBe(2);

  await open(page, '/next/dms/conversation');
  await expect(page.getByText('Did you mean /dms/conversations?')).toBeVisible();
  expect(indexes.at(-1)).toBe(indexes[1]);
});

test('llms.txt and llms-full.txt describe the latest version; Next has its own pair; every page of both has its Markdown twin', async ({ request }) => {
  const text = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const links = (llms: string) => [...llms.matchAll(/\]\((https:\/\/docs\.xmtp\.org\/[^)]*)\)/g)].map(([, url]) => new URL(url).pathname);

  const latest = await text('/llms.txt');
  expect(latest).toMatch(/^# XMTP Documentation\n/);
  expect(latest).toContain('[Next (unreleased)](https://docs.xmtp.org/next/llms.txt)');
  const latestTwins = links(latest).filter((path) => path.endsWith('.md'));
  expect(latestTwins).toContain('/get-started/intro.md');
  expect(latestTwins.filter((path) => path.startsWith('/next/'))).toEqual([]);

  const next = await text('/next/llms.txt');
  expect(next).toMatch(/^# XMTP Documentation, version Next\n/);
  const nextTwins = links(next).filter((path) => path.endsWith('.md'));
  // The same docs under /next/, with the page only Next has. What belongs to
  // no docs version stays out: the pages (home, the fixture's Markdown page),
  // the blog, and the community docs (a second docs instance, unversioned).
  const unversioned = (path: string) => ['/index.md', '/markdown-page.md'].includes(path) || /^\/(blog|community)\//.test(path);
  expect(latestTwins).toEqual(expect.arrayContaining(['/markdown-page.md', '/community/support.md', '/blog/2024/11/01/groups-arrive.md']));
  expect(nextTwins.sort()).toEqual(
    [...latestTwins.filter((path) => !unversioned(path)).map((path) => `/next${path}`), '/next/get-started/whats-new.md'].sort(),
  );

  expect(await text('/llms-full.txt')).not.toContain('Source: https://docs.xmtp.org/next/');
  const nextFull = await text('/next/llms-full.txt');
  expect(nextFull).toContain('Source: https://docs.xmtp.org/next/get-started/whats-new');
  expect(nextFull).not.toMatch(/Source: https:\/\/docs\.xmtp\.org\/(?!next\/)/);

  for (const path of [...latestTwins, ...nextTwins]) {
    const response = await request.head(path);
    expect(`${path} ${response.status()} ${response.headers()['content-type']}`).toMatch(/ 200 text\/markdown/);
  }
});

test('every page names its own URL as canonical, as Docusaurus does for every version; the sitemap lists both versions', () => {
  const pages = expectedPageUrls(BUILD, '/');
  expect(pages.map(({ file }) => file)).toEqual(expect.arrayContaining(['get-started/intro.html', 'next/get-started/intro.html']));
  const wrong = pages.flatMap(({ file, expected }) => {
    const { canonical } = pageUrls(readBuildFile(BUILD, file));
    return canonical.length === 1 && canonical[0] === expected ? [] : [`${file}: ${canonical.join(', ') || 'none'}; expected ${expected}`];
  });
  expect(wrong).toEqual([]);
  const sitemap = sitemapUrls(BUILD);
  expect(sitemap).toEqual(expect.arrayContaining([`${SITE_URL}/get-started/intro`, `${SITE_URL}/next/get-started/intro`, `${SITE_URL}/next/get-started/whats-new`]));
  expect(readFileSync(`${BUILD}/_redirects`, 'utf8')).toContain('/next/get-started/intro/ /next/get-started/intro 301');
});
