import { describe, expect, it } from 'vitest';
import {
  epochSecondsOf,
  hasNoReadings,
  intervalReadings,
  readingPoints,
  totalWattHours,
  wattHoursOf,
} from '../../../../src/domain/usage-tracker/interval.ts';
import { formatMonth, monthlyRows } from '../../../../src/domain/usage-tracker/monthly.ts';

describe('interval readings', () => {
  it('reads a start with its offset as the instant it is', () => {
    expect(epochSecondsOf('2026-11-01T01:45:00-07:00')).toBe(Date.UTC(2026, 10, 1, 8, 45) / 1000);
    expect(epochSecondsOf('2026-11-01T01:45:00-08:00')).toBe(Date.UTC(2026, 10, 1, 9, 45) / 1000);
    expect(epochSecondsOf('2026-11-01T01:45:00+0530')).toBe(Date.UTC(2026, 9, 31, 20, 15) / 1000);
    expect(epochSecondsOf('2026-11-01T01:45Z')).toBe(Date.UTC(2026, 10, 1, 1, 45) / 1000);
    expect(epochSecondsOf('2026-11-01T01:45:00')).toBe(Date.UTC(2026, 10, 1, 1, 45) / 1000);
    expect(epochSecondsOf('11/01/2026 01:45')).toBeNull();
  });

  it('counts whole watt-hours', () => {
    expect(wattHoursOf(0.412)).toBe(412);
    expect(wattHoursOf(0.1 + 0.2)).toBe(300);
  });

  it('keeps the two 01:00 hours of the day the clocks go back apart, orders them, drops a repeated start', () => {
    const points = readingPoints([
      { startTime: '2026-11-01T01:15:00-08:00', value: 0.3 },
      { startTime: '2026-11-01T01:15:00-07:00', value: 0.2 },
      { startTime: '2026-11-01T01:15:00-07:00', value: 0.9 },
      { startTime: 'not a time', value: 1 },
      { startTime: '2026-11-01T01:30:00-08:00', value: null },
    ]);
    expect(points).toEqual([
      { start: epochSecondsOf('2026-11-01T01:15:00-07:00'), wattHours: 200 },
      { start: epochSecondsOf('2026-11-01T01:15:00-08:00'), wattHours: 300 },
      { start: epochSecondsOf('2026-11-01T01:30:00-08:00'), wattHours: null },
    ]);
    expect(totalWattHours(points)).toBe(500);
    expect(hasNoReadings(points)).toBe(false);
    expect(hasNoReadings(points.slice(2))).toBe(true);
  });

  it('reads the first series with its interval length', () => {
    expect(
      intervalReadings({
        intervals: [
          {
            intervalMinutes: 15,
            unitOfMeasure: 'kWh',
            values: [{ startTime: '2026-11-01T00:00:00Z', value: 0.25 }],
          },
        ],
      }),
    ).toEqual({
      intervalSeconds: 900,
      unit: 'kWh',
      points: [{ start: Date.UTC(2026, 10, 1) / 1000, wattHours: 250 }],
    });
    expect(intervalReadings({ intervals: [] })).toEqual({ intervalSeconds: 900, unit: 'kWh', points: [] });
  });

  it('parses a response once: the same response gives the same readings, another response its own', () => {
    const values = [{ startTime: '2026-11-01T01:45:00-07:00', value: 0.412 }];
    const response = { intervals: [{ intervalMinutes: 15, unitOfMeasure: 'kWh', values }] };
    const first = intervalReadings(response);
    expect(intervalReadings(response)).toBe(first);
    const another = { intervals: [{ intervalMinutes: 15, unitOfMeasure: 'kWh', values: [...values] }] };
    expect(intervalReadings(another)).not.toBe(first);
    expect(intervalReadings(another)).toEqual(first);
  });
});

describe('monthly rows', () => {
  it('orders the months oldest first, shown MM/yyyy, rounded as shown', () => {
    expect(formatMonth('2026-03')).toBe('03/2026');
    expect(
      monthlyRows(
        [
          { month: '2026-02', usageValue: 812.6, days: 28, averageHighTemp: 48.4, averageLowTemp: 33.5 },
          { month: '2026-01', usageValue: null, days: 31, averageHighTemp: null, averageLowTemp: null },
        ],
        'usage',
      ),
    ).toEqual([
      { month: '2026-01', label: '01/2026', usage: null, days: 31, averageHigh: null, averageLow: null },
      { month: '2026-02', label: '02/2026', usage: 813, days: 28, averageHigh: 48, averageLow: 34 },
    ]);
  });
});

describe('epochSecondsOf on many dates', () => {
  it('reads the back office’s shape as Date does, across years, leap days and both signs', () => {
    const offsets = ['-08:00', '-07:00', '+05:30', '+00:00'];
    for (let day = 0; day < 3000; day += 7) {
      const moment = Date.UTC(2023, 0, 1) + day * 86_400_000 + (day % 97) * 900_000;
      const local = new Date(moment).toISOString().slice(0, 19);
      for (const offset of offsets) {
        const text = `${local}${offset}`;
        expect(epochSecondsOf(text)).toBe(Date.parse(text) / 1000);
      }
    }
    expect(epochSecondsOf('2028-02-29T23:45:00-08:00')).toBe(Date.parse('2028-02-29T23:45:00-08:00') / 1000);
    expect(epochSecondsOf('2026-13-01T00:00:00-08:00')).toBeNull();
  });
});
