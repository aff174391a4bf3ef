import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT, termIndex, type SearchEngine, type TermLookup } from '@site/src/search/engine';
import { addLexicon, addTermShard, expandManifest, parseSearchIndex, queryNeeds, rankResults } from '@site/src/search/loadIndex';
import { MINISEARCH_OPTIONS, SEARCH_OPTIONS, type SearchDocument } from '@site/src/search/contract';
import { decodePostings, type TermShardFile } from '@site/src/search/format';
import type { BuiltIndex } from '@site/plugins/search-index/buildIndex';
import { buildDocsIndex } from './docsIndex';
import { buildFixtureIndex, loadBuiltIndex, page, section } from './fixtureIndex';

const drafts = [
  page('/consent', 'Consent', 'Allow and deny contacts.'),
  section('/consent#allow', 'Allow', 'Allow a contact.', ['Consent']),
  section('/consent#allow-many', 'Many at once', 'Allow several contacts.', ['Consent', 'Allow']),
  page('/zebra', 'Zebra', 'Zebras and zeros.'),
];

describe('SearchEngine', () => {
  it('rebuilds each document\'s parent titles, href and page from what the index stores', () => {
    const { index, documents } = buildFixtureIndex(drafts);
    expect(index.fields(2)).toMatchObject({ title: 'Many at once', titles: ['Consent', 'Allow'], href: '/consent#allow-many', isPage: false });
    expect(documents.map((document) => index.pageOf(document.id))).toEqual([0, 0, 0, 3]);
    expect(index.pages().map((entry) => entry.href)).toEqual(['/consent', '/zebra']);
  });

  it('looks a term up only in its own term file, so results never depend on what else was loaded', () => {
    const { index, built } = buildFixtureIndex(drafts);
    const consentFile = index.shards[index.shardOf('consent')]!;
    const zebraFile = index.shards[index.shardOf('zebra')]!;
    const fresh = parseSearchIndex(JSON.parse(built.indexJson));
    fresh.addShard(index.shardOf('consent'), JSON.parse(built.files.find((file) => file.name === consentFile.file)!.json));
    expect(fresh.lookup('contact', EXACT).map((hit) => hit.id)).toEqual(index.lookup('contact', EXACT).map((hit) => hit.id));
    if (consentFile !== zebraFile) expect(fresh.lookup('zebra', EXACT)).toEqual([]);
  });

  it('lists the terms with a prefix, and knows the terms it has', () => {
    const { index } = buildFixtureIndex(drafts);
    expect(index.termsWithPrefix('allo')).toEqual(['allow']);
    expect(index.termsWithPrefix('con')).toEqual(['consent', 'contact', 'contacts']);
    expect(index.hasTerm('contacts')).toBe(true);
    expect(index.hasTerm('contac')).toBe(false);
  });

  it('shows an excerpt once its document file is loaded, and a section only then', () => {
    const { index, built } = buildFixtureIndex([{ ...drafts[0]!, html: 'Allow and deny contacts.' }, ...drafts.slice(1)]);
    expect(index.fields(0)?.html).toBe('Allow and deny contacts.');
    const fresh = parseSearchIndex(JSON.parse(built.indexJson));
    // A page's title and path are in the index file; its excerpt and its sections are not.
    expect(fresh.fields(0)).toMatchObject({ title: index.fields(0)!.title, href: index.fields(0)!.href, html: '' });
    expect(fresh.fields(2)).toBeUndefined();
    expect(fresh.hasDocuments(fresh.documentFileOf(0))).toBe(false);
    expect(fresh.pageOf(2)).toBe(index.pageOf(2));
  });
});

describe('SearchEngine over term files of two-character keys (this site\'s docs)', () => {
  let built: BuiltIndex;
  let engine: SearchEngine;
  /**
   * The terms of one first character in one MiniSearch, as if they were never split: what a lookup must
   * give (fuzzy matching never changes a word's first letter: a misspelt first letter is a swap, match.ts).
   */
  const wholeLetter = new Map<string, MiniSearch<SearchDocument>>();
  let postings: TermShardFile['postings'];

  beforeAll(async () => {
    built = (await buildDocsIndex()).built;
    engine = loadBuiltIndex(built);
    postings = built.files.flatMap((file) => (file.name.startsWith('terms-') ? (JSON.parse(file.json) as TermShardFile).postings : []));
  }, 60_000);

  function wholeIndexOf(letter: string): MiniSearch<SearchDocument> {
    let index = wholeLetter.get(letter);
    if (!index) {
      const core = expandManifest(JSON.parse(built.indexJson));
      const documents = MiniSearch.loadJS(core as unknown as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
      index = termIndex(core, documents, postings.filter(([term]) => term.startsWith(letter)));
      wholeLetter.set(letter, index);
    }
    return index;
  }

  const scores = (hits: Array<{ id: unknown; score: number }>) => new Map(hits.map((hit) => [hit.id, hit.score]));

  it("holds a term file's postings as MiniSearch's own loadJS does, so a lookup scores alike", () => {
    const core = expandManifest(JSON.parse(built.indexJson));
    const serialized = postings
      .filter(([term]) => term.startsWith('c'))
      .map(decodePostings)
      .map(([term, data]) => [term, Object.fromEntries([...data].map(([field, documents]) => [field, Object.fromEntries(documents)]))]);
    const viaLoadJS = MiniSearch.loadJS({ ...core, index: serialized } as unknown as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
    const options = { ...SEARCH_OPTIONS, combineWith: 'OR' as const, tokenize: (text: string) => [text], processTerm: (text: string) => text };
    const hits = (found: ReturnType<typeof viaLoadJS.search>) => found.map(({ id, score, terms, match }) => ({ id, score, terms, match }));
    for (const term of ['co', 'consent', 'conversaton']) {
      const expected = hits(viaLoadJS.search(term, options));
      expect(expected.length, term).toBeGreaterThan(0);
      expect(hits(wholeIndexOf('c').search(term, options))).toEqual(expected);
    }
  });

  it.each<[string, TermLookup]>([
    ['c', { prefix: true, fuzzy: false }],
    ['con', { prefix: true, fuzzy: false }],
    ['consnt', { prefix: false, fuzzy: SEARCH_OPTIONS.fuzzy }],
    ['cnsent', { prefix: true, fuzzy: SEARCH_OPTIONS.fuzzy }],
    ['consent', EXACT],
  ])('finds for "%s" what one undivided index of its first letter finds, with the same scores', (term, how) => {
    const expected = scores(wholeIndexOf(term[0]!).search(term, { ...SEARCH_OPTIONS, ...how, combineWith: 'OR', tokenize: (text) => [text], processTerm: (text) => text }));
    const found = scores(engine.lookup(term, how));
    expect(expected.size).toBeGreaterThan(0);
    expect([...found.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, score] of expected) expect(found.get(id)).toBeCloseTo(score, 9);
  });

  it('reads one file for a word and every file of its first character for one letter', () => {
    const cFiles = engine.shardsOfPrefix('c');
    expect(cFiles.length).toBeGreaterThan(1);
    expect(engine.shardsOfPrefix('co')).toEqual([engine.shardOf('consent')]);
    expect(cFiles).toContain(engine.shardOf('consent'));
    expect(cFiles).toContain(engine.shardOf('client'));
    expect(engine.termsWithPrefix('c').length).toBeGreaterThan(engine.termsWithPrefix('co').length);
  });

  it('has a query fetch its words\' files, and for a misspelt word its first character\'s lexicon, then only the files of the terms close to it', () => {
    const fresh = parseSearchIndex(JSON.parse(built.indexJson));
    const byName = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
    const consent = fresh.shardOf('consent');
    const known = queryNeeds(fresh, 'consent state');
    expect(known.shards).toEqual(expect.arrayContaining([consent, fresh.shardOf('state')]));
    expect(known.lexicons).toEqual([]);
    // A word pages use is looked up as written: one "c" file, not all of them.
    expect(known.shards.filter((shard) => fresh.shardsOfPrefix('c').includes(shard))).toEqual([consent]);
    const misspelt = queryNeeds(fresh, 'cnsent list');
    expect(misspelt.shards).toContain(fresh.shardOf('cnsent'));
    expect(misspelt.shards).not.toContain(consent);
    expect(misspelt.lexicons).toEqual([]);
    for (const shard of misspelt.shards) addTermShard(fresh, shard, byName.get(fresh.shards[shard]!.file));
    // "cnsent" is in no file: now the "c" lexicon is needed, to tell its fixes.
    const lexicon = fresh.lexiconOf('cnsent')!;
    expect(fresh.lexicons[lexicon]!.first).toBe('c');
    expect(queryNeeds(fresh, 'cnsent list').lexicons).toEqual([lexicon]);
    expect(fresh.fuzzyCandidates('cnsent')).toBeUndefined();
    addLexicon(fresh, lexicon, byName.get(fresh.lexicons[lexicon]!.file));
    // Then the files of the terms one edit away ("consent"), not every "c" file.
    expect(fresh.fuzzyCandidates('cnsent')).toContain('consent');
    const fixFiles = queryNeeds(fresh, 'cnsent list').shards;
    expect(fixFiles).toContain(consent);
    const cFiles = fresh.shardsOfPrefix('c');
    expect(cFiles.filter((shard) => !fresh.isLoaded(shard) && !fixFiles.includes(shard)).length).toBeGreaterThan(0);
    for (const shard of fixFiles) addTermShard(fresh, shard, byName.get(fresh.shards[shard]!.file));
    // Ranked with only those, the fix is found as with every "c" file in.
    const everyFile = parseSearchIndex(JSON.parse(built.indexJson));
    for (const [shard, { file }] of everyFile.shards.entries()) addTermShard(everyFile, shard, byName.get(file));
    for (const [lexicon, { file }] of everyFile.lexicons.entries()) addLexicon(everyFile, lexicon, byName.get(file));
    expect(rankResults(fresh, 'cnsent list').map((result) => result.id)).toEqual(rankResults(everyFile, 'cnsent list').map((result) => result.id));
  });
});
