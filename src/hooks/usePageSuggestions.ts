import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { PageSuggestion } from '@site/src/search/suggestPages';
import { useSearchIndexUrls } from './useSearchIndexUrls';

/**
 * The search code (MiniSearch and the ranking) comes in its own chunk, fetched
 * by the not-found page only: the docs layout also holds the not-found content,
 * and every docs page would otherwise download it.
 */
async function suggestionsFor(pathname: string, baseUrl: string, indexUrl: string): Promise<PageSuggestion[]> {
  const [{ loadSearchIndex }, { suggestPages }] = await Promise.all([
    import('@site/src/search/loadIndex'),
    import('@site/src/search/suggestPages'),
  ]);
  return suggestPages(pathname, baseUrl, await loadSearchIndex(indexUrl));
}

/**
 * The pages to suggest for a path that is no page, from the search index,
 * which is downloaded for this. Empty until it has loaded, and for good if
 * it cannot load: the not-found page works without suggestions.
 */
export function usePageSuggestions(pathname: string): PageSuggestion[] {
  const { siteConfig } = useDocusaurusContext();
  const urls = useSearchIndexUrls();
  const [suggestions, setSuggestions] = useState<PageSuggestion[]>([]);

  useEffect(() => {
    if (!urls) return undefined;
    let current = true;
    suggestionsFor(pathname, siteConfig.baseUrl, urls.index).then(
      (found) => {
        if (current) setSuggestions(found);
      },
      (error: unknown) => console.warn('No page suggestions: the search index did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [urls?.index, pathname, siteConfig.baseUrl]);

  return suggestions;
}
