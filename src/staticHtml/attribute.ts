/**
 * The attribute that names a piece of build-time HTML in the page (a
 * paragraph, a list, a code block's lines): `<fileKey>-<n>`. The browser
 * reads those pieces back from the server's HTML on a cold load instead of
 * downloading them a second time inside the page's script (see
 * plugins/static-html).
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html';
