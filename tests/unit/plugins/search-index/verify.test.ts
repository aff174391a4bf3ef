import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor, missingAnchors, verifyBuiltPages } from '../../../../plugins/search-index/verify';

describe('htmlFileFor', () => {
  it('maps a route to its file with trailingSlash: false, base path removed', () => {
    expect(htmlFileFor('/get-started/intro', '/')).toBe('get-started/intro.html');
    expect(htmlFileFor('/xmtp-docs/get-started/intro', '/xmtp-docs/')).toBe('get-started/intro.html');
    expect(htmlFileFor('/', '/')).toBe('index.html');
    expect(htmlFileFor('/xmtp-docs/', '/xmtp-docs/')).toBe('index.html');
    expect(htmlFileFor('/caf%C3%A9', '/')).toBe('café.html');
  });
});

describe('missingAnchors', () => {
  it('finds ids quoted, single-quoted, or bare as the minifier leaves them', () => {
    const html = `<h2 id="one">1</h2><h3 class=a id=two>2</h3><h4 id='three'>3</h4><p data-id="four">`;
    expect(missingAnchors(html, ['one', 'two', 'three', 'four', 'fiv'])).toEqual(['four', 'fiv']);
  });

  it('compares ids as React escapes them', () => {
    expect(missingAnchors('<h2 id="q&amp;a">', ['q&a'])).toEqual([]);
    expect(missingAnchors('<h2 id="qa">', ['q&a'])).toEqual(['q&a']);
  });
});

describe('verifyBuiltPages', () => {
  async function site() {
    const outDir = await mkdtemp(path.join(tmpdir(), 'vx-verify-'));
    await mkdir(path.join(outDir, 'guides'), { recursive: true });
    await writeFile(path.join(outDir, 'guides/a.html'), '<h2 class=anchor id=setup>Setup</h2><h3 id="setup-1">Setup</h3>');
    return outDir;
  }

  it('passes when every page and anchor is in the build', async () => {
    const outDir = await site();
    await expect(
      verifyBuiltPages(outDir, '/base/', [{ filePath: '/src/docs/a.mdx', permalink: '/base/guides/a', anchors: ['setup', 'setup-1'] }]),
    ).resolves.toBeUndefined();
  });

  it('fails naming the source file and the anchor that drifted', async () => {
    const outDir = await site();
    const check = verifyBuiltPages(outDir, '/base/', [
      { filePath: '/src/docs/a.mdx', permalink: '/base/guides/a', anchors: ['setup', 'set-up'] },
    ]);
    await expect(check).rejects.toThrow('/src/docs/a.mdx: anchor #set-up is not an element id in guides/a.html');
  });

  it('fails naming the source file of a page with no HTML file', async () => {
    const outDir = await site();
    const check = verifyBuiltPages(outDir, '/base/', [{ filePath: '/src/docs/b.md', permalink: '/base/guides/b', anchors: [] }]);
    await expect(check).rejects.toThrow('/src/docs/b.md: no rendered page at guides/b.html for /base/guides/b');
  });
});
