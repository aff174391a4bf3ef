import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, open, test } from './fixtures';
import { builtRoutes } from './routes';
import { decodeEntities } from './pageUrls';
import { proseLines, mdxLeftovers } from '../../plugins/markdown-twins/verify';
import { LLMS_FULL_TXT, LLMS_TXT, markdownTwinPath } from '../../src/markdownTwins';
import { SITE_URL } from '../../src/site';
import sidebars from '../../sidebars';

/**
 * Docs for machines (plugins/markdown-twins): every page's Markdown twin at
 * `<path>.md`, llms.txt and llms-full.txt, and the Copy page button. The
 * files are checked over HTTP, as a tool would fetch them; only the button
 * needs a browser.
 */

/** Headings as a reader sees them, compared loosely: no markup, case or punctuation. */
function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function builtPage(route: string): string {
  return readFileSync(path.join('build', route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
}

/** The `<link rel="alternate" type="text/markdown">` targets of a page, as the minifier writes them. */
function markdownAlternates(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="?alternate"?[\s>/]/.test(tag) && /\stype="?text\/markdown"?[\s>/]/.test(tag))
    .map((tag) => /\shref="?([^"\s>]+)/.exec(tag)?.[1] ?? '');
}

/** The headings of a built page's content (its article, or the home page's main). */
function pageHeadings(html: string): string[] {
  const content = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return [...content.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, , inner]) =>
    normalizeHeading(decodeEntities(inner.replace(/<[^>]+>/g, ''))),
  );
}

/** The headings of a twin, with the "Step n: " a walkthrough's headings get. */
function twinHeadings(markdown: string): string[] {
  return proseLines(markdown).flatMap(({ text }) => {
    const heading = /^#{1,6} (.*)$/.exec(text)?.[1];
    if (heading === undefined) return [];
    const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/^Step \d+: /, '');
    return [normalizeHeading(plain)];
  });
}

/** The twin of a route as served, with the URL it is served at (no base path in this build). */
async function fetchTwin(request: import('@playwright/test').APIRequestContext, route: string) {
  const url = markdownTwinPath(route);
  const response = await request.get(url);
  return { url, response, text: response.ok() ? await response.text() : '' };
}

/** `- [Title](url): description` lines of llms.txt, with their section. */
function llmsLinks(llms: string): Array<{ section: string; url: string }> {
  const links: Array<{ section: string; url: string }> = [];
  let section = '';
  for (const line of llms.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const url = /^- \[(?:\\.|[^\]])*\]\(([^)]+)\)/.exec(line)?.[1];
    if (url) links.push({ section, url });
  }
  return links;
}

test.describe('over HTTP', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP and files only');

  test('every route has a Markdown twin it links to: UTF-8 Markdown, no JSX left, the page\'s title and headings', async ({ request }) => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let headingsCompared = 0;
    for (const route of routes) {
      const { url, response, text } = await fetchTwin(request, route);
      if (response.status() !== 200) {
        problems.push(`${url}: ${response.status()}`);
        continue;
      }
      if (response.headers()['content-type'] !== 'text/markdown; charset=utf-8') {
        problems.push(`${url}: Content-Type ${response.headers()['content-type']}`);
      }
      for (const leftover of mdxLeftovers(text)) problems.push(`${url}: ${leftover}`);
      if (!text.startsWith('# ')) problems.push(`${url}: does not start with the page title`);
      const html = builtPage(route);
      const alternates = markdownAlternates(html);
      if (alternates.join() !== url) problems.push(`${route}: links its Markdown as ${alternates.join() || 'nothing'}`);
      const headings = new Set(twinHeadings(text));
      for (const heading of pageHeadings(html)) {
        headingsCompared += 1;
        if (heading && !headings.has(heading)) problems.push(`${url}: the page's heading "${heading}" is missing`);
      }
    }
    expect(problems).toEqual([]);
    // Every page has at least its title.
    expect(headingsCompared).toBeGreaterThan(routes.length * 3);
  });

  test('a twin turns code groups, steps, callouts and diagrams into plain Markdown', async ({ request }) => {
    const quickstart = (await fetchTwin(request, '/get-started/developer-quickstart')).text;
    // A code group: each tab's label, then its block.
    expect(quickstart).toMatch(/\*\*JavaScript\*\*\n\n```(ts|js|bash)\n/);
    expect(quickstart).toMatch(/\*\*Kotlin\*\*\n\n```/);
    // A callout: a blockquote led by its title.
    expect(quickstart).toMatch(/^> \*\*Warning\*\*$/m);
    const iosPush = (await fetchTwin(request, '/notifications/notifs-ios')).text;
    expect(iosPush).toMatch(/^#{2,4} Step 1: /m);
    expect(iosPush).toMatch(/^#{2,4} Step 2: /m);
    const protocols = (await fetchTwin(request, '/protocol/protocols')).text;
    expect(protocols).toMatch(/```mermaid\n[a-zA-Z]+[\s\S]*?accTitle: /);
    // Site links are absolute, so the text works wherever it is pasted.
    expect(protocols).not.toMatch(/\]\(\/[^/]/);
  });

  test('llms.txt lists every page exactly once, by its twin, in sidebar order', async ({ request }) => {
    const response = await request.get(`/${LLMS_TXT}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const llms = await response.text();
    expect(llms).toMatch(/^# .+\n\n> .+\n/);

    const links = llmsLinks(llms);
    const ours = links.filter(({ url }) => url.startsWith(SITE_URL)).map(({ url }) => url.slice(SITE_URL.length));
    const expected = builtRoutes().map((route) => markdownTwinPath(route));
    expect([...ours].sort()).toEqual([...expected].sort());
    expect(new Set(ours).size).toBe(ours.length);

    // One section per top-level sidebar item, named as the sidebar names it, then the pages no sidebar lists.
    const topLevel = (sidebars as unknown as { docs: Array<{ label?: string }> }).docs.map((item) => item.label);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([...topLevel, 'Optional']);
    // Sidebar order: the pager follows it too, so the first docs are the sidebar's first.
    expect(ours.slice(0, 2)).toEqual(['/get-started/intro.md', '/get-started/faq.md']);
  });

  test('llms-full.txt holds every twin, in llms.txt order, each with its address', async ({ request }) => {
    const llms = await (await request.get(`/${LLMS_TXT}`)).text();
    const full = await (await request.get(`/${LLMS_FULL_TXT}`)).text();
    const twins = llmsLinks(llms)
      .map(({ url }) => url)
      .filter((url) => url.startsWith(SITE_URL));
    let position = 0;
    for (const twinUrl of twins) {
      const pagePath = twinUrl.slice(SITE_URL.length).replace(/(index)?\.md$/, '');
      const source = `Source: ${SITE_URL}${pagePath}\n`;
      const at = full.indexOf(source, position);
      expect(at, `${source.trim()} after position ${position}`).toBeGreaterThan(position);
      const twin = (await fetchTwin(request, pagePath)).text;
      // The twin's body follows its address.
      const body = twin.slice(twin.indexOf('\n') + 1).trim();
      expect(full.slice(at, at + source.length + body.length + 2)).toContain(body.slice(0, 200));
      position = at;
    }
  });
});

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page\'s Markdown twin, says "Copied", then offers to copy again', async ({ page }) => {
    await open(page, '/dms/conversations');
    const twin = await (await page.request.get('/dms/conversations.md')).text();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 4000 });
  });

  test('"View as Markdown" opens the twin', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): the same link on every screen.
    await open(page, '/get-started/intro');
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', '/get-started/intro.md');
    await link.click();
    await expect(page).toHaveURL(/\/get-started\/intro\.md$/);
    await expect(page.locator('body')).toContainText('# Introduction to XMTP');
  });

});

test.describe('Copy page without its twin', () => {
  // The failed download is logged by the browser; that is the point here.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], expectedErrors: /status of 503/ });

  test('says "Copy failed" when the twin cannot be fetched, and the page carries on', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only (its tag): same code path on every screen.
    await page.route('**/dms/messages.md', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
    await open(page, '/dms/messages');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
  });
});
