import { addDays, toIsoDate } from '../dates.ts';
import { own } from '../records.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, prairieApplicationId, riverbendApplicationId } from '../sites.ts';
import type { SimulatorState } from '../state.ts';

export interface UsageTrackerState {
  /** Keyed by ApplicationId. */
  sites: Record<string, UsageSiteRecord>;
}

/** A site's usage settings (its MDM features, ATS settings, web content) and the accounts it describes. */
export interface UsageSiteRecord {
  settings: UsageSettingsRecord;
  /** Keyed by account number. An account not listed has a year and a bit of daily readings on its meters. */
  accounts: Record<string, UsageAccountRecord>;
}

export interface UsageSettingsRecord {
  mdmEnabled: boolean;
  mdmCloudEnabled: boolean;
  meterDataEnabled: boolean;
  /** 'ASC' or 'DESC'. */
  usageSortOrder: string;
  /** 'NEW' or 'OLD'. */
  usageTableStructure: string;
  usageDisclaimer: string | null;
  usageSuspendedMessage: string | null;
}

export interface UsageAccountRecord {
  showUsageSuspendedMsg: boolean;
  /** The day of the month its meters are read and its billing period starts. */
  billingCycleDay: number;
  meters: UsageMeterRecord[];
}

/**
 * A meter and the span of its readings. The readings themselves are worked out from `seed` on request
 * (usage-readings.ts), never stored.
 */
export interface UsageMeterRecord {
  meterId: string;
  commodity: 'Electric' | 'Water';
  unitOfMeasure: 'kWh' | 'gal';
  seed: string;
  /** How large the household is next to the typical one. */
  scale: number;
  /** The first day with a daily reading (yyyy-mm-dd); readings run through yesterday. Null: none at all. */
  firstReadingDate: string | null;
  /** How many days of interval readings end yesterday; 0 without interval data. */
  intervalDays: number;
  /** The interval length in minutes; null without interval data. */
  intervalMinutes: number | null;
  /** The register at the start of `firstReadingDate`. */
  firstRegisterReading: number;
}

/** 400 days of daily readings (demo-data.md), and 180 days of 15-minute readings where there are any. */
export const dailyReadingDays = 400;
export const intervalReadingDays = 180;

const riverbendDisclaimer = [
  '<p>Usage shown here comes from your meter and may differ from your bill: bills use the readings of',
  'the billing date, and readings the meter could not send are estimated until it does.',
  'Temperatures are the daily highs and lows at the nearest weather station.</p>',
].join(' ');

function electricMeter(
  accountNumber: string,
  firstReadingDate: string | null,
  fields: Partial<UsageMeterRecord> = {},
): UsageMeterRecord {
  return {
    meterId: `EM-${accountNumber.slice(-6)}`,
    commodity: 'Electric',
    unitOfMeasure: 'kWh',
    seed: `meter|${accountNumber}|EM`,
    scale: 1,
    firstReadingDate,
    intervalDays: 0,
    intervalMinutes: null,
    firstRegisterReading: 40_000 + Math.round(Number(accountNumber.slice(-3)) * 37.5),
    ...fields,
  };
}

function seedSite(applicationId: string, today: Date): UsageSiteRecord {
  const first = toIsoDate(addDays(today, -dailyReadingDays));
  const withIntervals = { intervalDays: intervalReadingDays, intervalMinutes: 15 };
  if (applicationId === prairieApplicationId) {
    return {
      settings: {
        mdmEnabled: false,
        mdmCloudEnabled: false,
        meterDataEnabled: false,
        usageSortOrder: 'DESC',
        usageTableStructure: 'OLD',
        usageDisclaimer: null,
        usageSuspendedMessage: null,
      },
      accounts: {},
    };
  }
  return {
    settings: {
      mdmEnabled: true,
      mdmCloudEnabled: true,
      meterDataEnabled: true,
      usageSortOrder: 'DESC',
      usageTableStructure: 'NEW',
      usageDisclaimer: applicationId === riverbendApplicationId ? riverbendDisclaimer : null,
      usageSuspendedMessage:
        'Usage for this account is not available while its meter is being replaced. It will be back within 5 business days.',
    },
    accounts: {
      // Jordan Rivera's accounts (demo-data.md): the primary one has everything, down to 15 minutes.
      '300100200': {
        showUsageSuspendedMsg: false,
        billingCycleDay: 8,
        meters: [electricMeter('300100200', first, withIntervals)],
      },
      '300100201': {
        showUsageSuspendedMsg: false,
        billingCycleDay: 12,
        meters: [
          {
            meterId: 'WM-100201',
            commodity: 'Water',
            unitOfMeasure: 'gal',
            seed: 'meter|300100201|WM',
            scale: 1,
            firstReadingDate: first,
            intervalDays: 0,
            intervalMinutes: null,
            firstRegisterReading: 481_200,
          },
        ],
      },
      '300100202': {
        showUsageSuspendedMsg: false,
        billingCycleDay: 8,
        meters: [electricMeter('300100202', first, { ...withIntervals, scale: 0.85 })],
      },
      '300100203': {
        showUsageSuspendedMsg: false,
        billingCycleDay: 3,
        meters: [electricMeter('300100203', first, { scale: 0.6 })],
      },
      // Final billed: the meter was removed and its readings with it.
      '300100204': {
        showUsageSuspendedMsg: false,
        billingCycleDay: 8,
        meters: [electricMeter('300100204', null)],
      },
      '300100205': {
        showUsageSuspendedMsg: true,
        billingCycleDay: 8,
        meters: [electricMeter('300100205', first)],
      },
    },
  };
}

/** Usage Tracker: each site's usage settings, and the meters whose readings it works out on request. */
export const usageTrackerService: SimulatorService<'usageTracker', UsageTrackerState> = {
  name: 'usageTracker',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedSite(applicationId, today)) }),
};

/** The meters the site's usage settings list for the account; none for an account it does not list. */
export function usageMetersOf(
  state: SimulatorState,
  applicationId: string,
  accountNumber: string,
): UsageMeterRecord[] {
  const site = own(state.usageTracker.sites, applicationId);
  return (site && own(site.accounts, accountNumber))?.meters ?? [];
}
