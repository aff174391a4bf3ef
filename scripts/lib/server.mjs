/**
 * The local production server: serves build/ the way our static host does,
 * so the browser tests exercise what readers get.
 * - "/a/b" and "/a/b.html" both answer 200 with build/a/b.html;
 * - unknown paths answer 404 with the site's not-found page, and so do paths
 *   no browser sends for a page (see isSitePath): "//", backslashes, dot
 *   segments, encoded slashes, NULs, malformed percent-encoding, names too
 *   long for a file; a request target that is no path ("*", "host:port")
 *   answers 400. No request gets a 5xx, and no redirect leaves the site;
 * - the build's `_redirects` and `_headers` (plugins/hosting) apply as on the
 *   host: a matching redirect answers before any file is looked up (so
 *   "/a/b/" → 301 "/a/b", query string kept), and every response whose path
 *   matches a header rule carries its headers, the 404, 405 and 301 too;
 * - methods other than GET and HEAD answer 405, CONNECT included;
 * - text responses are compressed (brotli or gzip, as Accept-Encoding allows).
 */
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { headersMatcher, parseHeaders, parseRedirects, redirectMatcher } from './hostingRules.mjs';

/** What Netlify and Cloudflare Pages send when no `_headers` rule sets Cache-Control. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The files the host reads and never serves. */
const HOSTING_FILES = ['_headers', '_redirects'];

/**
 * Reads `_headers` and `_redirects` from the served folder. A build without
 * them (an older or a dev build) is served without them, with one warning;
 * a file that doesn't parse stops the server, as it would fail a deploy.
 *
 * @param {string} root
 * @param {(message: string) => void} warn
 */
export function loadHostingRules(root, warn) {
  const read = (name) => {
    const file = path.join(root, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const headersText = read('_headers');
  const redirectsText = read('_redirects');
  const missing = HOSTING_FILES.filter((_, index) => [headersText, redirectsText][index] === undefined);
  if (missing.length > 0) {
    warn(`${root} has no ${missing.join(' or ')}: serving without the host's headers and redirects (run "npm run build").`);
  }
  return {
    headersFor: headersMatcher(headersText === undefined ? [] : parseHeaders(headersText)),
    redirectFor: redirectMatcher(redirectsText === undefined ? [] : parseRedirects(redirectsText)),
  };
}

/** Ranges are sent as stored: a compressed slice would not be the slice asked for. */
function shouldCompress(req, res) {
  return res.statusCode !== 206 && compression.filter(req, res);
}

/**
 * A segment plus the ".html" the lookup appends must fit the file system's
 * 255-byte names (ENAMETOOLONG would be a 500).
 */
const MAX_SEGMENT_BYTES = 250;
/** Far longer than any page's path, far shorter than the file system's PATH_MAX. */
const MAX_PATH_BYTES = 2048;

/**
 * The path and query string of a request target. Browsers send the
 * origin form ("/a/b?c"), proxies the absolute form ("http://host/a/b?c");
 * the other forms ("*", "host:port") name no path: undefined.
 *
 * @param {string} target
 * @returns {{ pathname: string, search: string } | undefined}
 */
export function splitRequestTarget(target) {
  const origin = /^https?:\/\/[^/?#]*/i.exec(target)?.[0];
  let rest = origin === undefined ? target : target.slice(origin.length);
  if (origin !== undefined && !rest.startsWith('/')) rest = `/${rest}`;
  if (!rest.startsWith('/')) return undefined;
  const hash = rest.indexOf('#');
  if (hash !== -1) rest = rest.slice(0, hash);
  const query = rest.indexOf('?');
  return query === -1 ? { pathname: rest, search: '' } : { pathname: rest.slice(0, query), search: rest.slice(query) };
}

/**
 * Whether a path could name a page or file of the site. Browsers resolve dot
 * segments and never send the rest for a link of ours: an empty segment
 * ("//", which a redirect would turn into another host), a backslash (which
 * browsers read as "/"), an encoded slash, backslash, NUL or other control
 * character, malformed percent-encoding, or a name too long for a file.
 * Such paths get the not-found page before any redirect or file lookup.
 *
 * @param {string} pathname the path as sent, still percent-encoded
 */
export function isSitePath(pathname) {
  if (!pathname.startsWith('/') || pathname.includes('//') || pathname.includes('\\')) return false;
  if (Buffer.byteLength(pathname) > MAX_PATH_BYTES) return false;
  for (const raw of pathname.split('/').slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return false;
    }
    if (segment === '.' || segment === '..' || /[/\\\u0000-\u001f\u007f]/.test(segment)) return false;
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) return false;
  }
  return true;
}

/**
 * A redirect target that stays on this site: a path with one leading slash
 * ("//host" and "/\host" are other hosts to a browser), or an http(s) URL the
 * `_redirects` file names itself.
 *
 * @param {string} location
 */
export function isSafeLocation(location) {
  return /^\/(?![/\\])/.test(location) || /^https?:\/\//i.test(location);
}

/**
 * @param {{ root: string, basePath: string, warn?: (message: string) => void }} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, basePath, warn = (message) => console.warn(message) }) {
  const notFoundFile = path.join(root, '404.html');
  const { headersFor, redirectFor } = loadHostingRules(root, warn);
  const compress = compression({ filter: shouldCompress });

  /**
   * As Cloudflare Pages does: the 404.html nearest to the path, up its folders
   * (a locale's own, `/fr/404.html`, for `/fr/…`), else the root's. Only for
   * paths already known to be plain site paths.
   */
  async function notFoundPage(pathname) {
    const folders = pathname?.startsWith(basePath) ? pathname.slice(basePath.length).split('/').slice(0, -1) : [];
    for (let depth = folders.length; depth > 0; depth -= 1) {
      const folder = folders.slice(0, depth);
      if (folder.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\%]/.test(segment))) continue;
      const body = await readFile(path.join(root, ...folder, '404.html')).catch(() => undefined);
      if (body) return body;
    }
    return readFile(notFoundFile).catch(() => Buffer.from('Not Found'));
  }

  async function sendNotFound(res, method, pathname) {
    const body = await notFoundPage(pathname);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res) {
    const target = splitRequestTarget(req.url ?? '');
    let pathname = target?.pathname ?? '/';

    // Set before anything is written: serve-handler's writeHead() merges them
    // with its own (Content-Type, ETag, Content-Length).
    const headers = headersFor(pathname);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', HOST_DEFAULT_CACHE_CONTROL);

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    if (!target) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request: ask for a path, such as /');
      return;
    }
    if (!isSitePath(pathname)) {
      await sendNotFound(res, req.method);
      return;
    }
    const redirect = redirectFor(pathname, target.search);
    // A rule whose target starts with its splat could still make "//host".
    if (redirect && isSafeLocation(redirect.location)) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : `Redirecting to ${redirect.location}`);
      return;
    }
    const baseNoSlash = basePath.slice(0, -1);
    if (pathname === baseNoSlash) pathname = basePath;
    if (!pathname.startsWith(basePath)) {
      await sendNotFound(res, req.method);
      return;
    }
    let sitePath = `/${pathname.slice(basePath.length)}`;
    // serve-handler would redirect "/x.html" to "/x"; every page lives at both.
    if (sitePath.endsWith('.html') && sitePath !== '/404.html') {
      sitePath = sitePath.endsWith('/index.html') ? sitePath.slice(0, -'index.html'.length) : sitePath.slice(0, -5);
    }
    // Compared decoded and in lower case: "/%5Fheaders" and, on a case-insensitive disk, "/_HEADERS" are the file too.
    const topLevel = decodeURIComponent(sitePath.split('/')[1]).toLowerCase();
    if (HOSTING_FILES.includes(topLevel)) {
      await sendNotFound(res, req.method);
      return;
    }
    req.url = `${sitePath}${target.search}`;
    await serveHandler(
      req,
      res,
      {
        public: root,
        cleanUrls: true,
        // Trailing slashes are the redirect file's business; a "/x/" it doesn't
        // list is looked up as a folder, which has no index page: 404.
        directoryListing: false,
        etag: true,
      },
      {
        sendError: async (_absolutePath, response, _acceptsJSON, _current, _handlers, _config, spec) => {
          if (spec.statusCode === 404) return sendNotFound(response, req.method, pathname);
          response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(spec.message);
        },
      },
    );
  }

  const server = http.createServer((req, res) => {
    compress(req, res, () => {
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    });
  });
  // Node hands CONNECT to this event alone, and without a listener closes the
  // connection unanswered; a static host answers it like any other method.
  server.on('connect', (_req, socket) => {
    const body = 'Method Not Allowed';
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
