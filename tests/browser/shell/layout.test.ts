import { expect } from 'chai';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { portalMessages } from '../../../src/domain/portal/messages.ts';
import { selectedAccountAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, press, type } from '../support/keyboard.ts';
import { buttonByName, fieldByLabel, queryButton, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import {
  currentRoute,
  linkByText,
  mountPortal,
  openAt,
  resetPage,
  signIn,
  texts,
  waitForHeading,
} from '../portal/portal-test-support.ts';

describe('<coop-portal> account switcher, footer, web chat and custom stylesheet', () => {
  let simulator: InstalledSimulator;

  afterEach(() => {
    resetPage();
    simulator?.uninstall();
    document
      .querySelectorAll('coop-config')
      .forEach((config) => config.removeAttribute('custom-asset-origins'));
  });

  /** The switcher's account buttons (each says whether it is the selected one). */
  function switcherButtons(root: ShadowRoot): HTMLButtonElement[] {
    return [
      ...root.querySelectorAll<HTMLButtonElement>('section[aria-label="Your accounts"] button[aria-pressed]'),
    ];
  }

  it('shows the selected account and 4 others of six, and selecting one changes the account shown', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    await waitFor(() => switcherButtons(root).length > 0, 'the account switcher');
    const buttons = switcherButtons(root);
    expect(buttons.map((button) => button.querySelector('span')?.textContent)).to.deep.equal([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).to.deep.equal([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    await expectNoAxeViolations();

    buttons[1]!.click();
    await waitFor(
      () => getPageStore().get(selectedAccountAtom)?.accountNumber === '300100201',
      'the account selected',
    );
    expect(getPageStore().get(selectedAccountAtom)).to.deep.equal({
      accountHolderName: 'Jordan Rivera',
      locationId: getPageStore().get(selectedAccountAtom)!.locationId,
      accountType: 'Water',
      accountNumber: '300100201',
    });
    await waitFor(
      () => switcherButtons(root)[0]?.querySelector('span')?.textContent === '300100201',
      'the new selection first',
    );
    expect(switcherButtons(root)[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(switcherButtons(root)).to.have.length(5);
  });

  it('finds an account beyond the bar with its search on the back office, and choosing it selects it', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    // Six accounts, five in the bar: the sixth is found with the search.
    const find = await waitFor(() => queryButton(root, 'Find an account'), 'the search button');
    expect(find.getAttribute('aria-haspopup')).to.equal('dialog');
    find.focus();
    await press('Enter');
    const dialog = await waitFor(() => root.querySelector('[role="dialog"]'), 'the search dialog');
    expect(dialog.querySelector('h2')?.textContent).to.equal('Find an account');
    const status = () => dialog.querySelector('p[role="status"]')?.textContent;
    const found = () =>
      [...dialog.querySelectorAll('ul button')].map((button) => button.querySelector('span')?.textContent);
    await waitFor(() => status() === '6 accounts.', 'the first accounts');
    expect(found()).to.deep.equal([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(deepActiveElement()).to.equal(fieldByLabel(root, 'Account number, address or name'));
    await expectNoAxeViolations();

    await type('sugar pine');
    await waitFor(() => status() === '1 account matches.', 'one match');
    expect(found()).to.deep.equal(['300100205']);
    expect(texts(dialog.querySelectorAll('ul button'))).to.deep.equal([
      '300100205 Electric · 4096 Sugar Pine Ln, Riverbend, OR 97404 · Jordan Rivera',
    ]);
    expect(simulator.requests.map((request) => request.path)).to.include(
      '/api/v3/members/1001/accounts/details?limit=10&search=sugar+pine',
    );
    await expectNoAxeViolations();

    await press('Tab');
    await press('Enter');
    await waitFor(() => root.querySelector('[role="dialog"]') === null, 'the dialog closed');
    expect(getPageStore().get(selectedAccountAtom)?.accountNumber).to.equal('300100205');
    await waitFor(
      () => switcherButtons(root)[0]?.querySelector('span')?.textContent === '300100205',
      'the account found first in the bar, selected',
    );
    expect(switcherButtons(root).map((button) => button.getAttribute('aria-pressed'))).to.deep.equal([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    await waitFor(
      () => root.querySelector('main')?.textContent?.includes('4096 Sugar Pine Ln'),
      'its overview',
    );
    expect(deepActiveElement()).to.equal(buttonByName(root, 'Find an account'));
  });

  it('hides the switcher on the pages spec 01 §2.4 lists and from visitors', async () => {
    simulator = installSimulator();
    openAt('home');
    let { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(switcherButtons(root)).to.have.length(0);
    resetPage();

    await signIn(simulator);
    openAt('payment-options');
    ({ root } = mountPortal());
    await waitForHeading(root, 'Payment Options');
    expect(switcherButtons(root)).to.have.length(0);
    expect(texts(root.querySelectorAll('main h3'))).to.deep.equal(['Paperless', 'Pay Now', 'EZ Pay']);
    await expectNoAxeViolations();
  });

  it("shows every footer block Riverbend's settings fill", async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal();
    const footer = await waitFor(() => root.querySelector('footer'), 'the footer');
    expect(texts(footer.querySelectorAll('h2'))).to.deep.equal(['About Us', 'Follow Us', 'Contact Us']);
    expect(footer.textContent).to.contain('Riverbend Electric Cooperative is a member-owned');
    const social = [...footer.querySelectorAll('section')][1]!;
    expect(
      texts(social.querySelectorAll('li')).map((text) => text.replace(' (Opens in a new window)', '')),
    ).to.deep.equal(['Facebook', 'Twitter', 'Youtube']);
    const contact = footer.querySelector('address')!;
    expect(
      texts(contact.querySelectorAll('p')).map((text) => text.replace(' (Opens in a new window)', '')),
    ).to.deep.equal([
      '4200 River Road, PO Box 118, Riverbend, OR 97401',
      '1-800-555-0142',
      'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
      'memberservices@riverbend-electric.example',
      'Connect with Us',
      'Report an outage: 1-800-555-0199',
      'Riverbend Electric Cooperative',
    ]);
    expect(linkByText(contact, '1-800-555-0142')?.getAttribute('href')).to.equal('tel:18005550142');
    expect(linkByText(contact, '1-800-555-0199')?.getAttribute('href')).to.equal('tel:18005550199');
    expect(contact.querySelector('svg[aria-hidden="true"]')).not.to.equal(null);
    expect(linkByText(footer, 'Terms of Use')?.getAttribute('href')).to.match(/#\/legal-terms$/);
    expect(footer.textContent).to.contain(`© ${new Date().getFullYear()} Riverbend Electric Cooperative`);
    expect(footer.textContent).to.contain('Version: 1.0.0');
    await expectNoAxeViolations();
  });

  it('leaves out the footer lines PRAIRIE-WEB does not set', async () => {
    simulator = installSimulator();
    document.querySelector('coop-config')!.setAttribute('application-id', 'PRAIRIE-WEB');
    openAt('home');
    const { root } = mountPortal();
    const footer = await waitFor(() => root.querySelector('footer'), 'the footer');
    const social = [...footer.querySelectorAll('section')][1]!;
    expect(
      texts(social.querySelectorAll('li')).map((text) => text.replace(' (Opens in a new window)', '')),
    ).to.deep.equal(['Instagram', 'Yelp', 'LinkedIn']);
    const contact = texts(footer.querySelectorAll('address p'));
    expect(contact).to.have.length(6);
    expect(contact.join(' ')).not.to.contain('Monday');
  });

  it('offers the web chat only when the site enables it, with its visible quick replies', async () => {
    simulator = installSimulator();
    openAt('home');
    let { root } = mountPortal();
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(queryButton(root, 'Chat with us')).to.equal(undefined);
    resetPage();
    simulator.uninstall();

    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).features.push({ name: 'WebChatEnabled', enable: true });
    simulator = installSimulator({ state });
    openAt('home');
    ({ root } = mountPortal());
    const launcher = await waitFor(() => queryButton(root, 'Chat with us'), 'the chat launcher');
    launcher.click();
    const panel = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"][aria-modal="false"]'),
      'the chat',
    );
    await waitFor(() => deepActiveElement() === panel.querySelector('h2'), 'focus on the chat title');
    expect(panel.querySelector('h2')?.textContent).to.equal('Riverbend Assistant');
    expect(panel.textContent).to.contain('Member Services');
    expect(panel.textContent).to.contain('Hi! Ask us about your bill, an outage or starting service.');
    expect(texts(panel.querySelectorAll('[role="group"] button'))).to.deep.equal([
      'Report an outage',
      'Pay my bill',
    ]);
    buttonByName(root, 'Pay my bill').click();
    await waitFor(() => texts(panel.querySelectorAll('li')).includes('Pay my bill'), 'the choice in the log');
    await expectNoAxeViolations();

    await press('Escape');
    await waitFor(() => !panel.isConnected, 'the chat closed');
    expect(deepActiveElement()).to.equal(launcher);
  });

  it("links the site's custom stylesheet in the shadow root only from an allowed origin", async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).siteSettings.featureFlagCustomCss = '/custom/riverbend.css';
    simulator = installSimulator({ state });
    openAt('home');
    let { root } = mountPortal();
    const link = await waitFor(
      () => root.querySelector<HTMLLinkElement>('link[rel="stylesheet"]'),
      'the stylesheet',
    );
    expect(link.href).to.equal(`${location.origin}/custom/riverbend.css`);
    expect(document.head.querySelector('link[href$="/custom/riverbend.css"]')).to.equal(null);
    resetPage();
    simulator.uninstall();

    const foreign = createSeedState(new Date());
    siteOf(foreign, riverbendApplicationId).siteSettings.featureFlagCustomCss =
      'https://assets.example.com/riverbend.css';
    simulator = installSimulator({ state: foreign });
    openAt('home');
    ({ root } = mountPortal());
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(root.querySelector('link[rel="stylesheet"]')).to.equal(null);
    resetPage();

    document.querySelector('coop-config')!.setAttribute('custom-asset-origins', 'https://assets.example.com');
    openAt('home');
    ({ root } = mountPortal());
    const allowed = await waitFor(
      () => root.querySelector<HTMLLinkElement>('link[rel="stylesheet"]'),
      'the stylesheet',
    );
    expect(allowed.href).to.equal('https://assets.example.com/riverbend.css');
  });

  it('loads a custom script only from an allowed origin, again on every route change', async () => {
    simulator = installSimulator();
    openAt('home');
    const { root } = mountPortal({ 'custom-script': 'https://scripts.example.com/chat.js' });
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    expect(document.querySelector('script[data-coop-portal-script]')).to.equal(null);
    resetPage();

    const inserted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && node.dataset.coopPortalScript !== undefined)
            inserted.push(node.src);
        });
      }
    });
    observer.observe(document.head, { childList: true });
    try {
      openAt('home');
      const same = mountPortal({ 'custom-script': '/custom/portal-script.js' });
      await waitForHeading(same.root, 'Riverbend Electric Cooperative');
      await waitFor(() => inserted.length === 1, 'the script');
      // The footer (with the link) comes after the first screen.
      (await waitFor(() => linkByText(same.root, 'Terms of Use'), 'the footer link')).click();
      await waitForHeading(same.root, 'Terms of Use');
      await waitFor(() => inserted.length === 2, 'the script again');
      expect(inserted).to.deep.equal([
        `${location.origin}/custom/portal-script.js`,
        `${location.origin}/custom/portal-script.js`,
      ]);
      expect(document.querySelectorAll('script[data-coop-portal-script]')).to.have.length(1);
    } finally {
      observer.disconnect();
    }
  });
});

describe('<coop-portal> skip link', () => {
  let simulator: InstalledSimulator;

  afterEach(() => {
    resetPage();
    simulator?.uninstall();
  });

  it('is the first Tab stop, shows when focused, and takes the focus past the header and menus to the main region', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview');
    const { root } = mountPortal();
    await waitForHeading(root, portalMessages.titles.accountOverview);

    await press('Tab');
    const skipLink = deepActiveElement() as HTMLAnchorElement;
    expect(skipLink.textContent).to.equal(portalMessages.frame.skipToContent);
    const shown = skipLink.getBoundingClientRect();
    expect(shown.width > 1 && shown.height > 1 && shown.top >= 0, 'visible while focused').to.equal(true);

    await press('Enter');
    const main = root.querySelector('main')!;
    expect(deepActiveElement()).to.equal(main);
    expect(currentRoute(), 'the route stays').to.equal('accountoverview');

    // The next Tab stop is inside the main region: the header, menus and account switcher are skipped.
    await press('Tab');
    const next = deepActiveElement();
    expect(
      next !== null && main.contains(next),
      `Tab after the skip link reached ${next?.outerHTML.slice(0, 80)}`,
    ).to.equal(true);
  });
});
