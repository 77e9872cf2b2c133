import { expect } from 'chai';
import '../../../widgets/coop-login.ts';
import '../../../widgets/coop-quick-pay-button.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { endMemberSession, startMemberSession } from '../../../src/state/session-actions.ts';
import {
  selectedAccountAtom,
  isSignedInAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

describe('<coop-login> and the page-wide session', () => {
  let simulator: InstalledSimulator;
  let elements: HTMLElement[];
  let navigations: string[];
  const captureNavigation = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  const accountOverview = () => new URL('/portal.html#/accountoverview', location.href).href;

  function add(tag: 'coop-login' | 'coop-quick-pay-button') {
    const element = document.createElement(tag);
    element.setAttribute('portal-url', '/portal.html');
    document.body.append(element);
    elements.push(element);
    return shadowRootOf(element);
  }

  /** A client of the simulator as the page's elements have, for the session actions. */
  function pageClient() {
    return createApiClient({
      apiBase: new URL(simulator.apiBase, location.href).href,
      applicationId: riverbendApplicationId,
    });
  }

  /** Signs Jordan in through the back office, as another page of the site would have. */
  async function grantedSession() {
    const response = await simulator.call('/api/v3/auth/login', {
      method: 'POST',
      json: { userName: 'jordan.rivera', password: 'Sunrise#2026' },
    });
    const body = (await response.json()) as {
      accessToken: string;
      memberNumber: string;
      expiresInMinutes: number;
    };
    return { ...body, memberMfaEnabled: false };
  }

  async function signInThrough(root: ShadowRoot) {
    await waitFor(() => fieldByLabel(root, 'Username'), 'the credential form');
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    buttonByName(root, 'Log in').click();
    await waitFor(() => navigations.length > 0, 'the navigation after signing in');
  }

  beforeEach(() => {
    elements = [];
    navigations = [];
    document.addEventListener('coop-navigate', captureNavigation);
  });

  afterEach(() => {
    document.removeEventListener('coop-navigate', captureNavigation);
    elements.forEach((element) => element.remove());
    simulator?.uninstall();
    const store = getPageStore();
    store.set(memberSessionAtom, null);
    store.set(selectedAccountAtom, null);
    store.set(memberAccountsAtom, null);
    store.set(signOutReasonAtom, null);
    sessionStorage.clear();
  });

  it('shares the session it starts with another element, and both follow a sign-out', async () => {
    simulator = installSimulator();
    const login = add('coop-login');
    const quickPay = add('coop-quick-pay-button');
    await signInThrough(login);
    expect(getPageStore().get(isSignedInAtom)).to.equal(true);

    // The Quick Pay button sees the member signed in: it offers the signed-in payment screen.
    buttonByName(quickPay, 'Quick Pay').click();
    await waitFor(() => dialogByName(quickPay, 'Make a Payment'), 'the signed-in payment dialog');
    buttonByName(quickPay, 'Cancel').click();
    await waitFor(() => !dialogByName(quickPay, 'Make a Payment'), 'the dialog to close');

    await endMemberSession(getPageStore(), pageClient(), 'manual');
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    expect(simulator.requests.filter((request) => request.path === '/api/v3/auth/logout')).to.have.length(1);

    // The login element starts over, empty, with nothing announced.
    await waitFor(() => queryButton(login, 'Log in')?.disabled === false, 'the credential form again');
    expect(fieldByLabel(login, 'Username').value).to.equal('');
    expect(fieldByLabel(login, 'Username').readOnly).to.equal(false);
    expect(fieldByLabel(login, 'Password').value).to.equal('');
    expect(alertTexts(login)).to.deep.equal([]);
    // And the Quick Pay button offers the anonymous flow again.
    buttonByName(quickPay, 'Quick Pay').click();
    await waitFor(() => dialogByName(quickPay, 'Quick Pay'), 'the Quick Pay dialog');
    expect(dialogByName(quickPay, 'Make a Payment')).to.equal(undefined);
  });

  it('shows the time-out notice when the session it started ends by time-out', async () => {
    simulator = installSimulator();
    const login = add('coop-login');
    await signInThrough(login);
    await endMemberSession(getPageStore(), pageClient(), 'timeout');
    await waitFor(() => alertTexts(login).includes('You have successfully logged out'), 'the notice');
    expect(alertTexts(login)).to.deep.equal(['You have successfully logged out']);
    expect(fieldByLabel(login, 'Username').value).to.equal('');
    // Focus is not taken from wherever the member is on the page.
    expect(deepActiveElement()).not.to.equal(fieldByLabel(login, 'Username'));
    // A time-out does not call the back office: the token is already refused.
    expect(simulator.requests.filter((request) => request.path === '/api/v3/auth/logout')).to.deep.equal([]);
  });

  it('sends a member who already has a session to the account overview', async () => {
    simulator = installSimulator();
    await startMemberSession(getPageStore(), pageClient(), await grantedSession());
    const login = add('coop-login');
    await waitFor(() => navigations.length > 0, 'the redirect');
    expect(navigations).to.deep.equal([accountOverview()]);
    expect(getPageStore().get(memberSessionAtom)?.memberNumber).to.equal('1001');
    expect(alertTexts(login)).to.deep.equal([]);
  });

  it('sends a second login element to the account overview when the first one signs in', async () => {
    simulator = installSimulator();
    const first = add('coop-login');
    const second = add('coop-login');
    await waitFor(() => fieldByLabel(second, 'Username'), 'the second form');
    await signInThrough(first);
    await waitFor(() => navigations.length === 2, 'the second navigation');
    expect(navigations).to.deep.equal([accountOverview(), accountOverview()]);
  });

  it('signs an existing session out on arrival in the meter-portal variant, and stays on the form', async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).configuration.whecEnabled = true;
    simulator = installSimulator({ state });
    await startMemberSession(getPageStore(), pageClient(), await grantedSession());
    const login = add('coop-login');
    await waitFor(() => getPageStore().get(memberSessionAtom) === null, 'the sign-out');
    await waitFor(
      () => simulator.requests.some((request) => request.path === '/api/v3/auth/logout'),
      'the logout call',
    );
    await nextTick(100);
    expect(navigations).to.deep.equal([]);
    expect(queryButton(login, 'Log in')?.disabled).to.equal(false);
    expect(alertTexts(login)).to.deep.equal([]);
  });

  it('does not count an expired stored session as signed in', async () => {
    simulator = installSimulator();
    getPageStore().set(memberSessionAtom, {
      accessToken: 'expired',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: Date.now() - 1000,
    });
    const login = add('coop-login');
    await waitFor(() => fieldByLabel(login, 'Username'), 'the credential form');
    await nextTick(100);
    expect(navigations).to.deep.equal([]);
  });
});
