import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  SearchIndexError,
  answerQuery,
  loadForQuery,
  loadPhraseTexts,
  loadSearchIndex,
  prepareRanking,
  prefetchForQuery,
  hasPhrases,
  type SearchEngine,
  type SearchResult,
} from '@site/src/search';
import type { SearchIndexUrls } from './useSearchIndexUrls';

export type SearchResultsState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; results: SearchResult[] }
  | { status: 'error'; error: SearchIndexError; retry: () => void };

function asIndexError(error: unknown): SearchIndexError {
  return error instanceof SearchIndexError ? error : new SearchIndexError('malformed', String(error));
}

const NO_INDEX = new SearchIndexError('unreachable', 'This build of the site has no search index.');

/**
 * The index as the dialog ranks it: what ranking reads of every page is
 * worked out as it arrives (the not-found page's suggestions, which load
 * the same index, need none of it).
 */
function loadIndexForRanking(url: string): Promise<SearchEngine> {
  return loadSearchIndex(url).then((engine) => {
    prepareRanking(engine);
    return engine;
  });
}

/**
 * What `load(url)` gave, once `wanted`; null until then. Kept with its URL:
 * in dev an edit changes the file name, and the new file must load.
 */
function useLoadedFile<T>(
  url: string | undefined,
  load: (url: string) => Promise<T>,
  wanted: boolean,
  attempt: number,
  onError: (error: SearchIndexError) => void,
): T | null {
  const [loaded, setLoaded] = useState<{ url: string; value: T } | null>(null);
  const value = loaded && loaded.url === url ? loaded.value : null;
  const hasValue = value !== null;
  useEffect(() => {
    if (!wanted || !url || hasValue) return undefined;
    let current = true;
    load(url).then(
      (result) => current && setLoaded({ url, value: result }),
      (failure: unknown) => current && onError(asIndexError(failure)),
    );
    return () => {
      current = false;
    };
  }, [url, load, wanted, hasValue, attempt, onError]);
  return value;
}

/**
 * Loads the index as soon as `active` (the dialog is open); for each query,
 * the term files of its words, then the document files of its results; and the
 * phrase texts only once a query quotes a phrase. Then ranks `query`.
 * Also returns `prefetch`, for the input's change handler: it starts
 * fetching what the text being typed needs (term files, then its results'
 * document files) at once, before React renders the keystroke, so they are
 * usually in when the debounce settles; text typed before the index is in
 * is fetched as soon as the index is parsed.
 */
export function useSearchResults(
  urls: SearchIndexUrls | null,
  query: string,
  active: boolean,
): [SearchResultsState, (typing: string) => void] {
  const [error, setError] = useState<SearchIndexError | null>(urls ? null : NO_INDEX);
  const [attempt, setAttempt] = useState(0);
  // The index grows as files arrive; this tells React when it did.
  const [arrivals, setArrivals] = useState(0);
  const needsPhraseTexts = hasPhrases(query);
  const index = useLoadedFile(urls?.index, loadIndexForRanking, active, attempt, setError);
  const phraseTexts = useLoadedFile(urls?.texts, loadPhraseTexts, active && needsPhraseTexts, attempt, setError);
  const indexUrl = urls?.index;

  const retry = useCallback(() => {
    setError(urls ? null : NO_INDEX);
    setAttempt((count) => count + 1);
  }, [urls]);

  const typing = useRef('');
  const prefetch = useCallback(
    (text: string) => {
      typing.current = text;
      if (!indexUrl || text.trim() === '') return;
      if (index) {
        prefetchForQuery(index, indexUrl, text);
        return;
      }
      // A reader who types as the dialog opens: start as soon as the index file is parsed, not a render later.
      // Its failure is the index hook's to report (and after one, only Retry fetches it again).
      if (error) return;
      loadIndexForRanking(indexUrl).then(
        (engine) => typing.current === text && prefetchForQuery(engine, indexUrl, text),
        () => undefined,
      );
    },
    [index, indexUrl, error],
  );
  useEffect(() => prefetch(typing.current), [prefetch]);

  useEffect(() => {
    if (!index || !indexUrl || query.trim() === '' || (needsPhraseTexts && !phraseTexts)) return undefined;
    let current = true;
    loadForQuery(index, indexUrl, query, { phraseTexts: phraseTexts ?? undefined }).then(
      () => current && setArrivals((count) => count + 1),
      (failure: unknown) => current && setError(asIndexError(failure)),
    );
    return () => {
      current = false;
    };
  }, [index, indexUrl, query, needsPhraseTexts, phraseTexts, attempt]);

  const state = useMemo((): SearchResultsState => {
    // A broken index is reported even before the reader types.
    if (error) return { status: 'error', error, retry };
    if (query.trim() === '') return { status: 'empty' };
    if (!index || (needsPhraseTexts && !phraseTexts)) return { status: 'loading' };
    const answer = answerQuery(index, query, phraseTexts ?? undefined);
    return answer.results ? { status: 'ready', results: answer.results } : { status: 'loading' };
  }, [query, error, retry, index, needsPhraseTexts, phraseTexts, arrivals]); // eslint-disable-line react-hooks/exhaustive-deps
  return [state, prefetch];
}
