import { own, siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { AccountOverviewRecord, AccountOverviewSettings, AccountRecord } from './account-records.ts';
import type { SiteAccounts } from './accounts-service.ts';
import { generatedAccountOverview, generatedOverviewSettings } from './generated-accounts.ts';
import { memberIndex } from './member-index.ts';

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
  return [...memberAccountList(site, memberNumber)];
}

/**
 * The same accounts, the list itself rather than a copy: a page of account details is cut from it,
 * and its sorts are kept for it (account-query.ts).
 */
export function memberAccountList(site: SiteAccounts, memberNumber: string): readonly AccountRecord[] {
  return memberIndex(site).get(memberNumber) ?? [];
}

/**
 * The account's overview: the stored one, or a generated account's made for this read alone, so that
 * reading every account of a large member does not grow the state.
 */
export function accountOverview(state: SimulatorState, account: AccountRecord): AccountOverviewRecord {
  return account.overview ?? generatedAccountOverview(account, state.seededOn);
}

/** The account's overview to change: a generated account's is made and stored first. */
export function changeableAccountOverview(
  state: SimulatorState,
  account: AccountRecord,
): AccountOverviewRecord {
  account.overview ??= generatedAccountOverview(account, state.seededOn);
  return account.overview;
}

/** Generated accounts' settings, made once for each record and seed day: lists read them by the thousand. */
const generatedSettings = new WeakMap<
  AccountRecord,
  { seededOn: string; settings: AccountOverviewSettings }
>();

/**
 * The overview's settings and notices (meters, AutoPay, the draft, the outage, the quick links)
 * without its bills and payments, to read: what a list of many accounts reads, at little cost for
 * generated ones. A change goes through `changeableAccountOverview`.
 */
export function accountOverviewSettings(
  state: SimulatorState,
  account: AccountRecord,
): Readonly<AccountOverviewSettings> {
  if (account.overview) return account.overview;
  const known = generatedSettings.get(account);
  if (known?.seededOn === state.seededOn) return known.settings;
  const settings = generatedOverviewSettings(account, state.seededOn);
  generatedSettings.set(account, { seededOn: state.seededOn, settings });
  return settings;
}
