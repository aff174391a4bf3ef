/**
 * Spec §8: malformed percent-encoding in a URL logs a warning and the raw
 * path is used. The router decodes every path it sees (`decodeURI`), and a
 * stray `%` or a broken UTF-8 escape makes that throw, which would stop the
 * app before its first render. This re-encodes only the broken escapes, as
 * literal `%25…`, so the path decodes to exactly what was typed.
 */

/** A run of well-formed escapes, or a `%` that starts none. */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+|%/g;

export function safePath(path: string): string {
  return path.replace(ESCAPES, (run) => {
    if (run === '%') return '%25';
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      // Valid hex, but not UTF-8 (a cut or overlong sequence): keep it as text.
      return run.replace(/%/g, '%25');
    }
  });
}
