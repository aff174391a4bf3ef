import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { createStaticServer, HOST_DEFAULT_CACHE_CONTROL } from '../../../scripts/lib/server.mjs';

let root: string;
const warnings: string[] = [];

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xmtp-docs-site-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

async function listen(basePath: string): Promise<{ server: Server; origin: string }> {
  const server = createStaticServer({ root, basePath, warn: (message) => warnings.push(message) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

beforeAll(() => {
  root = site({
    'index.html': 'home page',
    '404.html': 'not found page',
    'get-started/intro.html': 'intro page',
    'fr/404.html': 'page introuvable',
    'fr/get-started/intro.html': 'page d’introduction',
    'assets/app.js': `console.log(${'1'.repeat(2000)})`,
    _headers: '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    _redirects: '/get-started/intro/ /get-started/intro 301\n/docs/get-started/intro/ /docs/get-started/intro 301\n',
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local production server at the root', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => ({ server, origin } = await listen('/')));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (p: string, init?: RequestInit) => fetch(`${origin}${p}`, { redirect: 'manual', ...init });

  it('serves a page at its path and at its .html twin with the same body', async () => {
    for (const p of ['/get-started/intro', '/get-started/intro.html']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('intro page');
    }
    expect(await (await get('/')).text()).toBe('home page');
    expect(await (await get('/index.html')).text()).toBe('home page');
  });

  it('answers unknown paths with 404 and the not-found page', async () => {
    for (const p of ['/nope', '/nope.html', '/get-started/nope', '/%E0%A4%A']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe('not found page');
    }
  });

  it("answers a locale's unknown paths with that locale's not-found page, as Cloudflare Pages does", async () => {
    for (const p of ['/fr/nothing', '/fr/get-started/nothing']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('page introuvable');
    }
    expect(await (await get('/fr/get-started/intro')).text()).toBe('page d’introduction');
    expect(await (await get('/frx/nothing')).text()).toBe('not found page');
    expect(await (await get('/fr/../nothing')).text()).toBe('not found page');
  });

  it('follows _redirects before looking for a file, keeping the query string', async () => {
    const res = await get('/get-started/intro/?a=1&b=%20');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/get-started/intro?a=1&b=%20');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a trailing slash _redirects does not list with 404, not a crash', async () => {
    for (const p of ['/nope/', '/get-started/', '/get-started/nope/', '/assets/']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe('not found page');
    }
  });

  it('puts the _headers of the path on every response, the 404 too, with the host default Cache-Control', async () => {
    const page = await get('/get-started/intro');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    expect(page.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    const asset = await get('/assets/app.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/nope');
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('never serves the hosting files', async () => {
    for (const p of ['/_headers', '/_redirects']) expect((await get(p)).status, p).toBe(404);
  });

  it('refuses methods other than GET and HEAD, with the headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await get('/', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await get('/', { method: 'HEAD' })).status).toBe(200);
  });

  it('serves static assets, compressed as Accept-Encoding allows', async () => {
    const plain = await get('/assets/app.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('javascript');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.text();
    for (const [encoding, decode] of [['gzip', gunzipSync], ['br', brotliDecompressSync]] as const) {
      // Node's fetch decodes for us; a raw request shows the bytes on the wire.
      const { headers, body } = await rawGet(`${origin}/assets/app.js`, encoding);
      expect(headers['content-encoding'], encoding).toBe(encoding);
      expect(headers.vary).toContain('Accept-Encoding');
      expect(body.length).toBeLessThan(expected.length / 4);
      expect(decode(body).toString()).toBe(expected);
    }
  });

  it('reads the hosting files once, and warns once when a build has none', async () => {
    expect(warnings).toEqual([]);
    const bare = site({ 'index.html': 'home page' });
    try {
      const server = createStaticServer({ root: bare, basePath: '/', warn: (message) => warnings.push(message) });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const bareOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const p of ['/', '/a/']) await fetch(`${bareOrigin}${p}`);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/no _headers or _redirects/);
    } finally {
      warnings.length = 0;
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

async function rawGet(url: string, encoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('local production server under a base path', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => ({ server, origin } = await listen('/docs/')));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the site under the base path only', async () => {
    expect(await (await fetch(`${origin}/docs/`)).text()).toBe('home page');
    expect(await (await fetch(`${origin}/docs/get-started/intro`)).text()).toBe('intro page');
    expect((await fetch(`${origin}/get-started/intro`)).status).toBe(404);
  });

  it('matches the hosting files against the full path, base path included', async () => {
    const res = await fetch(`${origin}/docs/get-started/intro/?q`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/get-started/intro?q');
  });
});
