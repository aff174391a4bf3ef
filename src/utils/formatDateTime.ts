/**
 * "Last updated" dates (spec §2.9): a short US English date and time,
 * e.g. `11/2/24, 3:04 PM`.
 *
 * The static HTML is built without knowing the reader's time zone, so it gets
 * the UTC value, written by hand rather than by Intl: Node's and the browser's
 * ICU data may differ (spaces before AM/PM, for one), and the first render in
 * the browser must repeat the server's text exactly or hydration fails. Once
 * hydrated, the page shows the reader's local time through Intl.
 */

export const LAST_UPDATED_LOCALE = 'en-US';
export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
  dateStyle: 'short',
  timeStyle: 'short',
};

/** `11/2/24, 3:04 PM UTC`: the same shape as the local form, marked as UTC. */
export function formatShortDateTimeUtc(epochMs: number): string {
  const date = new Date(epochMs);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const year = String(date.getUTCFullYear() % 100).padStart(2, '0');
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const period = hours < 12 ? 'AM' : 'PM';
  return `${month}/${day}/${year}, ${hour12}:${minutes} ${period} UTC`;
}

/** The reader's local short date and time; `timeZone` is for tests. */
export function formatShortDateTime(epochMs: number, timeZone?: string): string {
  return new Intl.DateTimeFormat(LAST_UPDATED_LOCALE, { ...LAST_UPDATED_FORMAT, timeZone }).format(
    epochMs,
  );
}

/** The machine-readable form for `<time dateTime>`. */
export function toIsoDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
