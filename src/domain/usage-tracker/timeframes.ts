import { addDays, type IsoDate } from '../dates.ts';

/**
 * The timeframes of spec 03 §2.2 and §9: the last 3 weeks (21 days), one month, 3 months and 180 days
 * (179 days back), and the default range of the last 15 days. A range of N days is the N calendar days
 * that end today (today − (N − 1) to today), the way "180 days, 179 days back" counts them; a month
 * back is the same day of the previous month (the last day of a shorter month).
 */
export const timeframes = ['last15Days', 'last3Weeks', 'lastOneMonth', 'last3Months', 'last180Days'] as const;
export type Timeframe = (typeof timeframes)[number];

/** The interval tab adds a week (Not in the spec): 15-minute readings are many. */
export const intervalTimeframes = ['last7Days', ...timeframes] as const;
export type IntervalTimeframe = (typeof intervalTimeframes)[number];

export const defaultTimeframe: Timeframe = 'last15Days';
export const defaultIntervalTimeframe: IntervalTimeframe = 'last7Days';

export interface DateRange {
  /** yyyy-MM-dd, included. */
  readonly fromDate: IsoDate;
  /** yyyy-MM-dd, included. */
  readonly toDate: IsoDate;
}

function monthsBack(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const moved = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
  return moved.toISOString().slice(0, 10);
}

/** The days a timeframe covers, ending `today` (the cooperative's day). */
export function timeframeRange(timeframe: IntervalTimeframe, today: IsoDate): DateRange {
  switch (timeframe) {
    case 'last7Days':
      return { fromDate: addDays(today, -6), toDate: today };
    case 'last15Days':
      return { fromDate: addDays(today, -14), toDate: today };
    case 'last3Weeks':
      return { fromDate: addDays(today, -20), toDate: today };
    case 'lastOneMonth':
      return { fromDate: monthsBack(today, 1), toDate: today };
    case 'last3Months':
      return { fromDate: monthsBack(today, 3), toDate: today };
    case 'last180Days':
      return { fromDate: addDays(today, -179), toDate: today };
  }
}

/** The timeframe a range is, when it is one of `choices` ending today; null for the member's own dates. */
export function timeframeOf<T extends IntervalTimeframe>(
  range: DateRange,
  today: IsoDate,
  choices: readonly T[],
): T | null {
  return (
    choices.find((choice) => {
      const candidate = timeframeRange(choice, today);
      return candidate.fromDate === range.fromDate && candidate.toDate === range.toDate;
    }) ?? null
  );
}
