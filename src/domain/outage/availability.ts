import { hasText, isElectric } from '../account-overview/status.ts';
import type { AccountInfo } from '../account-overview/types.ts';

/** The query parameters of spec 03 §2.1, as the screen's address carries them. */
export interface OutagePageQuery {
  readonly accountNumber: string | null;
  readonly accountType: string | null;
  readonly locationId: string | null;
  readonly memberNumber: string | null;
  readonly isFromViewAllAccounts: boolean;
}

function parameter(query: { get(name: string): string | null }, name: string): string | null {
  const value = query.get(name);
  return hasText(value) ? value.trim() : null;
}

/**
 * Spec 03 §2.1: accountno, accounttype, locationid, memberno and isFromViewAllAccounts ('true'), as the
 * account overview's Report Outage link sends them. A blank parameter counts as missing.
 */
export function outagePageQuery(query: { get(name: string): string | null }): OutagePageQuery {
  return {
    accountNumber: parameter(query, 'accountno'),
    accountType: parameter(query, 'accounttype'),
    locationId: parameter(query, 'locationid'),
    memberNumber: parameter(query, 'memberno'),
    isFromViewAllAccounts: parameter(query, 'isFromViewAllAccounts')?.toLowerCase() === 'true',
  };
}

/** What the screen can show for the account. */
export type OutageAvailability =
  /** Spec 03 §8 'Please relogin…': the address names another member, or an account not theirs. */
  | { readonly kind: 'no-account-context' }
  /** Spec 03 §8 'Outage is not supported…': a non-electric account under the hide setting. */
  | { readonly kind: 'not-supported' }
  /**
   * The tabs. `locationId` null: the account has no location (spec 03 §8 'Outage report is
   * unavailable…'), so there is no report form and no history.
   */
  | { readonly kind: 'available'; readonly locationId: string | null };

export interface OutageAvailabilityInput {
  readonly query: OutagePageQuery;
  /** The signed-in member. */
  readonly memberNumber: string;
  /** The account shown (its info, spec 02 §3). */
  readonly account: Pick<AccountInfo, 'accountNumber' | 'accountType' | 'locationId'>;
  /** The site's setting hiding usage and outage for non-electric accounts. */
  readonly hideNonElectricOutage: boolean;
}

/**
 * What the outage screen shows for an account:
 * - no account context when the address's memberno is not the signed-in member, or its accountno is
 *   not the account shown (the account context shows the address's account only when it is one of the
 *   member's, so the screen never reports an outage on another account than the link named);
 * - not supported for a non-electric account when the site hides outage for them (the account info's
 *   type, else the address's accounttype);
 * - otherwise the tabs, with the account's location (its info's, else the address's locationid).
 */
export function outageAvailability({
  query,
  memberNumber,
  account,
  hideNonElectricOutage,
}: OutageAvailabilityInput): OutageAvailability {
  if (query.memberNumber !== null && query.memberNumber !== memberNumber) {
    return { kind: 'no-account-context' };
  }
  if (query.accountNumber !== null && query.accountNumber !== account.accountNumber) {
    return { kind: 'no-account-context' };
  }
  // From here the address names this account or none: its type and location fill what the info lacks.
  const accountType = hasText(account.accountType) ? account.accountType : query.accountType;
  if (hideNonElectricOutage && !isElectric({ accountType })) return { kind: 'not-supported' };
  const locationId = hasText(account.locationId) ? account.locationId.trim() : query.locationId;
  return { kind: 'available', locationId };
}
