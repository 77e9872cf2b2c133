import type { createStore } from 'jotai';
import { getAccountDetails, getAccounts } from '../api/accounts.ts';
import { logout, refreshAccessToken } from '../api/auth.ts';
import type { ApiClient } from '../api/client.ts';
import { renewedSessionExpiresAt, sessionExpiresAt } from '../domain/session.ts';
import { queryCacheOf } from './query-cache.ts';
import { queryKeys } from './query-keys.ts';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  quickPaySessionAtom,
  signOutReasonAtom,
  type MemberAccount,
} from './session.ts';

type Store = ReturnType<typeof createStore>;

export interface GrantedSession {
  readonly accessToken: string;
  readonly memberNumber: string;
  readonly memberMfaEnabled: boolean;
  /** 0 means the back office gave no expiry (external login); capped by `sessionExpiresAt`. */
  readonly expiresInMinutes: number;
}

/**
 * Loads the member's accounts and their details, and selects the account the header shows: the one
 * already selected when it is still the member's, else the primary (spec 01 §4 'Selected account').
 */
export async function loadMemberAccounts(store: Store, client: ApiClient): Promise<readonly MemberAccount[]> {
  const session = store.get(memberSessionAtom);
  if (!session) return [];
  // The details go through the cache under the key the account list reads: loaded once for both.
  const [list, details] = await Promise.all([
    getAccounts(client, session.memberNumber, session.accessToken),
    queryCacheOf(store).fetch(queryKeys.accountDetails(session.memberNumber), (signal) =>
      getAccountDetails(client, session.memberNumber, session.accessToken, signal),
    ),
  ]);
  const accounts: MemberAccount[] = list.results.map((entry) => {
    const detail = details.accounts.find((candidate) => candidate.accountNumber === entry.accountNumber);
    return {
      accountNumber: entry.accountNumber,
      isPrimaryAccount: entry.isPrimaryAccount,
      accountHolderName: detail?.accountHolderName ?? '',
      locationId: detail?.locationId ?? '',
      accountType: detail?.accountType ?? '',
    };
  });
  store.set(memberAccountsAtom, accounts);
  const current = store.get(selectedAccountAtom);
  const selected =
    accounts.find((account) => account.accountNumber === current?.accountNumber) ??
    accounts.find((account) => account.isPrimaryAccount) ??
    accounts[0];
  store.set(
    selectedAccountAtom,
    selected
      ? {
          accountHolderName: selected.accountHolderName,
          locationId: selected.locationId,
          accountType: selected.accountType,
          accountNumber: selected.accountNumber,
        }
      : null,
  );
  return accounts;
}

/** Stores a granted session (after sign-in, MFA or an external login) and loads the member's accounts. */
export async function startMemberSession(
  store: Store,
  client: ApiClient,
  granted: GrantedSession,
  now: number = Date.now(),
): Promise<readonly MemberAccount[]> {
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
    await logout(client, session.accessToken).catch(() => undefined);
  }
}
