/**
 * The keywords meta tag of the page the server sent, read as the app starts.
 *
 * The browser bundle leaves docs pages' front-matter keywords out
 * (plugins/client-bundle/mdxKeywordsLoader.cjs): the server's HTML holds
 * them. When React takes the page over, its head manager keeps only the tags
 * the app renders, and it may update the head before the doc page itself has
 * rendered, so the tag is read here first: this module is a client module
 * (plugins/client-bundle), evaluated before the app starts.
 */
const sent =
  typeof document === 'undefined'
    ? undefined
    : { pathname: window.location.pathname, keywords: document.head.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? undefined };

/** The keywords the server sent for this address, if this is the page the reader first opened. */
export function serverKeywords(pathname: string): string | undefined {
  return sent && sent.pathname === pathname ? sent.keywords : undefined;
}
