/**
 * The usage tracker's view of the back office's data (spec 03 §3 and docs/api.md "Usage Tracker
 * service"), field names as the spec spells them. Only what the rules cannot do without is required.
 */
import type { IsoDate } from '../dates.ts';

/** A reading's status (spec 03 §3): 'Estimate', 'Keyed' or 'normal'; other values are read as normal. */
export type ReadingStatus = 'Estimate' | 'Keyed' | 'normal' | (string & {});

/** The site's usage settings: its feature flags, ATS settings and web content for usage. */
export interface UsageSettings {
  /** The MDMEnabled feature: the 180-day date rules, no Dollars. */
  readonly mdmEnabled: boolean;
  /** The MdmCloudEnabled feature: the Interval tab. */
  readonly mdmCloudEnabled: boolean;
  /** The meter-data feature: a day's hourly usage. */
  readonly meterDataEnabled: boolean;
  /** ATS usage sort order: 'ASC' or 'DESC' (the default). */
  readonly usageSortOrder?: string | null;
  /** ATS USAGETABLESTRUCTURE: 'NEW' offers Demand Usage (kW). */
  readonly usageTableStructure?: string | null;
  /** Web content: the usage disclaimer (HTML). */
  readonly usageDisclaimer?: string | null;
  /** Web content: the usage suspended message. */
  readonly usageSuspendedMessage?: string | null;
}

/** A meter of the account as the usage service knows it. */
export interface UsageMeter {
  readonly meterId: string;
  /** 'Electric' or 'Water'. */
  readonly commodity?: string | null;
  /** 'kWh' or 'gal'. */
  readonly unitOfMeasure?: string | null;
  /** The usage attributes' interval length (5, 15, 30, 60); null without interval data. */
  readonly intervalMinutes?: number | null;
  /** The first and last day with a daily reading; null when the meter has none. */
  readonly firstReadingDate?: IsoDate | null;
  readonly lastReadingDate?: IsoDate | null;
  /** The first day with interval readings; null without interval data. */
  readonly firstIntervalDate?: IsoDate | null;
}

/** The account's usage profile: its meters and whether its usage is suspended. */
export interface UsageProfile {
  readonly accountNumber: string;
  readonly showUsageSuspendedMsg?: boolean | string | null;
  readonly meters: readonly UsageMeter[];
}

export interface MeterUsage {
  readonly date: IsoDate;
  readonly usageValue: number | null;
  readonly unitOfMeasure?: string | null;
  readonly status?: ReadingStatus | null;
  /** 'Y' or 'N'. */
  readonly isWeekend?: string | null;
  readonly prepaidVendor?: string | null;
  readonly prepaidAccountFlag?: string | null;
  readonly prepaiddailytotal?: number | null;
}

export interface UsageSummarization {
  readonly lowestUsage?: number | null;
  readonly lowestUsageDate?: string | null;
  readonly highestUsage?: number | null;
  readonly highestUsageDate?: string | null;
  readonly averageConsumption?: number | null;
  readonly maxDemand?: number | null;
  readonly totalConsumption?: number | null;
}

export interface UsageByMeter {
  readonly meterId: string;
  readonly meterUsages: readonly MeterUsage[];
  readonly summarization?: UsageSummarization | null;
}

/** A day's weather: temperatures in °F, and its heating and cooling degree days (base 65 °F). */
export interface WeatherDay {
  readonly date: IsoDate;
  readonly lowTemp?: number | null;
  readonly highTemp?: number | null;
  readonly avgTemp?: number | null;
  readonly heatingDegreeDays?: number | null;
  readonly coolingDegreeDays?: number | null;
}

/** A row of the usage-with-weather table (spec 03 §3). */
export interface UsageWithWeatherRow {
  readonly date: IsoDate;
  readonly meterId: string;
  readonly endReading?: number | null;
  readonly status?: ReadingStatus | null;
  readonly lowTemperature?: number | null;
  readonly highTemperature?: number | null;
  readonly usageValue?: number | null;
  readonly prepaidDailyTotal?: number | null;
}

export interface DailyUsage {
  readonly usagesByMeter: readonly UsageByMeter[];
  readonly weather: readonly WeatherDay[];
  readonly usageWithWeather: readonly UsageWithWeatherRow[];
}

/** One reading of interval or hourly usage: its start (ISO date-time with its offset) and its value. */
export interface IntervalValue {
  readonly startTime: string;
  readonly value: number | null;
}

export interface IntervalSeries {
  readonly meterId?: string | null;
  readonly intervalMinutes: number;
  readonly unitOfMeasure?: string | null;
  readonly values: readonly IntervalValue[];
}

/** Interval usage (spec 03 §3: intervals[0].values with startTime, value). */
export interface IntervalUsage {
  readonly intervals: readonly IntervalSeries[];
}

/** A month of usage, summed from its days. */
export interface MonthUsage {
  /** 'yyyy-MM'. */
  readonly month: string;
  readonly usageValue: number | null;
  readonly unitOfMeasure?: string | null;
  readonly days: number;
  readonly averageHighTemp?: number | null;
  readonly averageLowTemp?: number | null;
}

export interface MonthlyUsage {
  readonly months: readonly MonthUsage[];
}

/** The prepaid summary (spec 03 §3), shown with Dollars. */
export interface PrepaidSummary {
  readonly currentBalance?: number | null;
  readonly avgDailyChg?: number | null;
  readonly lastEnergyUsage?: number | null;
  readonly lastDailyEnergyChg?: number | null;
  readonly lastPaymentAmount?: number | null;
  readonly arreCapture?: number | null;
  readonly lastPaymentDate?: string | null;
  readonly unitOfMeasure?: string | null;
}

/** The current billing period, what the account's rate charges, and the bill it compares to. */
export interface BillingPeriod {
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  /** The usage of the days with readings so far, from periodStart. */
  readonly usageToDate: number;
  readonly readingDays: number;
  readonly unitOfMeasure?: string | null;
  /** Dollars per unit of usage. */
  readonly energyCharge: number;
  /** Dollars per day of service. */
  readonly customerChargePerDay: number;
  readonly previousBill?: {
    readonly billDate: IsoDate;
    readonly amount: number;
    readonly usage?: number | null;
  } | null;
}
