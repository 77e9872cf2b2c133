import { own, siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { AccountRecord } from './account-records.ts';
import type { SiteAccounts } from './accounts-service.ts';

/** One site's members and accounts. */
export function siteAccounts(state: SimulatorState, applicationId: string): SiteAccounts {
  return siteEntry(state.accounts.sites, applicationId, 'accounts');
}

/** One site's members and accounts; undefined for a site the slice does not have. */
export function findSiteAccounts(state: SimulatorState, applicationId: string): SiteAccounts | undefined {
  return own(state.accounts.sites, applicationId);
}

/** The account `accountNumber` names on the site, when there is one. */
export function findAccount(
  state: SimulatorState,
  applicationId: string,
  accountNumber: string,
): AccountRecord | undefined {
  const site = findSiteAccounts(state, applicationId);
  return site ? own(site.accounts, accountNumber) : undefined;
}

/** A member's accounts, the primary one first, then by account number. */
export function memberAccounts(site: SiteAccounts, memberNumber: string): AccountRecord[] {
  return Object.values(site.accounts)
    .filter((account) => account.memberNumber === memberNumber)
    .sort(
      (first, second) =>
        Number(second.isPrimaryAccount) - Number(first.isPrimaryAccount) ||
        first.accountNumber.localeCompare(second.accountNumber),
    );
}
