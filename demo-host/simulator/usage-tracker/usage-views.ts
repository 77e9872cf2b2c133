// What the usage calls answer, worked out from a meter's record and the readings of its seed.
import type { AccountOverviewRecord, AccountRecord } from '../accounts/account-records.ts';
import {
  type Climate,
  daysFrom,
  localDateTime,
  localDay,
  type MeterDay,
  meterDay,
  type MeterModel,
  shiftDay,
  weatherOn,
} from './usage-readings.ts';
import type { UsageMeterRecord } from './usage-tracker-service.ts';

/** Everything a view needs to know about the meter it reads. */
export interface MeterContext {
  readonly account: AccountRecord;
  /** The account's overview: its bills and payments. */
  readonly overview: AccountOverviewRecord;
  readonly meter: UsageMeterRecord;
  /** The site's key for its weather ('riverbend', 'prairie'). */
  readonly site: string;
  readonly climate: Climate;
  readonly timeZone: string;
  /** The last day with readings: yesterday on the cooperative's calendar. */
  readonly lastDay: string;
}

/** Dollars per unit and per day: what the projected bill and the prepaid dollars charge. */
export const rates = {
  Electric: { energyCharge: 0.1125, customerChargePerDay: 0.8 },
  Water: { energyCharge: 0.0062, customerChargePerDay: 0.6 },
} as const;

const model = (meter: UsageMeterRecord): MeterModel => ({
  seed: meter.seed,
  commodity: meter.commodity,
  scale: meter.scale,
});

/** The span of the meter's daily readings; null when it has none. */
export function dailySpan({ meter, lastDay }: MeterContext): { first: string; last: string } | null {
  if (!meter.firstReadingDate || meter.firstReadingDate > lastDay) return null;
  return { first: meter.firstReadingDate, last: lastDay };
}

/** The span of the meter's interval readings; null without interval data. */
export function intervalSpan(context: MeterContext): { first: string; last: string } | null {
  const daily = dailySpan(context);
  const { meter, lastDay } = context;
  if (!daily || meter.intervalDays <= 0 || !meter.intervalMinutes || meter.commodity !== 'Electric')
    return null;
  const first = shiftDay(lastDay, -(meter.intervalDays - 1));
  return { first: first > daily.first ? first : daily.first, last: lastDay };
}

function day(context: MeterContext, date: string): MeterDay {
  return meterDay(model(context.meter), date, context.site, context.climate, context.timeZone);
}

/** The days of the meter from `from` to `to` that have readings. */
function daysWithReadings(context: MeterContext, from: string, to: string): MeterDay[] {
  const span = dailySpan(context);
  if (!span) return [];
  const start = from > span.first ? from : span.first;
  const end = to < span.last ? to : span.last;
  if (start > end) return [];
  return daysFrom(start, end).map((date) => day(context, date));
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The register at the end of each day from `from` to `to`: the first reading plus every day's usage since. */
function registers(context: MeterContext, from: string, to: string): Map<string, number> {
  const span = dailySpan(context);
  const result = new Map<string, number>();
  if (!span) return result;
  let register = context.meter.firstRegisterReading;
  const end = to < span.last ? to : span.last;
  if (span.first > end) return result;
  for (const date of daysFrom(span.first, end)) {
    register += day(context, date).usage;
    if (date >= from) result.set(date, Math.floor(register));
  }
  return result;
}

export type UsageUnit = 'usage' | 'dollars' | 'demand';

function dollarsOf(context: MeterContext, reading: MeterDay): number {
  const rate = rates[context.meter.commodity];
  return round(reading.usage * rate.energyCharge + rate.customerChargePerDay, 2);
}

/** The highest 15-minute demand of an electric day in kW; null for water. */
function demandOf(reading: MeterDay): number | null {
  if (reading.intervalWattHours.length === 0) return null;
  return round((Math.max(...reading.intervalWattHours) * 4) / 1000, 2);
}

function valueIn(context: MeterContext, reading: MeterDay, unit: UsageUnit): number | null {
  if (unit === 'dollars') return dollarsOf(context, reading);
  if (unit === 'demand') return demandOf(reading);
  return context.meter.commodity === 'Water' ? reading.usage : round(reading.usage, 3);
}

function unitLabelOf(context: MeterContext, unit: UsageUnit): string {
  if (unit === 'dollars') return '$';
  if (unit === 'demand') return 'kW';
  return context.meter.unitOfMeasure;
}

/** Daily usage, temperatures, usages and weather by meter (spec 03 §3). */
export function dailyView(context: MeterContext, from: string, to: string, unit: UsageUnit) {
  const readings = daysWithReadings(context, from, to);
  const registerAt = registers(context, from, to);
  const unitOfMeasure = unitLabelOf(context, unit);
  const prepaid = context.account.isPrepaidAccount;
  const meterUsages = readings.map((reading) => ({
    date: reading.date,
    usageValue: valueIn(context, reading, unit),
    unitOfMeasure,
    status: reading.status,
    isWeekend: reading.isWeekend ? 'Y' : 'N',
    prepaidVendor: prepaid ? 'Riverbend Prepaid' : null,
    prepaidAccountFlag: prepaid ? 'Y' : 'N',
    prepaiddailytotal: prepaid ? dollarsOf(context, reading) : null,
  }));
  const weather = daysFrom(from, to < context.lastDay ? to : context.lastDay).map((date) =>
    weatherOn(date, context.site, context.climate),
  );
  const values = meterUsages.filter((usage) => usage.usageValue !== null) as {
    date: string;
    usageValue: number;
  }[];
  const lowest = values.reduce<(typeof values)[number] | null>(
    (low, one) => (!low || one.usageValue < low.usageValue ? one : low),
    null,
  );
  const highest = values.reduce<(typeof values)[number] | null>(
    (high, one) => (!high || one.usageValue > high.usageValue ? one : high),
    null,
  );
  const total = values.reduce((sum, one) => sum + one.usageValue, 0);
  const demands = readings.map(demandOf).filter((value): value is number => value !== null);
  const coldest = weather.reduce<(typeof weather)[number] | null>(
    (low, one) => (!low || one.lowTemp < low.lowTemp ? one : low),
    null,
  );
  const hottest = weather.reduce<(typeof weather)[number] | null>(
    (high, one) => (!high || one.highTemp > high.highTemp ? one : high),
    null,
  );
  const weatherByDate = new Map(weather.map((one) => [one.date, one]));
  return {
    usagesByMeter: [
      {
        meterId: context.meter.meterId,
        meterUsages,
        summarization: {
          lowestUsage: lowest?.usageValue ?? null,
          lowestUsageDate: lowest?.date ?? null,
          highestUsage: highest?.usageValue ?? null,
          highestUsageDate: highest?.date ?? null,
          averageConsumption: values.length > 0 ? round(total / values.length, 3) : null,
          maxDemand: demands.length > 0 ? Math.max(...demands) : null,
          totalConsumption: values.length > 0 ? round(total, 3) : null,
        },
      },
    ],
    weather: weather.map((one) => ({
      date: one.date,
      lowTemp: one.lowTemp,
      highTemp: one.highTemp,
      avgTemp: one.avgTemp,
      heatingDegreeDays: one.heatingDegreeDays,
      coolingDegreeDays: one.coolingDegreeDays,
    })),
    weatherSummarization: {
      lowestTemperature: coldest?.lowTemp ?? null,
      lowestTemperatureDate: coldest?.date ?? null,
      highestTemperature: hottest?.highTemp ?? null,
      highestTemperatureDate: hottest?.date ?? null,
    },
    usageWithWeather: readings.map((reading) => {
      const temperatures = weatherByDate.get(reading.date);
      return {
        date: reading.date,
        meterId: context.meter.meterId,
        endReading: registerAt.get(reading.date) ?? null,
        status: reading.status,
        lowTemperature: temperatures?.lowTemp ?? null,
        highTemperature: temperatures?.highTemp ?? null,
        usageValue: valueIn(context, reading, unit),
        prepaidDailyTotal: prepaid ? dollarsOf(context, reading) : null,
      };
    }),
  };
}

/** The meter's usage by calendar month: the current month and the 12 before it, each from its days with readings. */
export function monthlyView(context: MeterContext, unit: UsageUnit) {
  const span = dailySpan(context);
  const lastMonth = context.lastDay.slice(0, 7);
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  const months = Array.from({ length: 13 }, (_, index) => {
    const first = new Date(Date.UTC(year, month - 1 - (12 - index), 1));
    return first.toISOString().slice(0, 7);
  });
  if (!span) return { months: [] };
  const unitOfMeasure = unitLabelOf(context, unit);
  return {
    months: months
      .map((name) => {
        const from = `${name}-01`;
        const [y, m] = name.split('-').map(Number) as [number, number];
        const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
        const readings = daysWithReadings(context, from, to);
        if (readings.length === 0) return null;
        const values = readings
          .map((reading) => valueIn(context, reading, unit))
          .filter((value): value is number => value !== null);
        const weather = readings.map((reading) => weatherOn(reading.date, context.site, context.climate));
        const usageValue =
          values.length === 0
            ? null
            : unit === 'demand'
              ? Math.max(...values)
              : round(
                  values.reduce((sum, value) => sum + value, 0),
                  3,
                );
        return {
          month: name,
          usageValue,
          unitOfMeasure,
          days: readings.length,
          averageHighTemp: round(weather.reduce((sum, one) => sum + one.highTemp, 0) / weather.length, 1),
          averageLowTemp: round(weather.reduce((sum, one) => sum + one.lowTemp, 0) / weather.length, 1),
        };
      })
      .filter((one) => one !== null),
  };
}

/** The readings of the days from `from` to `to` with interval data, in 15-minute steps. */
function intervalReadings(
  context: MeterContext,
  from: string,
  to: string,
): { start: number; wattHours: number }[] {
  const span = intervalSpan(context);
  if (!span) return [];
  const start = from > span.first ? from : span.first;
  const end = to < span.last ? to : span.last;
  if (start > end) return [];
  const readings: { start: number; wattHours: number }[] = [];
  for (const date of daysFrom(start, end)) {
    const reading = day(context, date);
    reading.intervalStarts.forEach((at, index) =>
      readings.push({ start: at, wattHours: reading.intervalWattHours[index] ?? 0 }),
    );
  }
  return readings;
}

/** Interval usage (spec 03 §3: intervals[0].values with startTime, value in kWh). */
export function intervalView(context: MeterContext, from: string, to: string) {
  const span = intervalSpan(context);
  if (!span) return { intervals: [] };
  return {
    intervals: [
      {
        meterId: context.meter.meterId,
        intervalMinutes: context.meter.intervalMinutes ?? 15,
        unitOfMeasure: 'kWh',
        values: intervalReadings(context, from, to).map(({ start, wattHours }) => ({
          startTime: localDateTime(start, context.timeZone),
          value: wattHours / 1000,
        })),
      },
    ],
  };
}

/** A day's usage hour by hour (23 or 25 hours when the clocks change), from its 15-minute readings. */
export function hourlyView(context: MeterContext, date: string) {
  const readings = intervalReadings(context, date, date);
  const hours = new Map<number, number>();
  for (const reading of readings) {
    const hourStart = reading.start - (reading.start % 3600);
    hours.set(hourStart, (hours.get(hourStart) ?? 0) + reading.wattHours);
  }
  return {
    intervals: [
      {
        meterId: context.meter.meterId,
        intervalMinutes: 60,
        unitOfMeasure: 'kWh',
        values: [...hours.entries()]
          .sort(([a], [b]) => a - b)
          .map(([start, wattHours]) => ({
            startTime: localDateTime(start, context.timeZone),
            value: wattHours / 1000,
          })),
      },
    ],
  };
}

/** The prepaid summary of spec 03 §3 over the dates. */
export function prepaidSummaryView(context: MeterContext, from: string, to: string) {
  const readings = daysWithReadings(context, from, to);
  const charges = readings.map((reading) => dollarsOf(context, reading));
  const last = readings.at(-1);
  const payment = context.overview.earlierPayments[0];
  return {
    currentBalance: context.account.accountBalance,
    avgDailyChg:
      charges.length > 0 ? round(charges.reduce((sum, value) => sum + value, 0) / charges.length, 2) : null,
    lastEnergyUsage: last ? round(last.usage, 3) : null,
    lastDailyEnergyChg: last ? dollarsOf(context, last) : null,
    lastPaymentAmount: payment?.paymentAmount ?? null,
    arreCapture: 0,
    lastPaymentDate: payment?.paymentDate ?? null,
    unitOfMeasure: context.meter.unitOfMeasure,
  };
}

/**
 * The current billing period: the meter's read cycle that holds the last day with readings (from its
 * cycle day to the day before the next one), the usage of its days with readings so far, the rate, and
 * the latest bill to compare with.
 */
export function billingPeriodView(context: MeterContext, cycleDay: number) {
  const latest = context.overview.bills[0];
  const [year, month, dayOfMonth] = context.lastDay.split('-').map(Number) as [number, number, number];
  const cycleStart = (y: number, m: number) => {
    const lastOfMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return new Date(Date.UTC(y, m - 1, Math.min(cycleDay, lastOfMonth))).toISOString().slice(0, 10);
  };
  const thisMonth = cycleStart(year, month);
  const periodStart = dayOfMonth >= Number(thisMonth.slice(8)) ? thisMonth : cycleStart(year, month - 1);
  const [startYear, startMonth] = periodStart.split('-').map(Number) as [number, number];
  const periodEnd = shiftDay(cycleStart(startYear, startMonth + 1), -1);
  const readings = daysWithReadings(context, periodStart, periodEnd);
  const rate = rates[context.meter.commodity];
  return {
    periodStart,
    periodEnd,
    usageToDate: round(
      readings.reduce((sum, reading) => sum + reading.usage, 0),
      3,
    ),
    readingDays: readings.length,
    unitOfMeasure: context.meter.unitOfMeasure,
    energyCharge: rate.energyCharge,
    customerChargePerDay: rate.customerChargePerDay,
    previousBill: latest
      ? { billDate: latest.billDate, amount: latest.endingBalance, usage: latest.usage }
      : null,
  };
}

/** Yesterday on the cooperative's calendar: the last day with readings. */
export function lastReadingDay(now: Date, timeZone: string): string {
  return shiftDay(localDay(Math.floor(now.getTime() / 1000), timeZone), -1);
}
