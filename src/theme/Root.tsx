// Root (written by hand; it wraps the whole app and never unmounts): state
// that must survive client-side navigation, such as the search dialog.
import React, { type ReactNode } from 'react';
import { SearchDialogProvider } from '@site/src/components/search/SearchContext';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return <SearchDialogProvider>{children}</SearchDialogProvider>;
}
