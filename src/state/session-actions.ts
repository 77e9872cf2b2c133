import type { createStore } from 'jotai';
import { getAccountDetails } from '../api/accounts.ts';
import type { ApiClient } from '../api/client.ts';
import type { AccountDetail } from '../api/schemas/accounts.ts';
import { SIGN_IN_ACCOUNT_PAGE_SIZE, selectedAccount } from '../domain/portal/accounts.ts';
import { renewedSessionExpiresAt, sessionExpiresAt } from '../domain/session.ts';
import { queryCacheOf } from './query-cache.ts';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  quickPaySessionAtom,
  signOutReasonAtom,
  type MemberAccount,
  type MemberAccounts,
  type SelectedAccount,
} from './session.ts';

type Store = ReturnType<typeof createStore>;

/**
 * The sign-in service's calls, loaded when a session is renewed or signed out: every element imports
 * these actions, and a page nobody has signed in to would otherwise load the calls and their schemas
 * for nothing (docs/performance.md, the portal's first screen).
 */
const authCalls = () => import('../api/auth.ts');

export interface GrantedSession {
  readonly accessToken: string;
  readonly memberNumber: string;
  readonly memberMfaEnabled: boolean;
  /** 0 means the back office gave no expiry (external login); capped by `sessionExpiresAt`. */
  readonly expiresInMinutes: number;
}

/**
 * Loads the first page of the member's accounts (the switcher's, the same size whatever the member
 * holds) with how many there are, and selects the account the header shows: the one already selected
 * when it is still the member's, else the primary (spec 01 §4 'Selected account'). A selection beyond
 * the first page is looked up on its own.
 */
export async function loadMemberAccounts(store: Store, client: ApiClient): Promise<MemberAccounts | null> {
  const session = store.get(memberSessionAtom);
  if (!session) return null;
  const current = store.get(selectedAccountAtom);
  const page = await getAccountDetails(client, session.memberNumber, session.accessToken, {
    limit: String(SIGN_IN_ACCOUNT_PAGE_SIZE),
  });
  const firstPage = page.accounts.map(memberAccountOf);
  const kept =
    current && !firstPage.some((account) => account.accountNumber === current.accountNumber)
      ? await findMemberAccount(client, session.memberNumber, session.accessToken, current.accountNumber)
      : null;
  const accounts: MemberAccounts = { firstPage, count: page.totalRecords };
  store.set(memberAccountsAtom, accounts);
  const selected = kept ?? selectedAccount(firstPage, current?.accountNumber);
  store.set(selectedAccountAtom, selected ? selectedAccountOf(selected) : null);
  return accounts;
}

/** One of the member's accounts by its number; null when it is not the member's. */
export async function findMemberAccount(
  client: ApiClient,
  memberNumber: string,
  accessToken: string,
  accountNumber: string,
  signal?: AbortSignal,
): Promise<MemberAccount | null> {
  const found = await getAccountDetails(client, memberNumber, accessToken, { accountNumber }, signal);
  const detail = found.accounts.find((account) => account.accountNumber === accountNumber);
  return detail ? memberAccountOf(detail) : null;
}

/** What the page keeps of an account of the account details. */
export function memberAccountOf(detail: AccountDetail): MemberAccount {
  return {
    accountNumber: detail.accountNumber,
    isPrimaryAccount: detail.isPrimaryAccount,
    accountHolderName: detail.accountHolderName,
    locationId: detail.locationId,
    accountType: detail.accountType,
  };
}

/** The part of an account the selection stores (and every element of the page shows). */
export function selectedAccountOf(account: SelectedAccount): SelectedAccount {
  return {
    accountHolderName: account.accountHolderName,
    locationId: account.locationId,
    accountType: account.accountType,
    accountNumber: account.accountNumber,
  };
}

/** Stores a granted session (after sign-in, MFA or an external login) and loads the member's accounts. */
export async function startMemberSession(
  store: Store,
  client: ApiClient,
  granted: GrantedSession,
  now: number = Date.now(),
): Promise<MemberAccounts | null> {
  store.set(signOutReasonAtom, null);
  store.set(memberSessionAtom, {
    accessToken: granted.accessToken,
    memberNumber: granted.memberNumber,
    memberMfaEnabled: granted.memberMfaEnabled,
    expiresAt: sessionExpiresAt(granted.expiresInMinutes, now),
    signedInAt: now,
  });
  return loadMemberAccounts(store, client);
}

/**
 * Renews the member's session with a new token (docs/api.md, "Renew the token"): the stored session
 * takes it, so every element, and other tabs with local storage, go on with it. Rejects with the
 * `ApiError` of a refusal or a lost call, leaving the session as it was: the caller says so and lets the
 * member choose. Nothing happens when the session ended or changed meanwhile.
 */
export async function renewMemberSession(store: Store, client: ApiClient, now: () => number = Date.now) {
  const session = store.get(memberSessionAtom);
  if (!session || session.signedInAt === undefined) return;
  const { refreshAccessToken } = await authCalls();
  const renewed = await refreshAccessToken(client, session.accessToken);
  if (store.get(memberSessionAtom)?.accessToken !== session.accessToken) return;
  store.set(memberSessionAtom, {
    ...session,
    accessToken: renewed.accessToken,
    expiresAt: renewedSessionExpiresAt(renewed.expiresInMinutes, session.signedInAt, now()),
  });
}

/**
 * Ends the member's session everywhere on the page (every element shares the store) and in storage
 * (other pages of the tab, and other tabs with local storage). The back office is told on a manual
 * sign-out; after a time-out the token is already refused.
 */
export async function endMemberSession(
  store: Store,
  client: ApiClient,
  reason: 'manual' | 'timeout',
): Promise<void> {
  const session = store.get(memberSessionAtom);
  store.set(memberSessionAtom, null);
  store.set(selectedAccountAtom, null);
  store.set(memberAccountsAtom, null);
  store.set(quickPaySessionAtom, null);
  store.set(signOutReasonAtom, reason);
  // Nothing loaded for the member outlives the session.
  queryCacheOf(store).clear(['member']);
  if (session && reason === 'manual') {
    // Best effort: the local session is gone whatever the back office answers.
    await authCalls()
      .then(({ logout }) => logout(client, session.accessToken))
      .catch(() => undefined);
  }
}
