import { describe, expect, it } from 'vitest';
import {
  formatDayAt,
  formatReadingTime,
  formatTimeTick,
  isWithinOneDay,
  mergeGaps,
  readingInterval,
  secondsPerDay,
  timeGapIndexes,
} from '../../../src/domain/chart-time.ts';
import { knownTimeZone } from '../../../src/domain/dates.ts';

/** Epoch seconds of a UTC date and time. */
const utc = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute) / 1000;

describe('readingInterval', () => {
  it('is the smallest step between consecutive instants, whatever gaps follow', () => {
    expect(readingInterval([0, 900, 1800, 7200, 8100])).toBe(900);
    expect(readingInterval([0, secondsPerDay, 3 * secondsPerDay])).toBe(secondsPerDay);
  });

  it('is null without two distinct instants', () => {
    expect(readingInterval([])).toBe(null);
    expect(readingInterval([utc(2026, 1, 1)])).toBe(null);
    expect(readingInterval([5, 5])).toBe(null);
  });

  it('reads a typed array as well', () => {
    expect(readingInterval(Float64Array.from([0, 3600, 7200]))).toBe(3600);
  });
});

describe('isWithinOneDay', () => {
  it('holds for readings several times a day, not for daily ones (a 23-hour DST day included)', () => {
    expect(isWithinOneDay(900)).toBe(true);
    expect(isWithinOneDay(3600)).toBe(true);
    expect(isWithinOneDay(23 * 3600)).toBe(false);
    expect(isWithinOneDay(secondsPerDay)).toBe(false);
    expect(isWithinOneDay(null)).toBe(false);
    expect(isWithinOneDay(0)).toBe(false);
  });
});

describe('timeGapIndexes', () => {
  it('names the index before each step longer than one and a half intervals', () => {
    // 15-minute readings with the hour from 00:45 to 01:45 missing.
    const values = [0, 900, 1800, 2700, 6300, 7200];
    expect(timeGapIndexes(values, 900)).toEqual([3]);
  });

  it('leaves the 25-hour day of a daylight saving change alone in daily data', () => {
    const values = [0, secondsPerDay, 2 * secondsPerDay + 3600, 3 * secondsPerDay + 3600];
    expect(timeGapIndexes(values, secondsPerDay)).toEqual([]);
  });

  it('finds nothing without an interval', () => {
    expect(timeGapIndexes([0, 10, 1000], null)).toEqual([]);
  });
});

describe('mergeGaps', () => {
  it('sorts both lists into one and joins gaps that overlap or touch', () => {
    expect(
      mergeGaps(
        [
          [40, 60],
          [100, 120],
        ],
        [
          [10, 20],
          [55, 80],
          [120, 130],
          [200, 210],
        ],
      ),
    ).toEqual([
      [10, 20],
      [40, 80],
      [100, 130],
      [200, 210],
    ]);
  });

  it('keeps a gap inside another within the outer one, and returns new pairs', () => {
    const outer: [number, number] = [0, 100];
    const merged = mergeGaps([outer], [[20, 30]]);
    expect(merged).toEqual([[0, 100]]);
    expect(outer).toEqual([0, 100]);
    expect(mergeGaps([], [])).toEqual([]);
  });
});

describe('knownTimeZone', () => {
  it('keeps an IANA zone the runtime knows, in its canonical spelling', () => {
    expect(knownTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(knownTimeZone('UTC')).toBe('UTC');
  });

  it('gives undefined (the browser’s zone) for a missing or unknown zone', () => {
    expect(knownTimeZone(undefined)).toBe(undefined);
    expect(knownTimeZone('')).toBe(undefined);
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe(undefined);
  });
});

describe('formatting instants in a time zone', () => {
  // 2026-03-08 06:15 UTC is 00:15 in Chicago (CST, UTC−6), the day its clocks spring forward.
  const springForward = utc(2026, 3, 8, 6, 15);

  it('shows the day and the time of a reading in the zone given', () => {
    expect(formatDayAt(springForward, 'America/Chicago')).toBe('03/08/2026');
    expect(formatReadingTime(springForward, 'America/Chicago')).toBe('03/08/2026 00:15');
    expect(formatReadingTime(springForward, 'UTC')).toBe('03/08/2026 06:15');
    expect(formatDayAt(utc(2026, 1, 5, 3), 'America/Los_Angeles')).toBe('01/04/2026');
  });

  it('uses the 24-hour clock, midnight as 00, across the DST change', () => {
    // 08:15 UTC is 03:15 CDT (UTC−5), after the change.
    expect(formatReadingTime(utc(2026, 3, 8, 8, 15), 'America/Chicago')).toBe('03/08/2026 03:15');
    expect(formatReadingTime(utc(2026, 3, 9, 5, 0), 'America/Chicago')).toBe('03/09/2026 00:00');
  });

  it('labels ticks by how far apart they are: months, days, or the time with the day at midnight', () => {
    const zone = 'America/Chicago';
    const midnight = utc(2026, 1, 15, 6);
    const afternoon = utc(2026, 1, 15, 20, 30);
    expect(formatTimeTick(midnight, { increment: 30 * secondsPerDay, timeZone: zone })).toBe('01/2026');
    expect(formatTimeTick(afternoon, { increment: 7 * secondsPerDay, timeZone: zone })).toBe('01/15');
    expect(formatTimeTick(afternoon, { increment: secondsPerDay, timeZone: zone })).toBe('01/15');
    expect(formatTimeTick(afternoon, { increment: 3 * 3600, timeZone: zone })).toBe('14:30');
    expect(formatTimeTick(midnight, { increment: 3 * 3600, timeZone: zone })).toBe('01/15');
  });
});
