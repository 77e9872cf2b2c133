import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { formatDate } from '../../../src/domain/dates.ts';

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
