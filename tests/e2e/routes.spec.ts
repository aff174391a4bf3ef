import { test, expect, open } from './fixtures';
import { SPEC_ROUTES, builtRoutes } from './routes';

const SITE_TITLE = 'XMTP Documentation';
const routes = builtRoutes();

test('the build has every spec route written so far, and nothing else', () => {
  expect([...routes].sort()).toEqual([...SPEC_ROUTES].sort());
});

/** Routes also opened on a phone: the landing page and one docs page stand for the two layouts. */
const PHONE_SAMPLE = new Set(['/', '/get-started/intro']);

for (const route of routes) {
  test(`route ${route} renders with status 200, one H1, its title and the analytics tag, also at its .html twin`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile && !PHONE_SAMPLE.has(route), 'every route renders the same markup on a phone; a sample is enough');
    const response = await open(page, route);
    expect(response?.status()).toBe(200);

    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    const heading = (await h1.innerText()).trim();
    expect(heading).not.toBe('');
    expect(heading).not.toBe('Page Not Found');

    const expectedTitle = route === '/' ? SITE_TITLE : `${heading} – ${SITE_TITLE}`;
    await expect(page).toHaveTitle(expectedTitle);

    const analytics = page.locator(
      'head script[src="https://plausible.io/js/script.js"][data-domain="docs.xmtp.org"][defer]',
    );
    await expect(analytics).toHaveCount(1);

    const twin = route === '/' ? '/index.html' : `${route}.html`;
    const twinResponse = await open(page, twin);
    expect(twinResponse?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}

test('the server sends the analytics tag in the HTML itself', async ({ request }) => {
  const html = await (await request.get('/get-started/intro')).text();
  expect(html).toMatch(/<script[^>]+src="?https:\/\/plausible\.io\/js\/script\.js/);
  expect(html).toMatch(/data-domain="?docs\.xmtp\.org/);
});
