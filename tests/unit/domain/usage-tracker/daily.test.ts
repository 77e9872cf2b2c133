import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../src/domain/language.ts';
import {
  barCategory,
  dailyPoints,
  dailySummary,
  daySeconds,
  hasNoUsage,
  readingType,
  usageSortDirection,
  usageTableRows,
} from '../../../../src/domain/usage-tracker/daily.ts';
import type { DailyUsage } from '../../../../src/domain/usage-tracker/types.ts';

const usage: DailyUsage = {
  usagesByMeter: [
    {
      meterId: 'EM-1',
      meterUsages: [
        { date: '2026-11-21', usageValue: 25.4, status: 'normal', isWeekend: 'Y' },
        { date: '2026-11-20', usageValue: 27.6, status: 'Estimate', isWeekend: 'N' },
        { date: '2026-11-22', usageValue: null, status: 'normal', isWeekend: 'Y' },
        { date: '2026-11-18', usageValue: 32.2, status: 'Keyed', isWeekend: 'N' },
        { date: '2026-11-19', usageValue: 26.1, status: 'normal', isWeekend: 'N' },
      ],
      summarization: null,
    },
    { meterId: 'EM-2', meterUsages: [{ date: '2026-11-20', usageValue: 5 }] },
  ],
  weather: [
    { date: '2026-11-18', lowTemp: 34, highTemp: 52 },
    { date: '2026-11-19', lowTemp: 37, highTemp: 54 },
    { date: '2026-11-20', lowTemp: 40, highTemp: 59 },
  ],
  usageWithWeather: [
    {
      date: '2026-11-19',
      meterId: 'EM-1',
      endReading: 57487,
      status: 'normal',
      lowTemperature: 37,
      highTemperature: 54,
      usageValue: 26.1,
    },
    {
      date: '2026-11-21',
      meterId: 'EM-1',
      endReading: 57540,
      status: 'normal',
      lowTemperature: 41,
      highTemperature: 61,
      usageValue: 25.4,
    },
    {
      date: '2026-11-20',
      meterId: 'EM-1',
      endReading: 57515,
      status: 'Estimate',
      lowTemperature: 40,
      highTemperature: 59,
      usageValue: 27.6,
      prepaidDailyTotal: 3.91,
    },
    { date: '2026-11-20', meterId: 'EM-2', endReading: 10, status: 'normal', usageValue: 5 },
  ],
};

describe('bar colours (spec 03 §2.2)', () => {
  it('paints an estimate grey and a keyed reading dark grey, whatever the day', () => {
    expect(barCategory({ status: 'Estimate', isWeekend: 'Y' })).toBe('estimate');
    expect(barCategory({ status: 'keyed', isWeekend: 'N' })).toBe('keyed');
  });

  it('paints other readings light grey on weekends and blue on weekdays', () => {
    expect(barCategory({ status: 'normal', isWeekend: 'Y' })).toBe('weekend');
    expect(barCategory({ status: 'normal', isWeekend: 'N' })).toBe('weekday');
    expect(barCategory({ status: null, isWeekend: null })).toBe('weekday');
  });
});

describe('dailyPoints', () => {
  it('orders the meter’s days by date, with their temperatures and bar colours', () => {
    expect(dailyPoints(usage, 'EM-1')).toEqual([
      {
        date: '2026-11-18',
        seconds: daySeconds('2026-11-18'),
        usage: 32.2,
        category: 'keyed',
        highTemp: 52,
        lowTemp: 34,
      },
      {
        date: '2026-11-19',
        seconds: daySeconds('2026-11-19'),
        usage: 26.1,
        category: 'weekday',
        highTemp: 54,
        lowTemp: 37,
      },
      {
        date: '2026-11-20',
        seconds: daySeconds('2026-11-20'),
        usage: 27.6,
        category: 'estimate',
        highTemp: 59,
        lowTemp: 40,
      },
      {
        date: '2026-11-21',
        seconds: daySeconds('2026-11-21'),
        usage: 25.4,
        category: 'weekend',
        highTemp: null,
        lowTemp: null,
      },
      {
        date: '2026-11-22',
        seconds: daySeconds('2026-11-22'),
        usage: null,
        category: 'weekend',
        highTemp: null,
        lowTemp: null,
      },
    ]);
  });

  it('places a day at its UTC midnight', () => {
    expect(daySeconds('2026-11-01')).toBe(Date.UTC(2026, 10, 1) / 1000);
  });

  it('has nothing for a meter the answer does not hold, and tells when no day has a value', () => {
    expect(dailyPoints(usage, 'EM-9')).toEqual([]);
    expect(hasNoUsage([])).toBe(true);
    expect(hasNoUsage(dailyPoints(usage, 'EM-1'))).toBe(false);
    expect(
      hasNoUsage(
        dailyPoints(
          {
            ...usage,
            usagesByMeter: [{ meterId: 'X', meterUsages: [{ date: '2026-11-01', usageValue: null }] }],
          },
          'X',
        ),
      ),
    ).toBe(true);
  });
});

describe('usageTableRows (spec 03 §2.2)', () => {
  it('sorts the meter’s rows by date, descending unless the setting says ASC', () => {
    expect(usageSortDirection('DESC')).toBe('descending');
    expect(usageSortDirection(null)).toBe('descending');
    expect(usageSortDirection(' asc ')).toBe('ascending');
    expect(usageTableRows(usage, 'EM-1', 'usage', 'descending').map((row) => row.date)).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
    ]);
    expect(usageTableRows(usage, 'EM-1', 'usage', 'ascending').map((row) => row.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('rounds usage to an integer, and names a normal reading Actual', () => {
    expect(usageTableRows(usage, 'EM-1', 'usage', 'descending')[1]).toEqual({
      id: '2026-11-20|EM-1',
      date: '2026-11-20',
      meterId: 'EM-1',
      endReading: 57515,
      type: 'Estimate',
      lowTemperature: 40,
      highTemperature: 59,
      usage: 28,
    });
    expect(readingType('normal')).toBe('Actual');
    expect(readingType(null)).toBe('Actual');
    expect(readingType('Keyed')).toBe('Keyed');
    expect(readingType('ESTIMATE')).toBe('Estimate');
    expect(readingType('Corrected')).toBe('Corrected');
  });

  it('says the reading type in Spanish on a Spanish page', async () => {
    await switchLanguage('es');
    try {
      expect(['normal', 'Estimate', 'Keyed', 'Corrected'].map(readingType)).toEqual([
        'Real',
        'Estimada',
        'Ingresada',
        'Corrected',
      ]);
    } finally {
      await switchLanguage('en');
    }
  });

  it('keeps two decimals for demand, and takes the prepaid daily total for dollars', () => {
    expect(usageTableRows(usage, 'EM-1', 'demand', 'descending')[0]?.usage).toBe(25.4);
    expect(usageTableRows(usage, 'EM-1', 'dollars', 'descending')[1]?.usage).toBe(3.91);
  });
});

describe('dailySummary', () => {
  it('works the figures out from the days without a summarization', () => {
    const summary = dailySummary(dailyPoints(usage, 'EM-1'));
    expect(summary.total).toBeCloseTo(111.3, 9);
    expect(summary.average).toBeCloseTo(27.825, 9);
    expect({ ...summary, total: 0, average: 0 }).toEqual({
      total: 0,
      average: 0,
      highest: { value: 32.2, date: '2026-11-18' },
      lowest: { value: 25.4, date: '2026-11-21' },
      maxDemand: null,
    });
  });

  it('takes the back office’s summarization where it gives one', () => {
    expect(
      dailySummary(dailyPoints(usage, 'EM-1'), {
        totalConsumption: 120,
        averageConsumption: 30,
        highestUsage: 40,
        highestUsageDate: '2026-11-19T00:00:00',
        maxDemand: 6.5,
      }),
    ).toEqual({
      total: 120,
      average: 30,
      highest: { value: 40, date: '2026-11-19' },
      lowest: { value: 25.4, date: '2026-11-21' },
      maxDemand: 6.5,
    });
  });

  it('has no figures without values', () => {
    expect(dailySummary([])).toEqual({
      total: null,
      average: null,
      highest: null,
      lowest: null,
      maxDemand: null,
    });
  });
});
