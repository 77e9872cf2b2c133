import { expect } from 'chai';
import { queryCacheOf } from '../../../src/state/query-cache.ts';
import { queryKeys } from '../../../src/state/query-keys.ts';
import {
  memberAccountsAtom,
  memberSessionAtom,
  selectedAccountAtom,
  storageKeys,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { mountPortal, openAt, resetPage, signIn, waitForHeading } from './portal-test-support.ts';

/**
 * What this tab sees when another tab of the site changes the stored session (`storage="local"`):
 * the other tab writes local storage, and the browser tells this one with a `storage` event, after the
 * change, for each key written.
 */
function otherTabWrites(key: string, newValue: string | null) {
  const oldValue = localStorage.getItem(key);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, url: location.href, storageArea: localStorage }),
  );
}

describe('<coop-portal> with storage="local" when another tab changes the session', () => {
  let simulator: InstalledSimulator;

  /** Jordan signed in with the session in local storage, the account overview loaded. */
  async function signedInOverview() {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('storage', 'local');
    await signIn(simulator);
    expect(localStorage.getItem(storageKeys.member)).to.contain('"memberNumber":"1001"');
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    const store = getPageStore();
    const cache = queryCacheOf(store);
    await waitFor(
      () => cache.snapshot(queryKeys.accountInfo('1001', '300100200')).status === 'ready',
      "the primary account's info",
    );
    expect(store.get(memberAccountsAtom)?.count).to.equal(6);
    expect(store.get(selectedAccountAtom)).not.to.equal(null);
    return { store, cache };
  }

  afterEach(() => {
    resetPage();
    simulator?.uninstall();
    for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
  });

  it("empties this tab's cache, accounts and selected account when another tab signs out", async () => {
    const { store, cache } = await signedInOverview();

    // The other tab's Sign Out clears the session and the selected account.
    otherTabWrites(storageKeys.member, null);
    localStorage.removeItem(storageKeys.accountInfo);

    expect(store.get(memberSessionAtom)).to.equal(null);
    expect(cache.snapshot(queryKeys.accountInfo('1001', '300100200')).data).to.equal(undefined);
    expect(store.get(memberAccountsAtom)).to.equal(null);
    expect(store.get(selectedAccountAtom)).to.equal(null);
  });

  it("empties this tab's data of a member when another tab signs a different member in", async () => {
    const { store, cache } = await signedInOverview();

    otherTabWrites(
      storageKeys.member,
      JSON.stringify({
        accessToken: 'other-token',
        memberNumber: '1002',
        memberMfaEnabled: false,
        expiresAt: Date.now() + 60 * 60_000,
      }),
    );

    expect(store.get(memberSessionAtom)?.memberNumber).to.equal('1002');
    expect(cache.snapshot(queryKeys.accountInfo('1001', '300100200')).data).to.equal(undefined);
    expect(store.get(memberAccountsAtom)).to.equal(null);
    expect(store.get(selectedAccountAtom)).to.equal(null);
  });
});
