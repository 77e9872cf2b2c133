import type { QueryKey } from './query-cache.ts';

/**
 * Every key of the page's query cache is made here or by an area's own factory built on these roots,
 * never written by hand: two screens asking for the same data use the same key (and so one request),
 * and a change refreshes everything under the prefix it names. Member data sits under the member, and
 * an account's under the account, so a sign-out drops it all and a change to an account refreshes it.
 */
export const queryKeys = {
  /** The site configuration of one site (settings, features, web content): not a member's. */
  siteConfiguration: (apiBase: string, applicationId: string): QueryKey => [
    'site-configuration',
    apiBase,
    applicationId,
  ],
  /** The prefix kept when the portal refreshes everything else. */
  siteConfigurationRoot: ['site-configuration'] as QueryKey,
  /** Everything loaded for a member. */
  member: (memberNumber: string): QueryKey => ['member', memberNumber],
  /** The member's accounts with their details, loaded once per session (`accessToken`). */
  accounts: (memberNumber: string, accessToken: string): QueryKey => [
    'member',
    memberNumber,
    'accounts',
    accessToken,
  ],
  /** The details of every account of the member (balances, due dates, addresses, statuses). */
  accountDetails: (memberNumber: string): QueryKey => ['member', memberNumber, 'account-details'],
  /** Everything loaded for one account of a member. */
  account: (memberNumber: string, accountNumber: string): QueryKey => [
    'member',
    memberNumber,
    'account',
    accountNumber,
  ],
  /** An account's info (spec 02 §3), shared by the header, the overview and every account screen. */
  accountInfo: (memberNumber: string, accountNumber: string): QueryKey => [
    ...queryKeys.account(memberNumber, accountNumber),
    'info',
  ],
} as const;

/**
 * An area's keys under one account: `accountArea('overview')(member, account, 'payments')`. An area
 * defines its factory once, beside its calls, so its keys are never written twice.
 */
export function accountArea(area: string) {
  return (
    memberNumber: string,
    accountNumber: string,
    ...parts: readonly (string | number | boolean)[]
  ): QueryKey => [...queryKeys.account(memberNumber, accountNumber), area, ...parts];
}
