import { expect } from 'chai';
import { getPageStore } from '../../../src/state/store.ts';
import { selectedAccountAtom, memberAccountsAtom } from '../../../src/state/session.ts';
import { useAccountContext } from '../../../src/ui/account/useAccountContext.ts';
import { defineCoopElement } from '../../../src/ui/element/define-element.tsx';
import { shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { resetPage, signIn } from '../portal/portal-test-support.ts';

/** Shows what the account context gives a screen, as text a test can read. */
function AccountProbe() {
  const context = useAccountContext();
  if (context.status !== 'ready') return <p data-status={context.status}>{context.status}</p>;
  const { account, info, isFromViewAllAccounts } = context;
  return (
    <p data-status="ready">
      {[
        account.accountNumber,
        isFromViewAllAccounts ? 'from all accounts' : 'from the switcher',
        info.status === 'ready' ? `${info.data.derivedStatus} ${info.data.accountBalance}` : info.status,
      ].join(' | ')}
    </p>
  );
}
defineCoopElement({ tag: 'coop-test-account-probe' }, AccountProbe);

describe('useAccountContext', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement | undefined;
  const originalAddress = `${location.pathname}${location.search}`;

  afterEach(() => {
    element?.remove();
    element = undefined;
    history.replaceState(null, '', originalAddress);
    resetPage();
    simulator.uninstall();
  });

  function mount(): ShadowRoot {
    element = document.createElement('coop-test-account-probe');
    document.body.append(element);
    return shadowRootOf(element);
  }

  const withQuery = (query: string) => `${originalAddress}${location.search ? '&' : '?'}${query}`;
  const text = (root: ShadowRoot) => root.querySelector('p')?.textContent ?? '';

  it('shows the switcher’s account (the primary one by default) with its info from the back office', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    const root = mount();
    await waitFor(() => text(root).endsWith('Current 128.45'), 'the account info');
    expect(text(root)).to.equal('300100200 | from the switcher | Current 128.45');
  });

  it('takes the accountno of the address when it is one of the member’s, and makes it the switcher’s selection', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    history.replaceState(null, '', withQuery('accountno=300100202&isFromViewAllAccounts=true'));
    const root = mount();
    await waitFor(() => text(root).includes('Past Due'), 'the account info');
    expect(text(root)).to.match(/^300100202 \| from all accounts \| Past Due /);
    expect(getPageStore().get(selectedAccountAtom)?.accountNumber).to.equal('300100202');
  });

  it('looks up an accountno beyond the first page on its own, and a reload keeps it selected', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    // Jordan's sixth account: sign-in loaded the first five only.
    history.replaceState(null, '', withQuery('accountno=300100205'));
    const root = mount();
    await waitFor(() => text(root).startsWith('300100205 |'), 'the sixth account');
    expect(simulator.requests.map((request) => request.path)).to.include(
      '/api/v3/members/1001/accounts/details?accountNumber=300100205',
    );
    // The selection follows in the effect after the render that shows the account.
    await waitFor(
      () => getPageStore().get(selectedAccountAtom)?.accountNumber === '300100205',
      'the switcher’s selection',
    );

    // A reload: the stored selection, beyond the first page, is checked and kept.
    element?.remove();
    history.replaceState(null, '', originalAddress);
    getPageStore().set(memberAccountsAtom, null);
    const reloaded = mount();
    await waitFor(() => text(reloaded).startsWith('300100205 |'), 'the sixth account again');
  });

  it('ignores an accountno that is not the member’s', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    history.replaceState(null, '', withQuery('accountno=300200300'));
    const root = mount();
    await waitFor(() => text(root).startsWith('300100200 |'), 'the primary account');
  });

  it('loads the account list when the page has none yet (a reload), once for every screen', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    getPageStore().set(memberAccountsAtom, null);
    const before = simulator.requests.filter((request) => request.path.includes('/accounts/details')).length;
    const root = mount();
    const second = document.createElement('coop-test-account-probe');
    document.body.append(second);
    await waitFor(() => text(root).endsWith('Current 128.45'), 'the account info');
    await waitFor(
      () => (shadowRootOf(second).querySelector('p')?.textContent ?? '').endsWith('128.45'),
      'both',
    );
    const after = simulator.requests.filter((request) => request.path.includes('/accounts/details')).length;
    const infoLoads = simulator.requests.filter((request) => request.path.endsWith('/300100200/info')).length;
    second.remove();
    expect(after - before).to.equal(1);
    expect(infoLoads).to.equal(1);
  });

  it('says signed-out to a visitor', async () => {
    simulator = installSimulator();
    const root = mount();
    await waitFor(() => root.querySelector('p[data-status="signed-out"]'), 'the signed-out state');
  });
});
