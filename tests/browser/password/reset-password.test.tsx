import { expect } from 'chai';
import '../../../widgets/coop-reset-password.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { ResetPasswordScreen } from '../../../src/features/password/ResetPasswordScreen.tsx';
import { defineCoopElement } from '../../../src/ui/element/define-element.tsx';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusOn, press, type } from '../support/keyboard.ts';
import {
  alertTexts,
  loadingTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

// The portal hands the route's query to the screen; this element does the same with a fixed query.
let routeQuery = new URLSearchParams();
defineCoopElement({ tag: 'coop-test-reset-password-route' }, function ResetPasswordRoute() {
  return <ResetPasswordScreen query={routeQuery} />;
});

const invalidLinkText =
  'This password reset link is invalid or has expired. Please request a new link from the Forgot password page.';
const linkRefused = 'This password reset link is not valid or has expired.';
const success = 'Your password has been reset. You can now sign in with your new password.';
const passwordCriteria =
  'Password entry does not meet criteria. It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.';

describe('<coop-reset-password>', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;

  function mount(tag: 'coop-reset-password' | 'coop-test-reset-password-route' = 'coop-reset-password') {
    element = document.createElement(tag);
    element.setAttribute('portal-url', '/portal.html');
    document.body.append(element);
    return shadowRootOf(element);
  }

  /** Asks for a reset link for jordan.rivera and returns its one-time code, read from the outbox. */
  async function requestResetCode(): Promise<string> {
    const response = await simulator.call('/api/v3/auth/forgot-password', {
      method: 'POST',
      json: { userName: 'jordan.rivera' },
    });
    expect(response.status).to.equal(200);
    const [sent] = (await (await simulator.call('/api/__simulator/outbox')).json()) as Array<{
      link: string;
    }>;
    const otc = new URLSearchParams(sent?.link.split('?')[1]).get('otc');
    if (!otc) throw new Error(`no code in ${sent?.link}`);
    return otc;
  }

  async function signIn(password: string): Promise<number> {
    const response = await simulator.call('/api/v3/auth/login', {
      method: 'POST',
      json: { userName: 'jordan.rivera', password },
    });
    return response.status;
  }

  function link(root: ShadowRoot, text: string): HTMLAnchorElement | undefined {
    return [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === text);
  }

  async function openForm(root: ShadowRoot) {
    return waitFor(() => fieldByLabel(root, 'New Password'), 'the reset form');
  }

  beforeEach(() => {
    // The screen reads a hash route's query when it is given none, as inside /portal.html#/reset-password.
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  });

  afterEach(() => {
    element.remove();
    simulator.uninstall();
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  });

  it('shows the invalid-link state with a link home, without calling the server, when the link has no code', async () => {
    simulator = installSimulator();
    const root = mount();
    await waitFor(() => link(root, 'Go to Home'), 'the home link');
    expect(root.querySelector('h2')?.textContent).to.equal('Reset Password');
    expect(root.querySelector('h2 + p')?.textContent).to.equal(invalidLinkText);
    expect(alertTexts(root)).to.deep.equal([]);
    expect(link(root, 'Go to Home')?.href).to.equal(new URL('/portal.html#/home', location.href).href);
    expect(simulator.requests.filter((request) => request.path.includes('reset-password'))).to.deep.equal([]);
    await expectAriaSnapshot('reset-password-invalid-link', 'coop-reset-password');
    await expectNoAxeViolations();
  });

  it('checks the code with a spinner, then shows an unknown code as an alert with the invalid-link state', async () => {
    simulator = installSimulator();
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/reset-password/validate', delayMs: 300, times: 1 },
    });
    history.replaceState(null, '', '#/reset-password?otc=0123456789abcdef');
    const root = mount();
    await waitFor(() => loadingTexts(root).includes('Checking your reset link…'), 'the spinner');
    expect(queryButton(root, 'Submit')).to.equal(undefined);
    await expectNoAxeViolations();

    await waitFor(() => link(root, 'Go to Home'), 'the invalid-link state');
    expect(alertTexts(root)).to.deep.equal([linkRefused]);
    expect(root.querySelector('[role="alert"] + p')?.textContent).to.equal(invalidLinkText);
    expect(simulator.requests.map((request) => request.path)).to.include(
      '/api/v3/auth/reset-password/validate?otc=0123456789abcdef',
    );
    await expectNoAxeViolations();
  });

  it('shows the member name read-only, the new password with its strength, the confirmation and Submit', async () => {
    simulator = installSimulator();
    history.replaceState(null, '', `#/reset-password?otc=${await requestResetCode()}`);
    const root = mount();
    const password = await openForm(root);
    const memberName = fieldByLabel(root, 'Member Name');
    expect(memberName.value).to.equal('Jordan Rivera');
    expect(memberName.readOnly).to.equal(true);
    expect(password.type).to.equal('password');
    expect(fieldByLabel(root, 'Confirm Password').type).to.equal('password');
    const meter = root.querySelector('[role="meter"]');
    expect(meter?.getAttribute('aria-valuetext')).to.equal('Too weak');
    setInputValue(password, 'Moonrise#2027');
    await waitFor(() => meter?.getAttribute('aria-valuetext') === 'Strong', 'Strong');
    expect(meter?.parentElement?.querySelector('p')?.textContent).to.equal('Password strength: Strong');
    expect(queryButton(root, 'Submit')).to.not.equal(undefined);
    await expectAriaSnapshot('reset-password-form', 'coop-reset-password');
    await expectNoAxeViolations();
  });

  it('asks for both passwords on an empty Submit and focuses the new password', async () => {
    simulator = installSimulator();
    history.replaceState(null, '', `#/reset-password?otc=${await requestResetCode()}`);
    const root = mount();
    const password = await openForm(root);
    buttonByName(root, 'Submit').click();
    await waitFor(() => alertTexts(root).length > 0, 'the messages');
    expect(alertTexts(root)).to.deep.equal(['Please enter a password.', 'Please enter a confirm password.']);
    await expectFocusOn(password);
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    await expectNoAxeViolations();
  });

  it('checks the password rules and that the confirmation matches', async () => {
    simulator = installSimulator();
    history.replaceState(null, '', `#/reset-password?otc=${await requestResetCode()}`);
    const root = mount();
    setInputValue(await openForm(root), 'moonrise2027');
    setInputValue(fieldByLabel(root, 'Confirm Password'), 'Moonrise#2027');
    buttonByName(root, 'Submit').click();
    await waitFor(() => alertTexts(root).length > 0, 'the messages');
    expect(alertTexts(root)).to.deep.equal([
      passwordCriteria,
      'Password and Confirm Password does not match.',
    ]);
    expect(simulator.requests.filter((request) => request.method === 'POST')).to.deep.equal([]);
  });

  it('resets with code 2011: the success message, a Sign In link, and the new password signs in', async () => {
    simulator = installSimulator();
    history.replaceState(null, '', `#/reset-password?otc=${await requestResetCode()}`);
    const root = mount();
    const password = await openForm(root);
    password.focus();
    await type('Moonrise#2027');
    await press('Tab');
    await type('Moonrise#2027');
    await press('Enter');
    await waitFor(() => link(root, 'Sign In'), 'the success state');
    expect(alertTexts(root)).to.deep.equal([success]);
    expect(link(root, 'Sign In')?.href).to.equal(new URL('/portal.html#/pages/login', location.href).href);
    await expectFocusOn(root.querySelector('h2'));
    await expectAriaSnapshot('reset-password-done', 'coop-reset-password');
    await expectNoAxeViolations();
    expect(await signIn('Moonrise#2027')).to.equal(200);
    expect(await signIn('Sunrise#2026')).to.equal(400);
  });

  it('shows a refused reset as an alert with the invalid-link state', async () => {
    simulator = installSimulator();
    const otc = await requestResetCode();
    history.replaceState(null, '', `#/reset-password?otc=${otc}`);
    const root = mount();
    setInputValue(await openForm(root), 'Moonrise#2027');
    setInputValue(fieldByLabel(root, 'Confirm Password'), 'Moonrise#2027');
    // A newer link replaces this one between loading the page and submitting.
    await requestResetCode();
    buttonByName(root, 'Submit').click();
    await waitFor(() => link(root, 'Go to Home'), 'the invalid-link state');
    expect(alertTexts(root)).to.deep.equal([linkRefused]);
    expect(root.querySelector('[role="alert"] + p')?.textContent).to.equal(invalidLinkText);
    await expectFocusOn(root.querySelector('h2'));
    expect(await signIn('Sunrise#2026')).to.equal(200);
    await expectNoAxeViolations();
  });

  it('blocks pasting into the password fields unless the site allows it', async () => {
    simulator = installSimulator();
    history.replaceState(null, '', `#/reset-password?otc=${await requestResetCode()}`);
    const root = mount();
    const password = await openForm(root);
    const paste = (input: HTMLInputElement) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Moonrise#2027');
      const event = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
        composed: true,
      });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(paste(password)).to.equal(true);
    expect(paste(fieldByLabel(root, 'Confirm Password'))).to.equal(true);
    element.remove();
    simulator.uninstall();

    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).configuration.passwordPasteAllowed = true;
    simulator = installSimulator({ state });
    history.replaceState(null, '', `#/reset-password?otc=${await requestResetCode()}`);
    const allowing = mount();
    const allowed = await openForm(allowing);
    await waitFor(() => !paste(allowed), 'pasting allowed');
    expect(paste(fieldByLabel(allowing, 'Confirm Password'))).to.equal(false);
  });

  it("reads the code from the query the portal's route gives it, before the page's address", async () => {
    simulator = installSimulator();
    routeQuery = new URLSearchParams({ otc: await requestResetCode() });
    history.replaceState(null, '', '#/reset-password?otc=0123456789abcdef');
    const root = mount('coop-test-reset-password-route');
    expect((await waitFor(() => fieldByLabel(root, 'Member Name'), 'the form')).value).to.equal(
      'Jordan Rivera',
    );
  });
});
