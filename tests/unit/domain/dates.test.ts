import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  instantOf,
  isoDate,
  isoDateOf,
  parseDisplayDate,
  todayIn,
} from '../../../src/domain/dates.ts';

// A timezone west of UTC: midnight UTC is the previous local day, which exposes any timezone shift.
const previousTimezone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Chicago';
});
afterAll(() => {
  if (previousTimezone === undefined) delete process.env.TZ;
  else process.env.TZ = previousTimezone;
});

describe('formatDate', () => {
  it('runs in a timezone west of UTC (guards the assumption of the tests below)', () => {
    expect(new Date('2026-11-19').getDate()).toBe(18);
  });

  it('shows an ISO calendar date as written, with no timezone shift', () => {
    expect(formatDate('2026-11-19')).toBe('11/19/2026');
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    expect(formatDate(' 2026-11-19 ')).toBe('11/19/2026');
  });

  it('shows an ISO date-time on its local date', () => {
    expect(formatDate('2026-11-19T03:00:00Z')).toBe('11/18/2026');
    expect(formatDate('2026-11-19T23:30:00')).toBe('11/19/2026');
    expect(formatDate('2026-11-19T10:15:30.123-05:00')).toBe('11/19/2026');
    expect(formatDate('2026-11-19T00:00')).toBe('11/19/2026');
  });

  it('shows a Date on its local date', () => {
    expect(formatDate(new Date(2026, 10, 19, 23, 59))).toBe('11/19/2026');
  });

  it('accepts 29 February only in leap years', () => {
    expect(formatDate('2024-02-29')).toBe('02/29/2024');
    expect(formatDate('2000-02-29')).toBe('02/29/2000');
    expect(formatDate('2026-02-29')).toBeNull();
    expect(formatDate('1900-02-29')).toBeNull();
  });

  it('gives null for an empty value', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('   ')).toBeNull();
  });

  it('gives null for a day that does not exist rather than rolling over to the next month', () => {
    expect(formatDate('2026-02-30')).toBeNull();
    expect(formatDate('2026-02-30T00:00:00')).toBeNull();
    expect(formatDate('2026-13-01')).toBeNull();
    expect(formatDate('2026-00-10')).toBeNull();
    expect(formatDate('2026-04-31')).toBeNull();
  });

  it('gives null for text that is not an ISO date', () => {
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate('11/19/2026')).toBeNull();
    expect(formatDate('2026-11-19T25:00:00')).toBeNull();
    expect(formatDate(new Date('garbage'))).toBeNull();
  });
});

describe('formatDate in a locale and a time zone', () => {
  it("shows a date-time on its day in the cooperative's zone, not the browser's", () => {
    // 05:30 UTC on the 20th is still the 19th in Oregon and already the 20th in Tokyo.
    expect(formatDate('2026-11-20T05:30:00Z', { timeZone: 'America/Los_Angeles' })).toBe('11/19/2026');
    expect(formatDate('2026-11-20T05:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('11/20/2026');
  });

  it('never moves a calendar date, whatever the zone', () => {
    expect(formatDate('2026-11-19', { timeZone: 'Pacific/Kiritimati' })).toBe('11/19/2026');
    expect(formatDate('2026-11-19', { timeZone: 'Pacific/Pago_Pago' })).toBe('11/19/2026');
  });

  it("follows the locale's order and separators", () => {
    expect(formatDate('2026-11-19', { locale: 'es-US' })).toBe('19/11/2026');
  });
});

describe('formatDateTime', () => {
  it('shows MM/dd/yyyy HH:mm on a 24-hour clock in the given zone', () => {
    expect(formatDateTime('2026-11-19T21:05:00Z', { timeZone: 'America/Chicago' })).toBe('11/19/2026 15:05');
    expect(formatDateTime('2026-11-20T06:00:00Z', { timeZone: 'America/Chicago' })).toBe('11/20/2026 00:00');
  });

  it("uses the browser's zone when none is given", () => {
    expect(formatDateTime('2026-11-19T23:30:00')).toBe('11/19/2026 23:30');
    expect(formatDateTime('2026-11-19T03:00:00Z')).toBe('11/18/2026 21:00');
  });

  it('shows a calendar date at midnight and gives null for what is not a date', () => {
    expect(formatDateTime('2026-11-19')).toBe('11/19/2026 00:00');
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('2026-02-30T10:00:00Z')).toBeNull();
    expect(formatDateTime('yesterday')).toBeNull();
  });
});

describe('formatDayMonthYear', () => {
  it('shows dd-MMM-yyyy', () => {
    expect(formatDayMonthYear('2026-12-05')).toBe('05-Dec-2026');
    expect(formatDayMonthYear('2027-01-31')).toBe('31-Jan-2027');
    expect(formatDayMonthYear(null)).toBeNull();
  });
});

describe('calendar days', () => {
  it("gives the day an instant falls on in a zone, and today in the cooperative's zone", () => {
    const lateEveningInOregon = new Date('2026-11-25T06:30:00Z');
    expect(isoDateOf(lateEveningInOregon, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(isoDateOf(lateEveningInOregon, 'America/New_York')).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', lateEveningInOregon)).toBe('2026-11-24');
    // The browser's zone (America/Chicago in these tests) when the cooperative names none.
    expect(todayIn(undefined, lateEveningInOregon)).toBe('2026-11-25');
  });

  it('reads the day of a wire value: a date as written, a date-time in the zone', () => {
    expect(isoDate('2026-11-19')).toBe('2026-11-19');
    expect(isoDate('2026-11-20T05:30:00Z', 'America/Los_Angeles')).toBe('2026-11-19');
    expect(isoDate('2026-02-29')).toBeNull();
    expect(isoDate(undefined)).toBeNull();
  });

  it('adds days across months, years and leap days, and counts the days between two dates', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', -179)).toBe('2026-05-29');
    expect(daysBetween('2026-05-29', '2026-11-24')).toBe(179);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });

  it('reads a typed MM/dd/yyyy as yyyy-MM-dd, leap years checked', () => {
    expect(parseDisplayDate('02/29/2028')).toBe('2028-02-29');
    expect(parseDisplayDate(' 12/31/2121 ')).toBe('2121-12-31');
    expect(parseDisplayDate('02/29/2027')).toBeNull();
    expect(parseDisplayDate('2/9/2027')).toBeNull();
    expect(parseDisplayDate('13/01/2027')).toBeNull();
  });

  it('orders records by instant: a date at its local midnight, a date-time as written', () => {
    expect(instantOf('2026-11-19')).toBe(new Date(2026, 10, 19).getTime());
    expect(instantOf('2026-11-19T10:15:00')).toBe(new Date(2026, 10, 19, 10, 15).getTime());
    expect(instantOf('2026-11-19T03:00:00Z')).toBe(Date.UTC(2026, 10, 19, 3));
    expect(instantOf('2026-11-31')).toBeNull();
    expect(instantOf('2026-02-30T10:00:00')).toBeNull();
    expect(instantOf('soon')).toBeNull();
    expect(instantOf(undefined)).toBeNull();
  });
});
