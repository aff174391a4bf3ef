import React, { type ReactNode } from 'react';
import type { SearchResultsState } from '@site/src/hooks/useSearchResults';
import styles from './styles.module.css';

function problemText(state: Extract<SearchResultsState, { status: 'error' }>): string {
  switch (state.error.problem) {
    case 'incompatible':
      return 'The search index is an incompatible version for this page. Reload the page to get the current one.';
    case 'malformed':
      return 'The search index is damaged and cannot be read.';
    default:
      return 'The search index could not be loaded. Check your connection and try again.';
  }
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
            Retry
          </button>
        ) : (
          <button type="button" className={styles.textButton} onClick={() => window.location.reload()}>
            Reload page
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
      {state.status === 'loading' && 'Loading the search index…'}
      {state.status === 'ready' && count === 0 && `No results for "${query.trim()}"`}
      {state.status === 'ready' && count > 0 && `${count} ${count === 1 ? 'result' : 'results'}`}
    </p>
  );
}
