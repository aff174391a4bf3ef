import { useEffect, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { PageSuggestion } from './suggestPages';
import { suggestionsForPath } from './suggestionsForPath';
import { useSearchIndexUrls } from '@site/src/hooks/useSearchIndexUrls';

/** Where the suggestions are: still being worked out, worked out (maybe none), or not to be had. */
export type SuggestionsStatus = 'pending' | 'ready' | 'unavailable';

export interface PageSuggestionsState {
  status: SuggestionsStatus;
  suggestions: PageSuggestion[];
}

const PENDING: PageSuggestionsState = { status: 'pending', suggestions: [] };

/**
 * The pages to suggest for a path that is no page, from the search index,
 * which is downloaded for this: the latest docs version's, whatever the path
 * (a lost reader is best sent to current pages). The not-found page works
 * without them: a build without an index, or an index that cannot load,
 * gives none. Its only user, the not-found page's suggestions, loads after
 * the page is on screen, with the search code (MiniSearch and the ranking).
 */
export function usePageSuggestions(pathname: string): PageSuggestionsState {
  const { siteConfig } = useDocusaurusContext();
  const urls = useSearchIndexUrls('latest');
  const [state, setState] = useState<PageSuggestionsState>(PENDING);

  useEffect(() => {
    if (!urls) {
      setState({ status: 'unavailable', suggestions: [] });
      return undefined;
    }
    let current = true;
    setState(PENDING);
    suggestionsForPath(pathname, siteConfig.baseUrl, urls.index).then(
      (suggestions) => {
        if (current) setState({ status: 'ready', suggestions });
      },
      (error: unknown) => {
        console.warn('No page suggestions: the search index did not load.', error);
        if (current) setState({ status: 'unavailable', suggestions: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [urls?.index, pathname, siteConfig.baseUrl]);

  return state;
}
