import { switchLanguage } from '../../../../src/domain/language.ts';
import { describe, expect, it } from 'vitest';
import {
  type ComparedDay,
  comparedDays,
  explainChange,
  explanationSentence,
  readDays,
  yearBefore,
} from '../../../../src/domain/usage-tracker/explained.ts';
import type { DailyUsage } from '../../../../src/domain/usage-tracker/types.ts';
import type { UsageExplanation } from '../../../../src/domain/usage-tracker/explained.ts';

/** Days of a home using 10 kWh a day plus 0.8 kWh per heating degree day. */
function days(heating: readonly number[], extra = 0): ComparedDay[] {
  return heating.map((degreeDays) => ({
    usage: 10 + 0.8 * degreeDays + extra,
    heatingDegreeDays: degreeDays,
    coolingDegreeDays: 0,
  }));
}

describe('yearBefore', () => {
  it('gives the same calendar days a year before, 02/29 as 02/28', () => {
    expect(yearBefore({ fromDate: '2026-11-10', toDate: '2026-11-24' })).toEqual({
      fromDate: '2025-11-10',
      toDate: '2025-11-24',
    });
    expect(yearBefore({ fromDate: '2028-02-29', toDate: '2028-03-01' })).toEqual({
      fromDate: '2027-02-28',
      toDate: '2027-03-01',
    });
  });
});

describe('explainChange', () => {
  it('puts a colder period’s extra usage on the weather, and nothing on the days or other changes', () => {
    const previous = days([10, 12, 14, 16, 18, 20, 22, 24]);
    const current = days([20, 22, 24, 26, 28, 30, 32, 34]);
    const explanation = explainChange(current, previous, 8);
    expect(explanation).not.toBeNull();
    expect(explanation!.change).toBeCloseTo(64, 6);
    expect(explanation!.weatherEffect).toBeCloseTo(64, 6);
    expect(explanation!.daysEffect).toBe(0);
    expect(explanation!.otherEffect).toBeCloseTo(0, 6);
    expect(explanation!.heatingDegreeDaysChange).toBe(80);
    expect(explanation!.changeShare).toBeCloseTo(64 / 188.8, 6);
  });

  it('puts a use that grew in the same weather on other changes', () => {
    const previous = days([10, 12, 14, 16, 18, 20, 22, 24]);
    const current = days([10, 12, 14, 16, 18, 20, 22, 24], 2);
    const explanation = explainChange(current, previous, 8)!;
    expect(explanation.weatherEffect).toBeCloseTo(0, 6);
    expect(explanation.otherEffect).toBeCloseTo(16, 6);
  });

  it('counts a missing day at the earlier daily average', () => {
    const previous = days([10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    const current = days([10, 10, 10, 10, 10, 10, 10, 10, 10]);
    const explanation = explainChange(current, previous, 10)!;
    expect(explanation.daysEffect).toBeCloseTo(-18, 6);
    expect(explanation.weatherEffect).toBe(0);
    expect(explanation.otherEffect).toBeCloseTo(0, 6);
  });

  it('explains nothing with under a week of days, or a year-before period under 90% covered', () => {
    expect(explainChange(days([1, 2, 3, 4, 5, 6]), days([1, 2, 3, 4, 5, 6, 7]), 6)).toBeNull();
    expect(
      explainChange(days([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), days([1, 2, 3, 4, 5, 6, 7, 8]), 10),
    ).toBeNull();
  });

  it('lets no negative fit (noise) claim an effect of the weather', () => {
    const previous: ComparedDay[] = [5, 6, 7, 8, 9, 10, 11].map((degreeDays) => ({
      usage: 30 - degreeDays,
      heatingDegreeDays: degreeDays,
      coolingDegreeDays: 0,
    }));
    const current: ComparedDay[] = [15, 16, 17, 18, 19, 20, 21].map((degreeDays) => ({
      usage: 30 - degreeDays,
      heatingDegreeDays: degreeDays,
      coolingDegreeDays: 0,
    }));
    expect(explainChange(current, previous, 7)!.weatherEffect).toBe(0);
  });
});

/** Eight colder days than the same days a year before (more heating degree days), and more used. */
const colderWeek = () =>
  explainChange(days([20, 22, 24, 26, 28, 30, 32, 34]), days([10, 12, 14, 16, 18, 20, 22, 24]), 8)!;

describe('explanationSentence', () => {
  it('says it all in one sentence', () => {
    const explanation = colderWeek();
    expect(explanationSentence(explanation, { fromDate: '2026-11-10', toDate: '2026-11-17' }, 'kWh')).toBe(
      'From 11/10/2026 to 11/17/2026 you used 253 kWh, 34% more than the same days a year before (189 kWh): ' +
        'the weather accounts for 64 kWh more (80 more heating degree days).',
    );
  });

  it('says less and fewer for a drop, and the same for no change', () => {
    const down = explainChange(
      days([10, 12, 14, 16, 18, 20, 22, 24]),
      days([20, 22, 24, 26, 28, 30, 32, 34]),
      8,
    )!;
    expect(explanationSentence(down, { fromDate: '2026-11-10', toDate: '2026-11-17' }, 'kWh')).toContain(
      '25% less than the same days a year before (253 kWh): the weather accounts for 64 kWh less (80 fewer heating degree days',
    );
    const same = explainChange(days([10, 10, 10, 10, 10, 10, 10]), days([10, 10, 10, 10, 10, 10, 10]), 7)!;
    expect(explanationSentence(same, { fromDate: '2026-11-10', toDate: '2026-11-16' }, 'kWh')).toContain(
      'you used 126 kWh, the same as the same days a year before (126 kWh)',
    );
  });
});

describe('explanationSentence with several causes, or none', () => {
  const explanation = (effects: Partial<UsageExplanation>): UsageExplanation => ({
    currentUsage: 512,
    previousUsage: 474,
    change: 38,
    changeShare: 38 / 474,
    weatherEffect: 0,
    daysEffect: 0,
    otherEffect: 0,
    heatingDegreeDaysChange: 0,
    coolingDegreeDaysChange: 0,
    currentDays: 15,
    previousDays: 15,
    ...effects,
  });
  const range = { fromDate: '2026-11-10', toDate: '2026-11-24' };

  it('lists each cause that made a difference, the first with its verb, the last after "and"', () => {
    expect(
      explanationSentence(
        explanation({
          weatherEffect: 30,
          daysEffect: -4,
          otherEffect: 12,
          heatingDegreeDaysChange: 62,
          coolingDegreeDaysChange: -3,
        }),
        range,
        'kWh',
      ),
    ).toBe(
      'From 11/10/2026 to 11/24/2026 you used 512 kWh, 8% more than the same days a year before (474 kWh): ' +
        'the weather accounts for 30 kWh more (62 more heating degree days and 3 fewer cooling degree days), ' +
        'the number of days for 4 kWh less, and other changes for 12 kWh more.',
    );
  });

  it('names one cause alone, and leaves out degree days that did not change', () => {
    expect(explanationSentence(explanation({ otherEffect: 38 }), range, 'kWh')).toBe(
      'From 11/10/2026 to 11/24/2026 you used 512 kWh, 8% more than the same days a year before (474 kWh): ' +
        'other changes account for 38 kWh more.',
    );
    expect(explanationSentence(explanation({ weatherEffect: 20, otherEffect: 18 }), range, 'kWh')).toBe(
      'From 11/10/2026 to 11/24/2026 you used 512 kWh, 8% more than the same days a year before (474 kWh): ' +
        'the weather accounts for 20 kWh more, and other changes for 18 kWh more.',
    );
  });

  it('ends after the comparison when nothing made a difference', () => {
    expect(explanationSentence(explanation({ change: 0, currentUsage: 474 }), range, 'kWh')).toBe(
      'From 11/10/2026 to 11/24/2026 you used 474 kWh, the same as the same days a year before (474 kWh).',
    );
  });
});

describe('comparedDays and readDays', () => {
  const usage: DailyUsage = {
    usagesByMeter: [
      {
        meterId: 'EM-1',
        meterUsages: [
          { date: '2026-11-22', usageValue: 20 },
          { date: '2026-11-23', usageValue: 22 },
          { date: '2026-11-24', usageValue: null },
        ],
      },
    ],
    weather: [
      { date: '2026-11-22', heatingDegreeDays: 18, coolingDegreeDays: 0 },
      { date: '2026-11-24', heatingDegreeDays: 20, coolingDegreeDays: 0 },
    ],
    usageWithWeather: [],
  };

  it('takes the days with both a usage and degree days', () => {
    expect(comparedDays(usage, 'EM-1')).toEqual([{ usage: 20, heatingDegreeDays: 18, coolingDegreeDays: 0 }]);
    expect(comparedDays(usage, 'EM-2')).toEqual([]);
  });

  it('narrows the range to the days read', () => {
    expect(readDays(usage, 'EM-1', { fromDate: '2026-11-20', toDate: '2026-11-24' })).toEqual({
      fromDate: '2026-11-22',
      toDate: '2026-11-23',
    });
    expect(readDays(usage, 'EM-9', { fromDate: '2026-11-20', toDate: '2026-11-24' })).toEqual({
      fromDate: '2026-11-20',
      toDate: '2026-11-24',
    });
  });
});

describe('explanationSentence in Spanish', () => {
  it('puts the same parts in Spanish order, with the dates as Spanish writes them', async () => {
    await switchLanguage('es');
    try {
      const explanation = colderWeek();
      expect(explanationSentence(explanation, { fromDate: '2026-11-10', toDate: '2026-11-17' }, 'kWh')).toBe(
        'Del 10/11/2026 al 17/11/2026 usó 253 kWh, un 34% más que en los mismos días del año anterior (189 kWh): ' +
          'el clima explica 64 kWh más (80 grados-día de calefacción más).',
      );
    } finally {
      await switchLanguage('en');
    }
  });
});
