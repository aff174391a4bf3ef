import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptBytes {
  files: number;
  raw: number;
  gzip: number;
}

/** The production build the local server sends (playwright.config.ts serves it at the root). */
const BUILD_DIR = path.resolve('build');

const sizes = new Map<string, { raw: number; gzip: number }>();

/**
 * A script's bytes, raw and gzip at level 6 (as static hosts send them and
 * as the bench counts them), read from the build the server sends it from:
 * the same bytes, without copying every body out of the browser, and
 * compressed once per file for the whole run.
 */
function sizeOf(pathname: string): { raw: number; gzip: number } {
  let size = sizes.get(pathname);
  if (!size) {
    const bytes = readFileSync(path.join(BUILD_DIR, decodeURIComponent(pathname)));
    sizes.set(pathname, (size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length }));
  }
  return size;
}

/**
 * Watches the scripts a page fetches from its own site (the analytics script
 * is blocked off-site) and adds up their bytes. Call before opening the page;
 * `total()` once it is interactive. A script served from the HTTP cache is
 * still a response, so the count is a cold load's either way (routes.spec.ts
 * checks that).
 */
export function collectScriptBytes(page: Page): { total: () => Promise<ScriptBytes> } {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || !/^(127\.0\.0\.1|localhost)$/.test(url.hostname)) return;
    scripts.add(url.pathname);
  });
  return {
    async total() {
      let raw = 0;
      let gzip = 0;
      for (const script of scripts) {
        const size = sizeOf(script);
        raw += size.raw;
        gzip += size.gzip;
      }
      return { files: scripts.size, raw, gzip };
    },
  };
}
