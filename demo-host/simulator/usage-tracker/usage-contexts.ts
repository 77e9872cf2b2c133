import type { AccountRecord } from '../accounts/account-records.ts';
import { accountOverview, accountOverviewSettings } from '../accounts/site-accounts.ts';
import { siteOf } from '../portal/site-of.ts';
import { own, siteEntry } from '../records.ts';
import { prairieApplicationId } from '../sites.ts';
import type { SimulatorStore } from '../store.ts';
import { climates, shiftDay } from './usage-readings.ts';
import type { UsageAccountRecord, UsageMeterRecord, UsageSiteRecord } from './usage-tracker-service.ts';
import { dailyReadingDays } from './usage-tracker-service.ts';
import { lastReadingDay, type MeterContext } from './usage-views.ts';

// An account's meters as the usage views read them, for the Usage Tracker's calls and the Green Button
// resources alike.

/** The usage record of an account: the one the site describes, else one meter with daily readings. */
function accountUsage(
  store: SimulatorStore,
  site: UsageSiteRecord,
  account: AccountRecord,
): UsageAccountRecord {
  const described = own(site.accounts, account.accountNumber);
  if (described) return described;
  const first = shiftDay(store.state.seededOn, -dailyReadingDays);
  return {
    showUsageSuspendedMsg: false,
    billingCycleDay: 1,
    meters: accountOverviewSettings(store.state, account).meters.map((meter): UsageMeterRecord => ({
      meterId: meter.meterNumber,
      commodity: meter.meterType,
      unitOfMeasure: meter.unitOfMeasure,
      seed: `meter|${account.accountNumber}|${meter.meterNumber}`,
      scale: 1,
      firstReadingDate: account.derivedStatus === 'Final Billed' ? null : first,
      intervalDays: 0,
      intervalMinutes: null,
      firstRegisterReading: meter.meterType === 'Water' ? 350_000 : 25_000,
    })),
  };
}

/** A site's usage settings and the accounts it describes. */
export const usageSite = (store: SimulatorStore, applicationId: string) =>
  siteEntry(store.state.usageTracker.sites, applicationId, 'usageTracker');

/** The cooperative's time zone, in which its days and readings are counted. */
export function usageTimeZone(store: SimulatorStore, applicationId: string): string {
  return siteOf(store.state, applicationId).siteSettings.timeZone ?? 'UTC';
}

/** The usage record of an account on a site: its meters and the day its billing period starts. */
export function usageRecordOf(
  store: SimulatorStore,
  applicationId: string,
  account: AccountRecord,
): UsageAccountRecord {
  return accountUsage(store, usageSite(store, applicationId), account);
}

/** What the views need to know of each of an account's meters. */
export function meterContexts(
  store: SimulatorStore,
  applicationId: string,
  account: AccountRecord,
): MeterContext[] {
  const record = usageRecordOf(store, applicationId, account);
  const timeZone = usageTimeZone(store, applicationId);
  const site = applicationId === prairieApplicationId ? 'prairie' : 'riverbend';
  const lastDay = lastReadingDay(store.now(), timeZone);
  const overview = accountOverview(store.state, account);
  return record.meters.map((meter) => ({
    account,
    overview,
    meter,
    site,
    climate: climates[site] ?? climates.riverbend!,
    timeZone,
    lastDay,
  }));
}
