import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_INDEX_TIMEOUT_MS,
  SearchIndexError,
  addTermShard,
  answerQuery,
  indexFileUrl,
  loadForQuery,
  loadPhraseTexts,
  loadSearchIndex,
  parseSearchIndex,
  parseTermShard,
} from '@site/src/search/loadIndex';
import { rankResults } from '@site/src/search/rank';
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
  it('loads the index file the build writes: documents and stored fields, no terms yet', () => {
    const engine = parseSearchIndex(serialized());
    expect(engine.documentCount).toBe(3);
    expect(engine.fields(1)).toEqual({ title: 'Deny a contact', titles: ['Consent'], href: '/a#deny', html: '', isPage: false });
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
    const outside = { ...serialized(), excerpts: [{ from: 0, file: '../../secrets.json' }] };
    expect(() => parseSearchIndex(outside)).toThrow(expect.objectContaining({ problem: 'malformed' }));
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
  it('fetches the term files of the words, then the excerpts of the results, and no others', async () => {
    const { built } = fixture();
    const { asked } = serveFixture(built);
    const engine = await loadSearchIndex('/docs/.search/index-x.json');
    expect(answerQuery(engine, 'stream').needs?.shards.length).toBeGreaterThan(0);

    await loadForQuery(engine, '/docs/.search/index-x.json', 'stream');
    const answer = answerQuery(engine, 'stream');
    expect(answer.results?.[0]).toMatchObject({ href: '/b', html: 'Stream messages as they arrive.' });
    const sFile = engine.shards[engine.shardOf('stream')]!.file;
    expect(asked).toContain(sFile);
    // Only the file of words starting with "s", and the excerpts of the one result.
    expect(asked.filter((name) => name.startsWith('terms-'))).toEqual([sFile]);
    expect(asked.filter((name) => name.startsWith('excerpts-'))).toHaveLength(1);

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

  it('refuses a term file whose postings or keyword pairs it cannot read, naming the file', () => {
    const built = fixture().built;
    const engine = parseSearchIndex(JSON.parse(built.indexJson));
    const file = engine.shards[0]!.file;
    const good = JSON.parse(built.files.find((entry) => entry.name === file)!.json);
    const damaged = { ...good, postings: [[good.postings[0][0], '2:1 oops']] };
    expect(() => addTermShard(engine, 0, damaged)).toThrow(expect.objectContaining({ problem: 'malformed', message: expect.stringContaining(file) }));
    expect(() => parseTermShard({ ...good, keywordPairs: [['kick', 'out', ['x']]] }, file)).toThrow(
      expect.objectContaining({ problem: 'malformed', message: expect.stringContaining('keyword pairs') }),
    );
    addTermShard(engine, 0, good);
    expect(engine.isLoaded(0)).toBe(true);
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
