import { siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { AccountRecord } from './account-records.ts';
import type { SiteAccounts } from './accounts-service.ts';

/** One site's members and accounts. */
export function siteAccounts(state: SimulatorState, applicationId: string): SiteAccounts {
  return siteEntry(state.accounts.sites, applicationId, 'accounts');
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
