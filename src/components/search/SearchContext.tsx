import React, { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useSearchIndexUrls } from '@site/src/hooks/useSearchIndexUrls';
import { searchShortcut } from './keys';
import SearchUnavailable from './SearchUnavailable';

/**
 * Whether the search dialog is open, and the keyboard shortcuts that open it.
 * Lives in Root, so it survives client-side navigation. The dialog, MiniSearch
 * and the index are loaded on first use (or when the reader is about to use
 * search: `prepare`), never with a plain page load.
 */
interface SearchDialogState {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** Warms up the dialog code and the index, e.g. on hover of the Search button. */
  prepare(): void;
}

const SearchDialogContext = createContext<SearchDialogState | null>(null);

/**
 * The dialog's code, resolved only once the index file's fetch has started
 * (its failure is the dialog's to report): fetched after the dialog had
 * rendered and opened, it came about half a second later on a slow phone,
 * which a reader who types at once waited for.
 */
function loadDialog(indexUrl: string | undefined) {
  const startIndexFetch = indexUrl
    ? import('@site/src/search').then(({ loadSearchIndex }) => {
        void loadSearchIndex(indexUrl).catch(() => undefined);
      })
    : undefined;
  return Promise.all([import('./SearchDialog'), startIndexFetch]).then(([dialog]) => dialog);
}

export function SearchDialogProvider({ children }: { children: ReactNode }): ReactNode {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const urls = useSearchIndexUrls();
  const indexUrl = useRef(urls?.index);
  indexUrl.current = urls?.index;
  // A new lazy component per attempt: React keeps a failed import's error otherwise.
  const [loadAttempt, setLoadAttempt] = useState(0);
  const SearchDialog = useMemo(() => lazy(() => loadDialog(indexUrl.current)), [loadAttempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const prepare = useCallback(() => {
    // Failures surface when the dialog opens; here they are only a missed head start.
    void loadDialog(urls?.index).catch(() => undefined);
  }, [urls]);
  // Whether the dialog is open as of the last open() or close(), for the key
  // handler: `isOpen` reaches it only once React has re-rendered, so a
  // shortcut pressed right after another (toggle, toggle) read the old state
  // and was lost.
  const isOpenNow = useRef(false);
  const open = useCallback(() => {
    isOpenNow.current = true;
    setWasOpened(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    isOpenNow.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = searchShortcut(event, event.target as HTMLElement | null);
      if (!shortcut || (shortcut === 'open' && isOpenNow.current)) return;
      event.preventDefault();
      if (shortcut === 'toggle' && isOpenNow.current) close();
      else open();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const value = useMemo(() => ({ isOpen, open, close, prepare }), [isOpen, open, close, prepare]);
  return (
    <SearchDialogContext.Provider value={value}>
      {children}
      {wasOpened && (
        <ErrorBoundary
          key={loadAttempt}
          fallback={() =>
            isOpen ? <SearchUnavailable onClose={close} onRetry={() => setLoadAttempt((count) => count + 1)} /> : null
          }>
          <Suspense fallback={null}>
            <SearchDialog open={isOpen} onClose={close} urls={urls} />
          </Suspense>
        </ErrorBoundary>
      )}
    </SearchDialogContext.Provider>
  );
}

export function useSearchDialog(): SearchDialogState {
  const state = useContext(SearchDialogContext);
  if (!state) throw new Error('useSearchDialog() must be used inside <SearchDialogProvider> (src/theme/Root.tsx).');
  return state;
}
