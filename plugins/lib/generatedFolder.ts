import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * For plugins that write files on every content load into a folder under
 * `.docusaurus/` and publish them (search index, Markdown twins): the same
 * bytes in `npm start` and in the build.
 */

/** Writes a file, creating its folder; an unchanged file is left alone, so the dev server sees no change. */
export async function writeIfChanged(file: string, content: string | Uint8Array): Promise<void> {
  const existing = await readFile(file).catch(() => undefined);
  if (existing?.equals(typeof content === 'string' ? Buffer.from(content) : content)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * The `configureWebpack` hook that has the dev server serve `folder` at the
 * base URL. Only `docusaurus start` reads `devServer`, merging ours into its
 * own (arrays concatenate); webpack's own types leave the key out.
 */
export function serveInDev(folder: string, baseUrl: string): NonNullable<Plugin['configureWebpack']> {
  return (_config, isServer) => {
    if (isServer) return undefined;
    const devServer = { static: [{ directory: folder, publicPath: baseUrl, watch: false }] };
    return { devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
  };
}
