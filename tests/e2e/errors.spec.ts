import { createHash } from 'node:crypto';
import { test, expect, open } from './fixtures';

test.describe('a page that fails to render', () => {
  const MESSAGE = 'Boom from a broken page';
  // React reports the error it recovered from; nothing else may be logged.
  test.use({ expectedErrors: new RegExp(`${MESSAGE}|Minified React error|The above error occurred|hydrat`, 'i') });

  test('shows "Unexpected Application Error!" with the message, never a blank page', async ({ page }) => {
    // Break the references page: its content chunk throws while rendering its
    // first static paragraph. The chunk names its file once, as the prefix of
    // its pieces' keys (plugins/static-html/keys.ts), and reads the pieces
    // from a list (plugins/static-html/clientLoader.cjs).
    const fileKey = `"${createHash('sha1').update('docs/get-started/references.md').digest('hex').slice(0, 6)}-`;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(fileKey)) return route.fulfill({ response });
      // `<list>=await <load>(<json url>,"<fileKey>-",…)`: the list's name, however minified.
      const loading = new RegExp(`([\\w$]+)=await\\s*[^;]*?${fileKey}`).exec(body);
      expect(loading, 'the static HTML list of the references page').toBeTruthy();
      const [statement, list] = loading!;
      const after = loading!.index + statement.length;
      const broken = body.slice(0, after) + body.slice(after).replace(`${list}[0]`, `(()=>{throw new Error(${JSON.stringify(MESSAGE)})})()`);
      expect(broken).not.toBe(body);
      return route.fulfill({ response, body: broken });
    });
    await page.goto('/get-started/references');
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    // The chrome survives, and the way home works.
    await expect(page.locator('.navbar__inner .navbar__brand')).toBeVisible();
    // Let any chunk still being rewritten finish before the route goes away.
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');
  });
});

test('the not-found page uses the minimal layout', async ({ page }) => {
  const response = await open(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveClass(/vx-layout-minimal/);
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test.describe('not-found suggestions', () => {
  test('suggest the page a mistyped path was meant for, and lead there', async ({ page }) => {
    await open(page, '/dms/conversation');
    const suggestion = page.getByText('Did you mean /dms/conversations?');
    await expect(suggestion).toBeVisible();
    // The spec's wording and the way home stay as they are.
    await expect(page.getByText('The page you were looking for could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
    // Indexed by no search engine because of its 404 status, not a robots meta (which cost it its SEO audit).
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /not a page of the XMTP documentation/);
    await suggestion.getByRole('link', { name: '/dms/conversations' }).click();
    await expect(page).toHaveURL(/\/dms\/conversations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start, list, and cache 1:1 conversations');
  });

  test('arrive below the way home, which does not move', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the same component on every screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/.search/index-*', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, '/dms/conversation');
    await expect(page.locator('[data-status="pending"][aria-live]')).toHaveCount(1);
    const home = page.getByRole('link', { name: 'Go to Home Page' });
    const before = await home.boundingBox();
    release();
    await expect(page.getByText('Did you mean /dms/conversations?')).toBeVisible();
    expect(await home.boundingBox()).toEqual(before);
  });

  test('list other close pages by title, and nothing for a path like no page', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the same component on every screen.
    await open(page, '/group-chat-permissions');
    await expect(page.getByText('Did you mean /groups/group-permissions?')).toBeVisible();
    await expect(page.getByText('Other pages that may help:')).toBeVisible();
    await expect(page.locator('main li a')).not.toHaveCount(0);

    await open(page, '/zzzzqqq');
    // Only once the ranking is done does "no suggestion" mean something.
    await expect(page.locator('[data-status="ready"][aria-live]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  });
});

test.describe('not-found page without the search index', () => {
  test.use({ expectedErrors: /Failed to load resource/ });

  test('keeps its text and way home, with no suggestion', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the same component on every screen.
    await page.route('**/.search/**', (route) => route.abort());
    const warned = page.waitForEvent('console', (message) => message.text().includes('No page suggestions'));
    await open(page, '/dms/conversation');
    await warned;
    await expect(page.locator('[data-status="unavailable"][aria-live]')).toHaveCount(1);
    await expect(page.getByText('The page you were looking for could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  });
});
