/**
 * Back and forward restore the scroll position (spec §2.1). Docusaurus
 * scrolls to the top after every route change, back/forward included; this
 * module records each history entry's position as the reader leaves it, and
 * puts it back when the reader returns to that entry. It runs in the same
 * layout effect as Docusaurus' own scroll, so nothing flashes in between.
 * Positions live in session storage so a reload keeps them.
 */
import type { ClientModule } from '@docusaurus/types';
import { STORAGE_KEYS, readStorage, writeStorage } from '../utils/storage';
import { parsePositions, remember, type ScrollPositions } from './scrollPositions';
import { historyEntryKey, isHistoryTraversal } from './historyTraversal';

type Located = { location: { key?: string; pathname: string; search?: string } };

/**
 * Kept in memory too: where session storage throws (private modes), back and
 * forward still restore positions for the rest of the visit.
 */
let positionsInMemory: ScrollPositions | null = null;

function load(): ScrollPositions {
  positionsInMemory ??= parsePositions(readStorage(STORAGE_KEYS.scrollPositions, 'session'));
  return positionsInMemory;
}

const clientModule: ClientModule = {
  onRouteUpdate({ previousLocation }: { previousLocation: Located['location'] | null }) {
    if (!previousLocation) return;
    const positions = remember(load(), historyEntryKey(previousLocation), window.scrollY);
    positionsInMemory = positions;
    writeStorage(STORAGE_KEYS.scrollPositions, JSON.stringify(positions), 'session');
  },
  onRouteDidUpdate({ location, previousLocation }: Located & { previousLocation: Located['location'] | null }) {
    // Only back and forward return to an entry; links make new ones.
    if (!previousLocation || !isHistoryTraversal(location)) return;
    const saved = load()[historyEntryKey(location)];
    if (saved !== undefined) window.scrollTo(0, saved);
  },
};

export default clientModule;
