/**
 * Spec §7/§8: page code is loaded lazily, and a chunk that fails to load
 * dispatches a cancelable `preload-error` event on window; the error is
 * rethrown unless a listener called preventDefault().
 */

export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorDetail {
  error: unknown;
  chunkId: string | number;
}

export type ChunkLoader = (chunkId: string | number) => Promise<unknown>;

/**
 * Wraps the bundler's chunk loader (`__webpack_require__.e`, which fetches a
 * chunk's scripts and styles). A listener that prevents the event takes the
 * failure over (it may reload the page, or retry): the load then never
 * settles, because resolving it would hand the bundler a module it never got.
 * `afterEvent` sees each failure once the listeners have had their say.
 */
export function wrapChunkLoader(
  load: ChunkLoader,
  target: EventTarget,
  afterEvent: (detail: PreloadErrorDetail, prevented: boolean) => void = () => {},
): ChunkLoader {
  return (chunkId) =>
    load(chunkId).catch((error: unknown) => {
      const detail: PreloadErrorDetail = { error, chunkId };
      const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { cancelable: true, detail });
      target.dispatchEvent(event);
      afterEvent(detail, event.defaultPrevented);
      if (event.defaultPrevented) return new Promise<never>(() => {});
      throw error;
    });
}
