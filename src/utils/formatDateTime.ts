/**
 * "Last updated" dates (spec §2.9): a short US English date and time,
 * e.g. `11/2/24, 3:04 PM`.
 *
 * The static HTML is built without knowing the reader's time zone, so it gets
 * the UTC value; the first render in the browser repeats it exactly (or
 * hydration fails), then the page shows the reader's local time.
 *
 * Both are written by hand, not by Intl: Node's and the browser's ICU data
 * differ (spaces before AM/PM, for one), and a page's first
 * Intl.DateTimeFormat costs about 70 ms of main thread on a mid-range phone,
 * as much as hydrating the rest of the page footer many times over.
 */

/** The format these functions reproduce, for tests that compare with Intl. */
export const LAST_UPDATED_LOCALE = 'en-US';
export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
  dateStyle: 'short',
  timeStyle: 'short',
};

interface DateTimeParts {
  month: number;
  day: number;
  year: number;
  hours: number;
  minutes: number;
}

function shortDateTime({ month, day, year, hours, minutes }: DateTimeParts): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? 'AM' : 'PM';
  return `${month}/${day}/${String(year % 100).padStart(2, '0')}, ${hour12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** `11/2/24, 3:04 PM UTC`: the same shape as the local form, marked as UTC. */
export function formatShortDateTimeUtc(epochMs: number): string {
  const date = new Date(epochMs);
  return `${shortDateTime({
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
  })} UTC`;
}

/** The reader's local short date and time, `11/2/24, 11:04 AM` in New York. */
export function formatShortDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  return shortDateTime({
    month: date.getMonth() + 1,
    day: date.getDate(),
    year: date.getFullYear(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  });
}

/** The machine-readable form for `<time dateTime>`. */
export function toIsoDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
