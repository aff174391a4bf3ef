/**
 * Recognises the error of a script or style chunk that could not be fetched
 * (the connection dropped, or a deploy removed the old hashed files), as
 * opposed to a page that fetched fine but failed to render.
 */
export function isChunkLoadError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { name, code, message } = current as { name?: unknown; code?: unknown; message?: unknown };
    // Webpack and Rspack name script failures ChunkLoadError; style failures carry a code.
    if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
    if (typeof message === 'string' && /^Loading (CSS )?chunk \S+ failed/.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
