import React, { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Whether the search dialog is open. The top bar's Search button opens it;
 * the dialog (issue #5) renders from this state. Lives in Root, so it
 * survives client-side navigation.
 */
interface SearchDialogState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const SearchDialogContext = createContext<SearchDialogState | null>(null);

export function SearchDialogProvider({ children }: { children: ReactNode }): ReactNode {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <SearchDialogContext.Provider value={value}>{children}</SearchDialogContext.Provider>;
}

export function useSearchDialog(): SearchDialogState {
  const state = useContext(SearchDialogContext);
  if (!state) throw new Error('useSearchDialog() must be used inside <SearchDialogProvider> (src/theme/Root.tsx).');
  return state;
}
