import { test, expect, open } from './fixtures';
import { expectedPageUrls, pageUrls, readBuildFile } from './pageUrls';

// Runs against the build made with BASE_PATH=/xmtp-docs/ (project "base-path"),
// so relative paths below resolve under that prefix.

test('the home page and a docs page render under the base path', async ({ page }) => {
  const home = await open(page, './');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');

  await page.getByRole('link', { name: /Introduction/ }).first().click();
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/intro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to XMTP');
});

test('the .html twin hydrates to the same page under the base path', async ({ page }) => {
  const response = await open(page, 'get-started/faq.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/faq$/);
});

test('assets and links carry the base path', async ({ page }) => {
  await open(page, 'get-started/intro');
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(stylesheet).toMatch(/^\/xmtp-docs\/assets\//);
  await expect(page.locator('.navbar__inner .navbar__brand')).toHaveAttribute('href', '/xmtp-docs/');
});

test('unknown paths under the base path get the not-found page with 404', async ({ page }) => {
  const response = await open(page, 'no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  // _headers and _redirects are written under the base path too (plugins/hosting).
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
});

test('the hosting files work under the base path', async ({ request }) => {
  const redirect = await request.get('get-started/intro/?a=1', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/xmtp-docs/get-started/intro?a=1');
  const base = await request.get('/xmtp-docs', { maxRedirects: 0 });
  expect([base.status(), base.headers()['location']]).toEqual([301, '/xmtp-docs/']);
  const asset = /name="?vx-app-scripts"? content="[^"]*?(\/xmtp-docs\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(await (await request.get('./')).text())?.[1];
  expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('footer and pager links carry the base path and navigate', async ({ page }) => {
  await open(page, 'get-started/intro');
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ })).toHaveAttribute(
    'href',
    '/xmtp-docs/get-started/faq',
  );
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/faq$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/xmtp-docs/terms');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/xmtp-docs\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
});

// This build also has a dropdown and four top-nav items (E2E_EXTRA_NAV).
test.describe('top nav dropdowns', () => {
  test('open 200 ms after the pointer arrives and close 150 ms after it leaves', async ({ page }) => {
    await open(page, 'get-started/intro');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const trigger = page.getByRole('button', { name: 'SDK references' });
    const panel = page.getByRole('navigation', { name: 'Top' }).getByRole('link', { name: /Kotlin/ });
    await trigger.hover();
    await page.clock.runFor(190);
    await expect(panel).toBeHidden();
    await page.clock.runFor(20);
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(10, 400);
    await page.clock.runFor(140);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
    // Within 300 ms of closing, hovering opens it again at once.
    await page.clock.runFor(100);
    await trigger.hover();
    await expect(panel).toBeVisible();
  });

  test('open and close by keyboard and click', async ({ page }) => {
    await open(page, 'get-started/intro');
    const trigger = page.getByRole('button', { name: 'SDK references' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('navigation', { name: 'Top' }).getByRole('link', { name: /JavaScript/ });
    await expect(link).toHaveAttribute('href', 'https://xmtp-js.pages.dev/modules');
    await expect(link).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('above three items the top nav tightens its spacing', async ({ page }) => {
    await open(page, 'get-started/intro');
    const list = page.getByRole('navigation', { name: 'Top' }).locator('ul').first();
    await expect(list.locator('> li')).toHaveCount(4);
    expect(await list.evaluate((element) => getComputedStyle(element).columnGap)).toBe('12px');
  });

  test('on a phone the dropdown becomes an accordion group in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'get-started/intro');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Top' }).locator('visible=true');
    const group = menu.getByRole('button', { name: /SDK references/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: /Kotlin/ })).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Kotlin/ })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the default top nav keeps its roomy spacing', async ({ page }) => {
  // The root build has the real two-item nav: compare with the test above.
  await page.goto('http://127.0.0.1:' + (Number(process.env.E2E_PORT ?? 3100)) + '/get-started/intro');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const list = page.getByRole('navigation', { name: 'Top' }).locator('ul').first();
  expect(await list.evaluate((element) => getComputedStyle(element).columnGap)).toBe('24px');
});

test('search loads its index and links results under the base path', async ({ page }) => {
  await open(page, 'get-started/intro');
  const indexRequest = page.waitForRequest(/\/xmtp-docs\/\.search\/index-[0-9a-f]+\.json$/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await indexRequest;
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('developer quickstart');
  const first = dialog.getByRole('option').first();
  await expect(first).toHaveAttribute('href', '/xmtp-docs/get-started/developer-quickstart');
  await first.click();
  await expect(page).toHaveURL(/\/xmtp-docs\/get-started\/developer-quickstart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer quickstart');
});

test('moved pages redirect under the base path, by 301 and by the redirect page', async ({ page, request }) => {
  const redirect = await request.get('content-types/attachment?q=1', { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers()['location']]).toEqual([301, '/xmtp-docs/content-types/remote-attachment?q=1']);

  await page.goto('content-types/attachment.html?q=1#how-remote-attachments-work');
  await expect(page).toHaveURL(/\/xmtp-docs\/content-types\/remote-attachment\?q=1#how-remote-attachments-work$/);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send attachments and remote attachments');
});

test('every page of the base-path build names its URL under the base as canonical and og:url', () => {
  const wrong = expectedPageUrls('.build-base', '/xmtp-docs/').flatMap(({ file, expected }) => {
    const { canonical, ogUrl } = pageUrls(readBuildFile('.build-base', file));
    return canonical.join() === expected && ogUrl.join() === expected ? [] : [`${file}: ${canonical} / ${ogUrl}, expected ${expected}`];
  });
  expect(wrong).toEqual([]);
});

test.describe('Markdown twins under the base path', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy page copies the twin under the base, and llms.txt links there', async ({ page, request }) => {
    await open(page, 'dms/streams');
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', '/xmtp-docs/dms/streams.md');
    const twin = await (await request.get('dms/streams.md')).text();
    expect(twin).toMatch(/^# Stream 1:1 conversations and messages\n/);
    // Site links in a twin carry the base path.
    expect(twin).toContain('](https://docs.xmtp.org/xmtp-docs/');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

    const llms = await (await request.get('llms.txt')).text();
    expect(llms).toContain('(https://docs.xmtp.org/xmtp-docs/dms/streams.md)');
    expect(llms).toContain('(https://docs.xmtp.org/xmtp-docs/index.md)');
  });
});

test('the not-found page suggests pages under the base path', async ({ page }) => {
  await open(page, 'dms/conversation');
  const suggestion = page.getByText('Did you mean /xmtp-docs/dms/conversations?');
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('link').click();
  await expect(page).toHaveURL(/\/xmtp-docs\/dms\/conversations$/);
});
