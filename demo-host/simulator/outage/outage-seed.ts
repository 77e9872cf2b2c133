import { seedDescribedAccounts } from '../accounts/accounts-seed.ts';
import { addDays, addMinutes } from '../dates.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { OutageHistoryRecord, OutageSite } from './outage-records.ts';

// The values here are a contract (docs/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

/** The problems of demo-data.md, in its order. */
export const outageProblems = [
  'Power is completely off',
  'Partial power / lights dim',
  'Flickering lights',
  'Line down',
  'Tree on line',
];

/** Causes the seeded history cycles through. */
const historyCauses = [
  'Tree limb on line',
  'Equipment failure',
  'Storm damage',
  'Animal contact',
  'Planned maintenance',
  'Vehicle struck pole',
  'Lightning strike',
  'Underground cable fault',
  'Transformer failure',
  'High winds',
];

/** 300100200's location has 28 past outages (at least 25, so the history pages); other electric locations 4. */
const historyLengths: Record<string, number> = { '300100200': 28 };
const defaultHistoryLength = 4;

/** 300100202's location: an outage now, its restoration estimated 3 hours from the seed's moment. */
const activeOutageAccounts = ['300100202'];

/**
 * Past outages of one location, newest first, ending a few days before `today`: each began at a
 * different hour and lasted from 45 minutes to about 6 hours. `seed` varies the pattern per location.
 */
export function seedOutageHistory(today: Date, count: number, seed: number): OutageHistoryRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const step = index + seed;
    const day = addDays(today, -(3 + index * 11 + (step % 5)));
    const start = new Date(day);
    start.setHours((step * 7) % 24, ((step * 13) % 4) * 15, 0, 0);
    const minutes = 45 + ((step * 37) % 320);
    return {
      timeOfInterruption: start.toISOString(),
      timeOfRestored: addMinutes(start, minutes).toISOString(),
      description: historyCauses[step % historyCauses.length] ?? 'Equipment failure',
    };
  });
}

/**
 * Each site's outages, by the locations of its accounts (the accounts service's seed): a history for
 * every described electric account's location (the outage system follows the electric network; a water
 * account's location has none, nor has a generated account's), and 300100202's outage now. Riverbend
 * offers the call-back, unticked; Prairie Wind hides it.
 */
export function seedOutageSites(today: Date): Record<string, OutageSite> {
  const describedAccounts = seedDescribedAccounts(today);
  return perSite((applicationId) => {
    const accounts = describedAccounts[applicationId] ?? [];
    const site: OutageSite = {
      settings: {
        problems: [...outageProblems],
        hideOutageCallBackRequest: applicationId !== riverbendApplicationId,
        callbackCheckBoxDefaultValue: false,
      },
      active: {},
      history: {},
      reports: [],
    };
    for (const account of accounts) {
      if (account.serviceType !== 'Electric') continue;
      const length = historyLengths[account.accountNumber] ?? defaultHistoryLength;
      site.history[account.locationId] = seedOutageHistory(today, length, Number(account.accountNumber) % 7);
      if (activeOutageAccounts.includes(account.accountNumber)) {
        site.active[account.locationId] = {
          startedAt: addMinutes(today, -95).toISOString(),
          // The same moment as the account overview's estimatedTimeOfRestoration of the account.
          estimatedTimeOfRestoration: account.overview?.estimatedTimeOfRestoration ?? null,
          description: 'Storm damage',
        };
      }
    }
    return site;
  });
}
