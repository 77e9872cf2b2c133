import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarDayOf,
  instantOf,
} from '../../../../src/domain/account-overview/calendar-day.ts';

describe('calendarDay', () => {
  it('reads an ISO date as written', () => {
    expect(calendarDay('2026-05-01')).toBe(20260501);
  });

  it('reads a date-time without offset as local time', () => {
    expect(calendarDay('2026-05-01T23:30:00')).toBe(20260501);
  });

  it('reads a date-time with an offset in the local timezone', () => {
    expect(calendarDay('2026-05-01T12:00:00Z')).toBe(calendarDayOf(new Date('2026-05-01T12:00:00Z')));
  });

  it('refuses a day the calendar does not have, and anything that is not an ISO date', () => {
    expect(calendarDay('2026-02-30')).toBeNull();
    expect(calendarDay('2026-02-30T10:00:00')).toBeNull();
    expect(calendarDay('05/01/2026')).toBeNull();
    expect(calendarDay('')).toBeNull();
    expect(calendarDay(null)).toBeNull();
  });
});

describe('instantOf', () => {
  it('reads a plain date as local midnight', () => {
    expect(instantOf('2026-05-01')).toBe(new Date(2026, 4, 1).getTime());
  });

  it('reads a date-time', () => {
    expect(instantOf('2026-05-01T10:15:00')).toBe(new Date(2026, 4, 1, 10, 15).getTime());
  });

  it('gives null for anything else', () => {
    expect(instantOf('soon')).toBeNull();
    expect(instantOf(undefined)).toBeNull();
  });
});
