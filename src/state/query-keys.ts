import type { Language } from '../domain/language-tag.ts';
import type { QueryKey } from './query-cache.ts';

/**
 * Every key of the page's query cache is made here or by an area's own factory built on these roots,
 * never written by hand: two screens asking for the same data use the same key (and so one request),
 * and a change refreshes everything under the prefix it names. Member data sits under the member, and
 * an account's under the account, so a sign-out drops it all and a change to an account refreshes it.
 */
export const queryKeys = {
  /**
   * The site configuration of one site (settings, features, web content): not a member's. In the
   * language it was asked in, as everything carrying web content is (`inLanguage`).
   */
  siteConfiguration: (apiBase: string, applicationId: string, language: Language): QueryKey =>
    inLanguage(['site-configuration', apiBase, applicationId], language),
  /** The site's account types (the home page's tile, applying for service): not a member's. */
  accountTypes: (apiBase: string, applicationId: string): QueryKey => [
    'account-types',
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
  /**
   * A page of the member's accounts with their details (balances, due dates, addresses, statuses), as
   * a query asks for it (its search, filter, sort and page, in a fixed order).
   */
  accountDetails: (memberNumber: string, query: Readonly<Record<string, string | undefined>>): QueryKey => [
    'member',
    memberNumber,
    'account-details',
    ...queryParts(query),
  ],
  /** One of the member's accounts looked up by its number (an address naming an account). */
  memberAccount: (memberNumber: string, accountNumber: string): QueryKey => [
    'member',
    memberNumber,
    'member-account',
    accountNumber,
  ],
  /**
   * The member's Operation RoundUp rows, every one (My Profile's tab); the prefix of every page of them
   * too, so that a change refreshes both.
   */
  operationRoundup: (memberNumber: string): QueryKey => ['member', memberNumber, 'operation-roundup'],
  /** A page of the member's Operation RoundUp rows, as the Operation RoundUp screen asks for it. */
  operationRoundupPage: (
    memberNumber: string,
    query: Readonly<Record<string, string | undefined>>,
  ): QueryKey => ['member', memberNumber, 'operation-roundup', 'page', ...queryParts(query)],
  /** The member's details of My Profile (login, preferences, paperless choices). */
  memberDetails: (memberNumber: string): QueryKey => ['member', memberNumber, 'member-details'],
  /** Whether the member signs in with an authenticator code. */
  mfaStatus: (memberNumber: string): QueryKey => ['member', memberNumber, 'mfa-status'],
  /** The member's email addresses and mobile numbers (Manage Contacts, Manage Notifications). */
  memberContacts: (memberNumber: string): QueryKey => ['member', memberNumber, 'contacts'],
  /** Every account's alerts of a member: a removed contact changes them all. */
  memberAlerts: (memberNumber: string): QueryKey => ['member', memberNumber, 'alerts'],
  /** One account's alerts (Manage Notifications). */
  accountAlerts: (memberNumber: string, accountNumber: string): QueryKey => [
    'member',
    memberNumber,
    'alerts',
    accountNumber,
  ],
  /** The member's stored cards and bank accounts (the wallet; auto pay's choices). */
  storedMethods: (memberNumber: string): QueryKey => ['member', memberNumber, 'payment-methods'],
  /**
   * The member's accounts with their payment settings (Pay Multiple Accounts), as a query asks for them
   * (a page of a search and filter, one account, the accounts paid on a day).
   */
  payAccounts: (memberNumber: string, query: Readonly<Record<string, string | undefined>>): QueryKey => [
    'member',
    memberNumber,
    'pay-accounts',
    ...queryParts(query),
  ],
  /**
   * A fee and tax quote for a payment not yet made: outside the member's keys, so refreshing what a
   * payment changed (after it, or after its answer was lost) does not ask for the quote again.
   */
  paymentQuote: (memberNumber: string, request: string): QueryKey => ['payment-quote', memberNumber, request],
  /** The member's accounts with their registered auto payments: the prefix of every page of them. */
  autoPayAccounts: (memberNumber: string): QueryKey => ['member', memberNumber, 'auto-payments'],
  /** A page of the member's accounts with their auto payments, as its query asks for it. */
  autoPayPage: (memberNumber: string, query: Readonly<Record<string, string | undefined>>): QueryKey => [
    'member',
    memberNumber,
    'auto-payments',
    ...queryParts(query),
  ],
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

/**
 * A public area's keys, for what a visitor loads without signing in (a search):
 * `publicArea('unclaimed-capital-credits')(apiBase, applicationId, …parts)`.
 */
export function publicArea(area: string) {
  return (
    apiBase: string,
    applicationId: string,
    ...parts: readonly (string | number | boolean)[]
  ): QueryKey => ['public', area, apiBase, applicationId, ...parts];
}

/**
 * The key of an answer carrying the site's web content, in the language it is asked in: the back office
 * may hold a Spanish version (a site setting names its keys), so a language switch asks again. Its
 * query keeps the last language's answer on screen meanwhile (`keepPrevious`).
 */
export function inLanguage(key: QueryKey, language: Language): QueryKey {
  return [...key, 'language', language];
}

/** A call's query as key parts, `name=value` in the names' order, absent values left out. */
export function queryParts(query: Readonly<Record<string, string | undefined>>): string[] {
  return Object.keys(query)
    .sort()
    .flatMap((name) => (query[name] === undefined ? [] : [`${name}=${query[name]}`]));
}
