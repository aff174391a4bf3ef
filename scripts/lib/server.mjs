/**
 * The local production server: serves build/ the way our static host does,
 * so the browser tests exercise what readers get.
 * - "/a/b" and "/a/b.html" both answer 200 with build/a/b.html;
 * - unknown paths, paths with malformed percent-encoding and paths with a
 *   segment too long to be a file name answer 404 with the site's not-found page;
 * - "/a/b/" redirects to "/a/b" (the site's canonical form);
 * - methods other than GET and HEAD answer 405.
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import serveHandler from 'serve-handler';

/**
 * @param {{ root: string, basePath: string }} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, basePath }) {
  const notFoundFile = path.join(root, '404.html');

  async function sendNotFound(res, method) {
    const body = await readFile(notFoundFile).catch(() => Buffer.from('Not Found'));
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(method === 'HEAD' ? undefined : body);
  }

  return http.createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method Not Allowed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname = url.pathname;
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
      req.url = `${sitePath}${url.search}`;
      await serveHandler(req, res, {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
      }, {
        sendError: async (_absolutePath, response, _acceptsJSON, _current, _handlers, _config, spec) => {
          if (spec.statusCode === 404) return sendNotFound(response, req.method);
          response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(spec.message);
        },
      });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    }
  });
}
