import { expect } from 'chai';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { switchLanguage } from '../../../src/domain/language.ts';
import { languageChoiceKey } from '../../../src/state/language.ts';
import { memberSessionAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { buttonByName, dialogByName, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
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

describe('<coop-portal> home and public pages', () => {
  let simulator: InstalledSimulator;
  let navigations: Array<{ url: string; reason: string }>;
  // The meter portal is another site: the test keeps the page where it is and records where it would go.
  const stopNavigation = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string; reason: string }>).detail);
  };

  beforeEach(() => {
    navigations = [];
    document.addEventListener('coop-navigate', stopNavigation);
  });

  afterEach(async () => {
    document.removeEventListener('coop-navigate', stopNavigation);
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
    await waitForRoute('accountoverview');
    await waitForHeading(root, 'Account Overview');
    expect(location.hash).to.equal('#/accountoverview');
    expect(getPageStore().get(memberSessionAtom)).to.deep.equal({
      accessToken: granted.accessToken,
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: null,
    });
    await waitFor(() => root.querySelector('header button[title="Jordan Rivera"]'), 'the profile button');
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
    await waitFor(() => navigations.length === 1, 'the navigation to the meter portal');
    const target = new URL(navigations[0]!.url);
    expect(target.origin + target.pathname).to.equal(`${location.origin}/meter-portal.html`);
    expect(target.searchParams.get('clientId')).to.equal('PWPC-METER');
    expect(target.searchParams.get('customer')).to.equal('2001');
    expect(target.searchParams.get('account')).to.equal('400100100');
    expect(target.searchParams.get('premise')).to.equal('PR-5510-0091');
    expect(target.searchParams.get('servicePoint')).to.match(/^\d+$/);
    expect(target.searchParams.get('locale')).to.equal(navigator.language);
    expect(target.searchParams.get('webToken')).to.match(/^[0-9a-f]{32}$/);
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
