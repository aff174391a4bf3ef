/**
 * "Last updated" dates (spec §2.9): a short date and time in the page's
 * language, e.g. `11/2/24, 3:04 PM` in US English, `02/11/2024 15:04` in
 * French.
 *
 * The static HTML is built without knowing the reader's time zone, so it gets
 * the UTC value; the first render in the browser repeats it (or hydration
 * fails), then the page shows the reader's local time.
 *
 * US English (this site's language) is written by hand, not by Intl: Node's
 * and the browser's ICU data differ (spaces before AM/PM, for one), and a
 * page's first Intl.DateTimeFormat costs about 70 ms of main thread on a
 * mid-range phone, as much as hydrating the rest of the page footer many
 * times over. Other languages need Intl's knowledge of their formats; their
 * `<time>` tolerates the small differences between Node's and the browser's
 * ICU during hydration (see usesHandWrittenForm).
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

/** The language and calendar of a site locale (`i18n.localeConfigs[locale]`). */
export interface DateLocale {
  /** A BCP 47 tag: the locale's `htmlLang`, e.g. `en-US`, `fr-FR`. */
  readonly htmlLang: string;
  /** The locale's `calendar` (Docusaurus defaults it to `gregory`). */
  readonly calendar?: string;
}

/**
 * Whether a locale gets the hand-written US English form (which the server
 * and the browser write identically) rather than Intl's.
 */
export function usesHandWrittenForm({ htmlLang, calendar }: DateLocale): boolean {
  return /^en(-US)?$/i.test(htmlLang) && (calendar === undefined || calendar === 'gregory');
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, calendar and zone, made on first use (each costs time to build). */
function intlFormat({ htmlLang, calendar }: DateLocale, utc: boolean): Intl.DateTimeFormat {
  const key = `${htmlLang}|${calendar ?? ''}|${utc}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang, { ...LAST_UPDATED_FORMAT, calendar, ...(utc ? { timeZone: 'UTC' } : {}) });
    intlFormats.set(key, format);
  }
  return format;
}

/**
 * Whether this build writes the locale's dates with Intl. The build sets
 * `process.env.VX_LOCALE_DATES` (plugins/client-bundle) to whether the locale
 * it builds needs Intl, so a US English build ships no Intl code.
 */
function writesWithIntl(locale: DateLocale): boolean {
  return process.env.VX_LOCALE_DATES === 'true' && !usesHandWrittenForm(locale);
}

/** The server's form: the short date and time in UTC, marked as UTC. */
export function formatLastUpdatedUtc(epochMs: number, locale: DateLocale): string {
  return writesWithIntl(locale) ? `${intlFormat(locale, true).format(epochMs)} UTC` : formatShortDateTimeUtc(epochMs);
}

/** The browser's form: the short date and time in the reader's time zone. */
export function formatLastUpdatedLocal(epochMs: number, locale: DateLocale): string {
  return writesWithIntl(locale) ? intlFormat(locale, false).format(epochMs) : formatShortDateTime(epochMs);
}
