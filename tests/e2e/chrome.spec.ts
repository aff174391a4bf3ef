import { test, expect, open, openToRead } from './fixtures';

const SUPPORT_URL = 'https://converse.xyz/group-invite/a0XKzl9oVpWNXcuYDZLMf';

test.describe('not-found page', () => {
  for (const path of ['/does-not-exist', '/get-started/nope.html', '/dms/conversation']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText('The page you were looking for could not be found.')).toBeVisible();
    });
  }

  test('links home', async ({ page }) => {
    await open(page, '/does-not-exist');
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');
  });
});

test.describe('top bar', () => {
  test('links to support, xmtp.org and GitHub in new tabs', async ({ page, isMobile }) => {
    await open(page, '/get-started/intro');
    // On phones the top navigation folds into the Menu popover; socials stay in the bar.
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Top' }).locator('visible=true');
    const support = nav.getByRole('link', { name: /^Support\b/ });
    await expect(support).toHaveAttribute('href', SUPPORT_URL);
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /XMTP\.org/ })).toHaveAttribute('href', 'https://xmtp.org/');
    const github = page.locator('.navbar').getByRole('link', { name: 'GitHub' });
    await expect(github).toHaveAttribute('href', 'https://github.com/xmtp');
    await expect(github).toHaveAttribute('target', '_blank');
  });

  test('with one docs version, shows no version switcher, banner or badge (versions.spec.ts has two)', async ({ page, isMobile }) => {
    await open(page, '/get-started/intro');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Top' }).locator('visible=true').getByRole('link', { name: /XMTP\.org/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Version/ })).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-banner, .theme-doc-version-badge')).toHaveCount(0);
  });

  test('has a logo with alt text "Logo" that links home', async ({ page }) => {
    await open(page, '/get-started/faq');
    const logo = page.locator('.navbar__inner .navbar__brand');
    await expect(logo.getByRole('img', { name: 'Logo' }).first()).toBeVisible();
    await logo.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');
  });
});

test.describe('docs page chrome', () => {
  test('edit link points at the source repository', async ({ pageToRead: page }) => {
    await openToRead(page, '/get-started/intro');
    const edit = page.getByRole('link', { name: 'Suggest changes to this page' });
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/xmtp/docs-xmtp-org/edit/main/docs/pages/get-started/intro.md',
    );
  });

  test('shows when the page was last updated', async ({ pageToRead: page }) => {
    await openToRead(page, '/get-started/faq');
    await expect(page.getByText(/Last updated/)).toBeVisible();
  });

  test('footer links to xmtp.org, privacy, terms and the licence', async ({ page }) => {
    await open(page, '/get-started/intro');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /xmtp\.org/ })).toHaveAttribute('href', 'https://xmtp.org/');
    await expect(footer.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await expect(footer).toContainText('Copyright © 2024-present XMTP.');
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });
});

test.describe('head', () => {
  test('every page carries an absolute Open Graph image', async ({ pageToRead: page }) => {
    for (const path of ['/', '/get-started/intro', '/terms']) {
      await openToRead(page, path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^https:\/\/docs\.xmtp\.org\/img\/social-card\.png$/,
      );
    }
  });

  test('has the site description on the home page', async ({ pageToRead: page }) => {
    await openToRead(page, '/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Documentation for XMTP, the open and secure messaging protocol for web3',
    );
  });
});

test.describe('network', () => {
  test('requests to other hosts are blocked, the analytics script among them', async ({ page, blockedRequests }) => {
    await open(page, '/');
    await expect.poll(() => blockedRequests).toContain('https://plausible.io/js/script.js');
    expect(blockedRequests.every((url) => !url.startsWith('http://127.0.0.1'))).toBe(true);
  });
});

test.describe('code group', () => {
  test('switches between SDK tabs', async ({ page }) => {
    await open(page, '/get-started/developer-quickstart');
    const group = page.locator('.tabs-container').first();
    await group.getByRole('tab', { name: 'Kotlin' }).click();
    await expect(group.getByRole('tab', { name: 'Kotlin' })).toHaveAttribute('aria-selected', 'true');
    await expect(group.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('org.xmtp');
  });
});
