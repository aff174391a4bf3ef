/**
 * Client-side navigation for keyboard and screen reader users (WCAG 2.4.3,
 * 4.1.3). A full page load starts reading at the top of the new page; a client
 * navigation would otherwise leave focus on the link that was clicked (or on
 * <body> once that link unmounts) and say nothing. So after a link opens
 * another page, focus moves to its content (or to the anchor the link
 * named), and the live region in Root announces the new document title.
 *
 * Back and forward leave focus alone while it is still on the page; only when
 * the focused element went away with the old page does it move to the
 * content, without scrolling, since scroll restoration owns the position.
 * Same-page hash links keep the browser's own behaviour.
 */
import type { ClientModule } from '@docusaurus/types';
import { announce } from './routeAnnouncement';
import { contentElement, focusElement } from './contentFocus';
import { isHistoryTraversal } from './historyTraversal';

/** The title normally changes within a frame or two; never wait longer than this. */
const TITLE_WAIT_MS = 1000;

let titleBefore = '';
let navigation = 0;

/** The document title once it differs from `previous` (or after a timeout: same-titled pages exist). */
function titleAfterChange(previous: string): Promise<string> {
  return new Promise((resolve) => {
    if (document.title !== previous) {
      resolve(document.title);
      return;
    }
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(document.title);
    };
    const observer = new MutationObserver(() => {
      if (document.title !== previous) finish();
    });
    const timer = setTimeout(finish, TITLE_WAIT_MS);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  });
}

function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape names no element.
    return null;
  }
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) titleBefore = document.title;
  },
  onRouteDidUpdate({ location, previousLocation }) {
    const wasReturning = isHistoryTraversal(location);
    if (!previousLocation || previousLocation.pathname === location.pathname) return;

    if (!wasReturning || focusLost()) {
      const target = (!wasReturning && anchorTarget(location.hash)) || contentElement();
      if (target) focusElement(target, { preventScroll: true });
    }

    const current = ++navigation;
    void titleAfterChange(titleBefore).then((title) => {
      // A newer navigation announces its own page.
      if (current === navigation) announce(title);
    });
  },
};

export default clientModule;
