/**
 * The local production server: serves build/ the way our static host does,
 * so the browser tests exercise what readers get.
 * - "/a/b" and "/a/b.html" both answer 200 with build/a/b.html;
 * - unknown paths, paths with malformed percent-encoding and paths with a
 *   segment too long to be a file name answer 404 with the site's not-found page;
 * - the build's `_redirects` and `_headers` (plugins/hosting) apply as on the
 *   host: a matching redirect answers before any file is looked up (so
 *   "/a/b/" → 301 "/a/b", query string kept), and every response whose path
 *   matches a header rule carries its headers, the 404, 405 and 301 too;
 * - methods other than GET and HEAD answer 405;
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
 * @param {{ root: string, basePath: string, warn?: (message: string) => void }} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, basePath, warn = (message) => console.warn(message) }) {
  const notFoundFile = path.join(root, '404.html');
  const { headersFor, redirectFor } = loadHostingRules(root, warn);
  const compress = compression({ filter: shouldCompress });

  async function sendNotFound(res, method) {
    const body = await readFile(notFoundFile).catch(() => Buffer.from('Not Found'));
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;

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
    try {
      decodeURIComponent(pathname);
    } catch {
      await sendNotFound(res, req.method);
      return;
    }
    // No file name is that long; the file system would fail the lookup (ENAMETOOLONG) with a 500.
    if (pathname.split('/').some((segment) => segment.length > 255)) {
      await sendNotFound(res, req.method);
      return;
    }
    const redirect = redirectFor(pathname, url.search);
    if (redirect) {
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
    if (HOSTING_FILES.includes(sitePath.slice(1))) {
      await sendNotFound(res, req.method);
      return;
    }
    // serve-handler would redirect "/x.html" to "/x"; every page lives at both.
    if (sitePath.endsWith('.html') && sitePath !== '/404.html') {
      sitePath = sitePath.endsWith('/index.html') ? sitePath.slice(0, -'index.html'.length) : sitePath.slice(0, -5);
    }
    req.url = `${sitePath}${url.search}`;
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
          if (spec.statusCode === 404) return sendNotFound(response, req.method);
          response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(spec.message);
        },
      },
    );
  }

  return http.createServer((req, res) => {
    compress(req, res, () => {
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    });
  });
}
