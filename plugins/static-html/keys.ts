import { createHash } from 'node:crypto';
import path from 'node:path';
import type { VFile } from 'vfile';

/**
 * A short name for an MDX file, the same on every machine (its path from the
 * site folder), so that the pieces of HTML two files put on one page (a page
 * and a partial it imports) never share a key.
 */
export function fileKeyOf(file: VFile): string {
  const relative = path.relative(process.cwd(), file.path || 'anonymous').split(path.sep).join('/');
  return createHash('sha1').update(relative).digest('hex').slice(0, 6);
}

/** Numbers a file's pieces of HTML in document order: `<fileKey>-<prefix><n>`. */
export function staticHtmlKeys(file: VFile, prefix: string): () => string {
  const fileKey = fileKeyOf(file);
  let next = 0;
  return () => `${fileKey}-${prefix}${next++}`;
}
