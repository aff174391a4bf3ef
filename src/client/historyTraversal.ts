/**
 * Whether a navigation went back or forward through the tab's history (a
 * popstate) rather than following a link. Scroll restoration and focus
 * handling both ask; neither has to reset a flag for the other, because the
 * answer is tied to the history entry the traversal landed on.
 */
type EntryLocation = { key?: string; pathname: string; search?: string };

/** The router's key for an entry; entries without one (the first) go by their address. */
export function historyEntryKey(location: EntryLocation): string {
  return location.key ?? `path:${location.pathname}${location.search ?? ''}`;
}

let traversedTo: string | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    const state = window.history.state as { key?: string } | null;
    traversedTo = historyEntryKey({ key: state?.key, pathname: window.location.pathname, search: window.location.search });
  });
}

export function isHistoryTraversal(location: EntryLocation): boolean {
  return traversedTo !== null && traversedTo === historyEntryKey(location);
}
