import { useCallback, useEffect, useMemo, useState } from 'react';
import { SearchIndexError, loadPhraseTexts, loadSearchIndex } from '@site/src/search/loadIndex';
import { hasPhrases } from '@site/src/search/query';
import { rankResults, type SearchIndex, type SearchResult } from '@site/src/search/rank';
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
 * Loads the index as soon as `active` (the dialog is open), and the phrase
 * texts only once a query quotes a phrase; then ranks `query`.
 */
export function useSearchResults(urls: SearchIndexUrls | null, query: string, active: boolean): SearchResultsState {
  // Kept with the URL they came from: in dev, an edit changes the file name.
  const [loadedIndex, setLoadedIndex] = useState<{ url: string; index: SearchIndex } | null>(null);
  const [loadedTexts, setLoadedTexts] = useState<{ url: string; texts: string[] } | null>(null);
  const index = loadedIndex && loadedIndex.url === urls?.index ? loadedIndex.index : null;
  const phraseTexts = loadedTexts && loadedTexts.url === urls?.texts ? loadedTexts.texts : null;
  const [error, setError] = useState<SearchIndexError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const needsPhraseTexts = hasPhrases(query);

  useEffect(() => {
    if (!active || index) return undefined;
    if (!urls) {
      setError(NO_INDEX);
      return undefined;
    }
    let current = true;
    const url = urls.index;
    loadSearchIndex(url).then(
      (loaded) => current && setLoadedIndex({ url, index: loaded }),
      (failure: unknown) => current && setError(asIndexError(failure)),
    );
    return () => {
      current = false;
    };
  }, [active, index, urls?.index, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!active || !needsPhraseTexts || phraseTexts || !urls) return undefined;
    let current = true;
    const url = urls.texts;
    loadPhraseTexts(url).then(
      (loaded) => current && setLoadedTexts({ url, texts: loaded }),
      (failure: unknown) => current && setError(asIndexError(failure)),
    );
    return () => {
      current = false;
    };
  }, [active, needsPhraseTexts, phraseTexts, urls?.texts, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);

  return useMemo((): SearchResultsState => {
    // A broken index is reported even before the reader types.
    if (error) return { status: 'error', error, retry };
    if (query.trim() === '') return { status: 'empty' };
    if (!index || (needsPhraseTexts && !phraseTexts)) return { status: 'loading' };
    return { status: 'ready', results: rankResults(index, query, phraseTexts ?? undefined) };
  }, [query, error, retry, index, needsPhraseTexts, phraseTexts]);
}
