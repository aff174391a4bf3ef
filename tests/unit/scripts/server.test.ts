import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStaticServer } from '../../../scripts/lib/server.mjs';

let root: string;

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xmtp-docs-site-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

async function listen(basePath: string): Promise<{ server: Server; origin: string }> {
  const server = createStaticServer({ root, basePath });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

beforeAll(() => {
  root = site({
    'index.html': 'home page',
    '404.html': 'not found page',
    'get-started/intro.html': 'intro page',
    'assets/app.js': 'console.log(1)',
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

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await get('/get-started/intro/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/get-started/intro');
  });

  it('refuses methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await get('/', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await get('/', { method: 'HEAD' })).status).toBe(200);
  });

  it('serves static assets', async () => {
    const res = await get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });
});

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
});
