import React, { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { useDebouncedValue } from '@site/src/hooks/useDebouncedValue';
import type { SearchIndexUrls } from '@site/src/hooks/useSearchIndexUrls';
import { useSearchResults } from '@site/src/hooks/useSearchResults';
import { SEARCH_DEBOUNCE_MS, type SearchResult } from '@site/src/search';
import { isResetShortcut } from '../keys';
import { STORAGE_KEYS, readStorage, writeStorage } from '@site/src/utils/storage';
import { prefetchPage } from '../pageCode';
import SearchResultOption from '../SearchResult';
import SearchStatus from './SearchStatus';
import { focusableWithin, nextSelection } from './selection';
import styles from './styles.module.css';

interface Props {
  open: boolean;
  onClose(): void;
  urls: SearchIndexUrls | null;
}

function readStoredQuery(): string {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEYS.searchText) ?? '""');
    return typeof stored === 'string' ? stored : '';
  } catch {
    return '';
  }
}

/** A key in the shortcut hints: its symbol to see, its name to hear. */
function Key({ symbol, name }: { symbol: string; name: string }): ReactNode {
  return (
    <kbd>
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{name}</span>
    </kbd>
  );
}

/** Excerpts show unless the reader turned them off (spec §3: default true). */
function readStoredDetailView(): boolean {
  return readStorage(STORAGE_KEYS.searchDetailView) !== 'false';
}

/**
 * The search dialog (spec §2.11, §4, §5): a modal <dialog> with a combobox
 * input over a listbox of results. Rendered by SearchDialogProvider once
 * search is first opened, then kept, so the index stays loaded.
 */
export default function SearchDialog({ open, onClose, urls }: Props): ReactNode {
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const ids = useId();
  const titleId = `${ids}-title`;
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-result-${index}`;

  const [query, setQuery] = useState(readStoredQuery);
  const [showDetailView, setShowDetailView] = useState(readStoredDetailView);
  const [selected, setSelected] = useState(() => (query.trim() ? 0 : -1));
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [state, prefetch] = useSearchResults(urls, settledQuery, open);
  const results = state.status === 'ready' ? state.results : [];
  const selectedResult = selected >= 0 ? results[selected] : undefined;
  const placeholder = translate({
    id: 'vx.search.placeholder',
    message: 'Search the documentation',
    description: 'The placeholder and accessible name of the search input',
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (selected >= 0) document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected]); // eslint-disable-line react-hooks/exhaustive-deps

  // Every way out (Escape, the close button, the backdrop, a result) goes
  // through onClose at once, and the dialog follows the state; the native
  // close event, which comes a task later, ends the close here. Keys can
  // arrive before it: one for a dialog a shortcut has opened again since is
  // stale, and left alone.
  const onDialogClose = useCallback(() => {
    if (dialogRef.current?.open) return;
    setSelected(0);
    onClose();
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    // Only where focus was lost: a result that opened another page has
    // already moved it to that page's content (src/client/routeFocus.ts).
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(dialogRef.current?.contains(active));
    if (lost && previous?.isConnected) previous.focus();
  }, [onClose]);

  const changeQuery = (value: string) => {
    prefetch(value);
    setQuery(value);
    setSelected(value.trim() ? 0 : -1);
    writeStorage(STORAGE_KEYS.searchText, JSON.stringify(value));
  };

  const reset = () => {
    changeQuery('');
    inputRef.current?.focus();
  };

  const toggleDetailView = () => {
    setShowDetailView((shown) => {
      writeStorage(STORAGE_KEYS.searchDetailView, JSON.stringify(!shown));
      return !shown;
    });
  };

  const openResult = useCallback(
    (result: SearchResult) => {
      onClose();
      history.push(result.href);
    },
    [history, onClose],
  );

  const openSelected = () => {
    if (selectedResult) openResult(selectedResult);
  };

  // Enter opens the selected result: fetch its page's code at low priority
  // meanwhile (not run, as hovering does), one page rather than every result shown.
  const selectedHref = selectedResult?.href;
  useEffect(() => {
    if (selectedHref) prefetchPage(selectedHref);
  }, [selectedHref]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Instead of the browser's own close, whose event would tell the state a task later.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const next = nextSelection(selected, results.length, event.key === 'ArrowDown' ? 1 : -1);
      setSelected(next);
      // A reader tabbing through results keeps focus on the selected one.
      if (event.target !== inputRef.current) document.getElementById(optionId(next))?.focus();
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      openSelected();
    } else if (isResetShortcut(event)) {
      event.preventDefault();
      reset();
    } else if (event.key === 'Tab' && dialogRef.current) {
      // Keep Tab inside the dialog instead of letting it reach the browser's own UI.
      const focusable = focusableWithin(dialogRef.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === dialogRef.current) onClose();
      }}>
      <div className={styles.panel}>
        <h2 id={titleId} className="sr-only">
          {translate({ id: 'vx.search.dialogTitle', message: 'Search', description: 'The (visually hidden) title of the search dialog' })}
        </h2>
        <div className={styles.searchBox} role="search">
          <svg className={styles.searchIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={placeholder}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={selectedResult ? optionId(selected) : undefined}
            placeholder={placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
          />
          <button type="button" className={styles.iconButton} onClick={reset} aria-label={translate({ id: 'vx.search.reset', message: 'Reset search', description: 'The button that clears the search query' })} hidden={query === ''}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
            </svg>
          </button>
          <button type="button" className={clsx(styles.iconButton, showDetailView && styles.pressed)} onClick={toggleDetailView} aria-pressed={showDetailView} aria-label={translate({ id: 'vx.search.showExcerpts', message: 'Show excerpts', description: 'The toggle that shows or hides excerpts under search results' })}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M4 10h16M4 14h10M4 18h7" />
            </svg>
          </button>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={translate({ id: 'vx.search.close', message: 'Close search', description: 'The button that closes the search dialog' })}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>

        <SearchStatus state={state} query={settledQuery} />

        <div id={listId}  role="listbox" aria-label={translate({ id: 'vx.search.resultsLabel', message: 'Search results', description: 'The accessible name of the list of search results' })} className={styles.results} hidden={results.length === 0}>
          {results.map((result, index) => (
            <SearchResultOption
              key={result.id}
              id={optionId(index)}
              result={result}
              selected={index === selected}
              showExcerpt={showDetailView}
              index={index}
              onSelect={setSelected}
              onOpen={openResult}
            />
          ))}
        </div>

        <footer className={styles.hints}>
          <span>
            <Key symbol="↑" name={translate({ id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Up arrow', description: 'The name of the up arrow key in the search shortcuts' })} />
            <Key symbol="↓" name={translate({ id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Down arrow', description: 'The name of the down arrow key in the search shortcuts' })} />
            {translate({ id: 'vx.search.hints.navigate', message: 'to navigate', description: 'Search shortcut hint, after the arrow keys' })}
          </span>
          <span>
            <Key symbol="↵" name={translate({ id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter', description: 'The name of the Enter key in the search shortcuts' })} />
            {translate({ id: 'vx.search.hints.select', message: 'to select', description: 'Search shortcut hint, after the Enter key' })}
          </span>
          <span>
            <kbd>esc</kbd>
            {translate({ id: 'vx.search.hints.close', message: 'to close', description: 'Search shortcut hint, after the Escape key' })}
          </span>
          <span>
            <Key symbol="⌘" name={translate({ id: 'vx.search.hints.commandKey', message: 'Command', description: 'The name of the Command (meta) key in the search shortcuts' })} />
            <Key symbol="⌫" name={translate({ id: 'vx.search.hints.backspaceKey', message: 'Backspace', description: 'The name of the Backspace key in the search shortcuts' })} />
            {translate({ id: 'vx.search.hints.reset', message: 'to reset', description: 'Search shortcut hint, after Command and Backspace' })}
          </span>
        </footer>
      </div>
    </dialog>
  );
}
