import { expect } from 'chai';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { switchLanguage } from '../../../src/domain/language.ts';
import { languageChoiceKey } from '../../../src/state/language.ts';
import { memberSessionAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import { buttonByName, dialogByName, queryButton, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import {
  currentRoute,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  testClient,
  texts,
  waitForHeading,
  waitForRoute,
} from './portal-test-support.ts';
import { login } from '../../../src/api/auth.ts';

/** The few members of the Navigation API the tests use (not yet in TypeScript's DOM types). */
interface PageNavigateEvent extends Event {
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}
const pageNavigation = (
  window as unknown as {
    navigation: {
      addEventListener(type: 'navigate', listener: (event: PageNavigateEvent) => void): void;
      removeEventListener(type: 'navigate', listener: (event: PageNavigateEvent) => void): void;
    };
  }
).navigation;

/** A site the back office may name for the meter portal that the host page never listed. */
const unlistedMeterPortal = 'https://meters.evil.example/portal';

describe('<coop-portal> home and public pages', () => {
  let simulator: InstalledSimulator;
  let navigations: Array<{ url: string; reason: string; cancelable: boolean }>;
  let pageLoads: string[];
  // The meter portal is another site: the test keeps the page where it is and records where it would go.
  const stopNavigation = (event: Event) => {
    event.preventDefault();
    const { detail, cancelable } = event as CustomEvent<{ url: string; reason: string }>;
    navigations.push({ ...detail, cancelable });
  };
  // A navigation the host cannot cancel is stopped where the browser starts it.
  const stopPageLoad = (event: PageNavigateEvent) => {
    if (event.destination.sameDocument) return;
    event.preventDefault();
    pageLoads.push(event.destination.url);
  };

  beforeEach(() => {
    navigations = [];
    pageLoads = [];
    document.addEventListener('coop-navigate', stopNavigation);
    pageNavigation.addEventListener('navigate', stopPageLoad);
  });

  afterEach(async () => {
    document.removeEventListener('coop-navigate', stopNavigation);
    pageNavigation.removeEventListener('navigate', stopPageLoad);
    resetPage();
    simulator?.uninstall();
    localStorage.removeItem(languageChoiceKey);
    await switchLanguage('en');
  });

  it('shows the Quick Pay banner with the Quick Pay button element and the tiles by their rules', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const banner = root.querySelector('main section[aria-labelledby="coop-home-quick-pay"]')!;
    expect(banner.querySelector('p')?.textContent).to.equal(
      'Quick Pay is a simple, fast and secure way to make payments online without logging in.',
    );
    const button = banner.querySelector('coop-quick-pay-button')!;
    expect(customElements.get('coop-quick-pay-button')).not.to.equal(undefined);
    expect(button.getAttribute('application-id')).to.equal('RIVERBEND-WEB');
    const buttonRoot = shadowRootOf(button);
    await waitFor(() => buttonRoot.querySelector('button'), 'the Quick Pay button');
    expect(buttonRoot.querySelector('button')?.textContent).to.equal('Quick Pay');

    // Account types loaded: the application tile reads New Service.
    await waitFor(() => texts(root.querySelectorAll('main h3'))[0] === 'New Service', 'the New Service tile');
    expect(texts(root.querySelectorAll('main h3'))).to.deep.equal([
      'New Service',
      'Payment Options',
      'Online Payments',
      'Account Overview',
      'Services and Products',
      'Account Profile',
      'Pay Multiple Accounts',
      'Draft Payments',
    ]);
    const links = [...root.querySelectorAll<HTMLAnchorElement>('main h3 a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links[0]).to.match(/#\/service-type\/select-service-type$/);
    expect(links[7]).to.match(/#\/draft-payments$/);
    await expectNoAxeViolations();
  });

  it('opens the Quick Pay dialog from the home banner', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const button = root.querySelector('coop-quick-pay-button')!;
    const buttonRoot = shadowRootOf(button);
    (await waitFor(() => buttonRoot.querySelector('button'), 'the Quick Pay button')).click();
    await waitFor(() => dialogByName(buttonRoot, 'Quick Pay'), 'the Quick Pay dialog');
    await expectNoAxeViolations();
  });

  it('puts account-type load errors in an alert and keeps the tiles', async () => {
    simulator = installSimulator();
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/account-types', status: 500, times: 5 },
    });
    openAt('home');
    const { root } = mountPortal();
    const alert = await waitFor(() => root.querySelector('main [role="alert"]'), 'the error alert');
    expect(alert.textContent).to.contain(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(texts(root.querySelectorAll('main h3'))[0]).to.equal('Application For Service');
    await expectNoAxeViolations();
  });

  it('shows the Terms of Use sanitized: no script, no event handler, the site’s own image kept', async () => {
    const alerts: unknown[] = [];
    const originalAlert = window.alert;
    window.alert = (message?: unknown) => alerts.push(message);
    try {
      simulator = installSimulator();
      openAt('legal-terms');
      const { root } = mountPortal();
      await waitForHeading(root, 'Terms of Use');
      const legal = await waitFor(() => root.querySelector('main section div'), 'the legal text');
      await waitFor(() => legal.querySelector('h2'), 'the legal content');
      expect(texts(legal.querySelectorAll('h2, h3'))).to.deep.equal([
        'Member Portal Terms of Use',
        'Your account',
        'Privacy',
      ]);
      expect(root.querySelectorAll('script')).to.have.length(0);
      expect(root.querySelectorAll('[onerror]')).to.have.length(0);
      const everyAttribute = [...root.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames(),
      );
      expect(everyAttribute.filter((name) => name.startsWith('on'))).to.deep.equal([]);
      const logo = legal.querySelector('img')!;
      expect(logo.src).to.equal(`${location.origin}/images/riverbend-logo.svg`);
      expect(logo.alt).to.equal('Riverbend Electric Cooperative');
      const privacy = legal.querySelector('a')!;
      expect(privacy.target).to.equal('_blank');
      expect(privacy.rel).to.equal('noopener noreferrer');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(alerts).to.deep.equal([]);
      await expectNoAxeViolations();
    } finally {
      window.alert = originalAlert;
    }
  });

  it('shows the Terms of Use in the language the member switches to, asking the site again once a language', async () => {
    simulator = installSimulator();
    openAt('legal-terms');
    const { root } = mountPortal();
    const headingOfTerms = () => root.querySelector('main section div h2')?.textContent;
    await waitFor(() => headingOfTerms() === 'Member Portal Terms of Use', 'the terms in English');
    const siteConfigurations = () =>
      simulator.requests.filter((request) => request.path.includes('site-configuration')).length;
    expect(siteConfigurations()).to.equal(1);

    buttonByName(root, 'Español').click();
    // The site's Spanish web content (its setting names a Spanish key for the terms).
    await waitFor(
      () => headingOfTerms() === 'Términos de uso del portal para miembros',
      'the terms in Spanish',
    );
    expect(siteConfigurations()).to.equal(2);
    await expectNoAxeViolations();

    buttonByName(root, 'English').click();
    await waitFor(() => headingOfTerms() === 'Member Portal Terms of Use', 'the terms in English again');
    // The English answer was still in the page's cache.
    expect(siteConfigurations()).to.equal(2);
  });

  it('says so when the site has no Terms of Use', async () => {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    openAt('legal-terms');
    const { root } = mountPortal();
    await waitForHeading(root, 'Terms of Use');
    expect(root.querySelector('main p')?.textContent).to.equal('There are no Terms of Use available.');
  });

  it("shows the four Services and Products tiles, each opening the partner's site in a new window", async () => {
    simulator = installSimulator();
    openAt('services-products');
    const { root } = mountPortal();
    await waitForHeading(root, 'Services and Products');
    expect(texts(root.querySelectorAll('main h3'))).to.deep.equal([
      'Energy Savings (Opens in a new window)',
      'Appliance Repair (Opens in a new window)',
      'Tree Trimming (Opens in a new window)',
      'Security Systems (Opens in a new window)',
    ]);
    const links = [...root.querySelectorAll<HTMLAnchorElement>('main a[href]')].map((link) => [
      link.href,
      link.target,
    ]);
    expect(links).to.deep.equal([
      ['https://www.energystar.gov/', '_blank'],
      ['https://www.riverbend-appliance.example.com/', '_blank'],
      ['https://www.riverbend-treecare.example.com/', '_blank'],
      ['https://www.riverbend-security.example.com/', '_blank'],
    ]);
    await expectNoAxeViolations();
  });

  it('signs in from an external login: token and member become the session, the query leaves the address', async () => {
    simulator = installSimulator();
    const granted = await login(testClient(simulator), {
      userName: 'jordan.rivera',
      password: 'Sunrise#2026',
    });
    openAt(`external-redirect?token=${granted.accessToken}&member=1001`);
    const { root } = mountPortal();
    // The token leaves the address before the portal shows or reports anything.
    await waitFor(
      () => location.hash === '#/external-redirect' || currentRoute() === 'accountoverview',
      'the token gone',
    );
    expect(location.href).to.not.contain(granted.accessToken ?? 'no token');
    await waitForRoute('accountoverview');
    await waitForHeading(root, 'Account Overview');
    expect(location.hash).to.equal('#/accountoverview');
    const session = getPageStore().get(memberSessionAtom);
    expect(session).to.deep.include({
      accessToken: granted.accessToken,
      memberNumber: '1001',
      memberMfaEnabled: false,
    });
    // The same maximum lifetime as any session: an hour at most, though the link gave none.
    expect(session?.expiresAt).to.be.within(Date.now() + 59 * 60_000, Date.now() + 60 * 60_000);
    await waitFor(() => root.querySelector('header button[title="Jordan Rivera"]'), 'the profile button');
  });

  it('asks before a link replaces the session of a member already signed in, and keeps it on Stay Signed In', async () => {
    simulator = installSimulator();
    const ownToken = await signIn(simulator);
    openAt('external-redirect?token=forged-token&member=1002');
    const { root } = mountPortal();
    await waitFor(
      () =>
        texts(root.querySelectorAll('main p')).includes(
          'You are already signed in. Sign in with the link you followed instead? Your current session will end.',
        ),
      'the question',
    );
    expect(location.href).to.not.contain('forged-token');
    const keep = buttonByName(root, 'Stay Signed In');
    expect(deepActiveElement()).to.equal(keep);
    expect(queryButton(root, 'Sign In With the Link')).to.not.equal(undefined);
    expect(simulator.requests.some((request) => request.path.includes('/1002'))).to.equal(false);
    await expectNoAxeViolations();

    keep.click();
    await waitForRoute('accountoverview');
    expect(getPageStore().get(memberSessionAtom)).to.deep.include({
      accessToken: ownToken,
      memberNumber: '1001',
    });
  });

  it('replaces the session with the link’s only when the member says so', async () => {
    simulator = installSimulator();
    const ownToken = await signIn(simulator);
    const granted = await login(testClient(simulator), {
      userName: 'jordan.rivera',
      password: 'Sunrise#2026',
    });
    openAt(`external-redirect?token=${granted.accessToken}&member=1001`);
    const { root } = mountPortal();
    const replace = await waitFor(() => queryButton(root, 'Sign In With the Link'), 'the question');
    replace.click();
    await waitForRoute('accountoverview');
    await waitFor(
      () => getPageStore().get(memberSessionAtom)?.accessToken === granted.accessToken,
      'the link’s session',
    );
    expect(granted.accessToken).to.not.equal(ownToken);
    // The session it replaced was ended at the back office.
    expect(
      simulator.requests.some((request) => request.method === 'POST' && /logout/i.test(request.path)),
    ).to.equal(true);
  });

  it('sends an external login whose member is not a member number to sign-in, calling nothing with it', async () => {
    simulator = installSimulator();
    openAt('external-redirect?token=some-token&member=..%2F..%2Fquick-pay');
    mountPortal();
    await waitForRoute('pages/login');
    expect(
      simulator.requests.some((request) => request.path.includes('..') || request.path.includes('quick-pay')),
    ).to.equal(false);
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
  });

  it('sends an external login without a token to sign-in', async () => {
    simulator = installSimulator();
    openAt('external-redirect?member=1001');
    mountPortal();
    await waitForRoute('pages/login');
  });

  it('sends an external login with a refused token to sign-in with the time-out flag', async () => {
    simulator = installSimulator();
    openAt('external-redirect?token=not-a-token&member=1001');
    mountPortal();
    await waitForRoute('pages/login?sessionTimeOut=true');
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
  });

  it('explains a meter-data migration (3101) in the Redirect dialog, then goes to the account overview', async () => {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    await signIn(simulator, 'morgan.lee', 'Prairie#2026', 'PRAIRIE-WEB');
    openAt('aclarajump');
    const { root } = mountPortal();
    await waitForHeading(root, 'My Meter');
    expect(root.querySelector('main p')?.textContent).to.equal('Please wait we are redirecting...');
    const dialog = await waitFor(() => dialogByName(root, 'Redirect'), 'the Redirect dialog');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Your meter data is being migrated. Please try again tomorrow.');
    expect(dialog.textContent).to.contain('To return to home click "Continue"');
    await expectNoAxeViolations();

    buttonByName(root, 'Continue').click();
    await waitForRoute('accountoverview');
    await waitForHeading(root, 'Account Overview');
    expect(navigations).to.deep.equal([]);
  });

  it('sends a member to the meter-data portal with the settings in the address', async () => {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    await signIn(simulator, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');
    openAt('aclarajump');
    mountPortal();
    await waitFor(() => pageLoads.length === 1, 'the navigation to the meter portal');
    const target = new URL(pageLoads[0]!);
    expect(target.origin + target.pathname).to.equal(`${location.origin}/meter-portal.html`);
    expect(target.searchParams.get('clientId')).to.equal('PWPC-METER');
    expect(target.searchParams.get('customer')).to.equal('2001');
    expect(target.searchParams.get('account')).to.equal('400100100');
    expect(target.searchParams.get('premise')).to.equal('PR-5510-0091');
    expect(target.searchParams.get('servicePoint')).to.match(/^\d+$/);
    expect(target.searchParams.get('locale')).to.equal(navigator.language);
    expect(target.searchParams.get('webToken')).to.match(/^[0-9a-f]{32}$/);
  });

  it('tells the host it leaves for the meter portal without the web token, and lets no host stop it halfway', async () => {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    await signIn(simulator, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');
    openAt('aclarajump');
    mountPortal();
    await waitFor(() => pageLoads.length === 1, 'the navigation to the meter portal');
    const webToken = new URL(pageLoads[0]!).searchParams.get('webToken')!;
    expect(navigations).to.have.length(1);
    const announced = navigations[0]!;
    expect(announced.url).not.to.contain(webToken);
    const told = new URL(announced.url);
    expect(told.searchParams.has('webToken')).to.equal(false);
    expect(told.origin + told.pathname).to.equal(`${location.origin}/meter-portal.html`);
    expect(told.searchParams.get('customer')).to.equal('2001');
    expect(announced.reason).to.equal('route');
    // A host that prevents it could not finish the jump without the token: the event is not cancelable.
    expect(announced.cancelable).to.equal(false);
  });

  it('goes to a meter portal on an origin the page lists in meter-portal-origins', async () => {
    const state = createSeedState(new Date());
    state.meterPortal.sites['PRAIRIE-WEB']!.aclaraUrl = 'https://meters.prairie.example/login';
    simulator = installSimulator({ state });
    const config = document.querySelector('coop-config')!;
    config.setAttribute('application-id', 'PRAIRIE-WEB');
    config.setAttribute('meter-portal-origins', 'https://meters.prairie.example');
    await signIn(simulator, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');
    openAt('aclarajump');
    mountPortal();
    await waitFor(() => pageLoads.length === 1, 'the navigation to the meter portal');
    const target = new URL(pageLoads[0]!);
    expect(target.origin + target.pathname).to.equal('https://meters.prairie.example/login');
    expect(target.searchParams.get('webToken')).to.match(/^[0-9a-f]{32}$/);
  });

  it('refuses a meter portal on an origin the page does not list: nothing opens, the member reads the generic error', async () => {
    const state = createSeedState(new Date());
    state.meterPortal.sites['PRAIRIE-WEB']!.aclaraUrl = unlistedMeterPortal;
    simulator = installSimulator({ state });
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    await signIn(simulator, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');
    const logged: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      openAt('aclarajump');
      const { root } = mountPortal();
      await waitForHeading(root, 'My Meter');
      const alert = await waitFor(() => root.querySelector('main [role="alert"]'), 'the error');
      expect(alert.textContent?.trim()).to.equal(
        'We are unable to process your request at this time. Please try again later.',
      );
      await nextTick(100);
    } finally {
      console.error = originalError;
    }
    expect(navigations).to.deep.equal([]);
    expect(pageLoads).to.deep.equal([]);
    expect(currentRoute()).to.equal('aclarajump');
    expect(logged).to.deep.equal([
      '[coop] meter portal address rejected: meter portal address origin https://meters.evil.example is not on the allow-list',
    ]);
    expect(logged[0]).not.to.contain('webToken');
    await expectNoAxeViolations();
  });

  it('goes to the account overview when the site has no meter portal (3100)', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('aclarajump');
    const { root } = mountPortal();
    await waitForRoute('accountoverview');
    await waitForHeading(root, 'Account Overview');
    expect(dialogByName(root, 'Redirect')).to.equal(undefined);
    expect(currentRoute()).to.equal('accountoverview');
  });

  it('sends a visitor who is not signed in from the meter-portal jump to login', async () => {
    const state = createSeedState(new Date());
    simulator = installSimulator({ state });
    openAt('aclarajump');
    mountPortal();
    await waitFor(() => currentRoute().startsWith('pages/login'), 'the login route');
    expect(new URLSearchParams(location.hash.split('?')[1]).get('returnUrl')).to.equal('/aclarajump');
  });
});
