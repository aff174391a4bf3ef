import { test, expect, open } from './fixtures';
import type { Page } from '@playwright/test';

const curtain = (page: Page) => page.locator('.vx-curtain');

test.describe('docs layout', () => {
  test('has a skip link to the content, the content area and the outline', async ({ page, isMobile }) => {
    await open(page, '/get-started/faq');
    await expect(page.locator('#vocs-content')).toHaveCount(1);
    await expect(page.locator('#vocs-content h1')).toHaveText('FAQ about XMTP');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to main content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#vocs-content')).toBeFocused();
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible({ visible: !isMobile });
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible({ visible: !isMobile });
  });

  test('the minimal layout has no sidebar and no outline, but keeps the top bar', async ({ page }) => {
    await open(page, '/terms');
    await expect(page.locator('html')).toHaveClass(/vx-layout-minimal/);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'On this page' })).toHaveCount(0);
    await expect(page.locator('.navbar__inner .navbar__brand')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
  });

  test('the page is never wider than the screen', async ({ page }) => {
    for (const path of ['/', '/get-started/faq', '/get-started/developer-quickstart', '/writing/components']) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('no page is wider than a 320 px screen: the curtain bleeds over the gutter only, the home page buttons wrap', { tag: '@desktop' }, async ({ page }) => {
  // A desktop browser at phone width: a phone's emulation widens its layout viewport to fit the page, which hides the overflow.
  await page.setViewportSize({ width: 320, height: 700 });
  const wider: string[] = [];
  for (const route of ['/', '/get-started/developer-quickstart', '/get-started/faq', '/client/create-client', '/privacy', '/no/such/page']) {
    await open(page, route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wider.push(`${route}: ${overflow} px`);
  }
  expect(wider).toEqual([]);
  // The curtain reaches both edges of the screen, no further.
  await open(page, '/get-started/developer-quickstart');
  const box = await curtain(page).boundingBox();
  expect(box && [Math.round(box.x), Math.round(box.x + box.width)]).toEqual([0, await page.evaluate(() => document.documentElement.clientWidth)]);
  // The top bar keeps its controls on its one row (the title gives way), so none lies over the curtain.
  const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const toggle = (await page.getByRole('button', { name: /^Switch to (light|dark) mode$/ }).boundingBox())!;
  expect(toggle.y + toggle.height).toBeLessThanOrEqual(bar.y + bar.height);
  await curtain(page).getByRole('button', { name: 'On this page' }).click({ trial: true, timeout: 2_000 });
});

test.describe('curtain', () => {
  test('is shown on small screens only, labelled with the current section', async ({ page, isMobile }) => {
    await open(page, '/get-started/developer-quickstart');
    if (!isMobile) {
      await expect(curtain(page)).toBeHidden();
      return;
    }
    await expect(curtain(page)).toBeVisible();
    await expect(curtain(page).getByRole('button', { name: 'Get started' })).toBeVisible();
    await open(page, '/get-started/faq');
    await expect(curtain(page).getByRole('button', { name: 'Overview' })).toBeVisible();
  });

  test('opens the sidebar in a drawer that closes with Escape, returning focus', { tag: '@phone' }, async ({ page }) => {
    // Phone only (its tag): the drawer is the small-screen sidebar.
    await open(page, '/get-started/faq');
    const trigger = curtain(page).getByRole('button', { name: 'Overview' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Docs navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('closes the drawer when a link in it is followed', { tag: '@phone' }, async ({ page }) => {
    // Phone only (its tag): the drawer is the small-screen sidebar.
    await open(page, '/get-started/faq');
    await curtain(page).getByRole('button', { name: 'Overview' }).click();
    const drawer = page.getByRole('dialog', { name: 'Docs navigation' });
    await drawer.getByRole('link', { name: 'Intro to XMTP' }).click();
    await expect(page).toHaveURL(/\/get-started\/intro$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to XMTP');
  });

  test('"On this page" lists the outline and lands headings below the curtain', { tag: '@phone' }, async ({ page }) => {
    // Phone only (its tag): the popover is the small-screen outline.
    await open(page, '/get-started/faq');
    const toggle = curtain(page).getByRole('button', { name: 'On this page' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = curtain(page).getByRole('link', { name: 'Chains', exact: true });
    await link.click();
    await expect(page).toHaveURL(/#chains$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const curtainBottom = (await curtain(page).boundingBox())!.y + (await curtain(page).boundingBox())!.height;
    await expect
      .poll(async () => (await page.locator('#chains').boundingBox())!.y)
      .toBeGreaterThanOrEqual(curtainBottom - 1);
    expect((await page.locator('#chains').boundingBox())!.y).toBeLessThan(curtainBottom + 60);
  });

  test('closes the outline popover with Escape and on an outside click', { tag: '@phone' }, async ({ page }) => {
    // Phone only (its tag): the popover is the small-screen outline.
    await open(page, '/get-started/intro');
    const toggle = curtain(page).getByRole('button', { name: 'On this page' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    // A point on the page below the popover.
    await page.mouse.click(20, 800);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows Top once the top bar is out of view, and it scrolls back up', { tag: '@phone' }, async ({ page }) => {
    // Phone only (its tag): the curtain is a small-screen bar.
    await open(page, '/get-started/faq');
    const top = curtain(page).getByRole('button', { name: 'Top' });
    await expect(top).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(top).toHaveCount(0);
  });
});

test.describe('sidebar', () => {
  const sidebar = async (page: Page, isMobile: boolean) => {
    if (isMobile) {
      await page.locator('.vx-curtain').getByRole('button').first().click();
      return page.getByRole('dialog', { name: 'Docs navigation' });
    }
    return page.locator('.vx-sidebar');
  };

  test('marks the current page and opens the sections around it', async ({ page, isMobile }) => {
    await open(page, '/get-started/developer-quickstart');
    const nav = await sidebar(page, isMobile);
    await expect(nav.getByRole('link', { name: 'Developer quickstart' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'Build chat inboxes' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Get started' })).toHaveAttribute('aria-expanded', 'true');
    // Overview is configured collapsed and the page is not inside it.
    await expect(nav.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
  });

  test('sections toggle on click and on Enter', async ({ page, isMobile }) => {
    await open(page, '/get-started/developer-quickstart');
    const nav = await sidebar(page, isMobile);
    const overview = nav.getByRole('button', { name: 'Overview' });
    await overview.click();
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await overview.focus();
    await page.keyboard.press('Enter');
    await expect(overview).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
  });

  test('a label with a word longer than the sidebar wraps inside it, as does a footer link on a phone', { tag: '@desktop' }, async ({ page }) => {
    // Docusaurus' own test pages have such labels (a long identifier as a category or doc name).
    const longWord = 'Category1LongLongLongLongLongLongLongLongLongLongLongLong';
    await open(page, '/get-started/developer-quickstart');
    const nav = page.locator('.vx-sidebar');
    const overflow = (selector: string) =>
      page.evaluate(([selector, word]) => {
        const element = document.querySelector<HTMLElement>(selector)!;
        const label = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue!.trim()) ?? element;
        label.textContent = `${word} and ${word}`;
        const container = element.closest('nav, footer')!;
        return { element: element.scrollWidth - element.clientWidth, container: container.scrollWidth - container.clientWidth, page: document.documentElement.scrollWidth - innerWidth };
      }, [selector, longWord] as const);
    await expect(nav.getByRole('button', { name: 'Get started' })).toBeVisible();
    expect(await overflow('.vx-sidebar li a')).toEqual({ element: 0, container: 0, page: 0 });
    expect(await overflow('.vx-sidebar li button')).toEqual({ element: 0, container: 0, page: 0 });
    await page.setViewportSize({ width: 390, height: 844 });
    const footerLink = page.locator('footer').last().getByRole('link').first();
    await expect(footerLink).toBeVisible();
    const footerClass = (await footerLink.getAttribute('class'))!.split(' ')[0];
    expect((await overflow(`footer a.${footerClass}`)).page).toBe(0);
  });

  test('marks external links and opens them in a new tab', async ({ page, isMobile }) => {
    await open(page, '/get-started/intro');
    const nav = await sidebar(page, isMobile);
    const external = nav.getByRole('link', { name: /Build chat bots with MessageKit/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('href', 'https://messagekit.ephemerahq.com/');
    await expect(external).toContainText('↗');
    await expect(external).toHaveAccessibleName(/opens in a new tab/);
  });

  test('the back link reads Home on arrival and Back after another page', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): same component in the drawer; tested once.
    await open(page, '/get-started/intro');
    const nav = page.locator('.vx-sidebar');
    await expect(nav.getByRole('link', { name: /Home/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Overview' }).isVisible();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
    const back = nav.getByRole('button', { name: /Back/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/get-started\/intro$/);
  });

  test('the back link reads Home when the previous page was home', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): same component in the drawer; tested once.
    await open(page, '/');
    await page.getByRole('link', { name: /Introduction/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to XMTP');
    const home = page.locator('.vx-sidebar').getByRole('link', { name: /Home/ });
    await expect(home).toBeVisible();
    await home.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with XMTP');
  });

  test('scrolls the current page into view on arrival', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the drawer shows the whole list.
    await page.setViewportSize({ width: 1280, height: 260 });
    await open(page, '/get-started/references');
    const active = page.locator('.vx-sidebar [aria-current="page"]');
    await expect(active).toBeInViewport();
  });
});

test.describe('top bar', () => {
  test('focusing or clicking a control of the sticky bar leaves the page where it was', async ({ page, isMobile }) => {
    await open(page, '/get-started/developer-quickstart');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    // On phones the curtain is the sticky bar; on desktops the top bar.
    const control = isMobile
      ? page.locator('.vx-curtain').getByRole('button', { name: 'On this page' })
      : page.getByRole('button', { name: /^Switch to (light|dark) mode$/ });
    // As the keyboard does: the browser scrolls a focused control into view when it thinks it hidden.
    await control.evaluate((element: HTMLElement) => element.focus());
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    // A real click where the control is (Playwright's own click would first scroll it into view).
    const box = await control.boundingBox();
    if (!box) throw new Error('the control is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  });

  test('has the search button, the theme toggle and the menu in reach of the keyboard', async ({ page, isMobile }) => {
    await open(page, '/get-started/intro');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    if (isMobile) {
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const popover = page.getByRole('navigation', { name: 'Top' });
      await expect(popover.getByRole('link', { name: /Support/ })).toBeVisible();
      await expect(popover.getByRole('link', { name: /XMTP\.org/ })).toHaveAttribute('href', 'https://xmtp.org/');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
    } else {
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Top' }).getByRole('link', { name: /Support/ })).toBeVisible();
    }
  });
});

test('no base tag is set', async ({ page }) => {
  await open(page, '/get-started/intro');
  await expect(page.locator('base')).toHaveCount(0);
});

test('back and forward restore the scroll position', async ({ page }) => {
  await open(page, '/get-started/faq');
  // Compare what the reader sees: where a heading sits in the viewport.
  const heading = page.locator('#chains');
  await heading.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await page.evaluate(() => window.scrollBy({ top: -100, behavior: 'instant' }));
  const before = (await heading.boundingBox())!.y;
  // A DOM click: Playwright's own click would first scroll the link into view.
  await page.locator('#vocs-content a[href="/get-started/examples"]').first().evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SDKs, dev tools, and example apps');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ about XMTP');
  await expect.poll(async () => Math.abs((await heading.boundingBox())!.y - before)).toBeLessThan(40);
});

test('an anchor lands below the sticky top bar', { tag: '@desktop' }, async ({ page, isMobile }) => {
  // Desktop only (its tag): on small screens the curtain is the sticky bar; tested above.
  await open(page, '/get-started/faq#chains');
  const barBottom = (await page.locator('.navbar').boundingBox())!.height;
  const headingTop = (await page.locator('#chains').boundingBox())!.y;
  expect(headingTop).toBeGreaterThanOrEqual(barBottom - 1);
  expect(headingTop).toBeLessThan(barBottom + 60);
});
