/**
 * Remembers the path of the previous page the reader saw in this tab, for the
 * sidebar's back link ("Back" to it, or "Home" when there is none or it was
 * the home page). Updated before the next page renders, so the link is right
 * on arrival. Module state: client navigation only, reset on a full load.
 */
import type { ClientModule } from '@docusaurus/types';

let previousPath: string | null = null;

export function getPreviousPath(): string | null {
  return previousPath;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      previousPath = previousLocation.pathname;
    }
  },
};

export default clientModule;
