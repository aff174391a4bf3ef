import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/**
 * A second locale, as a Docusaurus writer adds one: the conformance fixture
 * (tests/fixtures/conformance) builds the versioned copy in English and in
 * French (`i18n.locales: ['en', 'fr']`, French at /fr/, the latest version
 * only), with translated theme strings (i18n/fr/code.json), navbar, footer
 * and sidebar labels, and one translated page. Built by
 * scripts/build-versioned.mjs into .build-versioned/.
 */
const BUILD = '.build-versioned';

test.beforeAll(() => {
  if (!existsSync(`${BUILD}/fr/index.html`)) {
    throw new Error(`No French build in ${BUILD}/fr/: run \`node scripts/build-versioned.mjs\` first (npm test does).`);
  }
});

const dialog = (page: Page) => page.getByRole('dialog', { name: /^(Search|Rechercher)$/ });

/** The hrefs of the results of a search in the dialog, once they are in. */
async function searchHrefs(page: Page, query: string): Promise<string[]> {
  await page.locator('.navbar').getByRole('button', { name: /^(Search|Rechercher)/ }).filter({ visible: true }).first().click();
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

test('a French page says so: html lang, its translated text, and the canonical and alternate URLs of both languages', async ({ request }) => {
  const html = await (await request.get('/fr/conformance/overview')).text();
  expect(html).toMatch(/<html[^>]* lang="?fr-FR"?/);
  expect(html).toContain('Conventions des rédacteurs');
  expect(html).toMatch(/<link[^>]*rel="?canonical"?[^>]*href="?https:\/\/docs\.xmtp\.org\/fr\/conformance\/overview"?/);
  expect(html).toMatch(/hreflang="?en"?[^>]*href="?https:\/\/docs\.xmtp\.org\/conformance\/overview"?|href="?https:\/\/docs\.xmtp\.org\/conformance\/overview"?[^>]*hreflang="?en"?/);
  const english = await (await request.get('/conformance/overview')).text();
  expect(english).toMatch(/<html[^>]* lang="?en"?/);
  expect(english).toContain('Writer conventions');
});

test("the theme's words on a doc page are the locale's: outline, pager, page actions, footer, search, skip link, date", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/fr/conformance/overview');
  const content = page.locator('#vocs-content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conventions des rédacteurs');
  await expect(page.getByRole('navigation', { name: 'Sur cette page' }).filter({ visible: true })).toBeVisible();
  await expect(content.getByRole('link', { name: /Suivant/ })).toBeVisible();
  await expect(content.getByRole('button', { name: 'Copier la page' })).toBeVisible();
  await expect(content.getByRole('link', { name: /Voir en Markdown/ })).toBeVisible();
  await expect(content.getByRole('link', { name: /Éditer cette page/ })).toBeVisible();
  // "Dernière mise à jour le 31/10/2024 … par Ada Writer": French words, French date order.
  await expect(content.getByText(/Dernière mise à jour/)).toContainText('31/10/2024');
  await expect(content.getByText(/Dernière mise à jour/)).toContainText('Ada Writer');
  await expect(page.locator('.navbar').getByRole('button', { name: /^Rechercher/ }).filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
  // The English site keeps its own words.
  await open(page, '/conformance/overview');
  await expect(page.getByRole('navigation', { name: 'On this page' }).filter({ visible: true })).toBeVisible();
  await expect(page.locator('#vocs-content').getByText(/Last updated:/)).toContainText('10/31/24');
});

test('navbar, footer and sidebar labels come from the translation files; untranslated pages show their English text in the French chrome', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/fr/conformance/components/tabs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tabs');
  await expect(page.locator('.navbar').getByRole('button', { name: 'Autres pages' })).toBeVisible();
  await expect(page.locator('footer').getByText('Communauté')).toBeVisible();
  await expect(page.locator('footer').getByText('Copyright © 2024-présent XMTP, édition de test.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Docs|Documentation/ }).first().getByRole('link', { name: 'Composants du thème' })).toBeVisible();
});

test('search in one locale finds pages of that locale only', async ({ page }) => {
  await open(page, '/fr/conformance/overview');
  expect(await searchHrefs(page, 'colibri')).toEqual(['/fr/conformance/overview#la-traduction-de-cette-page']);
  const french = await searchHrefs(page, 'consent');
  expect(french.length).toBeGreaterThan(3);
  expect(french.filter((href) => !href.startsWith('/fr/'))).toEqual([]);
  await open(page, '/conformance/overview');
  expect(await searchHrefs(page, 'colibri')).toEqual([]);
  const english = await searchHrefs(page, 'consent');
  expect(english.filter((href) => href.startsWith('/fr/'))).toEqual([]);
});

test("each locale has its own Markdown twins and llms.txt, and its own not-found page", async ({ request }) => {
  const twin = await request.get('/fr/conformance/overview.md');
  expect(twin.status()).toBe(200);
  expect(await twin.text()).toMatch(/^# Conventions des rédacteurs\n[\s\S]*colibri/);
  const llms = await (await request.get('/fr/llms.txt')).text();
  expect(llms).toContain('https://docs.xmtp.org/fr/conformance/overview.md');
  expect(llms).not.toMatch(/\]\(https:\/\/docs\.xmtp\.org\/(?!fr\/)[^)]*\.md\)/);
  expect(await (await request.get('/llms.txt')).text()).not.toContain('https://docs.xmtp.org/fr/');
  // Twins of pages that only exist in the other language's version are not left behind in /fr/.
  expect(existsSync(`${BUILD}/fr/next`)).toBe(false);
  const missing = await request.get('/fr/conformance/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page introuvable');
});

test("the host's files at the root cover the French pages too: one security rule, immutable assets, redirects", async () => {
  const headers = readFileSync(`${BUILD}/_headers`, 'utf8');
  expect(headers.match(/Content-Security-Policy/g)).toHaveLength(1);
  expect(headers).toMatch(/^\/fr\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  expect(headers).not.toMatch(/^\/fr\/\*$/m);
  const redirects = readFileSync(`${BUILD}/_redirects`, 'utf8');
  expect(redirects).toContain('/fr/conformance/overview/ /fr/conformance/overview 301');
  expect(existsSync(`${BUILD}/fr/_headers`)).toBe(false);
});
