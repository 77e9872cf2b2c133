import type { AccountInfo, BackOfficeFlag } from './types.ts';

/**
 * A yes/no value of the back office: true, 'Y' (any case, 'YES' and 'TRUE' too) or a count above zero.
 * Anything else, missing included, is no.
 */
export function isYes(flag: BackOfficeFlag): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag > 0;
  if (typeof flag === 'string') return ['y', 'yes', 'true'].includes(flag.trim().toLowerCase());
  return false;
}

/** A text the back office may leave null, empty or blank: set only when it has a visible character. */
export function hasText(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

function normalised(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A prepaid account (accountInfo.isPrepaidAccount). */
export function isPrepaid(account: Pick<AccountInfo, 'isPrepaidAccount'>): boolean {
  return isYes(account.isPrepaidAccount);
}

/** An electric account (accountType 'Electric', any case); the site rules hide some things for the others. */
export function isElectric(account: Pick<AccountInfo, 'accountType'>): boolean {
  return normalised(account.accountType) === 'electric';
}

/** The outage status of spec 02 §3/§4. */
export type OutageStatus = 'ON' | 'OFF' | 'N/A';

/**
 * accountInfo.outageStatus as the screen reads it: 'Y' (an outage) becomes OFF, 'N' becomes ON, missing
 * becomes N/A. Any other value is read as missing: the screen claims neither an outage nor service.
 */
export function outageStatus(account: Pick<AccountInfo, 'outageStatus'>): OutageStatus {
  const value = normalised(account.outageStatus);
  if (value === 'y') return 'OFF';
  if (value === 'n') return 'ON';
  return 'N/A';
}

/** The derived statuses that count as past-due-or-cutoff (spec 02 §4), compared case-insensitively. */
export const PAST_DUE_OR_CUTOFF_STATUSES = [
  'Past Due',
  'Pending Reconnect',
  'Pending Disconnect',
  'Disconnected',
  'Final Billed',
] as const;

const pastDueOrCutoff = new Set<string>(PAST_DUE_OR_CUTOFF_STATUSES.map((status) => normalised(status)));

/** Spec 02 §4: Past Due, Pending Reconnect, Pending Disconnect, Disconnected and Final Billed. */
export function isPastDueOrCutoff(account: Pick<AccountInfo, 'derivedStatus'>): boolean {
  return pastDueOrCutoff.has(normalised(account.derivedStatus));
}

/** Derived status exactly Past Due (any case or spacing). */
export function isPastDue(account: Pick<AccountInfo, 'derivedStatus'>): boolean {
  return normalised(account.derivedStatus) === 'past due';
}

/**
 * The cutoff warning of spec 02 §4: a cutoff message exists, the derived status is Past Due and the
 * account is not prepaid.
 */
export function hasCutoffWarning(
  account: Pick<AccountInfo, 'cutOffMsg' | 'derivedStatus' | 'isPrepaidAccount'>,
): boolean {
  return hasText(account.cutOffMsg) && isPastDue(account) && !isPrepaid(account);
}

/** Whether the account has active returned items (a flag or a count). */
export function hasActiveReturnedItems(account: Pick<AccountInfo, 'activeReturnedItems'>): boolean {
  return isYes(account.activeReturnedItems);
}
