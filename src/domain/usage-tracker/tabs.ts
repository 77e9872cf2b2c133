import type { BackOfficeFlag } from '../account-overview/types.ts';
import { isYes } from '../account-overview/status.ts';

export const usageTabs = ['daily', 'monthly', 'interval'] as const;
export type UsageTab = (typeof usageTabs)[number];

export interface UsageTabGates {
  /** The Usages feature. */
  readonly usagesEnabled: boolean;
  /** accountInfo.viewUsageHistory. */
  readonly viewUsageHistory: BackOfficeFlag;
  /** The MdmCloudEnabled feature (cloud meter data). */
  readonly mdmCloudEnabled: boolean;
}

/**
 * The tabs an account shows, in order (spec 03 §2.2): Daily with the Usages feature, Monthly when the
 * account allows usage history, Interval with the cloud meter data feature.
 */
export function availableTabs({
  usagesEnabled,
  viewUsageHistory,
  mdmCloudEnabled,
}: UsageTabGates): UsageTab[] {
  return usageTabs.filter((tab) => {
    switch (tab) {
      case 'daily':
        return usagesEnabled;
      case 'monthly':
        return isYes(viewUsageHistory);
      case 'interval':
        return mdmCloudEnabled;
    }
  });
}

/**
 * The tab shown first: Monthly when the navigation state asks for it (the overview's View Details,
 * `isMonthlyUsageTab: true`) and the account has it, else the first tab it has; null with none.
 */
export function firstTab(
  tabs: readonly UsageTab[],
  navigationState: Readonly<Record<string, unknown>>,
): UsageTab | null {
  if (navigationState.isMonthlyUsageTab === true && tabs.includes('monthly')) return 'monthly';
  return tabs[0] ?? null;
}
