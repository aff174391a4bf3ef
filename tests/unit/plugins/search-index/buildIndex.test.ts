import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { MINISEARCH_OPTIONS, type SearchDocument, type SearchDocumentFields } from '../../../../src/search/contract';
import { normalizePhraseText } from '../../../../src/search/analysis';
import { DOCUMENT_FILE_BYTES, DOCUMENT_FILES_AT_LEAST, TERM_SHARD_BYTES, decodePostings, termShardKey, type SearchIndexCore } from '../../../../src/search/format';
import { EXACT } from '../../../../src/search/engine';
import { rankResults } from '../../../../src/search/loadIndex';
import {
  alikePagesTogether,
  buildIndex,
  contentHash,
  documentEntry,
  documentGroups,
  shardTerms,
  toSearchDocuments,
  type SplitPage,
} from '../../../../plugins/search-index/buildIndex';
import { loadBuiltIndex } from '../../search/fixtureIndex';
import { splitSections } from '../../../../plugins/search-index/splitSections';
import { SITE_OPTIONS, fixturePath, pageFor, readFixture } from './helpers';

function splitPage(name: string, title: string, source = readFixture(name)): SplitPage {
  const page = pageFor(name, { title });
  return { filePath: page.filePath, permalink: page.permalink, documents: splitSections(source, page, SITE_OPTIONS) };
}

const pages = () => [splitPage('escaping.mdx', 'Escaping'), splitPage('guide.mdx', 'Create a client')];

const shown = ({ title, titles, href, html, isPage }: SearchDocument): SearchDocumentFields => ({ title, titles, href, html, isPage });

describe('toSearchDocuments', () => {
  it('numbers documents from 0, each page before its sections', () => {
    const documents = toSearchDocuments(pages());
    expect(documents.map((document) => document.id)).toEqual(documents.map((_, position) => position));
    expect(documents.filter((document) => document.isPage).map((document) => [document.id, document.href])).toEqual([
      [0, '/guides/escaping'],
      [2, '/guides/guide'],
    ]);
    expect(documents[1]).toMatchObject({ title: 'Hostile code', href: '/guides/escaping#hostile-code', isPage: false });
  });

  it('puts each page next to the page most like it, from the first one on', () => {
    const copy = (page: SplitPage, prefix: string): SplitPage => ({
      ...page,
      permalink: `${prefix}${page.permalink}`,
      documents: page.documents.map((document) => ({ ...document, href: `${prefix}${document.href}` })),
    });
    const [escaping, guide] = pages();
    const order = alikePagesTogether([escaping!, guide!, copy(escaping!, '/copy'), copy(guide!, '/copy')]).map((page) => page.permalink);
    expect(order).toEqual(['/guides/escaping', '/copy/guides/escaping', '/guides/guide', '/copy/guides/guide']);
    expect(toSearchDocuments([escaping!, guide!, copy(escaping!, '/copy')]).filter((document) => document.isPage).map((document) => document.href)).toEqual([
      '/guides/escaping',
      '/copy/guides/escaping',
      '/guides/guide',
    ]);
  });

  it('fails, naming the file, when a page produced no page document', () => {
    const broken: SplitPage = { ...splitPage('guide.mdx', 'Guide'), documents: [] };
    expect(() => toSearchDocuments([broken])).toThrow(`${fixturePath('guide.mdx')} (/guides/guide) produced no page document`);
    const headless = { ...splitPage('guide.mdx', 'Guide') };
    headless.documents = headless.documents.slice(1);
    expect(() => toSearchDocuments([headless])).toThrow(fixturePath('guide.mdx'));
  });
});

describe('toSearchDocuments parents', () => {
  it('gives each section the id of the heading it sits under, or of its page', () => {
    const documents = toSearchDocuments(pages());
    for (const document of documents) {
      if (document.isPage) {
        expect(document.parent).toBeUndefined();
        continue;
      }
      const parent = documents[document.parent!]!;
      expect(parent.id).toBeLessThan(document.id);
      // The parent is the last of the section's parent titles (or its page).
      expect(parent.title).toBe(document.titles.at(-1));
      expect(parent.href.split('#')[0]).toBe(document.href.split('#')[0]);
    }
  });
});

describe('buildIndex', () => {
  it('writes an index file in MiniSearch\'s own shape, with the documents and no terms', () => {
    const documents = toSearchDocuments(pages());
    const core = JSON.parse(buildIndex(documents).indexJson) as SearchIndexCore;
    expect(core).toMatchObject({ documentCount: documents.length, serializationVersion: 2, index: [] });
    expect(MiniSearch.loadJS(core as never, MINISEARCH_OPTIONS).documentCount).toBe(documents.length);
    // Only pages keep stored fields; every document keeps its parent and field lengths.
    const stored = core.storedFields as Record<string, object>;
    expect(Object.keys(stored).map(Number)).toEqual(documents.filter((document) => document.isPage).map((document) => document.id));
    expect(stored[String(documents[0]!.id)]).toMatchObject({ title: documents[0]!.title, href: documents[0]!.href });
    expect(core.parents).toEqual(documents.map((document) => (document.isPage ? 0 : document.id - document.parent!)));
    expect(core.lengths).toHaveLength(documents.length * 3);
    expect(core.documentIds).toEqual({});
  });

  it('writes sections in document files: the excerpt, the heading, and the anchor only when the heading does not give it', () => {
    const documents = toSearchDocuments(pages());
    const built = buildIndex(documents);
    const entries = built.files
      .filter((file) => file.name.startsWith('documents-'))
      .flatMap((file) => {
        const { from, documents: list } = JSON.parse(file.json) as { from: number; documents: string[][] };
        return list.map((entry, offset) => [from + offset, entry] as const);
      });
    expect(entries.map(([id]) => id)).toEqual(documents.map((document) => document.id));
    const byId = new Map(entries);
    const section = documents.find((document) => document.href === '/guides/guide#client-options')!;
    expect(byId.get(section.id)).toEqual([section.html, section.title, '#client-options']);
    // "Hostile code" gives #hostile-code: the browser derives it again.
    const derived = documents.find((document) => document.href === '/guides/escaping#hostile-code')!;
    expect(byId.get(derived.id)).toEqual([derived.html, 'Hostile code']);
    expect(byId.get(documents[0]!.id)).toEqual([documents[0]!.html]);
  });

  it('round trip: loaded as the browser loads it, a query returns each result as the document was', () => {
    const documents = toSearchDocuments(pages());
    const index = loadBuiltIndex(buildIndex(documents));
    expect(index.documentCount).toBe(documents.length);
    for (const document of documents) expect(index.fields(document.id)).toEqual(shown(document));

    const [hit] = rankResults(index, 'connect ping');
    const options = documents.find((document) => document.href === '/guides/guide#client-options')!;
    expect(hit?.id).toBe(options.id);
    // Cut at EXCERPT_LENGTH visible characters, on a word boundary, with the tag closed.
    expect(hit?.html).toBe('Option Meaning <code>timeout</code> Seconds to wait for the relay client.ts <code>const client = await Lantern.connect(config);</code>…');

    // A page-level hit (the image alt is only in the page's own text).
    const [page] = rankResults(index, 'diagram');
    expect(page).toMatchObject({ ...shown(documents[2]!), isPage: true, title: 'Create a client', titles: [] });
  });

  it("indexes a page's keywords in its `titles`, where ranking reads them as what the page is about, without storing them", () => {
    const withKeywords = (): SplitPage[] => {
      const [escaping, guide] = pages();
      guide!.documents[0] = { ...guide!.documents[0]!, keywords: ['bootstrap', 'handshake'] };
      return [escaping!, guide!];
    };
    const documents = toSearchDocuments(withKeywords());
    const built = buildIndex(documents);
    const index = loadBuiltIndex(built);
    const guidePage = documents.find((document) => document.href === '/guides/guide')!;
    expect(index.lookup('handshake', EXACT).map((hit) => [hit.id, hit.match])).toEqual([[guidePage.id, { handshake: ['titles'] }]]);
    // The reader's result is unchanged: a page still shows no parent titles.
    expect(index.fields(guidePage.id)).toEqual(shown(guidePage));
    expect(built.indexJson).not.toContain('handshake');
    expect(rankResults(index, 'bootstrap')[0]).toMatchObject({ href: '/guides/guide', isPage: true });
  });

  it("indexes a section's keywords after its parent headings in its `titles`, without storing them", () => {
    const [escaping, guide] = pages();
    const at = guide!.documents.findIndex((document) => !document.isPage);
    guide!.documents[at] = { ...guide!.documents[at]!, keywords: ['bootstrap step'] };
    const documents = toSearchDocuments([escaping!, guide!]);
    const built = buildIndex(documents);
    const index = loadBuiltIndex(built);
    const tagged = documents.find((document) => document.keywords)!;
    expect(index.lookup('bootstrap', EXACT).map((hit) => [hit.id, hit.match])).toEqual([[tagged.id, { bootstrap: ['titles'] }]]);
    // Its parent headings (the page title "Create a client") are still matched there, and the reader still sees only them.
    expect(index.lookup('client', EXACT).find((hit) => hit.id === tagged.id)?.match.client).toContain('titles');
    expect(index.fields(tagged.id)).toEqual(shown(tagged));
    expect(built.indexJson).not.toContain('bootstrap');
  });

  it("writes each term's postings compactly, and they read back to MiniSearch's own", () => {
    const documents = toSearchDocuments(pages());
    const built = buildIndex(documents);
    const miniSearch = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
    miniSearch.addAll(documents);
    const serialized = JSON.parse(JSON.stringify(miniSearch)) as { index: Array<[string, unknown]> };
    const written = built.files
      .filter((file) => file.name.startsWith('terms-'))
      .flatMap((file) => (JSON.parse(file.json) as { postings: Array<[string, ...string[]]> }).postings.map(decodePostings))
      // Decoded as MiniSearch holds terms in memory; its serialized form spells the same as objects.
      .map(([term, data]) => [term, Object.fromEntries([...data].map(([field, postings]) => [field, Object.fromEntries(postings)]))]);
    expect(written).toEqual([...serialized.index].sort(([a], [b]) => (a < b ? -1 : 1)));
  });

  it('indexes nothing the reader does not see', () => {
    const index = loadBuiltIndex(buildIndex(toSearchDocuments(pages())));
    for (const hidden of ['waffle', 'relayhost', 'sidebar_position', 'writers', 'highlight']) {
      expect(index.lookup(hidden, EXACT), hidden).toEqual([]);
    }
    expect(rankResults(index, 'installer')[0]).toMatchObject({ href: '/guides/guide#install-the-toolkit' });
  });

  it('cuts the terms into files of whole keys (two characters), in order, each near the size limit', () => {
    const entries = Array.from({ length: 3000 }, (_, n): [string, unknown] => [`${'abcdefghij'[n % 10]}term${n}`, { 2: { [n]: 1 } }]);
    const shards = shardTerms(entries);
    expect(shards.flat()).toHaveLength(entries.length);
    const keys = shards.map((shard) => new Set(shard.map(([term]) => termShardKey(term))));
    // No key is split between two files, and files follow each other in order.
    keys.forEach((set, n) => keys.slice(n + 1).forEach((later) => [...set].forEach((key) => expect(later.has(key)).toBe(false))));
    for (const shard of shards) {
      const terms = shard.map(([term]) => term);
      expect(terms).toEqual([...terms].sort());
      expect(JSON.stringify(shard).length).toBeLessThan(TERM_SHARD_BYTES * 2);
    }
    expect(shards.length).toBeGreaterThan(1);
  });

  it('groups documents by whole pages, in id order', () => {
    const documents = toSearchDocuments(pages());
    const groups = documentGroups(documents);
    expect(groups.flat().map((document) => document.id)).toEqual(documents.map((document) => document.id));
    for (const group of groups) expect(group[0]!.isPage).toBe(true);
  });

  it('lists every term in the lexicon file of its first character, sorted', () => {
    const built = buildIndex(toSearchDocuments(pages()));
    const core = JSON.parse(built.indexJson) as SearchIndexCore;
    const files = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
    const termFiles = built.files.filter((file) => file.name.startsWith('terms-')).map((file) => JSON.parse(file.json) as { postings: [string][] });
    const allTerms = termFiles.flatMap((file) => file.postings.map(([term]) => term)).sort();
    const listed = core.lexicons.flatMap(({ first, file }) => {
      const { terms } = files.get(file) as { terms: string[] };
      expect(terms).toEqual([...terms].sort());
      for (const term of terms) expect(Array.from(term)[0]).toBe(first);
      return terms;
    });
    expect(listed.sort()).toEqual(allTerms);
    expect(new Set(core.lexicons.map(({ first }) => first)).size).toBe(core.lexicons.length);
  });

  it('makes document files larger, by the square root, once the docs outgrow DOCUMENT_FILES_AT_LEAST files', () => {
    const pagesOf = (count: number): SearchDocument[] =>
      Array.from({ length: count }, (_, id) => ({
        id,
        title: `Page ${id}`,
        titles: [],
        text: '',
        href: `/page-${id}`,
        html: 'x'.repeat(990),
        isPage: true,
      }));
    const largestFile = (documents: SearchDocument[]) =>
      Math.max(...documentGroups(documents).map((group) => JSON.stringify(group.map(documentEntry)).length));
    const pageBytes = JSON.stringify([documentEntry(pagesOf(1)[0]!)]).length;
    const smallDocs = Math.floor((DOCUMENT_FILES_AT_LEAST * DOCUMENT_FILE_BYTES) / pageBytes);
    expect(largestFile(pagesOf(smallDocs))).toBeLessThanOrEqual(DOCUMENT_FILE_BYTES);
    // Four times the data: files about twice the size.
    const largest = largestFile(pagesOf(smallDocs * 4));
    expect(largest).toBeGreaterThan(1.8 * DOCUMENT_FILE_BYTES);
    expect(largest).toBeLessThanOrEqual(2 * DOCUMENT_FILE_BYTES + pageBytes);
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
    // Term, lexicon and document files are named by their own content.
    for (const file of first.files) expect(file.name).toMatch(/^(terms|lexicon|documents)-[0-9a-f]{10}\.json$/);
    expect(new Set(first.files.map((file) => file.name)).size).toBe(first.files.length);

    const edited = readFixture('guide.mdx').replace('once per machine', 'once per laptop');
    const changed = buildIndex(toSearchDocuments([splitPage('escaping.mdx', 'Escaping'), splitPage('guide.mdx', 'Create a client', edited)]));
    expect(changed.hash).not.toBe(first.hash);
    // Only the texts file differs? Still a new name.
    expect(contentHash(first.indexJson, first.textsJson + ' ')).not.toBe(first.hash);
  });
});
