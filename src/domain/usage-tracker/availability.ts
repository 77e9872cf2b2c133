import { isElectric, isYes } from '../account-overview/status.ts';
import type { AccountInfo } from '../account-overview/types.ts';
import type { UsageProfile } from './types.ts';

/**
 * What the screen can show for an account, before any range is chosen (spec 03 §2.2, §6, §8):
 * - 'not-supported': a non-electric account on a site that hides usage for them;
 * - 'no-usage': no tab at all, or no meter to read;
 * - 'suspended': usage is suspended (showUsageSuspendedMsg): the form is disabled, the message shown;
 * - 'available'.
 */
export type UsageAvailability = 'not-supported' | 'no-usage' | 'suspended' | 'available';

export interface UsageAvailabilityInput {
  readonly account: Pick<AccountInfo, 'accountType'>;
  /** The ATS setting that hides usage and outage for non-electric accounts. */
  readonly hideNonElectricUsage: boolean;
  readonly tabCount: number;
  readonly profile: Pick<UsageProfile, 'showUsageSuspendedMsg' | 'meters'>;
}

/** Usage is not supported for a non-electric account on a site that hides usage for them (spec 03 §2.2, §8). */
export function isUsageSupported(
  account: Pick<AccountInfo, 'accountType'>,
  hideNonElectricUsage: boolean,
): boolean {
  return !hideNonElectricUsage || isElectric(account);
}

export function usageAvailability({
  account,
  hideNonElectricUsage,
  tabCount,
  profile,
}: UsageAvailabilityInput): UsageAvailability {
  if (!isUsageSupported(account, hideNonElectricUsage)) return 'not-supported';
  if (tabCount === 0 || profile.meters.length === 0) return 'no-usage';
  if (isYes(profile.showUsageSuspendedMsg)) return 'suspended';
  return 'available';
}
