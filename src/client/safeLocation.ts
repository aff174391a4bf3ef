/**
 * Runs before the router reads the location: a path with malformed
 * percent-encoding (`/%`, `/%zz/intro`, a cut UTF-8 escape) would make its
 * decoding throw and the app never start. The server has already answered
 * the not-found page for such a path; here the address is rewritten to a
 * form that decodes to the same raw text, so the not-found page hydrates.
 */
import { safePath } from '../utils/safePath';

if (typeof window !== 'undefined') {
  const { pathname, search, hash } = window.location;
  const safe = safePath(pathname);
  if (safe !== pathname) {
    console.warn(`Malformed percent-encoding in the URL path "${pathname}": using the raw path.`);
    window.history.replaceState(window.history.state, '', `${safe}${search}${hash}`);
  }
}

export {};
