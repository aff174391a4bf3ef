/**
 * The scroll position of each history entry, so that back and forward return
 * the reader to where they were. Pure (the storage is passed in) and small:
 * only the most recent entries are kept.
 */
export const MAX_REMEMBERED_ENTRIES = 50;

export type ScrollPositions = Record<string, number>;

export function parsePositions(raw: string | null): ScrollPositions {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Records a position, dropping the oldest entries beyond the limit. */
export function remember(positions: ScrollPositions, key: string, y: number): ScrollPositions {
  const { [key]: _previous, ...rest } = positions;
  const entries = Object.entries(rest).concat([[key, Math.max(0, Math.round(y))]]);
  return Object.fromEntries(entries.slice(-MAX_REMEMBERED_ENTRIES));
}
