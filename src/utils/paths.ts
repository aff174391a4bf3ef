/**
 * Every page is also reachable with a ".html" suffix (spec §2.1): the static
 * host serves the file, and the client router needs the suffix-free path.
 * "/get-started/intro.html" → "/get-started/intro", "/index.html" → "/".
 */
export function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}
