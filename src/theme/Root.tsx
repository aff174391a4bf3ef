// Root (written by hand; it wraps the whole app and never unmounts): state
// that must survive client-side navigation, such as the search dialog, and
// the live region that announces each new page.
import React, { type ReactNode } from 'react';
import { SearchDialogProvider } from '@site/src/components/search/SearchContext';
import RouteAnnouncer from '@site/src/components/layout/RouteAnnouncer';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <SearchDialogProvider>
      {children}
      <RouteAnnouncer />
    </SearchDialogProvider>
  );
}
