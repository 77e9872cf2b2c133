import type { IsoDate } from '../domain/dates.ts';
import type { UsageUnit } from '../domain/usage-tracker/units.ts';
import type { MemberAccount, SignedInMember } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  BillingPeriodQuerySchema,
  BillingPeriodSchema,
  DailyUsageQuerySchema,
  DailyUsageSchema,
  HourlyUsageQuerySchema,
  IntervalUsageQuerySchema,
  IntervalUsageSchema,
  MonthlyUsageQuerySchema,
  MonthlyUsageSchema,
  PrepaidSummaryQuerySchema,
  PrepaidSummarySchema,
  UsageProfileSchema,
  UsageSettingsSchema,
} from './schemas/usage-tracker.ts';

const service = 'Usage Tracker service';
const accountUsage = 'v3/members/{memberNumber}/accounts/{accountNumber}/usage';

/**
 * The Usage Tracker calls. Spec 03 §7 names them without their paths; they are defined here, once, and
 * documented in docs/api.md ("Usage Tracker service").
 */
export const usageTrackerOperations = {
  settings: operation({
    id: 'getUsageSettings',
    service,
    summary: 'The site’s usage settings: feature flags, ATS settings and web content for usage',
    method: 'GET',
    path: 'v3/members/{memberNumber}/usage/settings',
    caller: 'member',
    answer: UsageSettingsSchema,
  }),
  profile: operation({
    id: 'getUsageProfile',
    service,
    summary: 'The account’s meters with their usage attributes, and whether its usage is suspended',
    method: 'GET',
    path: `${accountUsage}/profile`,
    caller: 'member',
    answer: UsageProfileSchema,
  }),
  daily: operation({
    id: 'getDailyUsage',
    service,
    summary: 'A meter’s daily usage over the dates, with its summarization and the weather',
    method: 'GET',
    path: `${accountUsage}/daily`,
    caller: 'member',
    query: DailyUsageQuerySchema,
    answer: DailyUsageSchema,
  }),
  monthly: operation({
    id: 'getMonthlyUsage',
    service,
    summary: 'A meter’s usage by calendar month over the last 13 months',
    method: 'GET',
    path: `${accountUsage}/monthly`,
    caller: 'member',
    query: MonthlyUsageQuerySchema,
    answer: MonthlyUsageSchema,
  }),
  hourly: operation({
    id: 'getHourlyUsage',
    service,
    summary: 'A meter’s hourly usage on one day',
    method: 'GET',
    path: `${accountUsage}/hourly`,
    caller: 'member',
    query: HourlyUsageQuerySchema,
    answer: IntervalUsageSchema,
  }),
  interval: operation({
    id: 'getIntervalUsage',
    service,
    summary: 'A meter’s interval usage over the dates',
    method: 'GET',
    path: `${accountUsage}/interval`,
    caller: 'member',
    query: IntervalUsageQuerySchema,
    answer: IntervalUsageSchema,
  }),
  prepaidSummary: operation({
    id: 'getPrepaidSummary',
    service,
    summary: 'The prepaid summary over the dates (used only for Dollars)',
    method: 'GET',
    path: `${accountUsage}/prepaid-summary`,
    caller: 'member',
    query: PrepaidSummaryQuerySchema,
    answer: PrepaidSummarySchema,
  }),
  billingPeriod: operation({
    id: 'getBillingPeriod',
    service,
    summary: 'A meter’s current billing period, the account’s rate and the last bill',
    method: 'GET',
    path: `${accountUsage}/billing-period`,
    caller: 'member',
    query: BillingPeriodQuerySchema,
    answer: BillingPeriodSchema,
  }),
} as const;

function withSignal(signal: AbortSignal | undefined) {
  return signal ? { signal } : {};
}

/** The site's usage settings: the MDM, cloud meter data and meter-data features, ATS settings, web content. */
export function getUsageSettings(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.settings, {
    parameters: { memberNumber },
    bearer: accessToken,
    ...withSignal(signal),
  });
}

/** The account's meters with their usage attributes, and whether its usage is suspended. */
export function getUsageProfile(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.profile, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...withSignal(signal),
  });
}

/** The usage request of spec 03 §3 for one meter: its dates (yyyy-MM-dd, both included) and unit. */
export interface DailyUsageRequest {
  readonly meterId: string;
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
  readonly unit: UsageUnit;
}

/** Daily usage, temperatures, usages and weather of a meter over the dates. */
export function getDailyUsage(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  { meterId, fromDate, toDate, unit }: DailyUsageRequest,
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.daily, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    query: { meterId, fromDate, toDate, unit },
    ...withSignal(signal),
  });
}

/** The meter's usage by calendar month over the last 13 months. */
export function getMonthlyUsage(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  { meterId, unit }: { readonly meterId: string; readonly unit: UsageUnit },
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.monthly, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    query: { meterId, unit },
    ...withSignal(signal),
  });
}

/** The hourly usage of one day (the meter-data feature): empty values when the day has none. */
export function getHourlyUsage(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  { meterId, date }: { readonly meterId: string; readonly date: IsoDate },
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.hourly, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    query: { meterId, date },
    ...withSignal(signal),
  });
}

/**
 * The meter's interval usage over the dates. `ticks` is urlGeneratedDateTimeTicks of spec 03 §7: the
 * moment the request was made, in .NET ticks, so that no cache between answers a stale range.
 */
export function getIntervalUsage(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  {
    meterId,
    fromDate,
    toDate,
  }: { readonly meterId: string; readonly fromDate: IsoDate; readonly toDate: IsoDate },
  signal?: AbortSignal,
  now: Date = new Date(),
) {
  return client.call(usageTrackerOperations.interval, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    query: { meterId, fromDate, toDate, ticks: dotNetTicks(now) },
    ...withSignal(signal),
  });
}

/** .NET ticks (100 ns since 0001-01-01 UTC) of an instant, as text. */
export function dotNetTicks(moment: Date): string {
  return (BigInt(moment.getTime()) * 10_000n + 621_355_968_000_000_000n).toString();
}

/** The prepaid summary over the dates, used only for Dollars. */
export function getPrepaidSummary(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  { fromDate, toDate }: { readonly fromDate: IsoDate; readonly toDate: IsoDate },
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.prepaidSummary, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    query: { fromDate, toDate },
    ...withSignal(signal),
  });
}

/** The current billing period of the meter: usage so far, the account's rate and the last bill. */
export function getBillingPeriod(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  { meterId }: { readonly meterId: string },
  signal?: AbortSignal,
) {
  return client.call(usageTrackerOperations.billingPeriod, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    query: { meterId },
    ...withSignal(signal),
  });
}
