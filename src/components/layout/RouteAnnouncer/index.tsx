import React, { useSyncExternalStore, type ReactNode } from 'react';
import { getAnnouncement, subscribeToAnnouncements } from '../../../client/routeAnnouncement';

/**
 * A visually hidden live region that tells screen reader users which page a
 * client-side navigation opened (its document title). It is in the server
 * HTML and never unmounts, because assistive technology ignores live regions
 * that appear at the moment they change. Written by src/client/routeFocus.ts.
 */
export default function RouteAnnouncer(): ReactNode {
  const message = useSyncExternalStore(subscribeToAnnouncements, getAnnouncement, () => '');
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
