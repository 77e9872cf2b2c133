import { byPrimaryThenNumber } from './account-query.ts';
import type { AccountRecord } from './account-records.ts';
import type { SiteAccounts } from './accounts-service.ts';

/**
 * Each site's accounts by member, in the primary-first order, kept beside the state (never in it) for
 * the accounts record it was made from: a member with thousands of accounts is not looked for among all
 * the site's accounts, and sorted, on every call. A new state (the seed, a reset, a saved state read
 * back) has new records; whatever adds or removes a site's accounts, or changes which is primary
 * (`giveGeneratedAccounts`), forgets the site's index first.
 */
const memberIndexes = new WeakMap<Record<string, AccountRecord>, Map<string, readonly AccountRecord[]>>();

export function memberIndex(site: SiteAccounts): Map<string, readonly AccountRecord[]> {
  const known = memberIndexes.get(site.accounts);
  if (known) return known;
  const index = new Map<string, AccountRecord[]>();
  for (const account of Object.values(site.accounts)) {
    const accounts = index.get(account.memberNumber);
    if (accounts) accounts.push(account);
    else index.set(account.memberNumber, [account]);
  }
  for (const accounts of index.values()) accounts.sort(byPrimaryThenNumber);
  memberIndexes.set(site.accounts, index);
  return index;
}

/** Forgets the site's index of accounts by member: after adding, removing or re-ranking an account. */
export function forgetMemberIndex(site: SiteAccounts): void {
  memberIndexes.delete(site.accounts);
}
