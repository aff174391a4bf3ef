import { test, expect, emptyHttpCache, open, openToRead } from './fixtures';
import type { Page } from '@playwright/test';

const PAGE = '/writing/components';

const codeBlockAfter = (page: Page, headingId: string) =>
  page.locator(`#${headingId} ~ .theme-code-block`).first();

test.describe('code blocks', () => {
  test('show a title, highlight lines by range and by comment', async ({ pageToRead: page }) => {
    await openToRead(page, PAGE);
    const titled = page.locator('.theme-code-block', { hasText: 'send-gm.ts' });
    await expect(titled.locator('[class*="title"]')).toHaveText('send-gm.ts');
    const highlighted = titled.locator('.theme-code-block-highlighted-line');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('newConversation');

    const byComment = page.locator('.theme-code-block').nth(1);
    await expect(byComment.locator('.theme-code-block-highlighted-line')).toHaveText(/await chat\.send\("gm"\);/);
    await expect(byComment).not.toContainText('highlight-next-line');
  });

  test('number their lines on request', async ({ pageToRead: page }) => {
    await openToRead(page, PAGE);
    const lines = codeBlockAfter(page, 'line-numbers').locator('code .line');
    await expect(lines).toHaveCount(4);
    const numbers = await lines.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item, '::before').getPropertyValue('content')),
    );
    expect(numbers).toEqual(['counter(line)', 'counter(line)', 'counter(line)', 'counter(line)']);
    // The gutter is never part of the code: selecting the block copies only the code.
    const selected = await codeBlockAfter(page, 'line-numbers').locator('code').evaluate((code) => {
      getSelection()?.selectAllChildren(code);
      return getSelection()?.toString();
    });
    expect(selected?.split('\n')[0]).toBe('const stream = await xmtp.conversations.streamAllMessages();');
  });

  test('wrap long lines with the wrap button, and back', async ({ page }) => {
    await open(page, PAGE);
    const block = page.locator('.theme-code-block', { hasText: 'create-xmtp-app' });
    const pre = block.locator('pre');
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows()).toBe(true);
    const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(await overflows()).toBe(false);
    await wrap.click();
    expect(await overflows()).toBe(true);
    // A block whose lines fit needs no wrap button.
    await expect(
      page.locator('.theme-code-block', { hasText: 'toc_max_heading_level: 4' }).getByRole('button', { name: 'Toggle word wrap' }),
    ).toHaveCount(0);
  });

  test('offer the wrap button on a block laid out only as it comes into view, even when its box keeps its size', { tag: '@desktop' }, async ({ page }) => {
    // A block out of view is skipped (content-visibility: auto) and holds an estimated height; when its lines
    // are laid out and the estimate was exact, the block itself does not change size. Pinning every far
    // block's height at its estimate makes that case certain. Phone width, where many lines are too wide.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, PAGE);
    const far = await page.locator('.theme-code-block pre').evaluateAll((blocks) =>
      blocks.flatMap((block, index) => {
        const { top, height } = block.getBoundingClientRect();
        if (top < innerHeight * 2 || height === 0) return [];
        (block as HTMLElement).style.height = `${height}px`;
        return [index];
      }),
    );
    let overflowing = 0;
    for (const index of far) {
      const block = page.locator('.theme-code-block').filter({ has: page.locator('pre') }).nth(index);
      const pre = block.locator('pre');
      await pre.scrollIntoViewIfNeeded();
      // Laid out at the next frame, once it is in view.
      const overflows = await pre.evaluate(
        (element) => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.scrollWidth > element.clientWidth)))),
      );
      if (overflows) overflowing += 1;
      await expect(block.getByRole('button', { name: 'Toggle word wrap' }), `code block ${index}`).toHaveCount(overflows ? 1 : 0);
    }
    expect(overflowing).toBeGreaterThan(0);
  });

  test('take their colours from the colour mode, with no new render of the code', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the toggle sits in the menu on phones; the colours are the same CSS.
    await open(page, PAGE);
    const keyword = page.locator('.theme-code-block', { hasText: 'send-gm.ts' }).locator('code .k').first();
    const line = page.locator('.theme-code-block', { hasText: 'send-gm.ts' }).locator('code .line').first();
    await line.evaluate((element) => element.setAttribute('data-kept', 'yes'));
    const before = await keyword.evaluate((element) => getComputedStyle(element).color);
    await page.getByRole('button', { name: /^Switch to (light|dark) mode$/ }).filter({ visible: true }).click();
    const after = await keyword.evaluate((element) => getComputedStyle(element).color);
    expect(after).not.toBe(before);
    await expect(line).toHaveAttribute('data-kept', 'yes');
  });

  test('mark diff lines without showing the markers', async ({ pageToRead: page }) => {
    await openToRead(page, PAGE);
    const diff = codeBlockAfter(page, 'diff-lines');
    await expect(diff.locator('.code-line-removed')).toHaveCount(1);
    await expect(diff.locator('.code-line-added')).toHaveCount(1);
    await expect(diff.locator('.code-line-removed')).toContainText('Client.create(wallet, options)');
    await expect(diff.locator('.code-line-added')).toContainText('dbEncryptionKey');
    await expect(diff.locator('code')).not.toContainText('diff-add-next-line');
    for (const line of await diff.locator('code > span, code > div').allInnerTexts()) {
      expect(line).not.toMatch(/^[+-]/);
    }
  });
});

test.describe('copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('reads Copy, says Copied for 1000 ms, then Copy again', async ({ page }) => {
    await open(page, PAGE);
    // Installed after hydration: React keeps the real timers it captured at
    // start-up, and only the button's own reset timer runs on the fake clock.
    await page.clock.install();
    // A paused clock moves only when told to, so real seconds spent by the
    // test runner never count towards the 1000 ms.
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = page
      .locator('.theme-code-block', { hasText: 'send-gm.ts' })
      .getByRole('button', { name: /^Cop(y|ied)$/ });
    await expect(button).toHaveText('Copy');
    await button.click();
    await expect(button).toHaveText('Copied');
    await page.clock.runFor(990);
    await expect(button).toHaveText('Copied');
    await page.clock.runFor(20);
    await expect(button).toHaveText('Copy');
  });

  test('copies the code only, without the button label', async ({ page }) => {
    await open(page, PAGE);
    const block = page.locator('.theme-code-block', { hasText: 'send-gm.ts' });
    await block.getByRole('button', { name: 'Copy' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        'import { Client } from "@xmtp/xmtp-js";',
        '',
        'const xmtp = await Client.create(wallet, { env: "dev" });',
        'const chat = await xmtp.conversations.newConversation(peerAddress);',
        'await chat.send("gm");',
      ].join('\n'),
    );
  });

  test('leaves removed diff lines and the markers off the clipboard', async ({ page }) => {
    await open(page, PAGE);
    await codeBlockAfter(page, 'diff-lines').getByRole('button', { name: 'Copy' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        'const options = { env: "production" } as const;',
        'const client = await Client.create(wallet, { ...options, dbEncryptionKey });',
        'const inboxId = client.inboxId;',
      ].join('\n'),
    );
  });
});

test.describe('code group', () => {
  const SDKS = ['JavaScript', 'React', 'Kotlin', 'Swift', 'React Native', 'Node'];
  const group = (page: Page) => page.locator('.tabs-container').first();
  const selectedTab = (page: Page) => group(page).locator('[role="tab"][aria-selected="true"]');

  test('labels a tab per SDK and shows one panel at a time', async ({ page }) => {
    await open(page, PAGE);
    await expect(group(page).getByRole('tab')).toHaveText(SDKS);
    await expect(group(page).locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await group(page).getByRole('tab', { name: 'Kotlin' }).click();
    await expect(selectedTab(page)).toHaveText('Kotlin');
    const panel = group(page).locator('[role="tabpanel"]:visible');
    await expect(panel).toContainText('val reachable = client.canMessage(peerAddress)');
    const labelledBy = await panel.getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${labelledBy}"]`)).toHaveText('Kotlin');
  });

  test('activates tabs on focus: arrow keys, Home and End move and select, wrapping at the ends', async ({ page }) => {
    await open(page, PAGE);
    const first = group(page).getByRole('tab', { name: 'JavaScript' });
    await first.click();
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('React');
    await expect(group(page).getByRole('tab', { name: 'React', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(selectedTab(page)).toHaveText('Node');
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('JavaScript');
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toHaveText('Node');
    await page.keyboard.press('Home');
    await expect(selectedTab(page)).toHaveText('JavaScript');
    // Only the selected tab is in the page's tab order.
    await expect(group(page).locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  });

  test('remembers the chosen SDK across reloads and pages', async ({ page }) => {
    await open(page, PAGE);
    await group(page).getByRole('tab', { name: 'Swift' }).click();
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(selectedTab(page)).toHaveText('Swift');

    await open(page, '/get-started/developer-quickstart');
    await expect(selectedTab(page)).toHaveText('Swift');
    await expect(group(page).locator('[role="tabpanel"]:visible')).toContainText('xmtp-ios');
    // The style that showed Swift before the app started is gone: the next choice is React's alone.
    await expect(page.locator('#vx-tab-choice')).toHaveCount(0);
    await group(page).getByRole('tab', { name: 'JavaScript' }).click();
    await expect(group(page).locator('[role="tabpanel"]:visible')).toHaveAttribute('data-tab-value', 'JavaScript');
  });

  test('a stored SDK no group on the page has stops counting once the reader picks a tab', async ({ page }) => {
    await open(page, PAGE);
    await group(page).getByRole('tab', { name: 'Swift' }).click();
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('docusaurus.tab.sdk'))!;
      localStorage.setItem(key, 'Elixir');
    });
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('#vx-tab-choice')).toHaveAttribute('data-tab-value', 'Elixir');
    await group(page).getByRole('tab', { name: 'Kotlin' }).click();
    // Left in place, the style would show Elixir over the reader's new choice on any page that has it.
    await expect(page.locator('#vx-tab-choice')).toHaveCount(0);
    await expect(group(page).locator('[role="tabpanel"]:visible')).toHaveAttribute('data-tab-value', 'Kotlin');
  });

  test('shows the remembered SDK from the first paint, before the app has started', async ({ page }) => {
    await open(page, PAGE);
    await group(page).getByRole('tab', { name: 'React Native' }).click();
    // The app never starts: what the reader sees is the HTML, its stylesheet and the inline scripts.
    await page.route(/\/assets\/js\//, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const visible = group(page).locator('[role="tabpanel"]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('data-tab-value', 'React Native');
    const underline = (name: string) =>
      group(page)
        .getByRole('tab', { name, exact: true })
        .evaluate((tab) => getComputedStyle(tab).borderBottomColor);
    expect(await underline('React Native')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await underline('JavaScript')).toBe('rgba(0, 0, 0, 0)');
  });
});

test('steps are numbered in order', async ({ pageToRead: page }) => {
  await openToRead(page, PAGE);
  const steps = page.locator('#steps ~ ol > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.locator('> h3')).toHaveText(['Install the SDK', 'Create a client', 'Send a message']);
  const numbers = await steps.evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).getPropertyValue('counter-increment')),
  );
  expect(numbers).toEqual(['step 1', 'step 1', 'step 1']);
});

test('callouts come in six kinds, with their own or default titles', async ({ pageToRead: page }) => {
  await openToRead(page, PAGE);
  const callout = (type: string) => page.locator(`.theme-admonition-${type}`);
  const titles: Record<string, RegExp> = {
    note: /^note$/i,
    info: /^good to know$/i,
    tip: /^tip$/i,
    success: /^it works$/i,
    warning: /^warning$/i,
    danger: /^keys are secret$/i,
  };
  const backgrounds = new Set<string>();
  for (const [type, title] of Object.entries(titles)) {
    await expect(callout(type)).toHaveCount(1);
    await expect(callout(type).locator('[class*="admonitionHeading"]')).toHaveText(title);
    await expect(callout(type).locator('svg')).toBeVisible();
    backgrounds.add(await callout(type).evaluate((element) => getComputedStyle(element).backgroundColor));
  }
  expect(backgrounds.size, 'each kind has its own colour').toBe(6);
});

test('diagrams are images drawn at build time: no Mermaid code, alt text, the image of the colour mode', async ({
  page,
}) => {
  // What the page fetches is watched: nothing may come from an earlier test's cache.
  await emptyHttpCache(page);
  const scripts: Promise<string>[] = [];
  const diagramRequests: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/assets/diagrams/')) diagramRequests.push(pathname);
  });
  await test.step('light mode', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, PAGE);
  });
  const figure = page.locator('figure', { has: page.locator('.vx-diagram') });
  const light = figure.locator('img[src*="/assets/diagrams/"]').first();
  const dark = figure.locator('img[src*="/assets/diagrams/"]').nth(1);
  const loaded = (image: typeof light) =>
    image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''));
  const alt = "Sequence of Alice's app publishing an encrypted message that Bob's app fetches from the XMTP network";
  await expect(light).toHaveAttribute('alt', alt);
  await expect(dark).toHaveAttribute('alt', alt);
  await light.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect.poll(() => loaded(light)).toContain('/assets/diagrams/');
  // The hidden image of the other mode is not downloaded.
  expect(diagramRequests).toContain(await light.getAttribute('src'));
  expect(diagramRequests).not.toContain(await dark.getAttribute('src'));
  await expect(figure.getByText('Diagram as text')).toBeVisible();

  // The toggle cycles through its modes; press it until the page is dark.
  const toggle = page.getByRole('button', { name: /dark mode|light mode|system mode/i }).first();
  for (let presses = 0; presses < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; presses++) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(light).toBeHidden();
  await expect(dark).toBeVisible();
  // Lazy: it loads only near the viewport, which pressing the toggle may have left.
  await dark.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(dark)).toContain('/assets/diagrams/');
  expect(await dark.getAttribute('src')).not.toBe(await light.getAttribute('src'));

  // Mermaid's own code (its API, its config keys) is in none of the scripts the page ran.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => /mermaidAPI|startOnLoad|flowchart-v2/.test(body))).toEqual([]);
});

test('sponsors show linked logos at the group height', async ({ pageToRead: page }) => {
  await openToRead(page, PAGE);
  const groups = page.locator('#sponsors ~ div section');
  await expect(groups).toHaveCount(2);
  const builders = page.getByRole('region', { name: 'Builders' });
  const friends = page.getByRole('region', { name: 'Friends' });
  for (const [region, height] of [
    [builders, 40],
    [friends, 24],
  ] as const) {
    for (const image of await region.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect((await image.boundingBox())?.height).toBeCloseTo(height, 0);
    }
  }
  await expect(builders.getByRole('link', { name: 'XMTP', exact: true })).toHaveAttribute('href', 'https://xmtp.org/');
  await expect(builders.getByRole('link').first()).toHaveAttribute('target', '_blank');
});

test('authors show names, links and a long date; the blog list is empty', async ({ pageToRead: page }) => {
  await openToRead(page, PAGE);
  const byline = page.locator('#authors + p');
  await expect(byline).toHaveText('November 2, 2024 · By XMTP Labs and Ephemera');
  await expect(byline.getByRole('link', { name: 'Ephemera' })).toHaveAttribute('href', 'https://ephemerahq.com/');
  await expect(page.locator('#blog-posts ~ ul')).toHaveCount(0);
});

test('text uses the system interface and code fonts: no font is downloaded, text paints in its final form', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await open(page, PAGE);
  expect(fontRequests).toEqual([]);
  expect(await page.evaluate(() => { let faces = 0; document.fonts.forEach(() => (faces += 1)); return faces; })).toBe(0);
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toMatch(/^system-ui, /);
  const codeFont = await page.locator('pre code').first().evaluate((code) => getComputedStyle(code).fontFamily);
  expect(codeFont).toMatch(/^ui-monospace, /);
});

test('on a phone a wide diagram keeps a legible size and scrolls sideways', { tag: '@phone' }, async ({ page, isMobile }) => {
  // Phone only (its tag): on a desktop the diagram fits the column.
  await open(page, '/get-started/intro');
  const container = page.locator('.vx-diagram').first();
  // The scrolling box is a named stop in the tab order.
  await expect(container).toHaveAttribute('tabindex', '0');
  await expect(container).toHaveAccessibleName('Diagram');
  // Sized before it loads (lazy): the reserved box is the legible width.
  const imageWidth = await container.locator('img:visible').evaluate((img) => img.getBoundingClientRect().width);
  expect(imageWidth).toBeGreaterThanOrEqual(36 * 16 - 1);
  const scrolls = await container.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
