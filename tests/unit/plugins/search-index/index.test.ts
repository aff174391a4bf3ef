import { copyFile, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import searchIndexPlugin from '../../../../plugins/search-index';
import { DOCS_PLUGIN, PAGES_PLUGIN } from '../../../../plugins/page-sources/collectPages';
import { MINISEARCH_OPTIONS } from '../../../../src/search/contract';
import { SEARCH_INDEX_FORMAT_VERSION } from '../../../../src/search/format';
import { type SearchIndexGlobalData } from '../../../../src/search/globalData';
import { addTermShard, parseSearchIndex, rankResults } from '../../../../src/search/loadIndex';
import { stemOf } from '../../../../src/search/terms';
import { fixturePath } from './helpers';

vi.mock('@docusaurus/logger', () => {
  const logger = { info: vi.fn() };
  return { default: logger, logger };
});

async function makeSite() {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'vx-site-'));
  await mkdir(path.join(siteDir, 'docs'));
  await copyFile(fixturePath('guide.mdx'), path.join(siteDir, 'docs/guide.mdx'));
  await writeFile(path.join(siteDir, 'docs/plain.md'), '---\ntitle: Plain\n---\n\nPlain words.\n');
  const context = {
    siteDir,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    baseUrl: '/docs/',
    siteConfig: {
      markdown: {
        format: 'mdx',
        anchors: { maintainCase: false },
        mdx1Compat: { comments: false, admonitions: false, headingIds: false },
      },
    },
  } as unknown as LoadContext;
  const doc = (name: string, title: string) => ({ title, permalink: `/docs/${name.replace(/\.mdx?$/, '')}`, source: `@site/docs/${name}`, frontMatter: {} });
  const allContent = {
    [DOCS_PLUGIN]: { default: { loadedVersions: [{ docs: [doc('plain.md', 'Plain'), doc('guide.mdx', 'Create a client')] }] } },
    [PAGES_PLUGIN]: { default: [{ type: 'jsx', permalink: '/docs/', source: '@site/src/pages/index.tsx' }] },
  };
  return { siteDir, context, allContent };
}

/** An index as the browser has it once every term file is in. */
async function loadEngine(folder: string, indexFile: string) {
  const engine = parseSearchIndex(JSON.parse(await readFile(path.join(folder, indexFile), 'utf8')));
  for (const [position, shard] of engine.shards.entries()) {
    addTermShard(engine, position, JSON.parse(await readFile(path.join(folder, '.search', shard.file), 'utf8')));
  }
  return engine;
}

/**
 * Cuts version 1.0 of the site's plain page (`/docs/plain`; the current one moves to `/docs/next/plain`) and
 * returns the content Docusaurus would hand over, with `pages` as the MDX pages.
 */
async function addVersion(siteDir: string, pages: object[]) {
  await mkdir(path.join(siteDir, 'versioned_docs/version-1.0'), { recursive: true });
  await writeFile(path.join(siteDir, 'versioned_docs/version-1.0/plain.md'), '---\ntitle: Plain\n---\n\nOld plain words.\n');
  const doc = (source: string, permalink: string, version: string) => ({ title: 'Plain', permalink, source, version, frontMatter: {} });
  return {
    [DOCS_PLUGIN]: {
      default: {
        loadedVersions: [
          { versionName: 'current', label: 'Next', path: '/docs/next', isLast: false, docs: [doc('@site/docs/plain.md', '/docs/next/plain', 'current')] },
          { versionName: '1.0', label: '1.0', path: '/docs/', isLast: true, docs: [doc('@site/versioned_docs/version-1.0/plain.md', '/docs/plain', '1.0')] },
        ],
      },
    },
    [PAGES_PLUGIN]: { default: pages },
  };
}

async function load(plugin: Plugin, allContent: object) {
  const setGlobalData = vi.fn();
  await plugin.allContentLoaded!({ allContent, actions: { setGlobalData } } as never);
  expect(setGlobalData).toHaveBeenCalledTimes(1);
  return setGlobalData.mock.calls[0][0] as SearchIndexGlobalData;
}

describe('search index plugin', () => {
  it('indexes the content, writes the files for dev, and publishes only their names', async () => {
    const { context, allContent } = await makeSite();
    const plugin = searchIndexPlugin(context);
    expect(plugin.name).toBe('vx-search-index');
    const data = await load(plugin, allContent);
    expect(data).toEqual({
      formatVersion: SEARCH_INDEX_FORMAT_VERSION,
      indexes: {
        current: {
          indexFile: expect.stringMatching(/^\.search\/index-[0-9a-f]{10}\.json$/),
          textsFile: expect.stringMatching(/^\.search\/texts-[0-9a-f]{10}\.json$/),
        },
      },
      latestVersion: 'current',
    });
    const folder = path.join(context.generatedFilesDir, 'vx-search-index');
    const { indexFile } = data.indexes.current;
    const index = MiniSearch.loadJSON(await readFile(path.join(folder, indexFile), 'utf8'), MINISEARCH_OPTIONS);
    expect(index.documentCount).toBe(10);
    const engine = await loadEngine(folder, indexFile);
    expect(rankResults(engine, 'plain words')[0]).toMatchObject({ href: '/docs/plain', isPage: true });
  });

  it('builds one index per docs version, of its docs and the MDX pages, and names the latest', async () => {
    const { siteDir, context } = await makeSite();
    await mkdir(path.join(siteDir, 'src/pages'), { recursive: true });
    await writeFile(path.join(siteDir, 'src/pages/about.md'), '---\ntitle: About\n---\n\nAbout plain words.\n');
    const allContent = await addVersion(siteDir, [{ type: 'mdx', title: 'About', permalink: '/docs/about', source: '@site/src/pages/about.md', frontMatter: {} }]);
    const data = await load(searchIndexPlugin(context), allContent);
    expect(Object.keys(data.indexes)).toEqual(['current', '1.0']);
    expect(data.latestVersion).toBe('1.0');
    expect(data.indexes.current.indexFile).not.toBe(data.indexes['1.0'].indexFile);
    const folder = path.join(context.generatedFilesDir, 'vx-search-index');
    const hrefs = async (version: string) =>
      rankResults(await loadEngine(folder, data.indexes[version].indexFile), 'plain words').map((result) => result.href).sort();
    expect(await hrefs('current')).toEqual(['/docs/about', '/docs/next/plain']);
    expect(await hrefs('1.0')).toEqual(['/docs/about', '/docs/plain']);
  });

  it('gives each version the reader hints of the example queries, matching answers to its own pages', async () => {
    const { siteDir, context } = await makeSite();
    await writeFile(
      path.join(siteDir, 'examples.json'),
      JSON.stringify({
        examples: [
          { query: 'simple words', answers: ['/plain'] },
          { query: 'the words', answers: ['/plain#top', '/gone'] },
          { query: 'simple once', answers: ['/plain'] },
          { query: 'simple words please', answers: ['/plain'] },
        ],
      }),
    );
    const allContent = await addVersion(siteDir, []);
    const data = await load(searchIndexPlugin(context, { examples: 'examples.json' }), allContent);
    const folder = path.join(context.generatedFilesDir, 'vx-search-index');
    for (const [version, href] of [['current', '/docs/next/plain'], ['1.0', '/docs/plain']]) {
      const engine = await loadEngine(folder, data.indexes[version].indexFile);
      const page = [...Array(engine.documentCount).keys()].find((id) => engine.stored(id)?.href === href)!;
      // "words" stands in three queries, all answered by the page (the unknown /gone is left out).
      expect(engine.readerHint(stemOf('words'))).toEqual({ queries: 3, pages: new Map([[page, 3]]) });
      expect(engine.readerHint(stemOf('simple'))).toEqual({ queries: 3, pages: new Map([[page, 3]]) });
      // One query is not enough to say what readers mean by a word.
      expect(engine.readerHint(stemOf('once'))).toBeUndefined();
      // Two words together are a key of their own, kept in the first word's term file.
      expect(engine.readerHint(`${stemOf('simple')} ${stemOf('words')}`)).toEqual({ queries: 2, pages: new Map([[page, 2]]) });
      expect(engine.readerHint(`${stemOf('words')} ${stemOf('please')}`)).toBeUndefined();
    }
  });

  it('fails the content load, naming the file, when the reader examples cannot be read', async () => {
    const { siteDir, context, allContent } = await makeSite();
    const contentLoaded = (options: object) => searchIndexPlugin(context, options).allContentLoaded!({ allContent, actions: { setGlobalData: vi.fn() } } as never);
    await expect(contentLoaded({ examples: 'missing.json' })).rejects.toThrow(`Cannot read the reader examples ${path.join(siteDir, 'missing.json')}`);
    await writeFile(path.join(siteDir, 'examples.json'), JSON.stringify({ queries: [] }));
    await expect(contentLoaded({ examples: 'examples.json' })).rejects.toThrow(`${path.join(siteDir, 'examples.json')} has no "examples" list`);
    await writeFile(path.join(siteDir, 'examples.json'), JSON.stringify({ examples: [{ query: 'plain', answers: ['plain'] }] }));
    await expect(contentLoaded({ examples: 'examples.json' })).rejects.toThrow(`${path.join(siteDir, 'examples.json')}: example 1 is not`);
    expect(() => searchIndexPlugin(context, { examples: 3 })).toThrow(/Invalid options/);
    // The old name of the option is refused by name, not ignored.
    expect(() => searchIndexPlugin(context, { readerQueries: 'examples.json' })).toThrow(/readerQueries/);
  });

  it('serves that folder at the base URL from the dev server, for the client only', async () => {
    const { context } = await makeSite();
    const plugin = searchIndexPlugin(context);
    const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => unknown;
    expect(configure({}, true)).toBeUndefined();
    expect(configure({}, false)).toEqual({
      devServer: {
        static: [{ directory: path.join(context.generatedFilesDir, 'vx-search-index'), publicPath: '/docs/', watch: false }],
      },
    });
  });

  it('copies the files into the build after checking every anchor against the HTML', async () => {
    const { context, allContent } = await makeSite();
    const plugin = searchIndexPlugin(context);
    const data = await load(plugin, allContent);
    const outDir = await mkdtemp(path.join(tmpdir(), 'vx-build-'));
    await writeFile(path.join(outDir, 'plain.html'), '<h1>Plain</h1>');
    const anchors = ['configure', 'client-options', 'options', 'connect-now', 'install-the-toolkit', 'start-the-relay', 'inside-a-callout'];
    await writeFile(path.join(outDir, 'guide.html'), anchors.map((id) => `<h2 id=${id}>`).join(''));
    const postBuild = plugin.postBuild as unknown as (props: { outDir: string }) => Promise<void>;

    // configure-1 is missing from the rendered page.
    await expect(postBuild({ outDir })).rejects.toThrow(/guide\.mdx: anchor #configure-1 is not an element id in guide\.html/);

    await writeFile(path.join(outDir, 'guide.html'), [...anchors, 'configure-1'].map((id) => `<h2 id=${id}>`).join(''));
    await postBuild({ outDir });
    const written = (await readdir(path.join(outDir, '.search'))).sort();
    expect(written).toEqual((await readdir(path.join(context.generatedFilesDir, 'vx-search-index', '.search'))).sort());
    expect(written).toEqual(expect.arrayContaining([path.basename(data.indexes.current.indexFile), path.basename(data.indexes.current.textsFile)]));
    expect(written.filter((name) => name.startsWith('terms-')).length).toBeGreaterThan(0);
    expect(written.filter((name) => name.startsWith('documents-')).length).toBeGreaterThan(0);
  });

  it('fails the content load, naming the file, when a listed page cannot be read or parsed', async () => {
    const { siteDir, context, allContent } = await makeSite();
    await writeFile(path.join(siteDir, 'docs/plain.md'), 'An unclosed <Element> breaks MDX.\n');
    await expect(searchIndexPlugin(context).allContentLoaded!({ allContent, actions: { setGlobalData: vi.fn() } } as never)).rejects.toThrow(
      `Cannot parse ${path.join(siteDir, 'docs/plain.md')}`,
    );
    const missing = { ...allContent };
    missing[DOCS_PLUGIN] = { default: { loadedVersions: [{ docs: [{ title: 'Gone', permalink: '/docs/gone', source: '@site/docs/gone.md', frontMatter: {} }] }] } };
    await expect(searchIndexPlugin(context).allContentLoaded!({ allContent: missing, actions: { setGlobalData: vi.fn() } } as never)).rejects.toThrow(
      `Cannot read ${path.join(siteDir, 'docs/gone.md')}`,
    );
  });
});
