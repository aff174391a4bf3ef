import { describe, expect, it, vi } from 'vitest';
import { PRELOAD_ERROR_EVENT, wrapChunkLoader, type PreloadErrorDetail } from '@site/src/client/chunkLoader';
import { isChunkLoadError } from '@site/src/utils/chunkError';

function chunkError(id: string) {
  const error = new Error(`Loading chunk ${id} failed.\n(error: http://127.0.0.1/assets/js/${id}.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

describe('wrapChunkLoader', () => {
  it('passes successful loads through without an event', async () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(wrapChunkLoader(async () => 'ok', target)(7)).resolves.toBe('ok');
    expect(listener).not.toHaveBeenCalled();
  });

  it('dispatches a cancelable preload-error with the error and chunk id, then rethrows', async () => {
    const target = new EventTarget();
    const error = chunkError('42');
    const seen: CustomEvent<PreloadErrorDetail>[] = [];
    target.addEventListener(PRELOAD_ERROR_EVENT, (event) => seen.push(event as CustomEvent<PreloadErrorDetail>));
    const after = vi.fn();
    await expect(wrapChunkLoader(() => Promise.reject(error), target, after)(42)).rejects.toBe(error);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cancelable).toBe(true);
    expect(seen[0]!.detail).toEqual({ error, chunkId: 42 });
    expect(after).toHaveBeenCalledWith({ error, chunkId: 42 }, false);
  });

  it('leaves the load to a listener that prevents the default: no rethrow', async () => {
    const target = new EventTarget();
    target.addEventListener(PRELOAD_ERROR_EVENT, (event) => event.preventDefault());
    const after = vi.fn();
    const outcome = await Promise.race([
      wrapChunkLoader(() => Promise.reject(chunkError('9')), target, after)('9').then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(after).toHaveBeenCalledWith(expect.objectContaining({ chunkId: '9' }), true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises script and style chunk failures, also as a cause', () => {
    expect(isChunkLoadError(chunkError('1'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/assets/css/12.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('Render failed', { cause: chunkError('5') }))).toBe(true);
  });

  it('does not mistake other errors for one', () => {
    expect(isChunkLoadError(new Error('Boom from a broken page'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'call')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    const loop: { message: string; cause?: unknown } = { message: 'x' };
    loop.cause = loop;
    expect(isChunkLoadError(loop)).toBe(false);
  });
});
