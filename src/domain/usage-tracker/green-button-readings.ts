import { accountOverviewMessages } from '../account-overview/messages.ts';
import { USAGE_GRAPH_BILL_COUNT } from '../account-overview/usage.ts';
import { addDays, daysBetween, type IsoDate, isoDate } from '../dates.ts';
import { barCategory } from './daily.ts';
import {
  dayEnd,
  espiReadingQualities,
  type GreenButtonKind,
  type GreenButtonReading,
  type GreenButtonService,
  type GreenButtonSummary,
  type GreenButtonTitles,
  localMidnight,
} from './green-button.ts';
import type { IntervalPoint } from './interval.ts';
import { usageTrackerMessages } from './messages.ts';
import type { BillingPeriod, MeterUsage, MonthUsage, UsageMeter } from './types.ts';
import { isWaterMeter } from './units.ts';

/**
 * What each screen shows, as the readings and billing periods of a Green Button file (green-button.ts):
 * the Interval tab's readings, the Daily tab's days, the Monthly tab's months, the overview's bills, and
 * the current billing period. The back office's simulator writes its files through the same functions,
 * so a file and what the simulator serves at its links hold the same numbers.
 */

/** Water meters count gallons, others electricity. */
export function greenButtonService(
  meter: Pick<UsageMeter, 'commodity' | 'unitOfMeasure'> | undefined,
): GreenButtonService {
  return isWaterMeter(meter) ? 'water' : 'electricity';
}

/**
 * The titles of a file's entries, in the active language: the account's data, the meter (the service
 * address for the account's billed usage), the view the readings come from, and what they count.
 */
export function greenButtonTitles(
  kind: GreenButtonKind,
  {
    accountNumber,
    meterId,
    service,
    serviceAddress,
  }: {
    readonly accountNumber: string;
    readonly meterId: string | null;
    readonly service: GreenButtonService;
    readonly serviceAddress?: string | null;
  },
): GreenButtonTitles {
  const texts = usageTrackerMessages;
  const feed = texts.interval.feedTitle(accountNumber);
  return {
    feed,
    usagePoint:
      meterId === null ? (serviceAddress ?? '').trim() || feed : texts.interval.usagePointTitle(meterId),
    meterReading: kind === 'billing' ? accountOverviewMessages.usage.title : texts.tabs[kind],
    readingType: texts.table.usage(service === 'water' ? texts.unitLabels.gallons : 'Wh'),
  };
}

/**
 * A file's name without its extension: the account, and the meter with the tab the readings come
 * from, e.g. 'green-button-300100200-EM-100200-daily'; the account's billed usage 'green-button-300100200'.
 */
export function greenButtonFileName(
  kind: GreenButtonKind,
  accountNumber: string,
  meterId: string | null,
): string {
  const parts = [usageTrackerMessages.interval.fileName, accountNumber];
  if (meterId !== null && kind !== 'billing')
    parts.push(meterId, usageTrackerMessages.tabs[kind].toLowerCase());
  return parts.join('-');
}

/** A usage in the file's whole units: kWh as watt-hours, gallons as they are. */
export function fileUnits(value: number, service: GreenButtonService): number {
  return Math.round(service === 'water' ? value : value * 1000);
}

/** Dollars in ESPI's hundred-thousandths, from the cent. */
export function espiAmount(dollars: number): number {
  return Math.round(dollars * 100) * 1000;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The Interval tab's readings (whole watt-hours), gaps left out. */
export function intervalGreenButtonReadings(
  points: readonly IntervalPoint[],
  intervalSeconds: number,
): GreenButtonReading[] {
  return points.flatMap((point) =>
    point.wattHours === null
      ? []
      : [{ start: point.start, duration: intervalSeconds, value: point.wattHours }],
  );
}

/** A calendar day from the cooperative's midnight to the next (23 or 25 hours when the clocks change). */
function dayPeriod(date: IsoDate, timeZone: string): { start: number; duration: number } {
  const start = localMidnight(date, timeZone);
  return { start, duration: dayEnd(date, timeZone) - start };
}

/**
 * The Daily tab's days in usage (kWh or gallons): a prepaid account's day with its charge as the
 * reading's cost, an estimate or a keyed reading with its quality.
 */
export function dailyGreenButtonReadings(
  usages: readonly MeterUsage[],
  timeZone: string,
  service: GreenButtonService,
): GreenButtonReading[] {
  return usages.flatMap((usage) => {
    const date = isoDate(usage.date);
    if (!date || !finite(usage.usageValue)) return [];
    const category = barCategory(usage);
    const quality =
      category === 'estimate'
        ? espiReadingQualities.estimated
        : category === 'keyed'
          ? espiReadingQualities.keyed
          : null;
    return [
      {
        ...dayPeriod(date, timeZone),
        value: fileUnits(usage.usageValue, service),
        ...(finite(usage.prepaiddailytotal) ? { cost: espiAmount(usage.prepaiddailytotal) } : {}),
        ...(quality === null ? {} : { quality }),
      },
    ];
  });
}

/**
 * The Monthly tab's months in usage, each from the cooperative's midnight of its first day to that of
 * the next month's, cut to the days the meter has readings for (`readingDays`: the first and the last),
 * so the month under way ends where its readings do.
 */
export function monthlyGreenButtonReadings(
  months: readonly MonthUsage[],
  timeZone: string,
  service: GreenButtonService,
  readingDays: { readonly first: IsoDate; readonly last: IsoDate } | null,
): GreenButtonReading[] {
  return months.flatMap((month) => {
    const firstDay = isoDate(`${month.month}-01`);
    if (!firstDay || !finite(month.usageValue)) return [];
    const [year, number] = month.month.split('-').map(Number) as [number, number];
    const nextMonth = new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
    const from = readingDays && readingDays.first > firstDay ? readingDays.first : firstDay;
    const after =
      readingDays && addDays(readingDays.last, 1) < nextMonth ? addDays(readingDays.last, 1) : nextMonth;
    if (from >= after) return [];
    const start = localMidnight(from, timeZone);
    return [
      {
        start,
        duration: localMidnight(after, timeZone) - start,
        value: fileUnits(month.usageValue, service),
      },
    ];
  });
}

/** A bill as the overview's billing history gives it (spec 02 §3), with its usage. */
export interface BilledUsageBill {
  readonly billDate: string;
  readonly endingBalance: number;
  readonly statementStartDate?: string | null;
  readonly usage?: number | null;
  readonly usageUnit?: string | null;
}

/**
 * The bills of the Billed Usage Summary (the latest `USAGE_GRAPH_BILL_COUNT` with a usage) whose
 * period is known: each period from its statement's first day through the bill date as a reading, and
 * as a UsageSummary with the bill's amount (its ending balance, as the history shows it).
 */
export function billedGreenButtonData(
  bills: readonly BilledUsageBill[],
  timeZone: string,
): { service: GreenButtonService; readings: GreenButtonReading[]; summaries: GreenButtonSummary[] } {
  const unit = bills.find((bill) => (bill.usageUnit ?? '').trim() !== '')?.usageUnit ?? 'kWh';
  const service = greenButtonService({ unitOfMeasure: unit });
  const shown = bills
    .flatMap((bill) => {
      const billDay = isoDate(bill.billDate, timeZone);
      return billDay && finite(bill.usage) ? [{ bill, billDay, usage: bill.usage }] : [];
    })
    .sort((a, b) => (a.billDay < b.billDay ? 1 : a.billDay > b.billDay ? -1 : 0))
    .slice(0, USAGE_GRAPH_BILL_COUNT)
    .reverse();
  const readings: GreenButtonReading[] = [];
  const summaries: GreenButtonSummary[] = [];
  for (const { bill, billDay, usage } of shown) {
    const firstDay = isoDate(bill.statementStartDate, timeZone);
    if (!firstDay || firstDay > billDay) continue;
    const start = localMidnight(firstDay, timeZone);
    const end = dayEnd(billDay, timeZone);
    const value = fileUnits(usage, service);
    readings.push({ start, duration: end - start, value });
    summaries.push({
      start,
      duration: end - start,
      consumption: value,
      asOf: end,
      amount: finite(bill.endingBalance) ? espiAmount(bill.endingBalance) : null,
      billed: true,
    });
  }
  return { service, readings, summaries };
}

/**
 * The current billing period as a UsageSummary: its usage so far, and its charges so far (the rate's
 * energy charge on that usage and its daily charge for the days read), as of the end of its last day
 * read. Null before its first reading.
 */
export function billingPeriodGreenButtonSummary(
  period: BillingPeriod,
  timeZone: string,
  service: GreenButtonService,
): GreenButtonSummary | null {
  const periodDays = daysBetween(period.periodStart, period.periodEnd) + 1;
  if (periodDays <= 0 || period.readingDays <= 0) return null;
  const readingDays = Math.min(period.readingDays, periodDays);
  const start = localMidnight(period.periodStart, timeZone);
  return {
    start,
    duration: dayEnd(period.periodEnd, timeZone) - start,
    consumption: fileUnits(period.usageToDate, service),
    asOf: localMidnight(addDays(period.periodStart, readingDays), timeZone),
    amount: espiAmount(period.usageToDate * period.energyCharge + period.customerChargePerDay * readingDays),
    billed: false,
  };
}
