import { type IsoDate } from '../dates.ts';
import { usageTrackerMessages } from './messages.ts';
import type { DailyUsage, MeterUsage, ReadingStatus, UsageSummarization, WeatherDay } from './types.ts';
import { roundedUsage, type UsageUnit } from './units.ts';

/**
 * The daily view of spec 03 §2.2: one bar per day coloured by what the reading is (estimate grey, keyed
 * dark grey, weekend light grey, weekday blue), the day's high and low temperatures over the bars, and
 * the table of the same days.
 */
export const barCategories = ['estimate', 'keyed', 'weekend', 'weekday'] as const;
export type BarCategory = (typeof barCategories)[number];

/** A reading's bar: an estimate or a keyed reading says so whatever the day; otherwise weekend or weekday. */
export function barCategory(usage: Pick<MeterUsage, 'status' | 'isWeekend'>): BarCategory {
  const status = (usage.status ?? '').trim().toLowerCase();
  if (status === 'estimate') return 'estimate';
  if (status === 'keyed') return 'keyed';
  return (usage.isWeekend ?? '').trim().toUpperCase() === 'Y' ? 'weekend' : 'weekday';
}

/** The legend's words for each bar colour, in `barCategories` order. */
export function barCategoryLabel(category: BarCategory): string {
  return usageTrackerMessages.chart[category];
}

/** A calendar day at its UTC midnight in epoch seconds: daily bars sit on a UTC time axis, so no zone shifts a day. */
export function daySeconds(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 1000;
}

export interface DailyPoint {
  readonly date: IsoDate;
  readonly seconds: number;
  readonly usage: number | null;
  readonly category: BarCategory;
  readonly highTemp: number | null;
  readonly lowTemp: number | null;
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The meter's days in date order, each with its day's temperatures (null where the weather has none). */
export function dailyPoints(usage: DailyUsage, meterId: string): DailyPoint[] {
  const meter = usage.usagesByMeter.find((one) => one.meterId === meterId);
  if (!meter) return [];
  const weather = new Map<string, WeatherDay>(usage.weather.map((day) => [day.date, day]));
  return [...meter.meterUsages]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((day) => {
      const temperatures = weather.get(day.date);
      return {
        date: day.date,
        seconds: daySeconds(day.date),
        usage: finite(day.usageValue),
        category: barCategory(day),
        highTemp: finite(temperatures?.highTemp),
        lowTemp: finite(temperatures?.lowTemp),
      };
    });
}

/** True when no day of the range has a value: the range's empty message shows instead of the chart. */
export function hasNoUsage(points: readonly DailyPoint[]): boolean {
  return points.every((point) => point.usage === null);
}

/** A row of the usage table: the usage-with-weather row of a day, its values rounded as shown. */
export interface UsageTableRow {
  /** 'date|meter', unique. */
  readonly id: string;
  readonly date: IsoDate;
  readonly meterId: string;
  readonly endReading: number | null;
  readonly type: string;
  readonly lowTemperature: number | null;
  readonly highTemperature: number | null;
  readonly usage: number | null;
}

/**
 * The Type column: the reading's status in the page's language ('Actual' for a normal one, an estimate
 * and a keyed reading as the legend says them); a status the back office adds later shows as sent.
 */
export function readingType(status: ReadingStatus | null | undefined): string {
  const text = (status ?? '').trim();
  const known = text.toLowerCase();
  if (known === '' || known === 'normal') return usageTrackerMessages.table.actual;
  if (known === 'estimate' || known === 'keyed') return usageTrackerMessages.chart[known];
  return text;
}

/** The table's order (spec 03 §2.2): by date, descending unless the usage sort order setting says ASC. */
export type UsageSortDirection = 'ascending' | 'descending';

export function usageSortDirection(setting: string | null | undefined): UsageSortDirection {
  return (setting ?? '').trim().toUpperCase() === 'ASC' ? 'ascending' : 'descending';
}

/**
 * The table's rows for the meter (spec 03 §3 usage-with-weather rows), sorted by date in `direction`,
 * usage rounded as the unit shows it (demand and dollars two decimals, other usage integers).
 */
export function usageTableRows(
  usage: DailyUsage,
  meterId: string,
  unit: UsageUnit,
  direction: UsageSortDirection,
): UsageTableRow[] {
  const rows = usage.usageWithWeather
    .filter((row) => row.meterId === meterId)
    .map((row) => {
      const value = finite(unit === 'dollars' ? (row.prepaidDailyTotal ?? row.usageValue) : row.usageValue);
      return {
        id: `${row.date}|${row.meterId}`,
        date: row.date,
        meterId: row.meterId,
        endReading: finite(row.endReading),
        type: readingType(row.status),
        lowTemperature: finite(row.lowTemperature),
        highTemperature: finite(row.highTemperature),
        usage: value === null ? null : roundedUsage(value, unit),
      };
    });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows.sort((a, b) => (a.date < b.date ? -sign : a.date > b.date ? sign : 0));
}

/** The figures over the chart: the meter's summarization, or worked out from its days when absent. */
export interface DailySummary {
  readonly total: number | null;
  readonly average: number | null;
  readonly highest: { readonly value: number; readonly date: IsoDate } | null;
  readonly lowest: { readonly value: number; readonly date: IsoDate } | null;
  readonly maxDemand: number | null;
}

export function dailySummary(
  points: readonly DailyPoint[],
  summarization?: UsageSummarization | null,
): DailySummary {
  const days = points.filter((point) => point.usage !== null) as (DailyPoint & { usage: number })[];
  let highest: DailySummary['highest'] = null;
  let lowest: DailySummary['lowest'] = null;
  let total = 0;
  for (const day of days) {
    total += day.usage;
    if (!highest || day.usage > highest.value) highest = { value: day.usage, date: day.date };
    if (!lowest || day.usage < lowest.value) lowest = { value: day.usage, date: day.date };
  }
  const fromServer = summarization ?? {};
  const pick = (
    value: number | null | undefined,
    date: string | null | undefined,
    fallback: DailySummary['highest'],
  ) =>
    finite(value) !== null && typeof date === 'string' && date !== ''
      ? { value: value as number, date: date.slice(0, 10) }
      : fallback;
  return {
    total: finite(fromServer.totalConsumption) ?? (days.length > 0 ? total : null),
    average: finite(fromServer.averageConsumption) ?? (days.length > 0 ? total / days.length : null),
    highest: pick(fromServer.highestUsage, fromServer.highestUsageDate, highest),
    lowest: pick(fromServer.lowestUsage, fromServer.lowestUsageDate, lowest),
    maxDemand: finite(fromServer.maxDemand),
  };
}
