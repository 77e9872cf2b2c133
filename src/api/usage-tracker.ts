import type { IsoDate } from '../domain/dates.ts';
import type { UsageUnit } from '../domain/usage-tracker/units.ts';
import type { MemberAccount, SignedInMember } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import {
  BillingPeriodSchema,
  DailyUsageSchema,
  IntervalUsageSchema,
  MonthlyUsageSchema,
  PrepaidSummarySchema,
  UsageProfileSchema,
  UsageSettingsSchema,
} from './schemas/usage-tracker.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;
const usage = (memberNumber: string, accountNumber: string) =>
  `${member(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}/usage`;

/**
 * Paths of the Usage Tracker calls. Spec 03 §7 names them without their paths; they are defined here,
 * once, and documented in docs/api.md ("Usage Tracker service").
 */
export const usageTrackerPaths = {
  settings: (memberNumber: string) => `${member(memberNumber)}/usage/settings`,
  profile: (memberNumber: string, accountNumber: string) => `${usage(memberNumber, accountNumber)}/profile`,
  daily: (memberNumber: string, accountNumber: string) => `${usage(memberNumber, accountNumber)}/daily`,
  monthly: (memberNumber: string, accountNumber: string) => `${usage(memberNumber, accountNumber)}/monthly`,
  hourly: (memberNumber: string, accountNumber: string) => `${usage(memberNumber, accountNumber)}/hourly`,
  interval: (memberNumber: string, accountNumber: string) => `${usage(memberNumber, accountNumber)}/interval`,
  prepaidSummary: (memberNumber: string, accountNumber: string) =>
    `${usage(memberNumber, accountNumber)}/prepaid-summary`,
  billingPeriod: (memberNumber: string, accountNumber: string) =>
    `${usage(memberNumber, accountNumber)}/billing-period`,
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
  return client.get(usageTrackerPaths.settings(memberNumber), UsageSettingsSchema, {
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
  return client.get(usageTrackerPaths.profile(memberNumber, accountNumber), UsageProfileSchema, {
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
  return client.get(usageTrackerPaths.daily(memberNumber, accountNumber), DailyUsageSchema, {
    bearer: accessToken,
    searchParams: { meterId, fromDate, toDate, unit },
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
  return client.get(usageTrackerPaths.monthly(memberNumber, accountNumber), MonthlyUsageSchema, {
    bearer: accessToken,
    searchParams: { meterId, unit },
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
  return client.get(usageTrackerPaths.hourly(memberNumber, accountNumber), IntervalUsageSchema, {
    bearer: accessToken,
    searchParams: { meterId, date },
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
  return client.get(usageTrackerPaths.interval(memberNumber, accountNumber), IntervalUsageSchema, {
    bearer: accessToken,
    searchParams: { meterId, fromDate, toDate, ticks: dotNetTicks(now) },
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
  return client.get(usageTrackerPaths.prepaidSummary(memberNumber, accountNumber), PrepaidSummarySchema, {
    bearer: accessToken,
    searchParams: { fromDate, toDate },
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
  return client.get(usageTrackerPaths.billingPeriod(memberNumber, accountNumber), BillingPeriodSchema, {
    bearer: accessToken,
    searchParams: { meterId },
    ...withSignal(signal),
  });
}
