import { array, boolean, define, type Infer, nullable, number, optional, string, type } from 'superstruct';
import type {
  BillingPeriod,
  DailyUsage,
  IntervalUsage,
  MonthlyUsage,
  PrepaidSummary,
  UsageProfile,
  UsageSettings,
} from '../../domain/usage-tracker/types.ts';
import { anyOf, described } from './contract.ts';

// The Usage Tracker's calls (spec 03 §3, §7; docs/api.md "Usage Tracker service"). Only what the screen
// cannot do without is required; the rest may be missing or null, as a back office may leave it.

const OptionalText = optional(nullable(string()));
const OptionalNumber = optional(nullable(number()));
const Flag = optional(nullable(anyOf([boolean(), string()])));

/** The site's usage settings: feature flags, ATS settings and web content for usage. */
export const UsageSettingsSchema = type({
  mdmEnabled: boolean(),
  mdmCloudEnabled: boolean(),
  meterDataEnabled: boolean(),
  usageSortOrder: OptionalText,
  usageTableStructure: OptionalText,
  usageDisclaimer: OptionalText,
  usageSuspendedMessage: OptionalText,
});

export const UsageMeterSchema = type({
  meterId: string(),
  commodity: OptionalText,
  unitOfMeasure: OptionalText,
  intervalMinutes: OptionalNumber,
  firstReadingDate: OptionalText,
  lastReadingDate: OptionalText,
  firstIntervalDate: OptionalText,
});

/** The account's usage profile: its meters (with their usage attributes) and the suspended flag. */
export const UsageProfileSchema = type({
  accountNumber: string(),
  showUsageSuspendedMsg: Flag,
  meters: array(UsageMeterSchema),
});

const MeterUsageSchema = type({
  date: string(),
  usageValue: nullable(number()),
  unitOfMeasure: OptionalText,
  status: OptionalText,
  isWeekend: OptionalText,
  prepaidVendor: OptionalText,
  prepaidAccountFlag: OptionalText,
  prepaiddailytotal: OptionalNumber,
});

const SummarizationSchema = type({
  lowestUsage: OptionalNumber,
  lowestUsageDate: OptionalText,
  highestUsage: OptionalNumber,
  highestUsageDate: OptionalText,
  averageConsumption: OptionalNumber,
  maxDemand: OptionalNumber,
  totalConsumption: OptionalNumber,
});

const WeatherDaySchema = type({
  date: string(),
  lowTemp: OptionalNumber,
  highTemp: OptionalNumber,
  avgTemp: OptionalNumber,
  heatingDegreeDays: OptionalNumber,
  coolingDegreeDays: OptionalNumber,
});

const UsageWithWeatherRowSchema = type({
  date: string(),
  meterId: string(),
  endReading: OptionalNumber,
  status: OptionalText,
  lowTemperature: OptionalNumber,
  highTemperature: OptionalNumber,
  usageValue: OptionalNumber,
  prepaidDailyTotal: OptionalNumber,
});

/** Daily usage, temperatures, usages and weather by meter (spec 03 §3). */
export const DailyUsageSchema = type({
  usagesByMeter: array(
    type({
      meterId: string(),
      meterUsages: array(MeterUsageSchema),
      summarization: optional(nullable(SummarizationSchema)),
    }),
  ),
  weather: array(WeatherDaySchema),
  weatherSummarization: optional(
    nullable(
      type({
        lowestTemperature: OptionalNumber,
        lowestTemperatureDate: OptionalText,
        highestTemperature: OptionalNumber,
        highestTemperatureDate: OptionalText,
      }),
    ),
  ),
  usageWithWeather: array(UsageWithWeatherRowSchema),
});

interface IntervalReading {
  readonly startTime: string;
  readonly value: number | null;
}

/**
 * A series' readings, `{ startTime: string, value: number | null }` each (other fields allowed, as
 * `type()` allows them), checked in one loop: a `type()` struct per reading took about 30 ms for 180 days
 * of 15-minute readings, longer than drawing them.
 */
export const IntervalReadingsSchema = described(
  define<IntervalReading[]>(
    'IntervalReadings',
    (value) =>
      Array.isArray(value) &&
      value.every(
        (reading: unknown) =>
          typeof reading === 'object' &&
          reading !== null &&
          typeof (reading as { startTime?: unknown }).startTime === 'string' &&
          ((reading as { value?: unknown }).value === null ||
            typeof (reading as { value?: unknown }).value === 'number'),
      ),
  ),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['startTime', 'value'],
      properties: { startTime: { type: 'string' }, value: { type: ['number', 'null'] } },
    },
  },
);

const IntervalSeriesSchema = type({
  meterId: OptionalText,
  intervalMinutes: number(),
  unitOfMeasure: OptionalText,
  values: IntervalReadingsSchema,
});

/** Interval usage (spec 03 §3: intervals[0].values with startTime, value); hourly usage has the same shape. */
export const IntervalUsageSchema = type({ intervals: array(IntervalSeriesSchema) });

export const MonthlyUsageSchema = type({
  months: array(
    type({
      month: string(),
      usageValue: nullable(number()),
      unitOfMeasure: OptionalText,
      days: number(),
      averageHighTemp: OptionalNumber,
      averageLowTemp: OptionalNumber,
    }),
  ),
});

/** The prepaid summary (spec 03 §3), used only for Dollars. */
export const PrepaidSummarySchema = type({
  currentBalance: OptionalNumber,
  avgDailyChg: OptionalNumber,
  lastEnergyUsage: OptionalNumber,
  lastDailyEnergyChg: OptionalNumber,
  lastPaymentAmount: OptionalNumber,
  arreCapture: OptionalNumber,
  lastPaymentDate: OptionalText,
  unitOfMeasure: OptionalText,
});

/** The current billing period, the account's rate and the last bill (the projected bill). */
export const BillingPeriodSchema = type({
  periodStart: string(),
  periodEnd: string(),
  usageToDate: number(),
  readingDays: number(),
  unitOfMeasure: OptionalText,
  energyCharge: number(),
  customerChargePerDay: number(),
  previousBill: optional(nullable(type({ billDate: string(), amount: number(), usage: OptionalNumber }))),
});

// The calls' queries (docs/api.md, "Usage Tracker service"): dates yyyy-mm-dd, both ends included.

/** GET …/usage/daily: one meter's dates and unit (`usage`, `dollars` or `demand`). */
export const DailyUsageQuerySchema = type({
  meterId: string(),
  fromDate: string(),
  toDate: string(),
  unit: string(),
});

/** GET …/usage/monthly: one meter and its unit. */
export const MonthlyUsageQuerySchema = type({ meterId: string(), unit: string() });

/** GET …/usage/hourly: one meter's day. */
export const HourlyUsageQuerySchema = type({ meterId: string(), date: string() });

/** GET …/usage/interval: one meter's dates, and `ticks`, the request's moment in .NET ticks. */
export const IntervalUsageQuerySchema = type({
  meterId: string(),
  fromDate: string(),
  toDate: string(),
  ticks: string(),
});

/** GET …/usage/prepaid-summary: the dates. */
export const PrepaidSummaryQuerySchema = type({ fromDate: string(), toDate: string() });

/** GET …/usage/billing-period: one meter. */
export const BillingPeriodQuerySchema = type({ meterId: string() });

export type UsageSettingsResponse = Infer<typeof UsageSettingsSchema>;
export type UsageProfileResponse = Infer<typeof UsageProfileSchema>;
export type DailyUsageResponse = Infer<typeof DailyUsageSchema>;
export type IntervalUsageResponse = Infer<typeof IntervalUsageSchema>;
export type MonthlyUsageResponse = Infer<typeof MonthlyUsageSchema>;
export type PrepaidSummaryResponse = Infer<typeof PrepaidSummarySchema>;
export type BillingPeriodResponse = Infer<typeof BillingPeriodSchema>;

// Each schema must give the rules everything they read, typed as they read it.
const answersTheRules = {
  settings: (response: UsageSettingsResponse): UsageSettings => response,
  profile: (response: UsageProfileResponse): UsageProfile => response,
  daily: (response: DailyUsageResponse): DailyUsage => response,
  interval: (response: IntervalUsageResponse): IntervalUsage => response,
  monthly: (response: MonthlyUsageResponse): MonthlyUsage => response,
  prepaid: (response: PrepaidSummaryResponse): PrepaidSummary => response,
  billingPeriod: (response: BillingPeriodResponse): BillingPeriod => response,
};
void answersTheRules;
