/**
 * Cold loads of every page of the build in Chromium against the local
 * production server: the JavaScript and CSS each page fetches before the
 * network is idle (raw, and gzip level 6 as static hosts send it), the fonts,
 * requests that left the site, layout shift, and whether any search index
 * bytes were fetched (a plain page load must fetch none).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The site paths of a build, from its sitemap (every published page). */
export function pagePathsFromSitemap(root) {
  const sitemap = readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

function sizes(files, root) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 6 }).length;
  }
  return { files: files.length, raw, gzip };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, root: string, paths: string[] }} options
 */
export async function measurePages(browser, { origin, root, paths }) {
  const rows = [];
  for (const pagePath of paths) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const offSite = [];
    await context.route(
      (url) => !url.toString().startsWith(origin),
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const byType = { script: new Set(), stylesheet: new Set(), font: new Set() };
    let searchIndexBytes = 0;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin) return;
      const relative = decodeURIComponent(url.pathname);
      if (relative.includes('/.search/')) searchIndexBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
      const type = response.request().resourceType();
      if (byType[type]) byType[type].add(relative);
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const layoutShift = await page.evaluate(() => window.__layoutShift);
    await context.close();
    rows.push({
      pagePath,
      script: sizes([...byType.script], root),
      stylesheet: sizes([...byType.stylesheet], root),
      fonts: [...byType.font],
      offSite,
      layoutShift,
      searchIndexBytes,
    });
  }
  return rows;
}

/** `<img>` tags in the built HTML without both width and height (they would shift the layout). */
export function unsizedImages(htmlFiles) {
  let images = 0;
  const unsized = [];
  for (const file of htmlFiles) {
    for (const [tag] of readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/gi)) {
      images += 1;
      if (!/\swidth=/i.test(tag) || !/\sheight=/i.test(tag)) unsized.push(`${file}: ${tag.slice(0, 80)}`);
    }
  }
  return { images, unsized };
}
