import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadSearchIndex } from '@site/src/search/loadIndex';
import { suggestPages, type PageSuggestion } from '@site/src/search/suggestPages';
import { useSearchIndexUrls } from './useSearchIndexUrls';

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
    loadSearchIndex(urls.index).then(
      (index) => {
        if (current) setSuggestions(suggestPages(pathname, siteConfig.baseUrl, index));
      },
      (error: unknown) => console.warn('No page suggestions: the search index did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [urls?.index, pathname, siteConfig.baseUrl]);

  return suggestions;
}
