import React, { type ReactNode } from 'react';
import type { SearchResultsState } from '@site/src/hooks/useSearchResults';
import styles from './styles.module.css';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';

function problemText(state: Extract<SearchResultsState, { status: 'error' }>): string {
  switch (state.error.problem) {
    case 'incompatible':
      return translate({
        id: 'vx.search.error.incompatible',
        message: 'The search index is an incompatible version for this page. Reload the page to get the current one.',
        description: 'Shown in the search dialog when the index was built for another version of the site',
      });
    case 'malformed':
      return translate({
        id: 'vx.search.error.malformed',
        message: 'The search index is damaged and cannot be read.',
        description: 'Shown in the search dialog when the index file cannot be parsed',
      });
    default:
      return translate({
        id: 'vx.search.error.unreachable',
        message: 'The search index could not be loaded. Check your connection and try again.',
        description: 'Shown in the search dialog when the index file could not be fetched',
      });
  }
}

/** "1 result", "3 results": the plural form comes from the locale's rules (Docusaurus' usePluralForm). */
function ResultCount({ count }: { count: number }): ReactNode {
  const { selectMessage } = usePluralForm();
  return selectMessage(
    count,
    translate(
      { id: 'vx.search.resultCount', message: '{count} result|{count} results', description: 'How many results the search found, read to screen readers (plural forms separated by |)' },
      { count },
    ),
  );
}

/**
 * What the dialog says besides the results. The polite live region tells
 * screen-reader users how many results there are; the selected result is
 * announced through the input's aria-activedescendant.
 */
export default function SearchStatus({ state, query }: { state: SearchResultsState; query: string }): ReactNode {
  if (state.status === 'error') {
    const canRetry = state.error.problem !== 'incompatible';
    return (
      <div className={styles.problem} role="alert">
        <p>{problemText(state)}</p>
        {canRetry ? (
          <button type="button" className={styles.textButton} onClick={state.retry}>
            {translate({ id: 'vx.search.retry', message: 'Retry', description: 'The button that fetches the search index again after it failed' })}
          </button>
        ) : (
          <button type="button" className={styles.textButton} onClick={() => window.location.reload()}>
            {translate({ id: 'vx.search.reloadPage', message: 'Reload page', description: 'The button that reloads the page when the search index no longer fits it' })}
          </button>
        )}
      </div>
    );
  }
  const count = state.status === 'ready' ? state.results.length : 0;
  return (
    <p
      role="status"
      className={state.status === 'ready' && count > 0 ? 'sr-only' : styles.status}
      // Which query the shown results answer, while a newer one waits for the debounce.
      data-state={state.status}
      data-query={query}>
      {state.status === 'loading' &&
        translate({ id: 'vx.search.loading', message: 'Loading the search index…', description: 'Shown in the search dialog while the index downloads' })}
      {state.status === 'ready' &&
        count === 0 &&
        translate(
          { id: 'vx.search.noResults', message: 'No results for "{query}"', description: 'Shown in the search dialog when nothing matches the query' },
          { query: query.trim() },
        )}
      {state.status === 'ready' && count > 0 && <ResultCount count={count} />}
    </p>
  );
}
