import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { memberSessionAtom, signOutReasonAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement } from '../support/keyboard.ts';
import { waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import {
  currentRoute,
  forgetLoadedData,
  linkByText,
  mainHeading,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  waitForHeading,
  waitForRoute,
} from './portal-test-support.ts';
import { handOffNavigationState, navigationStateOf } from '../../../src/state/navigation-state.ts';

describe('<coop-portal> routing', () => {
  let simulator: InstalledSimulator;
  let pageViews: Array<{ path: string; title: string }>;
  let signedOut: Array<{ reason: string }>;
  const recordPageView = (event: Event) =>
    pageViews.push((event as CustomEvent<{ path: string; title: string }>).detail);
  const recordSignOut = (event: Event) => signedOut.push((event as CustomEvent<{ reason: string }>).detail);
  const originalTitle = document.title;

  beforeEach(() => {
    pageViews = [];
    signedOut = [];
    document.addEventListener('coop-page-view', recordPageView);
    document.addEventListener('coop-signed-out', recordSignOut);
  });

  afterEach(() => {
    document.removeEventListener('coop-page-view', recordPageView);
    document.removeEventListener('coop-signed-out', recordSignOut);
    resetPage();
    simulator?.uninstall();
    delete (window as Window & { gtag?: unknown }).gtag;
  });

  it('redirects an empty address to home, replacing the history entry', async () => {
    simulator = installSimulator();
    openAt('');
    const historyLength = history.length;
    const { root } = mountPortal();
    await waitForRoute('home');
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(history.length).to.equal(historyLength);
    await waitFor(
      () => document.title === 'Home | Riverbend Electric Cooperative',
      `the title Home | Riverbend Electric Cooperative`,
    );
    await waitFor(() => pageViews.length === 1, 'the page view');
    expect(pageViews).to.deep.equal([{ path: '/home', title: 'Home | Riverbend Electric Cooperative' }]);
    await expectNoAxeViolations();
  });

  it('sends an unknown path to pages/home and a bare login path under pages/, keeping its query', async () => {
    simulator = installSimulator();
    openAt('no/such/page');
    const { root } = mountPortal();
    await waitForRoute('pages/home');
    await waitForHeading(root, 'Riverbend Electric Cooperative');

    openAt('forgot-password');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitForRoute('pages/forgot-password');
    await waitForHeading(root, 'Forgot Password');
  });

  it('sends a guarded route to login with the address as the return URL', async () => {
    simulator = installSimulator();
    openAt('billpayments/history?year=2026');
    const { root } = mountPortal();
    await waitFor(() => currentRoute().startsWith('pages/login'), 'the login route');
    const query = new URLSearchParams(location.hash.split('?')[1]);
    expect(query.get('returnUrl')).to.equal('/billpayments/history?year=2026');
    expect(query.get('sessionTimeOut')).to.equal(null);
    await waitFor(() => mainHeading(root) !== undefined, 'the sign-in screen');
    await waitFor(
      () => document.title === 'Sign In | Riverbend Electric Cooperative',
      `the title Sign In | Riverbend Electric Cooperative`,
    );
    // No Sign In button on the sign-in page itself.
    expect(linkByText(root, 'Sign In')).to.equal(undefined);
  });

  it('prints the screen alone: header, menus and footer are left off paper', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const frame = root.querySelector('main')!.parentElement!;
    const shownOnPaper = () =>
      [...frame.children]
        .filter((child) => getComputedStyle(child).display !== 'none')
        .map((child) => child.localName);
    expect(shownOnPaper()).to.include.members(['header', 'main']);
    await emulateMedia({ media: 'print' });
    try {
      expect(shownOnPaper()).to.deep.equal(['main']);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('shows a guarded screen to a signed-in member with the route chain as the title', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('billpayments/pay-multiple');
    const { root } = mountPortal();
    await waitForHeading(root, 'Pay Multiple Accounts');
    await waitFor(
      () => root.querySelector('main p[aria-live]')?.textContent === 'Total payment: $0.00',
      'the Pay Multiple Accounts screen',
    );
    await waitFor(
      () => document.title === 'Billing & Payments | Pay Multiple Accounts | Riverbend Electric Cooperative',
      `the title Billing & Payments | Pay Multiple Accounts | Riverbend Electric Cooperative`,
    );
    await expectNoAxeViolations();
  });

  it('sends a signed-in member away from quick-pay and login to the account overview', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('quick-pay?accountno=300100200');
    const { root } = mountPortal();
    await waitForRoute('accountoverview');
    await waitForHeading(root, 'Account Overview');
  });

  it('routes a menu link inside the portal, moves focus to the new heading and reports the page view', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const before = history.length;

    const link = await waitFor(() => linkByText(root, 'Terms of Use'), 'the Terms of Use link');
    link.click();
    await waitForRoute('legal-terms');
    const heading = await waitForHeading(root, 'Terms of Use');
    await waitFor(() => deepActiveElement() === heading, 'focus on the new heading');
    expect(history.length).to.equal(before + 1);
    await waitFor(
      () => document.title === 'Terms of Use | Riverbend Electric Cooperative',
      `the title Terms of Use | Riverbend Electric Cooperative`,
    );
    await waitFor(() => pageViews.length === 2, '2 page views');
    expect(pageViews.map((view) => view.path)).to.deep.equal(['/home', '/legal-terms']);

    history.back();
    await waitForRoute('home');
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    await waitFor(() => pageViews.length === 3, '3 page views');
    expect(pageViews.map((view) => view.path)).to.deep.equal(['/home', '/legal-terms', '/home']);
  });

  it("hands a link's navigation state to the next screen on its history entry, and Back leaves it behind", async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    const viewDetails = await waitFor(() => linkByText(root, 'View Details'), 'View Details');

    viewDetails.click();
    await waitForRoute('usage-tracker');
    expect(navigationStateOf(history.state)).to.deep.equal({ isMonthlyUsageTab: true });

    history.back();
    await waitForRoute('accountoverview');
    expect(navigationStateOf(history.state)).to.deep.equal({});
    history.forward();
    await waitForRoute('usage-tracker');
    expect(navigationStateOf(history.state)).to.deep.equal({ isMonthlyUsageTab: true });
  });

  it('takes the navigation state a standalone element of another page handed to this address, once', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    const original = `${location.pathname}${location.search}`;
    const arrival = new URL('/portal-page-of-the-site#/usage-tracker', location.href).href;
    handOffNavigationState(sessionStorage, arrival, { isMonthlyUsageTab: true });
    history.replaceState(null, '', arrival);
    try {
      const { root } = mountPortal();
      await waitForHeading(root, 'Usage Tracker');
      expect(navigationStateOf(history.state)).to.deep.equal({ isMonthlyUsageTab: true });
      expect(sessionStorage.getItem('coop.navigationHandOff')).to.equal(null);
    } finally {
      document.querySelectorAll('coop-portal').forEach((element) => element.remove());
      history.replaceState(null, '', original);
    }
  });

  it('reloads the screen when a link leads to the address already shown', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const accountTypeLoads = () =>
      simulator.requests.filter((request) => request.path.endsWith('/account-types')).length;
    await waitFor(() => accountTypeLoads() === 1, 'the account types');
    const heading = root.querySelector('main h2');

    linkByText(root, 'Home')!.click();
    await waitFor(() => accountTypeLoads() === 2, 'the account types loaded again');
    await waitFor(() => root.querySelector('main h2') !== heading, 'a new home screen');
    expect(currentRoute()).to.equal('home');
    await waitFor(() => pageViews.length === 2, '2 page views');
    expect(pageViews.map((view) => view.path)).to.deep.equal(['/home', '/home']);
  });

  it('calls the host page gtag only when the site has a tracking code', async () => {
    const calls: unknown[][] = [];
    (window as Window & { gtag?: unknown }).gtag = (...args: unknown[]) => calls.push(args);

    simulator = installSimulator();
    openAt('home');
    let { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(calls).to.deep.equal([]);
    resetPage();
    simulator.uninstall();

    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).siteSettings.googleAnalyticsCode = 'G-DEMO123';
    simulator = installSimulator({ state });
    openAt('services-products');
    ({ root } = mountPortal());
    await waitForHeading(root, 'Services and Products');
    await waitFor(() => calls.length === 1, 'one page view sent');
    expect(calls[0]!.slice(0, 2)).to.deep.equal(['event', 'page_view']);
    expect(calls[0]![2]).to.include({
      send_to: 'G-DEMO123',
      page_path: '/services-products',
      page_title: 'Services and Products | Riverbend Electric Cooperative',
    });
  });

  it('reports to analytics the route and its title only: no token, code or query of the address', async () => {
    const calls: unknown[][] = [];
    (window as Window & { gtag?: unknown }).gtag = (...args: unknown[]) => calls.push(args);
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).siteSettings.googleAnalyticsCode = 'G-DEMO123';
    simulator = installSimulator({ state });

    openAt('reset-password?otc=SECRET-CODE-123');
    const { root } = mountPortal();
    await waitForHeading(root, 'Reset Password');
    await waitFor(() => calls.length === 1, 'the reset page view');
    expect(location.hash).to.equal('#/reset-password');
    expect(document.title).to.not.contain('SECRET');
    resetPage();

    history.replaceState(
      null,
      '',
      `${location.pathname}?campaign=spring#/payment-success?encodedParam=PAYMENT-REF-9`,
    );
    mountPortal();
    await waitFor(() => calls.length === 2, 'the result page view');

    expect(JSON.stringify(calls)).to.not.match(/SECRET-CODE-123|PAYMENT-REF-9|campaign/);
    expect(calls.map((call) => (call[2] as Record<string, string>).page_location)).to.deep.equal([
      `${location.origin}${location.pathname}#/reset-password`,
      `${location.origin}${location.pathname}#/payment-success`,
    ]);
    expect(calls.map((call) => (call[2] as Record<string, string>).page_path)).to.deep.equal([
      '/reset-password',
      '/payment-success',
    ]);
  });

  it('leaves the page title alone with manage-title="false" and puts it back when the portal leaves', async () => {
    simulator = installSimulator();
    openAt('home');
    const { element, root } = mountPortal({ 'manage-title': 'false' });
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(document.title).to.equal(originalTitle);
    expect(document.head.querySelector('link[data-coop-portal-icon]')).to.equal(null);
    element.remove();

    const managed = mountPortal();
    await waitForHeading(managed.root, 'Riverbend Electric Cooperative');
    await waitFor(() => document.title === 'Home | Riverbend Electric Cooperative', 'the portal title');
    const icon = await waitFor(
      () => document.head.querySelector<HTMLLinkElement>('link[data-coop-portal-icon]'),
      "the site's icon",
    );
    expect(icon.href).to.equal(`${location.origin}/favicon.svg`);
    managed.element.remove();
    await waitFor(() => document.title === originalTitle, 'the page title back');
    expect(document.head.querySelector('link[data-coop-portal-icon]')).to.equal(null);
  });

  it('uses its own icon, by colour scheme, when the site has none', async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).siteSettings.portalFavIconPath = null;
    simulator = installSimulator({ state });
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const icon = await waitFor(
      () => document.head.querySelector<HTMLLinkElement>('link[data-coop-portal-icon]'),
      "the portal's icon",
    );
    expect(icon.href.startsWith('data:image/svg+xml,')).to.equal(true);
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    expect(decodeURIComponent(icon.href)).to.contain(dark ? '#9ccaff' : '#0b5cad');
  });

  it('shows the maintenance page without header and footer, and goes home once maintenance is over', async () => {
    simulator = installSimulator();
    await simulator.call('/api/__simulator/maintenance', {
      method: 'POST',
      json: { applicationId: 'RIVERBEND-WEB', on: true },
    });
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForRoute('maint');
    await waitForHeading(root, "We'll be back in a bit");
    expect(root.querySelector('header')).to.equal(null);
    expect(root.querySelector('footer')).to.equal(null);
    await waitFor(
      () => document.title === 'Maintenance | Riverbend Electric Cooperative',
      `the title Maintenance | Riverbend Electric Cooperative`,
    );
    await expectNoAxeViolations();

    // Still in maintenance: a check changes nothing.
    window.dispatchEvent(new Event('focus'));
    await waitFor(
      () => simulator.requests.filter((request) => request.path.endsWith('/portal/maintenance')).length === 1,
      'the first check',
    );
    expect(currentRoute()).to.equal('maint');

    await simulator.call('/api/__simulator/maintenance', {
      method: 'POST',
      json: { applicationId: 'RIVERBEND-WEB', on: false },
    });
    window.dispatchEvent(new Event('focus'));
    await waitForRoute('home');
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    await waitFor(() => root.querySelector('header'), 'the header back');
    await waitFor(() => root.querySelector('footer'), 'the footer back');
  });

  it('sends the maintenance page home when the portal is not in maintenance', async () => {
    simulator = installSimulator();
    openAt('maint');
    const { root } = mountPortal();
    await waitForRoute('home');
    await waitForHeading(root, 'Riverbend Electric Cooperative');
  });

  it('ends an expired stored session with the time-out flag and sends a guarded route to login', async () => {
    simulator = installSimulator();
    getPageStore().set(memberSessionAtom, {
      accessToken: 'expired-token',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: Date.now() - 60_000,
    });
    openAt('accountoverview');
    mountPortal();
    await waitFor(() => currentRoute().startsWith('pages/login'), 'the login route');
    const query = new URLSearchParams(location.hash.split('?')[1]);
    expect(query.get('returnUrl')).to.equal('/accountoverview');
    expect(query.get('sessionTimeOut')).to.equal('true');
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    expect(getPageStore().get(signOutReasonAtom)).to.equal('timeout');
    await waitFor(() => signedOut.length === 1, 'the signed-out event');
    expect(signedOut).to.deep.equal([{ reason: 'timeout' }]);
  });

  it('ends the session when its token expires while a public page shows, and goes to login', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    const session = getPageStore().get(memberSessionAtom)!;
    openAt('services-products');
    const { root } = mountPortal();
    await waitForHeading(root, 'Services and Products');
    getPageStore().set(memberSessionAtom, { ...session, expiresAt: Date.now() + 300 });
    await waitForRoute('pages/login?sessionTimeOut=true');
    expect(signedOut).to.deep.equal([{ reason: 'timeout' }]);
  });

  it('loads the account list on start for a stored session before showing a guarded screen', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    // A reload keeps the stored session but not the account list, nor anything else loaded.
    const store = getPageStore();
    const { memberAccountsAtom } = await import('../../../src/state/session.ts');
    store.set(memberAccountsAtom, null);
    forgetLoadedData();
    const before = simulator.requests.length;
    openAt('usage-tracker');
    const { root } = mountPortal();
    await waitForHeading(root, 'Usage Tracker');
    const loaded = simulator.requests.slice(before).map((request) => request.path);
    expect(loaded).to.include('/api/v3/members/1001/accounts/details?limit=5');
    expect(store.get(memberAccountsAtom)?.count).to.equal(6);
  });

  it('routes by real paths under a base path with routing="path"', async () => {
    simulator = installSimulator();
    const original = `${location.pathname}${location.search}`;
    history.replaceState(null, '', `/portal-base/services-products${location.search}`);
    try {
      const { root } = mountPortal({ routing: 'path', 'base-path': '/portal-base' });
      await waitForHeading(root, 'Services and Products');
      const home = linkByText(root, 'Home')!;
      expect(new URL(home.href).pathname).to.equal('/portal-base/home');
      home.click();
      await waitFor(() => location.pathname === '/portal-base/home', 'the home path');
      await waitForHeading(root, 'Riverbend Electric Cooperative');
    } finally {
      document.querySelectorAll('coop-portal').forEach((element) => element.remove());
      history.replaceState(null, '', original);
    }
  });
  it('shows a not-found page, to anyone, for an account overview link that is not valid percent-encoding', async () => {
    simulator = installSimulator();
    openAt('accountoverview/%E0%A4%A');
    const { root } = mountPortal();
    await waitForHeading(root, 'Page Not Found');
    expect(location.hash).to.equal('#/accountoverview/%E0%A4%A');
    expect(root.querySelector('main p')?.textContent).to.equal(
      'The address you followed does not lead to a page of the member portal.',
    );
    await waitFor(
      () => document.title === 'Page Not Found | Riverbend Electric Cooperative',
      'the title Page Not Found | Riverbend Electric Cooperative',
    );
    await expectNoAxeViolations();

    const home = linkByText(root.querySelector('main')!, 'Go to the home page')!;
    expect(new URL(home.href).hash).to.equal('#/home');
    home.click();
    await waitForRoute('home');
    await waitForHeading(root, 'Riverbend Electric Cooperative');
  });

  it('links the header menu, the home tiles and the footer to path addresses with routing="path"', async () => {
    simulator = installSimulator();
    const original = `${location.pathname}${location.search}`;
    history.replaceState(null, '', '/portal-base/home');
    try {
      const { root } = mountPortal({ routing: 'path', 'base-path': '/portal-base/' });
      await waitForHeading(root, 'Riverbend Electric Cooperative');
      await waitFor(() => root.querySelector('footer'), 'the footer');
      await waitFor(() => root.querySelectorAll('main h3 a').length > 0, 'the tiles');

      const pathOf = (link: HTMLAnchorElement | undefined) => {
        if (!link) throw new Error('no such link');
        expect(link.getAttribute('href')).not.to.contain('#');
        return `${new URL(link.href).pathname}${new URL(link.href).search}`;
      };
      const header = root.querySelector('header')!;
      const footer = root.querySelector('footer')!;
      const main = root.querySelector('main')!;
      expect(pathOf(linkByText(header, 'Sign In'))).to.equal('/portal-base/login');
      expect(pathOf(linkByText(header, 'Home'))).to.equal('/portal-base/home');
      expect(pathOf(linkByText(header, 'Account Overview'))).to.equal('/portal-base/accountoverview');
      expect(pathOf(linkByText(header, 'Account History'))).to.equal('/portal-base/billpayments/history');
      expect(pathOf(linkByText(header, 'Draft Payments'))).to.equal('/portal-base/draft-payments');
      expect(pathOf(linkByText(main, 'Account Overview'))).to.equal('/portal-base/accountoverview');
      expect(pathOf(linkByText(main, 'Pay Multiple Accounts'))).to.equal(
        '/portal-base/billpayments/pay-multiple',
      );
      expect(pathOf(linkByText(footer, 'Terms of Use'))).to.equal('/portal-base/legal-terms');

      // Not one link of the portal is a hash route: every internal address comes from the portal's href.
      const hashLinks = [...root.querySelectorAll('a')]
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.includes('#/'));
      expect(hashLinks).to.deep.equal([]);

      linkByText(footer, 'Terms of Use')!.click();
      await waitFor(() => location.pathname === '/portal-base/legal-terms', 'the terms path');
      await waitForHeading(root, 'Terms of Use');
    } finally {
      document.querySelectorAll('coop-portal').forEach((element) => element.remove());
      history.replaceState(null, '', original);
    }
  });
});
