import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { selectedAccountAtom, memberSessionAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick, press } from '../support/keyboard.ts';
import { buttonByName, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import {
  linkByText,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  texts,
  waitForHeading,
  waitForRoute,
} from '../portal/portal-test-support.ts';

const announcement = "Crews are restoring power after Tuesday's storm. Check the outage map for updates.";

describe('<coop-portal> header', () => {
  let simulator: InstalledSimulator;
  let signedOut: Array<{ reason: string }>;
  const recordSignOut = (event: Event) => signedOut.push((event as CustomEvent<{ reason: string }>).detail);

  beforeEach(() => {
    signedOut = [];
    document.addEventListener('coop-signed-out', recordSignOut);
  });

  afterEach(() => {
    document.removeEventListener('coop-signed-out', recordSignOut);
    resetPage();
    simulator?.uninstall();
  });

  function profileButton(root: ShadowRoot) {
    return root.querySelector<HTMLButtonElement>('header button[title]');
  }

  it('refuses a logo address from another origin and shows the cooperative name instead', async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).siteSettings.portalLogoPath = 'https://tracker.example/logo.svg';
    simulator = installSimulator({ state });
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(root.querySelector('header img')).to.equal(null);
    expect(root.querySelector('header a')?.textContent).to.equal('Riverbend Electric Cooperative');
  });

  it('shows the logo, Sign In and the standard menu to a visitor', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const logo = root.querySelector<HTMLImageElement>('header img');
    expect(logo?.getAttribute('src')).to.equal(`${location.origin}/images/riverbend-logo.svg`);
    expect(logo?.alt).to.equal('Riverbend Electric Cooperative');
    expect(logo?.closest('a')?.getAttribute('href')).to.match(/#\/$/);
    const signInLink = linkByText(root, 'Sign In');
    expect(signInLink?.getAttribute('href')).to.match(/#\/login$/);
    expect(profileButton(root)).to.equal(null);
    const nav = root.querySelector('nav[aria-label="Main menu"]')!;
    expect(texts(nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button'))).to.deep.equal([
      'Home',
      'MY ACCOUNT',
      'BILLING & PAYMENTS',
      'Outage',
      'MORE',
    ]);
    await waitFor(() => root.querySelector('footer'), 'the footer');
    await expectAriaSnapshot('portal-home-signed-out', 'coop-portal');
    await expectNoAxeViolations();

    signInLink!.click();
    await waitForRoute('pages/login');
    await waitFor(() => !linkByText(root, 'Sign In'), 'no Sign In on the sign-in page');
  });

  it('shows the signed-in member a profile dropdown with the name cut at 250 px', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    const button = await waitFor(() => profileButton(root), 'the profile button');
    expect(button.title).to.equal('Jordan Rivera');
    expect(button.textContent?.trim()).to.equal('Jordan Rivera');
    const name = button.querySelector('span')!;
    const style = getComputedStyle(name);
    expect(style.maxWidth).to.equal('250px');
    expect(style.textOverflow).to.equal('ellipsis');
    expect(style.whiteSpace).to.equal('nowrap');
    expect(linkByText(root, 'Sign In')).to.equal(undefined);

    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', 'the dropdown open');
    const list = root.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).to.equal(false);
    expect(texts(list.querySelectorAll('a, button'))).to.deep.equal(['My Profile', 'Sign Out']);
    await expectAriaSnapshot('portal-header-signed-in-profile-menu', 'coop-portal header');
    await expectNoAxeViolations();

    linkByText(list, 'My Profile')!.focus();
    await press('Escape');
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'the dropdown closed');
    expect(deepActiveElement()).to.equal(button);

    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', 'the dropdown open again');
    linkByText(list, 'My Profile')!.click();
    await waitForRoute('my-profile');
    await waitForHeading(root, 'My Profile');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('cuts a long member name at 320 px instead of pushing the page sideways', async () => {
    simulator = installSimulator();
    await signIn(simulator, 'riverbend.schools', 'Recess#2026');
    openAt('accountoverview');
    await setViewport({ width: 320, height: 640 });
    try {
      const { root } = mountPortal();
      await waitForHeading(root, 'Account Overview');
      const button = await waitFor(() => profileButton(root), 'the profile button');
      expect(button.title).to.equal('Riverbend School District');
      const name = button.querySelector('span')!;
      // The name's box is narrower than its text: it ends in an ellipsis (the title gives it whole).
      expect(name.scrollWidth).to.be.greaterThan(name.clientWidth);
      expect(button.getBoundingClientRect().right).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.equal(document.documentElement.clientWidth);
      await expectNoAxeViolations();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('signs out everywhere on the page: every portal shows Sign In and goes home', async () => {
    simulator = installSimulator();
    const token = await signIn(simulator);
    openAt('accountoverview');
    const first = mountPortal();
    const second = mountPortal();
    await waitForHeading(first.root, 'Account Overview');
    await waitForHeading(second.root, 'Account Overview');
    const button = await waitFor(() => profileButton(first.root), 'the profile button');
    button.click();
    buttonByName(first.root, 'Sign Out').click();

    await waitForRoute('home');
    await waitFor(() => linkByText(first.root, 'Sign In'), 'Sign In in the first portal');
    await waitFor(() => linkByText(second.root, 'Sign In'), 'Sign In in the second portal');
    await waitForHeading(second.root, 'Riverbend Electric Cooperative');
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    expect(getPageStore().get(selectedAccountAtom)).to.equal(null);
    expect(sessionStorage.getItem('coop.session.member')).to.equal(null);
    await waitFor(
      () => signedOut.length === 2,
      `a signed-out event from each portal (now ${JSON.stringify(signedOut)})`,
    );
    expect(signedOut).to.deep.equal([{ reason: 'manual' }, { reason: 'manual' }]);
    // The back office was told: the token no longer works.
    await waitFor(
      () =>
        simulator.requests.some(
          (request) => request.method === 'POST' && request.path === '/api/v3/auth/logout',
        ),
      'the sign-out call',
    );
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 401; attempt += 1) {
      await nextTick();
      status = (
        await simulator.call('/api/v3/members/1001/accounts/details', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status;
    }
    expect(status).to.equal(401);
  });

  it('closes the emergency banner for good: a portal mounted later does not show it', async () => {
    simulator = installSimulator();
    openAt('home');
    const { element, root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const banner = await waitFor(
      () =>
        [...root.querySelectorAll('header [role="status"]')].find((node) =>
          node.textContent?.includes(announcement),
        ),
      'the emergency banner',
    );
    await expectNoAxeViolations();
    buttonByName(root, 'Close announcement').click();
    await waitFor(() => !banner.isConnected, 'the banner closed');
    expect(localStorage.getItem('mcp_announcementClosed')).to.equal('true');
    element.remove();

    const again = mountPortal();
    await waitForHeading(again.root, 'Riverbend Electric Cooperative');
    await nextTick();
    expect(again.root.querySelector('header')?.textContent).not.to.contain(announcement);
  });

  it('opens the mega menu by keyboard, lists Draft Payments, and Escape closes it back to its button', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    const billing = buttonByName(root, 'BILLING & PAYMENTS');
    const panel = root.getElementById(billing.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(true);

    billing.focus();
    await press('Enter');
    await waitFor(() => billing.getAttribute('aria-expanded') === 'true', 'the panel open');
    expect(panel.hidden).to.equal(false);
    expect(texts(panel.querySelectorAll('p'))).to.deep.equal(['Billing', 'Payments']);
    expect(texts(panel.querySelectorAll('a'))).to.deep.equal([
      'Deposits',
      'Arrangements',
      'Average Billing',
      'Payment Profile',
      'Auto Payments',
      'Payment Options',
      'Pay Multiple Accounts',
      'Scheduled Payments',
      'Draft Payments',
    ]);
    await expectAriaSnapshot('portal-header-billing-menu', 'coop-portal header');
    await expectNoAxeViolations();

    await press('Tab');
    expect(deepActiveElement()).to.equal(linkByText(panel, 'Deposits'));
    await press('Escape');
    await waitFor(() => billing.getAttribute('aria-expanded') === 'false', 'the panel closed');
    expect(deepActiveElement()).to.equal(billing);

    // Opening another section closes the first; following a link closes the menu.
    billing.click();
    await waitFor(() => !panel.hidden, 'the panel open');
    buttonByName(root, 'MORE').click();
    await waitFor(() => panel.hidden, 'the billing panel closed');
    const more = root.getElementById(buttonByName(root, 'MORE').getAttribute('aria-controls')!)!;
    linkByText(more, 'Services and Products')!.click();
    await waitForRoute('services-products');
    await waitFor(() => more.hidden, 'the menu closed');
  });

  it('opens nested sub-menus and marks external links as opening a new tab', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    buttonByName(root, 'MY ACCOUNT').click();
    const notifications = buttonByName(root, 'Notifications');
    const nested = root.getElementById(notifications.getAttribute('aria-controls')!)!;
    expect(nested.hidden).to.equal(true);
    notifications.click();
    await waitFor(() => !nested.hidden, 'the nested menu open');
    expect(texts(nested.querySelectorAll('a'))).to.deep.equal(['Manage Notifications', 'Manage Contacts']);

    const outageMap = linkByText(root, 'Outage Map')!;
    expect(outageMap.getAttribute('href')).to.equal('https://outages.riverbend-electric.example/map');
    expect(outageMap.target).to.equal('_blank');
    expect(outageMap.rel).to.equal('noopener noreferrer');
    expect(outageMap.textContent).to.contain('Opens in a new window');

    // A click outside the menu closes it.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(
      () => buttonByName(root, 'MY ACCOUNT').getAttribute('aria-expanded') === 'false',
      'the menu closed',
    );
  });

  it("shows PRAIRIE-WEB's custom menu, in position order, with EZ Pay and an external entry", async () => {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    openAt('home');
    const { root } = mountPortal();
    await waitForHeading(root, 'Prairie Wind Power Cooperative');
    const nav = root.querySelector('nav[aria-label="Main menu"]')!;
    expect(texts(nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button'))).to.deep.equal([
      'Home',
      'My Account',
      'Billing & Payments',
      'Outage',
      'Energy Rebates (Opens in a new window)',
    ]);
    const rebates = linkByText(root, 'Energy Rebates')!;
    expect(rebates.target).to.equal('_blank');
    expect(rebates.rel).to.equal('noopener noreferrer');

    const billing = buttonByName(root, 'Billing & Payments');
    billing.click();
    const panel = root.getElementById(billing.getAttribute('aria-controls')!)!;
    await waitFor(() => !panel.hidden, 'the mega menu open');
    expect(texts(panel.querySelectorAll('p'))).to.deep.equal(['Bills & Payments', 'Billing Programs']);
    expect(texts(panel.querySelectorAll('a'))).to.deep.equal([
      'Account History',
      'Payment Profile',
      'EZ Pay',
      'Average Billing',
      'Paperless Billing',
    ]);
    // No Quick Pay on this site; EZ Pay and My Meter tiles instead of Draft Payments.
    expect(root.querySelector('coop-quick-pay-button')).to.equal(null);
    expect(texts(root.querySelectorAll('main h3'))).to.include.members(['My Meter', 'EZ Pay']);
    expect(texts(root.querySelectorAll('main h3'))).not.to.include('Draft Payments');
    await expectNoAxeViolations();
  });

  it('folds the menu behind a Menu button below 600 px', async () => {
    simulator = installSimulator();
    openAt('home');
    await setViewport({ width: 400, height: 800 });
    try {
      const { root } = mountPortal();
      await waitForHeading(root, 'Riverbend Electric Cooperative');
      const menuButton = buttonByName(root, 'Menu');
      const list = root.getElementById(menuButton.getAttribute('aria-controls')!)!;
      expect(getComputedStyle(menuButton).display).to.equal('inline-flex');
      expect(getComputedStyle(list).display).to.equal('none');
      menuButton.click();
      await waitFor(() => menuButton.getAttribute('aria-expanded') === 'true', 'the menu open');
      expect(getComputedStyle(list).display).to.equal('flex');
      await expectNoAxeViolations();
      menuButton.focus();
      await press('Escape');
      await waitFor(() => menuButton.getAttribute('aria-expanded') === 'false', 'the menu folded');

      await setViewport({ width: 1024, height: 800 });
      expect(getComputedStyle(menuButton).display).to.equal('none');
      expect(getComputedStyle(list).display).to.equal('flex');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
