import { existsSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { axeViolations } from './axe';

/**
 * The theme components a Docusaurus writer imports in MDX, on the
 * conformance fixture's pages (tests/fixtures/conformance/docs/conformance/components/),
 * in the three places a page's content goes: the page, its Markdown twin
 * (`<path>.md`, llms-full.txt) and search. Built into .build-versioned/ by
 * scripts/build-versioned.mjs (version 1.0, the latest, at the root).
 */
const BUILD = '.build-versioned';
const PAGES = '/conformance/components';

test.beforeAll(() => {
  if (!existsSync(`${BUILD}/index.html`)) {
    throw new Error(`No versioned build in ${BUILD}/: run \`node scripts/build-versioned.mjs\` first (npm test does).`);
  }
});

/** The page's HTML as the server sends it. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** A page's Markdown twin. */
async function twin(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${path}.md`);
  expect(response.status(), `${path}.md`).toBe(200);
  return response.text();
}

/** The tab group whose tab list holds a tab of this name. */
const group = (page: Page, tab: string, nth = 0) =>
  page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: tab, exact: true }) }).nth(nth);

test.describe('Tabs', () => {
  test('shows the default tab, switches by pointer and keyboard, and labels each panel by its tab', async ({ page }) => {
    await open(page, `${PAGES}/tabs`);
    const platforms = group(page, 'Android');
    const android = platforms.getByRole('tab', { name: 'Android' });
    await expect(android).toHaveAttribute('aria-selected', 'true');
    await expect(platforms.getByRole('tabpanel')).toHaveText(/Kotlin SDK to your Gradle build/);
    await expect(platforms.getByRole('tabpanel')).toHaveAccessibleName('Android');
    await platforms.getByRole('tab', { name: 'Web' }).click();
    await expect(platforms.getByRole('tabpanel')).toHaveText(/JavaScript SDK from npm/);
    // Arrow keys move and select (tabs follow focus); Home and End jump to the ends.
    await page.keyboard.press('ArrowRight');
    await expect(android).toBeFocused();
    await expect(android).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(platforms.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(platforms.getByRole('tab', { name: 'Web' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(platforms.getByRole('tab', { name: 'Web' })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page, '.theme-doc-markdown')).toEqual([]);
  });

  test('groups with the same groupId follow each other, and the choice survives a reload', async ({ page }) => {
    await open(page, `${PAGES}/tabs`);
    const first = group(page, 'Yarn', 0);
    const second = group(page, 'Yarn', 1);
    await expect(second.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
    await first.getByRole('tab', { name: 'Yarn' }).click();
    await expect(second.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByRole('tabpanel')).toContainText('yarn add @xmtp/content-type-reaction');
    // Docusaurus' key for the group (with the site's storage namespace), so a stock site's stored choice carries over.
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('docusaurus.tab.package-manager')));
    expect(stored.map(([, value]) => value)).toEqual(['yarn']);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(group(page, 'Yarn', 0).getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(group(page, 'Yarn', 1).getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a queryString group takes its tab from the address and writes the choice into it', async ({ page }) => {
    await open(page, `${PAGES}/tabs?network=production`);
    const networks = group(page, 'Dev network');
    await expect(networks.getByRole('tab', { name: 'Production network' })).toHaveAttribute('aria-selected', 'true');
    await networks.getByRole('tab', { name: 'Dev network' }).click();
    await expect(page).toHaveURL(/\?network=dev$/);
    await expect(networks.getByRole('tabpanel')).toHaveText(/building and testing/);
  });

  test('the legacy values and defaultValue props, className on the tab list, and lazy panels', async ({ page }) => {
    await open(page, `${PAGES}/tabs`);
    const legacy = group(page, 'Swift');
    await expect(legacy.getByRole('tab')).toHaveText(['Kotlin', 'Swift']);
    await expect(legacy.getByRole('tab', { name: 'Swift' })).toHaveAttribute('aria-selected', 'true');
    await expect(legacy.getByRole('tabpanel')).toHaveText('Swift apps stream conversations with an async sequence.');
    const lazy = group(page, 'Browser');
    await expect(lazy.getByRole('tablist')).toHaveClass(/\bfixture-tabs\b/);
    // Only the shown panel is rendered at all.
    await expect(lazy.locator('[role=tabpanel]')).toHaveCount(1);
    await lazy.getByRole('tab', { name: 'Browser' }).click();
    await expect(lazy.locator('[role=tabpanel]')).toHaveCount(1);
    await expect(lazy.getByRole('tabpanel')).toHaveText(/private file system/);
  });
});

test('CodeBlock in MDX is highlighted at build time like a fenced block, with its title, line numbers and marked lines', async ({ request }) => {
  // The served HTML is minified: attribute values without spaces lose their quotes.
  const page = (await html(request, `${PAGES}/code-block`)).replace(/(class|style)=([^\s">]+)/g, '$1="$2"');
  const blocks = [...page.matchAll(/<div class="theme-code-block language-(\w+)[^"]*">([\s\S]*?)<\/code>/g)].map(([, language, body]) => ({ language, body }));
  // Three CodeBlock components, then three fenced blocks.
  expect(blocks.map((block) => block.language)).toEqual(['ts', 'kotlin', 'ts', 'ts', 'kotlin', 'rust']);
  const [component, metastring, numbered] = blocks;
  expect(component.body).toContain('send-message.ts');
  // Token spans, as a fence gets: the keyword `const`, the string, the method name.
  expect(component.body).toContain('<span class="line"><span class="k">const</span> conversation');
  expect(component.body).toContain('<span class="s">"gm from the zeppelin"</span>');
  expect(component.body).toContain('<span class="f">newConversation</span>');
  expect(component.body).toMatch(/class="lines_\w+ numbered_\w+" style="counter-reset:line 0"/);
  // metastring='{2} title="Stream.kt"': the title, and the second line highlighted.
  expect(metastring.body).toContain('Stream.kt');
  expect(metastring.body).toContain('<span class="line theme-code-block-highlighted-line">stream');
  // showLineNumbers={5}, a highlight comment and the fixture's own magic comment (prism.magicComments).
  expect(numbered.body).toContain('counter-reset:line 4');
  expect(numbered.body).toContain('<span class="line theme-code-block-highlighted-line"><span class="k">const</span>');
  expect(numbered.body).toContain('<span class="line code-block-error-line">client');
  expect(numbered.body).not.toMatch(/This will error|highlight-next-line/);
  // Rust, from prism.additionalLanguages.
  expect(blocks[5].body).toContain('<span class="k">fn</span>');
});

test('admonitions from the component and from directives, with their titles and icons', async ({ page }) => {
  await open(page, `${PAGES}/admonitions`);
  const content = page.locator('.theme-doc-markdown');
  const tip = content.locator('.theme-admonition-tip');
  await expect(tip).toContainText('Keep the key');
  await expect(tip).toContainText("Store the database encryption key in the platform's secure storage.");
  await expect(content.locator('.theme-admonition-warning').first()).toContainText('A client created on the dev network');
  const info = content.locator('.theme-admonition-info').filter({ hasText: 'Did you know?' });
  await expect(info).toContainText('💡');
  await expect(info).toContainText('An inbox can hold several wallet addresses.');
  const nested = content.locator('.theme-admonition-info').filter({ hasText: 'Nested callouts' });
  await expect(nested.locator('.theme-admonition-danger')).toContainText('Never log a private key');
  expect(await axeViolations(page, '.theme-doc-markdown')).toEqual([]);
});

test("TOCInline lists the page's headings as links, within its levels", async ({ page }) => {
  await open(page, `${PAGES}/toc-inline`);
  const lists = page.locator('.theme-doc-markdown ul.table-of-contents');
  const [all, deep] = [lists.nth(0), lists.nth(1)];
  await expect(all.getByRole('link')).toHaveText(['Create a client', 'Pick a network', 'Send a message']);
  await expect(all.getByRole('link', { name: 'Pick a network' })).toHaveAttribute('href', '#pick-a-network');
  await expect(deep.getByRole('link')).toHaveText(['Pick a network', 'Network addresses']);
  await all.getByRole('link', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(/#send-a-message$/);
  await expect(page.getByRole('heading', { name: 'Send a message' })).toBeInViewport();
});

test("a partial's content shows with the props the page passed, and its headings join the page's outline", async ({ page }) => {
  await open(page, `${PAGES}/partials`);
  const content = page.locator('.theme-doc-markdown');
  await expect(content).toContainText('Install the package and point the client at the dev network.');
  await expect(content.getByRole('heading', { name: 'Install the SDK', level: 2 })).toHaveAttribute('id', 'install-the-sdk');
  await expect(content.getByRole('heading', { name: 'Check the install', level: 3 })).toHaveAttribute('id', 'check-the-install');
  const outline = page.getByRole('navigation', { name: 'On this page' }).filter({ visible: true });
  await expect(outline.getByRole('link')).toHaveText(['Install the SDK', 'Check the install', 'After the setup']);
  await expect(outline.getByRole('link', { name: 'Check the install' })).toHaveAttribute('href', '#check-the-install');
});

test('Link and useBaseUrl give site paths, ThemedImage an image per mode, Details a disclosure, and <head> tags reach the page head', async ({ request }) => {
  const links = await html(request, `${PAGES}/links`);
  expect(links).toMatch(/<a href=\/get-started\/intro>the introduction to XMTP<\/a>/);
  expect(links).toMatch(/<img src=\/img\/logo-light\.svg alt="The XMTP logo"/);
  // Bundled: a small image inline, a larger one under /assets/images/ by a hash.
  expect(links).toMatch(/<img [^>]*alt="The overview card" src="?(data:image\/png;base64,|\/assets\/images\/overview-card-[0-9a-f]+\.png)/);
  const head = links.slice(0, links.indexOf('</head>'));
  expect(head).toMatch(/<meta data-rh=true name=fixture-head-tag content="set from MDX"\/?>/);
  const themed = await html(request, `${PAGES}/themed-image`);
  expect(themed).toMatch(/<img[^>]*src=\/img\/logo-light\.svg[^>]*alt="The XMTP logo"|<img[^>]*alt="The XMTP logo"[^>]*src=\/img\/logo-light\.svg/);
  const own = await html(request, `${PAGES}/own-components`);
  expect(own).toMatch(/<details[^>]*><summary>Where are the keys kept\?<\/summary>/);
  expect(own).toMatch(/<details[^>]*><summary>What does the network see\?<\/summary>/);
});

test.describe('Markdown twins', () => {
  test('tabs become a section per tab, led by its label', async ({ request }) => {
    const markdown = await twin(request, `${PAGES}/tabs`);
    expect(markdown).toContain(
      '## A default tab\n\n**Web**\n\nInstall the JavaScript SDK from npm and create a client in the browser.\n\n**Android**\n\nAdd the Kotlin SDK',
    );
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install @xmtp/xmtp-js\n```\n\n**Yarn**\n\n```bash\nyarn add @xmtp/xmtp-js\n```');
    expect(markdown).toContain('**Kotlin**\n\nKotlin apps stream conversations with a flow.\n\n**Swift**\n\nSwift apps');
  });

  test('CodeBlock becomes a fenced block with its language and title, without magic comments', async ({ request }) => {
    const markdown = await twin(request, `${PAGES}/code-block`);
    expect(markdown).toContain(
      '```ts title="send-message.ts"\nconst conversation = await client.conversations.newConversation(peerAddress);\nawait conversation.send("gm from the zeppelin");\n```',
    );
    expect(markdown).toContain('```kotlin title="Stream.kt"\n');
    expect(markdown).toContain('```ts\nconst inboxId = client.inboxId;\nclient.revokeAllOtherInstallations(inboxId);\n```');
  });

  test('admonitions become labelled quotes', async ({ request }) => {
    const markdown = await twin(request, `${PAGES}/admonitions`);
    expect(markdown).toContain("> **Keep the key**\n>\n> Store the database encryption key in the platform's secure storage.");
    expect(markdown).toContain('> **Warning**\n>\n> A client created on the dev network cannot message one on production.');
    expect(markdown).toContain('> **Did you know?**\n>\n> An inbox can hold several wallet addresses.');
    expect(markdown).toContain('> **Nested callouts**\n>\n> > **Danger**');
  });

  test("TOCInline becomes a list of links to the page's headings", async ({ request }) => {
    const markdown = await twin(request, `${PAGES}/toc-inline`);
    const url = 'https://docs.xmtp.org/conformance/components/toc-inline';
    expect(markdown).toContain(
      `- [Create a client](${url}#create-a-client)\n  - [Pick a network](${url}#pick-a-network)\n- [Send a message](${url}#send-a-message)\n`,
    );
    expect(markdown).toContain(`- [Pick a network](${url}#pick-a-network)\n  - [Network addresses](${url}#network-addresses)\n`);
  });

  test('DocCardList becomes a list of links with descriptions; links, images and partials their Markdown', async ({ request }) => {
    const cards = await twin(request, PAGES);
    expect(cards).toContain(
      '- [Tabs](https://docs.xmtp.org/conformance/components/tabs): Tab groups from @theme/Tabs, with a default tab, groups that follow each other and a tab chosen by the address.\n',
    );
    expect(cards).toContain('- [Partials](https://docs.xmtp.org/conformance/components/partials): Shared steps written once');
    const links = await twin(request, `${PAGES}/links`);
    expect(links).toContain('Start with [the introduction to XMTP](https://docs.xmtp.org/get-started/intro).');
    expect(links).toContain('![The XMTP logo](https://docs.xmtp.org/img/logo-light.svg)');
    // An image beside the docs: the page's copy is under /assets/ by a hash; the twin's is where its path says.
    expect(links).toContain('![The overview card](https://docs.xmtp.org/conformance/img/overview-card.png)');
    const card = await request.get('/conformance/img/overview-card.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(links).not.toContain('fixture-head-tag');
    expect(await twin(request, `${PAGES}/themed-image`)).toContain('![The XMTP logo](https://docs.xmtp.org/img/logo-light.svg)');
    const partials = await twin(request, `${PAGES}/partials`);
    expect(partials).toContain(
      '## Install the SDK\n\nInstall the package and point the client at the dev network.\n\n### Check the install\n\nCreate a client once',
    );
    const own = await twin(request, `${PAGES}/own-components`);
    expect(own).toContain('XMTP messages are end-to-end encrypted by default.');
    expect(own).toContain('**Where are the keys kept?**\n\nOn the device');
    // llms-full.txt holds the same Markdown.
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('point the client at the dev network');
    expect(full).toContain('**Swift**\n\nSwift apps stream conversations with an async sequence.');
  });
});

/** The hrefs of the results of a search in the dialog, once they are in. */
async function searchHrefs(page: Page, query: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await dialog.getByRole('combobox').fill(query);
  const status = dialog.getByRole('status');
  await expect(status).toHaveAttribute('data-query', query);
  await expect(status).toHaveAttribute('data-state', 'ready');
  const hrefs = await dialog.getByRole('option').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs;
}

test('search finds text that is only inside a tab, a CodeBlock and a partial, at its section', async ({ page }) => {
  await open(page, `${PAGES}/tabs`);
  expect(await searchHrefs(page, 'OPFS')).toContain(`${PAGES}/tabs#tabs-with-a-class-and-lazy-panels`);
  expect(await searchHrefs(page, 'zeppelin')).toContain(`${PAGES}/code-block#the-codeblock-component`);
  expect(await searchHrefs(page, 'doctor command')).toContain(`${PAGES}/partials#check-the-install`);
});
