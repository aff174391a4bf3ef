import { STATIC_HTML_ATTRIBUTE } from './attribute';

/**
 * The suffixes the build wrote in runs (plugins/static-html/clientLoader.cjs,
 * compactSuffixes): `0~2,c0,3` is 0, 1, 2, c0, 3.
 */
export function expandSuffixes(compact: string): string[] {
  return compact.split(',').flatMap((token) => {
    const run = /^(.*\D|)(\d+)~(\d+)$/.exec(token);
    if (!run) return [token];
    const [, letters, start, end] = run;
    return Array.from({ length: Number(end) - Number(start) + 1 }, (_, offset) => `${letters}${Number(start) + offset}`);
  });
}

/**
 * The build-time HTML of one MDX module, in the order of its keys, each
 * `prefix` + one of the suffixes `compactSuffixes` names (see
 * plugins/static-html/clientLoader.cjs, which writes the call).
 *
 * On a cold load the server's HTML is already on screen and holds every
 * piece: they are read back from it, and nothing is downloaded twice. On a
 * client-side navigation (or a prefetch) the page on screen is another one,
 * and the pieces come from the JSON file the build wrote beside the scripts.
 * If that fails, the module fails to load, exactly as a missing script
 * would: Docusaurus then reloads the page, which is a cold load.
 */
export async function loadStaticHtml(url: string, prefix: string, compactSuffixes: string): Promise<readonly string[]> {
  const keys = expandSuffixes(compactSuffixes).map((suffix) => prefix + suffix);
  const fromPage = readFromPage(keys, typeof document === 'undefined' ? undefined : document);
  if (fromPage) return fromPage;
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(`Could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const pieces: unknown = await response.json();
  if (!Array.isArray(pieces) || pieces.length !== keys.length || !pieces.every((piece) => typeof piece === 'string')) {
    throw new Error(`${url} does not hold the ${keys.length} pieces of HTML this page expects`);
  }
  return pieces as string[];
}

/** Every piece, from the elements that carry its key; undefined unless all are there. */
export function readFromPage(keys: readonly string[], root: Pick<Document, 'querySelectorAll'> | undefined): string[] | undefined {
  if (!root || keys.length === 0) return undefined;
  const wanted = new Set(keys);
  const found = new Map<string, string>();
  for (const element of Array.from(root.querySelectorAll(`[${STATIC_HTML_ATTRIBUTE}]`))) {
    const key = element.getAttribute(STATIC_HTML_ATTRIBUTE);
    // The first copy counts: a partial shown twice on a page holds the same HTML twice.
    if (key !== null && wanted.has(key) && !found.has(key)) found.set(key, element.innerHTML);
  }
  if (found.size !== wanted.size) return undefined;
  return keys.map((key) => found.get(key) as string);
}
