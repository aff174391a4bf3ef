import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_UPDATED_FORMAT,
  LAST_UPDATED_LOCALE,
  formatLastUpdatedLocal,
  formatLastUpdatedUtc,
  formatShortDateTime,
  formatShortDateTimeUtc,
  toIsoDateTime,
  usesHandWrittenForm,
} from '../../../src/utils/formatDateTime';

const at = (iso: string) => Date.parse(iso);
/** Intl puts a narrow no-break space before AM/PM in recent ICU versions. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');
const intlShortDateTime = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat(LAST_UPDATED_LOCALE, { ...LAST_UPDATED_FORMAT, timeZone }).format(ms);

describe('formatShortDateTimeUtc', () => {
  it('writes a short US date and 12-hour time, marked UTC', () => {
    expect(formatShortDateTimeUtc(at('2024-11-02T15:04:00Z'))).toBe('11/2/24, 3:04 PM UTC');
    expect(formatShortDateTimeUtc(at('2009-01-09T09:05:59Z'))).toBe('1/9/09, 9:05 AM UTC');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatShortDateTimeUtc(at('2024-12-31T00:00:00Z'))).toBe('12/31/24, 12:00 AM UTC');
    expect(formatShortDateTimeUtc(at('2024-07-04T12:30:00Z'))).toBe('7/4/24, 12:30 PM UTC');
  });

  it('does not depend on the machine time zone', () => {
    // 23:59 UTC is already the next day east of Greenwich.
    expect(formatShortDateTimeUtc(at('2024-03-09T23:59:00Z'))).toBe('3/9/24, 11:59 PM UTC');
  });

  it('matches what Intl writes for UTC, apart from the marker and spaces', () => {
    for (const iso of ['2024-11-02T15:04:00Z', '2025-01-01T00:07:00Z', '2030-06-15T12:00:00Z']) {
      expect(formatShortDateTimeUtc(at(iso))).toBe(`${plainSpaces(intlShortDateTime(at(iso), 'UTC'))} UTC`);
    }
  });
});

describe('formatShortDateTime', () => {
  it('uses en-US short date and short time', () => {
    expect(LAST_UPDATED_LOCALE).toBe('en-US');
    expect(LAST_UPDATED_FORMAT).toEqual({ dateStyle: 'short', timeStyle: 'short' });
  });

  const zones = { UTC: '11/2/24, 3:04 PM', 'America/New_York': '11/2/24, 11:04 AM', 'Asia/Tokyo': '11/3/24, 12:04 AM' };
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it.each(Object.entries(zones))('formats in the machine time zone (%s)', (zone, expected) => {
    process.env.TZ = zone;
    const ms = at('2024-11-02T15:04:00Z');
    expect(formatShortDateTime(ms)).toBe(expected);
  });

  it.each(Object.keys(zones))('writes what Intl writes, apart from spaces (%s)', (zone) => {
    process.env.TZ = zone;
    for (const iso of ['2024-11-02T15:04:00Z', '2025-01-01T00:07:00Z', '2030-06-15T12:00:00Z', '2024-03-10T07:30:00Z']) {
      expect(formatShortDateTime(at(iso))).toBe(plainSpaces(intlShortDateTime(at(iso), zone)));
    }
  });
});

describe('toIsoDateTime', () => {
  it('gives the ISO form for <time dateTime>', () => {
    expect(toIsoDateTime(at('2024-11-02T15:04:00Z'))).toBe('2024-11-02T15:04:00.000Z');
  });
});

describe('last-update dates in the page language', () => {
  const ms = at('2024-11-02T15:04:00Z');
  const originalZone = process.env.TZ;
  // What plugins/client-bundle sets when the locale being built needs Intl.
  beforeEach(() => vi.stubEnv('VX_LOCALE_DATES', 'true'));
  afterEach(() => {
    vi.unstubAllEnvs();
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('writes US English by hand, whatever the case of the tag', () => {
    for (const htmlLang of ['en', 'en-US', 'EN-us']) {
      expect(usesHandWrittenForm({ htmlLang })).toBe(true);
      expect(formatLastUpdatedUtc(ms, { htmlLang, calendar: 'gregory' })).toBe('11/2/24, 3:04 PM UTC');
    }
  });

  it('leaves other languages, and other calendars, to Intl', () => {
    expect(usesHandWrittenForm({ htmlLang: 'en-GB' })).toBe(false);
    expect(usesHandWrittenForm({ htmlLang: 'fr-FR' })).toBe(false);
    expect(usesHandWrittenForm({ htmlLang: 'en-US', calendar: 'japanese' })).toBe(false);
  });

  it('writes French day first, on a 24-hour clock, in UTC on the server', () => {
    expect(plainSpaces(formatLastUpdatedUtc(ms, { htmlLang: 'fr-FR', calendar: 'gregory' }))).toBe('02/11/2024 15:04 UTC');
    expect(plainSpaces(formatLastUpdatedUtc(ms, { htmlLang: 'en-GB' }))).toBe('02/11/2024, 15:04 UTC');
  });

  it("writes the reader's local time in the browser", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(plainSpaces(formatLastUpdatedLocal(ms, { htmlLang: 'fr-FR' }))).toBe('03/11/2024 00:04');
    expect(formatLastUpdatedLocal(ms, { htmlLang: 'en' })).toBe('11/3/24, 12:04 AM');
  });

  it('writes by hand in a build whose locale needs no Intl (the constant is false: no Intl code ships)', () => {
    vi.stubEnv('VX_LOCALE_DATES', 'false');
    expect(formatLastUpdatedUtc(ms, { htmlLang: 'fr-FR' })).toBe('11/2/24, 3:04 PM UTC');
  });
});
