import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_INDEX_TIMEOUT_MS,
  SearchIndexError,
  loadPhraseTexts,
  loadSearchIndex,
  parseSearchIndex,
} from '@site/src/search/loadIndex';
import { buildFixtureIndex, page } from './fixtureIndex';

const serialized = () => JSON.parse(JSON.stringify(buildFixtureIndex([page('/a', 'Consent', 'Allow contacts.')]).index));

function respond(body: unknown, status = 200) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('parseSearchIndex', () => {
  it('loads an index serialized by the build', () => {
    expect(parseSearchIndex(serialized()).search('consent')[0]).toMatchObject({ href: '/a', title: 'Consent', isPage: true });
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

  it('rejects what is not an index', () => {
    expect(() => parseSearchIndex([1, 2])).toThrow(expect.objectContaining({ problem: 'malformed' }));
    expect(() => parseSearchIndex({ serializationVersion: 2 })).toThrow(expect.objectContaining({ problem: 'malformed' }));
  });
});

describe('loadSearchIndex', () => {
  it('fetches once and caches', async () => {
    const fetchMock = vi.fn(async (..._: unknown[]) => respond(serialized()));
    vi.stubGlobal('fetch', fetchMock);
    const first = await loadSearchIndex('/.search/index-cache.json');
    const second = await loadSearchIndex('/.search/index-cache.json');
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/.search/index-cache.json');
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
