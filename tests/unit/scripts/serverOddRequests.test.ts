import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../../../scripts/lib/server.mjs';

/**
 * Odd request lines, sent byte for byte over a socket to the real server (a
 * client library would normalise or refuse most of them): whatever a client
 * sends, the answer is never a 5xx, and a redirect never leaves the site.
 */

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  statusLine: string;
}

/** Sends one request as written and reads the answer's status line and headers. */
function rawRequest(port: number, head: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head)}`)));
    socket.on('connect', () => socket.write(head, 'latin1'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0].split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      // A closed connection without an answer shows as status 0.
      resolve({ status: match ? Number(match[1]) : 0, headers, statusLine });
    });
  });
}

const requestHead = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

/** A relative path that stays on this host: one leading slash, no `//` or `/\` authority, no control characters. */
function isSameOriginLocation(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u0020\u007f\\]/.test(location);
}

const EVIL = 'evil.example';

/** Request targets, written as they go on the wire. */
const TARGETS = [
  // Plain ones, as a baseline.
  '/',
  '/get-started/intro',
  '/get-started/intro.html',
  '/get-started/intro/',
  '/get-started/intro/?next=//evil.example',
  '/assets/app.js',
  '/index',
  '/index.html',
  '/404.html',
  '/nope',
  // Double and triple slashes.
  '//',
  '///',
  '////',
  `//${EVIL}`,
  `//${EVIL}/`,
  `///${EVIL}/`,
  `//${EVIL}/get-started/intro.html`,
  `//${EVIL}/%2e%2e`,
  '//get-started/intro/',
  '/get-started//intro',
  '/get-started/intro//',
  '/old//evil.example',
  '/old//evil.example/',
  '/go/evil.example',
  '/go//evil.example',
  // Backslashes.
  `/\\${EVIL}`,
  `/\\${EVIL}/`,
  `/\\/${EVIL}`,
  `/\\\\${EVIL}`,
  `\\\\${EVIL}`,
  `/old/\\${EVIL}`,
  `/get-started\\intro`,
  `/\\${EVIL}/x.html`,
  // Encoded slashes, backslashes, dots and NULs.
  `/%2F${EVIL}`,
  `/%2F%2F${EVIL}`,
  `/%2f%2f${EVIL}/`,
  `/%5C${EVIL}`,
  `/%5c%5c${EVIL}`,
  `/%5C/${EVIL}`,
  `/old/%2F${EVIL}`,
  `/old/%5C${EVIL}`,
  '/get-started%2Fintro',
  '/%2e',
  '/%2e%2e',
  '/%2e%2e/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..%2f..%2fetc/passwd',
  '/.%2e/.%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/get-started/%2e%2e/get-started/intro',
  '/get-started/%2e/intro',
  '/%c0%ae%c0%ae/etc/passwd',
  '/../../etc/passwd',
  '/./',
  '/.',
  '/..',
  '/get-started/./intro',
  '/get-started/../get-started/intro',
  '/%00',
  '/%00/',
  '/%00.html',
  '/get-started/intro%00',
  '/get-started/intro%00.html',
  '/a%00b/',
  '/%2500',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%0d%0aLocation:%20//evil.example',
  '/%09/evil.example',
  // Raw bytes above ASCII (sent as Latin-1).
  '/caf\u00e9/',
  '/\u00ff\u00fe',
  // Overlong paths.
  `/${'a'.repeat(251)}`,
  `/${'a'.repeat(256)}`,
  `/${'a'.repeat(256)}.html`,
  `/${'%C3%A9'.repeat(100)}`,
  `/${'a/'.repeat(3000)}`,
  `/${'a'.repeat(9000)}`,
  `/${'a'.repeat(70_000)}`,
  // Bad percent-encoding.
  '/%',
  '/%%',
  '/%zz',
  '/%zz/intro',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%ff',
  '/%u002e%u002e/',
  '/get-started/%',
  '/?%',
  '/?a=%00&b=%zz',
  // Dotfiles and dot folders.
  '/.env',
  '/.git/config',
  '/.git/',
  '/.htaccess',
  '/.search',
  '/.search/',
  '/.search/index.json',
  '/.well-known/security.txt',
  '/%2esearch/index.json',
  // The host's own files.
  '/_headers',
  '/_redirects',
  '/_headers/',
  '/_headers.html',
  '/_redirects.html',
  '/_HEADERS',
  '/%5Fheaders',
  '/%5f%72edirects',
  '/_headers?x=1',
  '/./_headers',
  '//_headers',
  '/assets/../_headers',
  '/assets/%2e%2e/_redirects',
  '/docs/_headers',
  '/docs/_redirects.html',
  // Other request-target forms and fragments.
  '*',
  `${EVIL}:443`,
  `http://${EVIL}/`,
  `http://${EVIL}//${EVIL}/`,
  `https://${EVIL}/_headers`,
  `http://${EVIL}`,
  'HTTP://127.0.0.1/get-started/intro/',
  '/#fragment',
  '/get-started/intro/#x',
];

/** Under a base path the same corpus runs again, each path also prefixed with the base. */
const BASE_TARGETS = [...TARGETS, ...TARGETS.filter((target) => target.startsWith('/')).map((target) => `/docs${target}`), '/docs', '/docs/', `/docs//${EVIL}/`, `/docs/\\${EVIL}`, '/docs%2F'];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'M-SEARCH', 'BREW', 'FOO', 'get', 'G\u00c9T'];

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'xmtp-docs-odd-'));
  const files: Record<string, string> = {
    'index.html': 'home page',
    '404.html': 'not found page',
    'get-started/intro.html': 'intro page',
    'assets/app.js': 'console.log(1)',
    '.search/index.json': '{}',
    _headers: '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    // The splat rules would send "/old//evil.example" to "//evil.example" if a path could carry
    // it; the last one does so from "/go/evil.example", a plain path.
    _redirects:
      '/get-started/intro/ /get-started/intro 301\n/docs/get-started/intro/ /docs/get-started/intro 301\n' +
      '/old/* /:splat 301\n/docs/old/* /docs/:splat 301\n/go* /:splat 301\n',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

for (const [basePath, targets] of [
  ['/', TARGETS],
  ['/docs/', BASE_TARGETS],
] as const) {
  describe(`odd requests to the local production server at ${basePath}`, () => {
    let server: Server;
    let port: number;
    const errors: unknown[] = [];
    beforeAll(async () => {
      server = createStaticServer({ root, basePath, warn: () => {} });
      server.on('error', (error) => errors.push(error));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('answers every method and request target below 500, redirecting only within the site', { timeout: 120_000 }, async () => {
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const method of METHODS) {
        // A few at a time: quick, without flooding the server.
        for (let i = 0; i < targets.length; i += 8) {
          await Promise.all(
            targets.slice(i, i + 8).map(async (target) => {
              const { status, headers, statusLine } = await rawRequest(port, requestHead(method, target));
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              const shown = `${method} ${target.length > 80 ? `${target.slice(0, 60)}… (${target.length} chars)` : target}`;
              if (status === 0 || status >= 500) failures.push(`${shown} → ${statusLine || 'no answer'}`);
              const location = headers.get('location');
              if (location !== undefined && !isSameOriginLocation(location)) failures.push(`${shown} → Location: ${location}`);
            }),
          );
        }
      }
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
      // The corpus reaches every kind of answer, not only refusals.
      for (const status of [200, 301, 400, 404, 405]) expect(statuses.get(status), `status ${status}`).toBeGreaterThan(0);
    });

    it('never serves the host files, however their name is written', async () => {
      const names = ['_headers', '_redirects', '%5Fheaders', '%5f%72edirects', '_HEADERS', '_Redirects', '_headers.html', '_headers/', '_headers?x', '_redirects/.html'];
      for (const name of names) {
        for (const prefix of basePath === '/' ? ['/'] : ['/', basePath]) {
          const { status } = await rawRequest(port, requestHead('GET', `${prefix}${name}`));
          expect(status, `${prefix}${name}`).toBe(404);
        }
      }
      // A dot folder of the build is a folder like any other.
      expect((await rawRequest(port, requestHead('GET', `${basePath}.search/index.json`))).status).toBe(200);
    });

    it('answers a request that asks for an upgrade, a body or an oversized header like any other', async () => {
      for (const extra of [
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n',
        'Content-Length: 5\r\n\r\nhello',
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n',
        `X-Long: ${'a'.repeat(20_000)}\r\n`,
        'Range: bytes=99999-\r\n',
        'Range: bytes=oops\r\n',
        'Accept-Encoding: br;q=2, gzip;q=NaN\r\n',
        'If-None-Match: "\u0000"\r\n',
      ]) {
        for (const method of ['GET', 'POST']) {
          const { status } = await rawRequest(port, requestHead(method, `${basePath}get-started/intro`, extra));
          const shown = `${method} with ${JSON.stringify(extra.slice(0, 40))}`;
          expect(status, shown).toBeGreaterThan(0);
          expect(status, shown).toBeLessThan(500);
        }
      }
    });
  });
}

describe('isSameOriginLocation', () => {
  it('accepts site paths and refuses what a browser would send to another host', () => {
    for (const ok of ['/', '/get-started/intro', '/a?b=//c', '/docs/']) expect(isSameOriginLocation(ok), ok).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/\t/evil.example', 'evil', '']) {
      expect(isSameOriginLocation(bad), bad).toBe(false);
    }
  });
});
