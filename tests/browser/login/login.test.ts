import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../../widgets/coop-login.ts';
import type { SiteConfigurationFlags } from '../../../demo-host/simulator/portal/portal-records.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import type { SimulatorState } from '../../../demo-host/simulator/state.ts';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
  storageKeys,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, nextTick, press, type } from '../support/keyboard.ts';
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

const wrongCredentials = 'The username or password you entered is incorrect.';

describe('<coop-login>', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;
  let navigations: string[];
  let signedIn: Array<{ memberNumber: string }>;
  const originalUrl = location.href;

  const captureNavigation = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  const captureSignedIn = (event: Event) =>
    signedIn.push((event as CustomEvent<{ memberNumber: string }>).detail);

  /** A Riverbend back office with some of its site configuration changed. */
  function riverbendWith(configuration: Partial<SiteConfigurationFlags>) {
    const state = createSeedState(new Date());
    Object.assign(siteOf(state, riverbendApplicationId).configuration, configuration);
    return state;
  }

  function mount(options: { search?: string; state?: SimulatorState } = {}) {
    history.replaceState(null, '', `${location.pathname}${options.search ?? ''}`);
    simulator = installSimulator(options.state ? { state: options.state } : {});
    element = document.createElement('coop-login');
    element.setAttribute('portal-url', '/portal.html');
    document.body.append(element);
    return shadowRootOf(element);
  }

  function credentialForm(root: ShadowRoot) {
    return waitFor(() => fieldByLabel(root, 'Username'), 'the credential form');
  }

  async function submitCredentials(root: ShadowRoot, username: string, password: string) {
    await credentialForm(root);
    setInputValue(fieldByLabel(root, 'Username'), username);
    setInputValue(fieldByLabel(root, 'Password'), password);
    buttonByName(root, 'Log in').click();
  }

  const portalPage = (route: string) => new URL(`/portal.html#/${route}`, location.href).href;

  beforeEach(() => {
    navigations = [];
    signedIn = [];
    document.addEventListener('coop-navigate', captureNavigation);
    document.addEventListener('coop-signed-in', captureSignedIn);
  });

  afterEach(async () => {
    document.removeEventListener('coop-navigate', captureNavigation);
    document.removeEventListener('coop-signed-in', captureSignedIn);
    element?.remove();
    simulator?.uninstall();
    const store = getPageStore();
    store.set(memberSessionAtom, null);
    store.set(selectedAccountAtom, null);
    store.set(memberAccountsAtom, null);
    store.set(signOutReasonAtom, null);
    sessionStorage.clear();
    history.replaceState(null, '', originalUrl);
    await setViewport({ width: 800, height: 600 });
  });

  it('shows the Sign In form: username and password with their lengths, Log in, the links, and no alert', async () => {
    const root = mount();
    const username = await credentialForm(root);
    const password = fieldByLabel(root, 'Password');
    expect(root.querySelector('h2')?.textContent).to.equal('Sign In');
    expect([username.type, username.maxLength, username.autocomplete]).to.deep.equal([
      'text',
      60,
      'username',
    ]);
    expect([password.type, password.maxLength, password.autocomplete]).to.deep.equal([
      'password',
      50,
      'current-password',
    ]);
    expect(buttonByName(root, 'Log in').type).to.equal('submit');
    const links = [...root.querySelectorAll('a')].map((link) => [link.textContent, link.href]);
    expect(links).to.deep.equal([
      ['Create Account', portalPage('pages/register')],
      ['Forgot password?', portalPage('pages/forgot-password')],
      ['Forgot username?', portalPage('forgot-username')],
    ]);
    expect(buttonByName(root, 'Need help signing in?').getAttribute('aria-haspopup')).to.equal('dialog');
    expect(alertTexts(root)).to.deep.equal([]);
    expect(root.textContent).not.to.contain('Welcome to our new member portal.');
    await expectAriaSnapshot('login-form', 'coop-login');
    await expectNoAxeViolations();
  });

  it('shows both required messages on an empty Log in, tied to their fields, and focuses the username', async () => {
    const root = mount();
    await credentialForm(root);
    buttonByName(root, 'Log in').click();
    await waitFor(() => alertTexts(root).length === 2, 'two messages');
    expect(alertTexts(root)).to.deep.equal(['Please enter your username.', 'Please enter your password.']);
    await expectFocusOn(fieldByLabel(root, 'Username'));
    for (const [label, message] of [
      ['Username', 'Please enter your username.'],
      ['Password', 'Please enter your password.'],
    ] as const) {
      const field = fieldByLabel(root, label);
      expect(field.getAttribute('aria-invalid'), label).to.equal('true');
      const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(describedBy.map((id) => root.getElementById(id)?.textContent?.trim())).to.deep.equal([message]);
    }
    expect(simulator.requests.filter((request) => request.path === '/api/v3/auth/login')).to.deep.equal([]);
    await expectAriaSnapshot('login-required-messages', 'coop-login');
    await expectNoAxeViolations();
  });

  it('counts a blank username as empty and focuses the password when only it is missing', async () => {
    const root = mount();
    await credentialForm(root);
    setInputValue(fieldByLabel(root, 'Username'), '   ');
    buttonByName(root, 'Log in').click();
    await waitFor(() => alertTexts(root).length === 2, 'two messages');
    expect(alertTexts(root)).to.deep.equal(['Please enter your username.', 'Please enter your password.']);

    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    buttonByName(root, 'Log in').click();
    await waitFor(() => alertTexts(root).length === 1, 'one message');
    expect(alertTexts(root)).to.deep.equal(['Please enter your password.']);
    await expectFocusOn(fieldByLabel(root, 'Password'));
  });

  it('blocks the space key in the password but not in the username', async () => {
    const root = mount();
    const username = await credentialForm(root);
    username.focus();
    await type('jordan rivera');
    expect(username.value).to.equal('jordan rivera');
    const password = fieldByLabel(root, 'Password');
    password.focus();
    await type('Sun rise #2026 ');
    expect(password.value).to.equal('Sunrise#2026');
  });

  it('stops typing at 60 characters of username and 50 of password', async () => {
    const root = mount();
    const username = await credentialForm(root);
    username.focus();
    await type('u'.repeat(65));
    expect(username.value).to.equal('u'.repeat(60));
    const password = fieldByLabel(root, 'Password');
    password.focus();
    await type('p'.repeat(55));
    expect(password.value).to.equal('p'.repeat(50));
  });

  function paste(input: HTMLInputElement, text: string): boolean {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    return input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }),
    );
  }

  // WCAG 2.2 SC 3.3.8: signing in never depends on retyping a password; the site setting that refuses
  // pasting applies only where a new password is chosen.
  it('lets a paste into the password and the username go ahead when the site does not allow pasting passwords', async () => {
    const root = mount({ state: riverbendWith({ passwordPasteAllowed: false }) });
    const username = await credentialForm(root);
    expect(paste(username, 'jordan.rivera'), 'paste into the username goes ahead').to.equal(true);
    expect(
      paste(fieldByLabel(root, 'Password'), 'Sunrise#2026'),
      'paste into the password goes ahead',
    ).to.equal(true);
  });

  it('lets a paste into the password go ahead when the site allows it', async () => {
    const root = mount({ state: riverbendWith({ passwordPasteAllowed: true }) });
    await credentialForm(root);
    expect(paste(fieldByLabel(root, 'Password'), 'Sunrise#2026')).to.equal(true);
  });

  it('shows and hides the password with a toggle button that says its state', async () => {
    const root = mount();
    await credentialForm(root);
    const password = fieldByLabel(root, 'Password');
    setInputValue(password, 'Sunrise#2026');
    const toggle = buttonByName(root, 'Show password');
    expect(toggle.type).to.equal('button');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(password.id);

    toggle.focus();
    await press('Space');
    expect(password.type).to.equal('text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(toggle.getAttribute('aria-label')).to.equal('Hide password');
    await expectFocusOn(toggle);
    expect(password.value).to.equal('Sunrise#2026');

    await press('Enter');
    expect(password.type).to.equal('password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.getAttribute('aria-label')).to.equal('Show password');
    expect(simulator.requests.filter((request) => request.path === '/api/v3/auth/login')).to.deep.equal([]);
  });

  it("on a wrong password shows the server's message, clears the password and focuses the username", async () => {
    const root = mount();
    await submitCredentials(root, 'jordan.rivera', 'Sunrise#2027');
    await waitFor(() => alertTexts(root).includes(wrongCredentials), 'the server message');
    expect(alertTexts(root)).to.deep.equal([wrongCredentials]);
    expect(root.querySelector('[role="alert"] button[aria-label="Dismiss"]')).not.to.equal(null);
    expect(fieldByLabel(root, 'Password').value).to.equal('');
    expect(fieldByLabel(root, 'Username').value).to.equal('jordan.rivera');
    await waitFor(() => deepActiveElement() === fieldByLabel(root, 'Username'), 'focus on the username');
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    expect(signedIn).to.deep.equal([]);
    expect(navigations).to.deep.equal([]);
    await expectAriaSnapshot('login-wrong-password', 'coop-login');
    await expectNoAxeViolations();
  });

  it('announces the same failure again when it happens twice', async () => {
    const root = mount();
    await submitCredentials(root, 'jordan.rivera', 'wrong-1');
    const first = await waitFor(() => root.querySelector('[role="alert"]:not(:empty)'), 'the first alert');
    setInputValue(fieldByLabel(root, 'Password'), 'wrong-2');
    buttonByName(root, 'Log in').click();
    await waitFor(
      () => !first.isConnected && alertTexts(root).includes(wrongCredentials),
      'a new alert element with the message',
    );
    expect(alertTexts(root)).to.deep.equal([wrongCredentials]);
  });

  it('maps a 500 from the login call to the catalogued message', async () => {
    const root = mount();
    await credentialForm(root);
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/auth/login', status: 500, times: 1 },
    });
    await submitCredentials(root, 'jordan.rivera', 'Sunrise#2026');
    await waitFor(() => alertTexts(root).length > 0, 'an error');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(fieldByLabel(root, 'Password').value).to.equal('');
  });

  it('signs in: success message, session stored with the accounts, coop-signed-in, then the account overview', async () => {
    const root = mount();
    await submitCredentials(root, 'Jordan.Rivera', 'Sunrise#2026');
    await waitFor(
      () => alertTexts(root).includes('Request successfull, please wait..'),
      'the success message',
    );
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(alertTexts(root)).to.deep.equal(['Request successfull, please wait..']);
    expect(navigations).to.deep.equal([portalPage('accountoverview')]);
    expect(signedIn).to.deep.equal([{ memberNumber: '1001' }]);

    const store = getPageStore();
    const session = store.get(memberSessionAtom);
    expect(session?.memberNumber).to.equal('1001');
    expect(session?.memberMfaEnabled).to.equal(false);
    expect(session?.accessToken).to.be.a('string').and.not.equal('');
    // The first page only (the switcher's), whatever the member holds, and how many there are.
    expect(store.get(memberAccountsAtom)?.firstPage.map((account) => account.accountNumber)).to.deep.equal([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
    ]);
    expect(store.get(memberAccountsAtom)?.count).to.equal(6);
    expect(store.get(selectedAccountAtom)?.accountNumber).to.equal('300100200');
    expect(JSON.parse(sessionStorage.getItem(storageKeys.member) ?? 'null')).to.include({
      memberNumber: '1001',
    });
    expect(
      simulator.requests
        .filter((request) => request.method === 'POST')
        .map((request) => request.path)
        .filter((path) => path.startsWith('/api/v3/auth')),
    ).to.deep.equal(['/api/v3/auth/login']);
    // Busy until the page changes: no second submission.
    expect(buttonByName(root, 'Log in').disabled).to.equal(true);
    expect(fieldByLabel(root, 'Username').readOnly).to.equal(true);
    await expectNoAxeViolations();
  });

  it('signs in with the keyboard alone: Tab through the fields and Enter', async () => {
    const root = mount();
    const username = await credentialForm(root);
    username.focus();
    await type('jordan.rivera');
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, 'Password'));
    await type('Sunrise#2026');
    await press('Tab');
    await expectFocusOn(buttonByName(root, 'Show password'));
    await press('Tab');
    await expectFocusOn(buttonByName(root, 'Log in'));
    await press('Tab');
    await expectFocusOn(root.querySelector('a'));
    await press('Shift+Tab');
    await press('Shift+Tab');
    await press('Shift+Tab');
    await expectFocusOn(fieldByLabel(root, 'Password'));
    await press('Enter');
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(navigations).to.deep.equal([portalPage('accountoverview')]);
  });

  it('sends the login call once however often Log in is pressed, and shows the button busy meanwhile', async () => {
    const root = mount();
    await credentialForm(root);
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/auth/login', delayMs: 400, times: 1 },
    });
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    const button = buttonByName(root, 'Log in');
    button.click();
    button.click();
    await waitFor(() => button.getAttribute('aria-busy') === 'true', 'the busy button');
    expect(button.disabled).to.equal(true);
    buttonByName(root, 'Log in').closest('form')?.requestSubmit();
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(simulator.requests.filter((request) => request.path === '/api/v3/auth/login')).to.have.length(1);
  });

  it('goes to a safe return URL from the query after signing in, query included', async () => {
    const root = mount({ search: '?returnUrl=accountoverview%3Flink%3Dmymeter' });
    await submitCredentials(root, 'jordan.rivera', 'Sunrise#2026');
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(navigations).to.deep.equal([portalPage('accountoverview?link=mymeter')]);
  });

  for (const returnUrl of ['https://evil.example/phish', '//evil.example', 'javascript:alert(1)', 'login']) {
    it(`ignores the return URL ${returnUrl} and goes to the account overview`, async () => {
      const root = mount({ search: `?returnUrl=${encodeURIComponent(returnUrl)}` });
      await submitCredentials(root, 'jordan.rivera', 'Sunrise#2026');
      await waitFor(() => navigations.length > 0, 'the navigation');
      expect(navigations).to.deep.equal([portalPage('accountoverview')]);
    });
  }

  it('goes to the meter-portal jump page in the meter-portal variant, whatever the return URL', async () => {
    const root = mount({
      search: '?returnUrl=billpayments%2Fhistory',
      state: riverbendWith({ whecEnabled: true }),
    });
    await submitCredentials(root, 'jordan.rivera', 'Sunrise#2026');
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(navigations).to.deep.equal([portalPage('aclarajump')]);
  });

  it("shows 'You have successfully logged out' after a time-out redirect (sessionTimeOut query)", async () => {
    const root = mount({ search: '?sessionTimeOut=true' });
    await credentialForm(root);
    expect(alertTexts(root)).to.deep.equal(['You have successfully logged out']);
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('You have successfully logged out');
    await expectNoAxeViolations();

    // The notice gives way to what the next attempt says.
    await submitCredentials(root, 'jordan.rivera', 'nope');
    await waitFor(() => alertTexts(root).includes(wrongCredentials), 'the server message');
    expect(alertTexts(root)).to.deep.equal([wrongCredentials]);
  });

  it('shows the time-out notice when the session on this page ended by time-out', async () => {
    getPageStore().set(signOutReasonAtom, 'timeout');
    const root = mount();
    await credentialForm(root);
    await waitFor(() => alertTexts(root).length > 0, 'the notice');
    expect(alertTexts(root)).to.deep.equal(['You have successfully logged out']);
  });

  it('shows the original-portal banner when the site names its original portal', async () => {
    const root = mount({
      state: riverbendWith({ originalPortalOrigin: 'https://myaccount.riverbend.example' }),
    });
    await credentialForm(root);
    expect(alertTexts(root)).to.deep.equal([
      'Welcome to our new member portal. If this is your first visit, please create a new portal account: the username and password of the previous portal will not work here.',
    ]);
    await expectNoAxeViolations();
  });

  it('opens the Member Login help dialog, keeps focus in it, and Escape returns focus to its link', async () => {
    const root = mount();
    await credentialForm(root);
    const trigger = buttonByName(root, 'Need help signing in?');
    trigger.focus();
    await press('Enter');
    const dialog = await waitFor(() => dialogByName(root, 'Member Login'), 'the help dialog');
    expect(dialog.getRootNode()).to.equal(root);
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(root.getElementById(descriptionId)?.textContent).to.equal(
      'Sign in with the username and password of your member portal account. New to the portal? Choose Create Account and have your account number ready. If you forgot your password or username, use the links below the Log in button.',
    );
    await waitFor(() => dialog.contains(deepActiveElement()), 'focus inside the dialog');
    await expectAriaSnapshot('login-help-dialog', 'coop-login');
    await expectNoAxeViolations();
    await press('Tab');
    expect(dialog.contains(deepActiveElement()), 'Tab stays in the dialog').to.equal(true);
    await press('Shift+Tab');
    expect(dialog.contains(deepActiveElement()), 'Shift+Tab stays in the dialog').to.equal(true);
    await press('Escape');
    await waitFor(() => !dialogByName(root, 'Member Login'), 'the dialog to close');
    await nextTick();
    await expectFocusOn(trigger);
  });

  it('closes the help dialog with its Close button', async () => {
    const root = mount();
    await credentialForm(root);
    buttonByName(root, 'Need help signing in?').click();
    await waitFor(() => dialogByName(root, 'Member Login'), 'the help dialog');
    buttonByName(root, 'Close').click();
    await waitFor(() => !dialogByName(root, 'Member Login'), 'the dialog to close');
  });

  for (const [name, route] of [
    ['Create Account', 'pages/register'],
    ['Forgot password?', 'pages/forgot-password'],
    ['Forgot username?', 'forgot-username'],
  ] as const) {
    it(`follows ${name} to the portal's ${route}`, async () => {
      const root = mount();
      await credentialForm(root);
      const link = [...root.querySelectorAll('a')].find((candidate) => candidate.textContent === name);
      link?.click();
      expect(navigations).to.deep.equal([portalPage(route)]);
    });
  }

  it('shows a spinner while the site settings load, then the form', async () => {
    const state = createSeedState(new Date());
    history.replaceState(null, '', location.pathname);
    simulator = installSimulator({ state });
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: 'site-configuration', delayMs: 300, times: 1 },
    });
    element = document.createElement('coop-login');
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => root.querySelector('[role="status"]'), 'the spinner');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Loading the sign-in form');
    expect(root.querySelector('input')).to.equal(null);
    await credentialForm(root);
    expect(root.querySelector('[role="status"]')).to.equal(null);
  });

  it('says the site settings could not be loaded instead of showing a form that cannot work', async () => {
    history.replaceState(null, '', location.pathname);
    simulator = installSimulator();
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: 'site-configuration', status: 500, times: 5 },
    });
    element = document.createElement('coop-login');
    document.body.append(element);
    const root = shadowRootOf(element);
    // The form's loading status comes first: wait for what replaces it.
    await waitFor(
      () => !alertTexts(root).includes('Loading the sign-in form') && alertTexts(root).length > 0,
      'the error',
    );
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(root.querySelector('input')).to.equal(null);
  });

  it('shows the configured images, the side one with its text, beside and behind the form on wide screens', async () => {
    await setViewport({ width: 1024, height: 800 });
    const root = mount();
    await credentialForm(root);
    const side = await waitFor(
      () => root.querySelector<HTMLImageElement>('[part~="side-image"]'),
      'the image',
    );
    const background = root.querySelector<HTMLImageElement>('[part~="background-image"]');
    expect(side.getAttribute('src')).to.equal(
      new URL('/images/riverbend-login-side.svg', location.href).href,
    );
    expect(side.alt).to.equal('A lineworker restoring power on a pole above the river valley');
    expect(background?.getAttribute('src')).to.equal(
      new URL('/images/riverbend-login-background.svg', location.href).href,
    );
    expect(background?.getAttribute('alt')).to.equal('');
    expect(getComputedStyle(side).display).to.equal('block');
    const card = root.querySelector('[part~="card"]') as HTMLElement;
    expect(side.getBoundingClientRect().left).to.be.greaterThan(card.getBoundingClientRect().right);
  });

  it('hides the images below 600 px and gives the form the full width', async () => {
    await setViewport({ width: 599, height: 800 });
    const root = mount();
    await credentialForm(root);
    const side = await waitFor(
      () => root.querySelector<HTMLImageElement>('[part~="side-image"]'),
      'the image',
    );
    expect(getComputedStyle(side).display).to.equal('none');
    const background = root.querySelector('[part~="background-image"]') as HTMLElement;
    expect(getComputedStyle(background).display).to.equal('none');
    const card = root.querySelector('[part~="card"]') as HTMLElement;
    expect(Math.round(card.getBoundingClientRect().width)).to.equal(
      Math.round(element.getBoundingClientRect().width),
    );
    expect(buttonByName(root, 'Log in').getBoundingClientRect().width).to.be.closeTo(
      fieldByLabel(root, 'Username').closest('div')!.getBoundingClientRect().width,
      2,
    );
    await expectNoAxeViolations();
  });

  it('leaves out an image whose address is on another origin', async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).images = {
      login: [
        { name: 'rightImage', url: 'https://tracker.example/side.svg', altText: 'Tracked' },
        { name: 'backgroundImage', url: '/images/riverbend-login-background.svg', altText: '' },
      ],
    };
    const root = mount({ state });
    await credentialForm(root);
    await waitFor(() => root.querySelector('[part~="background-image"]'), 'the allowed image');
    expect(root.querySelector('[part~="side-image"]')).to.equal(null);
  });

  it('leaves the images out when the site has none', async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).images = {};
    const root = mount({ state });
    await credentialForm(root);
    await waitFor(
      () => simulator.requests.some((request) => request.path.startsWith('/api/v3/portal/images')),
      'the images call',
    );
    await nextTick(100);
    expect(root.querySelector('img')).to.equal(null);
    expect(queryButton(root, 'Log in')).not.to.equal(undefined);
  });
});
