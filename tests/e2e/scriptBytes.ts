import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptBytes {
  files: number;
  raw: number;
  gzip: number;
}

/**
 * Watches the scripts a page fetches from its own site (the analytics script
 * is blocked off-site) and adds up their bytes: raw, and gzip at level 6, as
 * static hosts send them and as the bench counts them. Call before opening
 * the page; `total()` once it is interactive.
 */
export function collectScriptBytes(page: Page): { total: () => Promise<ScriptBytes> } {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !/^http:\/\/(127\.0\.0\.1|localhost)/.test(url)) return;
    if (!bodies.has(url)) bodies.set(url, response.body().catch(() => undefined));
  });
  return {
    async total() {
      let raw = 0;
      let gzip = 0;
      for (const body of await Promise.all(bodies.values())) {
        if (!body) continue;
        raw += body.length;
        gzip += gzipSync(body, { level: 6 }).length;
      }
      return { files: bodies.size, raw, gzip };
    },
  };
}
