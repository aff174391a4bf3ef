import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_INDEX_TIMEOUT_MS,
  SearchIndexError,
  addDocuments,
  addTermShard,
  answerQuery,
  documentFilesNeeded,
  indexFileUrl,
  loadForQuery,
  loadPhraseTexts,
  loadSearchIndex,
  parseSearchIndex,
  parseTermShard,
  rankResults,
} from '@site/src/search/loadIndex';
import { rankDocuments } from '@site/src/search/rank';
import { buildFixtureIndex, page, section } from './fixtureIndex';

const fixture = () =>
  buildFixtureIndex([
    page('/a', 'Consent', 'Allow contacts.'),
    section('/a#deny', 'Deny a contact', 'Block someone.', ['Consent']),
    { ...page('/b', 'Streams', 'Stream messages as they arrive.'), html: 'Stream messages as they arrive.' },
  ]);
const serialized = () => JSON.parse(fixture().built.indexJson);

function respond(body: unknown, status = 200) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

/** A fetch that serves the fixture's files under /.search/ and records what was asked. */
function serveFixture(built = fixture().built, { broken }: { broken?: (name: string) => Response | undefined } = {}) {
  const files = new Map(built.files.map((file): [string, string] => [file.name, file.json]));
  const asked: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    asked.push(name);
    const body = name.startsWith('index-') ? built.indexJson : files.get(name);
    return broken?.(name) ?? (body === undefined ? respond('missing', 404) : respond(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('parseSearchIndex', () => {
  it('loads the index file the build writes: documents and pages, no terms or sections yet', () => {
    const engine = parseSearchIndex(serialized());
    expect(engine.documentCount).toBe(3);
    expect(engine.pageOf(1)).toBe(0);
    // A section's heading is in its document file.
    expect(engine.fields(1)).toBeUndefined();
    expect(engine.pages().map(({ href }) => href)).toEqual(['/a', '/b']);
    // No term file is loaded, so nothing matches yet.
    expect(rankResults(engine, 'consent')).toEqual([]);
  });

  it('names an incompatible serialization version', () => {
    const error = (() => {
      try {
        parseSearchIndex({ ...serialized(), serializationVersion: 3 });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(SearchIndexError);
    expect(error).toMatchObject({ problem: 'incompatible', message: expect.stringMatching(/incompatible version/) });
  });

  it('rejects what is not an index, or an index without its file tables', () => {
    expect(() => parseSearchIndex([1, 2])).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => parseSearchIndex({ serializationVersion: 2 })).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => parseSearchIndex({ ...serialized(), shards: [] })).toThrow(expect.objectContaining({ problem: 'malformed' }));
    const outside = { ...serialized(), documentFiles: [{ from: 0, file: '../../secrets.json' }] };
    expect(() => parseSearchIndex(outside)).toThrow(expect.objectContaining({ problem: 'malformed' }));
    // Parents and lengths must be there, one (lengths: one per field) for each document.
    expect(() => parseSearchIndex({ ...serialized(), parents: [0, 1] })).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => parseSearchIndex({ ...serialized(), lengths: 'x' })).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => parseSearchIndex({ ...serialized(), documentFiles: undefined })).toThrow(expect.objectContaining({ problem: 'malformed' }));
  });
});

describe('loadSearchIndex', () => {
  it('fetches once and caches', async () => {
    const { fetchMock } = serveFixture();
    const first = await loadSearchIndex('/.search/index-x.json');
    const second = await loadSearchIndex('/.search/index-x.json');
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/.search/index-x.json');
  });

  it('forgets a failed load so a retry fetches again', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(respond('gone', 404)).mockResolvedValueOnce(respond(serialized()));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadSearchIndex('/.search/index-retry.json')).rejects.toMatchObject({ problem: 'unreachable' });
    await expect(loadSearchIndex('/.search/index-retry.json')).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure and invalid JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(respond('{not json')));
    await expect(loadSearchIndex('/.search/index-offline.json')).rejects.toMatchObject({ problem: 'unreachable' });
    await expect(loadSearchIndex('/.search/index-offline.json')).rejects.toMatchObject({ problem: 'malformed' });
  });
});

describe('loadForQuery', () => {
  it('fetches the term files of the words, then the document files of the results, and no others', async () => {
    const { built } = fixture();
    const { asked } = serveFixture(built);
    const engine = await loadSearchIndex('/docs/.search/index-x.json');
    expect(answerQuery(engine, 'stream').needs?.shards.length).toBeGreaterThan(0);

    await loadForQuery(engine, '/docs/.search/index-x.json', 'stream');
    const answer = answerQuery(engine, 'stream');
    expect(answer.results?.[0]).toMatchObject({ href: '/b', html: 'Stream messages as they arrive.' });
    const sFile = engine.shards[engine.shardOf('stream')]!.file;
    expect(asked).toContain(sFile);
    // Only the file of words starting with "s", and the document file of the one result.
    expect(asked.filter((name) => name.startsWith('terms-'))).toEqual([sFile]);
    expect(asked.filter((name) => name.startsWith('documents-'))).toEqual([engine.documentFiles[engine.documentFileOf(2)]!.file]);

    // Asked again, nothing new is fetched.
    const before = asked.length;
    await loadForQuery(engine, '/docs/.search/index-x.json', 'streams');
    expect(asked).toHaveLength(before);
  });

  it('also fetches the file a swapped-letter fix lives in', async () => {
    serveFixture();
    const engine = await loadSearchIndex('/.search/index-swap.json');
    // "tsream" is in no page; "stream" is, and its terms are in another file.
    await loadForQuery(engine, '/.search/index-swap.json', 'tsream');
    expect(answerQuery(engine, 'tsream').results?.[0]?.href).toBe('/b');
  });

  it('reports a missing or damaged term file, and fetches it again on retry', async () => {
    let fail = true;
    serveFixture(fixture().built, { broken: (name) => (fail && name.startsWith('terms-') ? respond('{"index": 7}') : undefined) });
    const engine = await loadSearchIndex('/broken/.search/index-broken.json');
    await expect(loadForQuery(engine, '/broken/.search/index-broken.json', 'consent')).rejects.toMatchObject({ problem: 'malformed' });
    fail = false;
    await loadForQuery(engine, '/broken/.search/index-broken.json', 'consent');
    expect(answerQuery(engine, 'consent').results?.[0]?.href).toBe('/a');
  });

  it('refuses a term file whose postings or reader hints it cannot read, naming the file', () => {
    const built = fixture().built;
    const engine = parseSearchIndex(JSON.parse(built.indexJson));
    const file = engine.shards[0]!.file;
    const good = JSON.parse(built.files.find((entry) => entry.name === file)!.json);
    const damaged = { ...good, postings: [[good.postings[0][0], '2:1 oops']] };
    expect(() => addTermShard(engine, 0, damaged)).toThrow(expect.objectContaining({ problem: 'malformed', message: expect.stringContaining(file) }));
    expect(() => parseTermShard({ ...good, readerHints: [['kick', 2, [['x', 1]]]] }, file)).toThrow(
      expect.objectContaining({ problem: 'malformed', message: expect.stringContaining('reader hints') }),
    );
    addTermShard(engine, 0, good);
    expect(engine.isLoaded(0)).toBe(true);
  });

  it('reports a missing or damaged document file, and fetches it again on retry', async () => {
    let fail: 'missing' | 'damaged' | undefined = 'missing';
    serveFixture(fixture().built, {
      broken: (name) => {
        if (!name.startsWith('documents-') || !fail) return undefined;
        return fail === 'missing' ? respond('gone', 404) : respond({ from: 0, documents: [[7]] });
      },
    });
    const engine = await loadSearchIndex('/docs-broken/.search/index-x.json');
    await expect(loadForQuery(engine, '/docs-broken/.search/index-x.json', 'stream')).rejects.toMatchObject({
      problem: 'unreachable',
      message: expect.stringContaining('documents-'),
    });
    fail = 'damaged';
    await expect(loadForQuery(engine, '/docs-broken/.search/index-x.json', 'stream')).rejects.toMatchObject({
      problem: 'malformed',
      message: expect.stringMatching(/Document file documents-\w+\.json is not a list of documents/),
    });
    // The term file came in; only the results wait for their document file.
    expect(answerQuery(engine, 'stream').needs?.documents.length).toBe(1);
    fail = undefined;
    await loadForQuery(engine, '/docs-broken/.search/index-x.json', 'stream');
    expect(answerQuery(engine, 'stream').results?.[0]).toMatchObject({ href: '/b', html: 'Stream messages as they arrive.' });
  });

  it('refuses a document file that does not start where the index file says', () => {
    const built = fixture().built;
    const engine = parseSearchIndex(JSON.parse(built.indexJson));
    const good = JSON.parse(built.files.find((entry) => entry.name === engine.documentFiles[0]!.file)!.json);
    expect(() => addDocuments(engine, 0, { ...good, from: good.from + 1 })).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => addDocuments(engine, 99, good)).toThrow(expect.objectContaining({ problem: 'malformed' }));
    addDocuments(engine, 0, good);
    expect(engine.hasDocuments(0)).toBe(true);
  });

  it('puts the files next to the index file', () => {
    expect(indexFileUrl('/docs/.search/index-1.json', 'terms-2.json')).toBe('/docs/.search/terms-2.json');
  });
});

describe('loadPhraseTexts', () => {
  it('accepts a list of strings only', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(respond(['a b', 'c'])).mockResolvedValueOnce(respond({ 0: 'a' })));
    await expect(loadPhraseTexts('/.search/texts-ok.json')).resolves.toEqual(['a b', 'c']);
    await expect(loadPhraseTexts('/.search/texts-bad.json')).rejects.toMatchObject({ problem: 'malformed' });
  });
});

describe('loadSearchIndex against a server that falls back to HTML', () => {
  it('treats an HTML answer as a missing file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })));
    await expect(loadSearchIndex('/.search/index-stale.json')).rejects.toMatchObject({ problem: 'unreachable' });
  });
});

describe('loadSearchIndex on a server that never answers', () => {
  it('gives up after the timeout instead of loading forever', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    const load = loadSearchIndex('/.search/index-hang.json');
    const settled = expect(load).rejects.toMatchObject({ problem: 'unreachable' });
    await vi.advanceTimersByTimeAsync(SEARCH_INDEX_TIMEOUT_MS);
    await settled;
  });
});

describe('document files a result set needs', () => {
  /** Three pages with nested sections, in document files of about one page each. */
  const nested = () =>
    buildFixtureIndex([
      page('/a', 'Consent', 'Allow contacts.'),
      section('/a#deny', 'Deny', 'Block someone.', ['Consent']),
      section('/a#deny-many', 'Many at once', 'Block several people.', ['Consent', 'Deny']),
      page('/b', 'Streams', 'Stream messages.'),
      section('/b#errors', 'Errors', 'When a stream fails.', ['Streams']),
      page('/c', 'Push', 'Notify devices.'),
    ]);

  it('are those of the results and of the headings above them, never of their pages', () => {
    const { built } = nested();
    const engine = parseSearchIndex(JSON.parse(built.indexJson));
    // A section needs its own file and its parent heading's (whose title is its breadcrumb); a page, its own (its excerpt).
    expect(engine.documentFilesFor(2)).toEqual([...new Set([engine.documentFileOf(2), engine.documentFileOf(1)])]);
    expect(engine.documentFilesFor(0)).toEqual([engine.documentFileOf(0)]);
    const needed = documentFilesNeeded(engine, [2, 4].map((id) => ({ id, score: 1, terms: [] })));
    expect(needed).toEqual([...new Set([engine.documentFileOf(1), engine.documentFileOf(2), engine.documentFileOf(4)])].sort((a, b) => a - b));
    // Once loaded, nothing more is needed, and the results show in full.
    const byName = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
    for (const file of needed) addDocuments(engine, file, byName.get(engine.documentFiles[file]!.file));
    expect(documentFilesNeeded(engine, [{ id: 2, score: 1, terms: [] }])).toEqual([]);
    expect(engine.fields(2)).toMatchObject({ title: 'Many at once', titles: ['Consent', 'Deny'], href: '/a#deny-many' });
  });

  it('splits documents into several files when the pages are larger than one file', () => {
    const long = (n: number) => `${'word '.repeat(400)}${n}`;
    const { built, index } = buildFixtureIndex(
      [0, 1, 2, 3].flatMap((n) => [{ ...page(`/p${n}`, `Page ${n}`, long(n)), html: long(n).slice(0, 1500) }]),
    );
    const files = built.files.filter((file) => file.name.startsWith('documents-'));
    expect(files.length).toBeGreaterThan(1);
    expect(index.documentFiles.map((entry) => entry.from)).toEqual([...index.documentFiles.map((entry) => entry.from)].sort((a, b) => a - b));
    // Each page's document is in the file whose range holds it.
    for (const id of [0, 1, 2, 3]) expect(index.fields(id)?.html).toBe(long(id).slice(0, 1500));
    expect(new Set([0, 1, 2, 3].map((id) => index.documentFileOf(id))).size).toBe(files.length);
  });

  it('ranks the same before and after the document files are in', () => {
    const { built, index } = nested();
    const fresh = parseSearchIndex(JSON.parse(built.indexJson));
    const byName = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
    fresh.shards.forEach((shard, position) => addTermShard(fresh, position, byName.get(shard.file)));
    const queries = ['block', 'stream', 'consent deny', 'many'];
    const before = queries.map((query) => rankDocuments(fresh, query));
    for (const query of queries) expect(answerQuery(fresh, query).needs?.documents.length ?? 0).toBeGreaterThan(0);
    for (const [file, entry] of fresh.documentFiles.entries()) addDocuments(fresh, file, byName.get(entry.file));
    expect(queries.map((query) => rankDocuments(fresh, query))).toEqual(before);
    for (const query of queries) expect(answerQuery(fresh, query).results).toEqual(rankResults(index, query));
  });
});
