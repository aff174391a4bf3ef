import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  MINISEARCH_OPTIONS,
  SEARCH_OPTIONS,
  normalizePhraseText,
  type SearchDocument,
  type StoredSearchFields,
} from '../../../../src/search/options';
import { buildIndex, contentHash, toSearchDocuments, type SplitPage } from '../../../../plugins/search-index/buildIndex';
import { splitSections } from '../../../../plugins/search-index/splitSections';
import { SITE_OPTIONS, fixturePath, pageFor, readFixture } from './helpers';

function splitPage(name: string, title: string, source = readFixture(name)): SplitPage {
  const page = pageFor(name, { title });
  return { filePath: page.filePath, permalink: page.permalink, documents: splitSections(source, page, SITE_OPTIONS) };
}

const pages = () => [splitPage('escaping.mdx', 'Escaping'), splitPage('guide.mdx', 'Create a client')];

const stored = ({ title, titles, href, html, isPage }: SearchDocument): StoredSearchFields => ({ title, titles, href, html, isPage });

describe('toSearchDocuments', () => {
  it('numbers documents from 0, each page before its sections, in the given page order', () => {
    const documents = toSearchDocuments(pages());
    expect(documents.map((document) => document.id)).toEqual(documents.map((_, position) => position));
    expect(documents.filter((document) => document.isPage).map((document) => [document.id, document.href])).toEqual([
      [0, '/guides/escaping'],
      [2, '/guides/guide'],
    ]);
    expect(documents[1]).toMatchObject({ title: 'Hostile code', href: '/guides/escaping#hostile-code', isPage: false });
  });

  it('fails, naming the file, when a page produced no page document', () => {
    const broken: SplitPage = { ...splitPage('guide.mdx', 'Guide'), documents: [] };
    expect(() => toSearchDocuments([broken])).toThrow(`${fixturePath('guide.mdx')} (/guides/guide) produced no page document`);
    const headless = { ...splitPage('guide.mdx', 'Guide') };
    headless.documents = headless.documents.slice(1);
    expect(() => toSearchDocuments([headless])).toThrow(fixturePath('guide.mdx'));
  });
});

describe('buildIndex', () => {
  it('round trip: the JSON loads with the shared options and a query returns the stored fields exactly', () => {
    const documents = toSearchDocuments(pages());
    const { indexJson } = buildIndex(documents);
    const index = MiniSearch.loadJSON<SearchDocument>(indexJson, MINISEARCH_OPTIONS);
    expect(index.documentCount).toBe(documents.length);

    const [hit] = index.search('connect ping', SEARCH_OPTIONS);
    const options = documents.find((document) => document.href === '/guides/guide#client-options')!;
    expect(hit.id).toBe(options.id);
    const { title, titles, href, html, isPage } = hit;
    expect({ title, titles, href, html, isPage }).toEqual(stored(options));
    // Cut at EXCERPT_LENGTH visible characters, on a word boundary, with the tag closed.
    expect(html).toBe('Option Meaning <code>timeout</code> Seconds to wait for the relay client.ts <code>const client = await Lantern.connect(config);</code>…');

    // A page-level hit (the image alt is only in the page's own text).
    const [page] = index.search('diagram', SEARCH_OPTIONS);
    expect(page).toMatchObject({ ...stored(documents[2]), isPage: true, title: 'Create a client', titles: [] });
  });

  it('indexes nothing the reader does not see', () => {
    const index = MiniSearch.loadJSON<SearchDocument>(buildIndex(toSearchDocuments(pages())).indexJson, MINISEARCH_OPTIONS);
    for (const hidden of ['Waffle', 'relayHost', 'sidebar_position', 'Writers', 'highlight']) {
      expect(index.search(hidden, { ...SEARCH_OPTIONS, fuzzy: false, prefix: false })).toEqual([]);
    }
    expect(index.search('installer', SEARCH_OPTIONS)[0]).toMatchObject({ href: '/guides/guide#install-the-toolkit' });
  });

  it('writes texts by id: the normalized title and text, without parent titles', () => {
    const documents = toSearchDocuments(pages());
    const texts = JSON.parse(buildIndex(documents).textsJson) as string[];
    expect(texts).toHaveLength(documents.length);
    const install = documents.find((document) => document.href.endsWith('#install-the-toolkit'))!;
    expect(texts[install.id]).toBe('install the toolkit run the installer once per machine.');
    expect(texts[0]).toBe(normalizePhraseText(`Escaping ${documents[0].text}`));
    expect(texts[install.id]).not.toContain('connect now');
  });

  it('counts pages and sections, and refuses ids that are not positions', () => {
    const documents = toSearchDocuments(pages());
    expect(buildIndex(documents)).toMatchObject({ pageCount: 2, sectionCount: documents.length - 2 });
    expect(() => buildIndex([{ ...documents[0], id: 5 }])).toThrow(/ids must run from 0/);
  });

  it('hashes the content: stable for the same pages, new for any change', () => {
    const first = buildIndex(toSearchDocuments(pages()));
    expect(first.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(buildIndex(toSearchDocuments(pages())).hash).toBe(first.hash);
    expect(buildIndex(toSearchDocuments(pages())).indexJson).toBe(first.indexJson);

    const edited = readFixture('guide.mdx').replace('once per machine', 'once per laptop');
    const changed = buildIndex(toSearchDocuments([splitPage('escaping.mdx', 'Escaping'), splitPage('guide.mdx', 'Create a client', edited)]));
    expect(changed.hash).not.toBe(first.hash);
    // Only the texts file differs? Still a new name.
    expect(contentHash(first.indexJson, first.textsJson + ' ')).not.toBe(first.hash);
  });
});
