// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { queryCacheOf } from '../../../src/state/query-cache.ts';
import { queryKeys } from '../../../src/state/query-keys.ts';
import { joinSessionLifecycle } from '../../../src/state/session-lifecycle.ts';
import {
  isSignedInAtom,
  memberAccountsAtom,
  memberSessionAtom,
  selectedAccountAtom,
  signOutReasonAtom,
  storageKeys,
} from '../../../src/state/session.ts';

const client = { options: {}, call: vi.fn() } as unknown as ApiClient;

function session(expiresAt: number | null) {
  return { accessToken: 'token-1001', memberNumber: '1001', memberMfaEnabled: false, expiresAt };
}

describe('the page session lifecycle', () => {
  let leave: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    leave = [];
  });

  afterEach(() => {
    leave.forEach((stop) => stop());
    vi.useRealTimers();
    sessionStorage.clear();
  });

  function join(store: ReturnType<typeof createStore>) {
    const signedOut: string[] = [];
    leave.push(joinSessionLifecycle(store, { client, onSignedOut: (reason) => signedOut.push(reason) }));
    return signedOut;
  }

  it('ends a session when its token expires, with the time-out flag, and tells every element', async () => {
    const store = createStore();
    const first = join(store);
    const second = join(store);
    store.set(memberSessionAtom, session(Date.now() + 60_000));
    expect(store.get(isSignedInAtom)).toBe(true);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.get(memberSessionAtom)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(1_001);
    expect(store.get(memberSessionAtom)).toBeNull();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(signOutReasonAtom)).toBe('timeout');
    expect(first).toEqual(['timeout']);
    expect(second).toEqual(['timeout']);
  });

  it('makes isSignedIn false at expiry even for a reader that keeps it subscribed', async () => {
    const store = createStore();
    const readings: boolean[] = [];
    const unsubscribe = store.sub(isSignedInAtom, () => readings.push(store.get(isSignedInAtom)));
    join(store);
    store.set(memberSessionAtom, session(Date.now() + 1_000));
    await vi.advanceTimersByTimeAsync(1_001);
    expect(readings.at(-1)).toBe(false);
    unsubscribe();
  });

  it('ends a stored session that has already expired as soon as the first element joins', async () => {
    const store = createStore();
    store.set(memberSessionAtom, session(Date.now() - 1));
    const signedOut = join(store);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(memberSessionAtom)).toBeNull();
    expect(store.get(signOutReasonAtom)).toBe('timeout');
    expect(signedOut).toEqual(['timeout']);
  });

  it('announces a session ended elsewhere (Sign Out) with its reason', async () => {
    const store = createStore();
    const signedOut = join(store);
    store.set(memberSessionAtom, session(null));
    store.set(memberSessionAtom, null);
    store.set(signOutReasonAtom, 'manual');
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut).toEqual(['manual']);
  });

  const inAnHour = () => Date.now() + 60 * 60_000;

  /** Member 1001 signed in with an account selected and its details loaded. */
  function signedIn(store: ReturnType<typeof createStore>) {
    const account = {
      accountNumber: '300100200',
      accountHolderName: 'Jordan Rivera',
      locationId: '7100200',
      accountType: 'Electric',
    };
    store.set(memberSessionAtom, session(inAnHour()));
    store.set(memberAccountsAtom, { firstPage: [{ ...account, isPrimaryAccount: true }], count: 1 });
    store.set(selectedAccountAtom, account);
    queryCacheOf(store).set(queryKeys.accountDetails('1001', { limit: '10' }), {
      accounts: [],
      totalRecords: 0,
    });
    queryCacheOf(store).set(queryKeys.siteConfiguration('/api', 'RIVERBEND-WEB', 'en'), {});
    return account;
  }

  it("forgets the member's data when the session ends, or gives way to another member's, elsewhere", () => {
    for (const next of [null, { ...session(inAnHour()), accessToken: 'token-1002', memberNumber: '1002' }]) {
      const store = createStore();
      join(store);
      signedIn(store);
      // Changed in storage by another tab: nothing of endMemberSession ran here.
      store.set(memberSessionAtom, next);
      const cache = queryCacheOf(store);
      expect(cache.snapshot(queryKeys.accountDetails('1001', { limit: '10' })).data).toBeUndefined();
      expect(cache.snapshot(queryKeys.siteConfiguration('/api', 'RIVERBEND-WEB', 'en')).status).toBe('ready');
      expect(store.get(memberAccountsAtom)).toBeNull();
      expect(store.get(selectedAccountAtom)).toBeNull();
      expect(sessionStorage.getItem(storageKeys.accountInfo)).toBeNull();
    }
  });

  it('keeps the data of a member whose token alone changed', () => {
    const store = createStore();
    join(store);
    const account = signedIn(store);
    store.set(memberSessionAtom, { ...session(inAnHour()), accessToken: 'token-1001-renewed' });
    expect(queryCacheOf(store).snapshot(queryKeys.accountDetails('1001', { limit: '10' })).status).toBe(
      'ready',
    );
    expect(store.get(memberAccountsAtom)?.count).toBe(1);
    expect(store.get(selectedAccountAtom)).toEqual(account);
  });

  it('leaves the account another tab has already selected for its new member in storage', () => {
    const store = createStore();
    join(store);
    signedIn(store);
    const theirs = JSON.stringify({
      accountHolderName: 'Casey Nguyen',
      locationId: '8100100',
      accountType: 'Electric',
      accountNumber: '400100100',
    });
    sessionStorage.setItem(storageKeys.accountInfo, theirs);
    store.set(memberSessionAtom, { ...session(inAnHour()), accessToken: 'token-2001', memberNumber: '2001' });
    expect(store.get(memberAccountsAtom)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.accountInfo)).toBe(theirs);
  });

  it('ends a session without an expiry at once, and stops watching when the last element leaves', async () => {
    const store = createStore();
    const signedOut = join(store);
    store.set(memberSessionAtom, session(null));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(memberSessionAtom)).toBeNull();
    expect(signedOut).toEqual(['timeout']);

    store.set(memberSessionAtom, session(Date.now() + 1_000));
    leave.pop()?.();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.get(memberSessionAtom)).not.toBeNull();
  });
});
