import { expect } from 'chai';
import * as OTPAuth from 'otpauth';
import '../../../widgets/coop-login.ts';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, type } from '../support/keyboard.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import type { SimulatorState } from '../../../demo-host/simulator/state.ts';

/** Pat Delgado's authenticator app (demo-data.md). */
function currentCode(): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
}

/** A code that is not the current one (nor, in practice, the one before or after it). */
function wrongCode(): string {
  return String((Number(currentCode()) + 500_000) % 1_000_000).padStart(6, '0');
}

const invalidCode = 'The verification code is not valid. Enter the 6-digit code from your authenticator app.';

describe('<coop-login> multi-factor sign-in', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;
  let navigations: string[];
  let signedIn: Array<{ memberNumber: string }>;
  const captureNavigation = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  const captureSignedIn = (event: Event) =>
    signedIn.push((event as CustomEvent<{ memberNumber: string }>).detail);

  async function mountAtCodeStep(state?: SimulatorState) {
    simulator = installSimulator(state ? { state } : {});
    element = document.createElement('coop-login');
    element.setAttribute('portal-url', '/portal.html');
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => fieldByLabel(root, 'Username'), 'the credential form');
    setInputValue(fieldByLabel(root, 'Username'), 'pat.delgado');
    setInputValue(fieldByLabel(root, 'Password'), 'Harvest#2026');
    buttonByName(root, 'Log in').click();
    const code = await waitFor(() => fieldByLabel(root, 'Verification code'), 'the verification step');
    return { root, code };
  }

  beforeEach(() => {
    navigations = [];
    signedIn = [];
    document.addEventListener('coop-navigate', captureNavigation);
    document.addEventListener('coop-signed-in', captureSignedIn);
  });

  afterEach(() => {
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
  });

  it('locks the username, hides the password and asks for a 6-digit code, with Verify off until it is complete', async () => {
    const { root, code } = await mountAtCodeStep();
    const username = fieldByLabel(root, 'Username');
    expect(username.value).to.equal('pat.delgado');
    expect(username.readOnly).to.equal(true);
    expect(() => fieldByLabel(root, 'Password')).to.throw('No field labelled "Password"');
    expect(queryButton(root, 'Show password')).to.equal(undefined);
    expect(queryButton(root, 'Log in')).to.equal(undefined);
    expect(root.querySelector('h3')?.textContent).to.equal('Verify it is you');
    expect([code.inputMode, code.autocomplete, code.maxLength, code.type]).to.deep.equal([
      'numeric',
      'one-time-code',
      6,
      'text',
    ]);
    const hintId = code.getAttribute('aria-describedby') ?? '';
    expect(root.getElementById(hintId)?.textContent).to.equal(
      'Enter the 6-digit code from your authenticator app.',
    );
    await waitFor(() => deepActiveElement() === code, 'focus on the code');
    expect(buttonByName(root, 'Verify').disabled).to.equal(true);
    expect(buttonByName(root, 'Back').disabled).to.equal(false);
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    expect(signedIn).to.deep.equal([]);
    await expectAriaSnapshot('login-mfa-code-step', 'coop-login');
    await expectNoAxeViolations();
  });

  it('takes digits only, up to 6, and enables Verify only at 6', async () => {
    const { root, code } = await mountAtCodeStep();
    await waitFor(() => deepActiveElement() === code, 'focus on the code');
    await type('12a-3 45');
    expect(code.value).to.equal('12345');
    expect(buttonByName(root, 'Verify').disabled).to.equal(true);
    await type('67');
    expect(code.value).to.equal('123456');
    expect(buttonByName(root, 'Verify').disabled).to.equal(false);
    // An autofilled or pasted value keeps its digits only.
    setInputValue(code, '98 76-54x32');
    expect(code.value).to.equal('987654');
  });

  it('takes a pasted code, its digits only, when the site does not allow pasting passwords', async () => {
    const state = createSeedState(new Date());
    siteOf(state, riverbendApplicationId).configuration.passwordPasteAllowed = false;
    const { root, code } = await mountAtCodeStep(state);
    await waitFor(() => deepActiveElement() === code, 'focus on the code');
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', '123 456');
    code.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }),
    );
    await waitFor(() => code.value === '123456', 'the pasted code');
    expect(buttonByName(root, 'Verify').disabled).to.equal(false);
  });

  it("shows the server's message for a wrong code, clears the code and stays on the step", async () => {
    const { root, code } = await mountAtCodeStep();
    setInputValue(code, wrongCode());
    buttonByName(root, 'Verify').click();
    await waitFor(() => alertTexts(root).includes(invalidCode), 'the server message');
    expect(alertTexts(root)).to.deep.equal([invalidCode]);
    expect(fieldByLabel(root, 'Verification code').value).to.equal('');
    await waitFor(() => deepActiveElement() === fieldByLabel(root, 'Verification code'), 'focus on the code');
    expect(fieldByLabel(root, 'Username').readOnly).to.equal(true);
    expect(buttonByName(root, 'Verify').disabled).to.equal(true);
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    await expectNoAxeViolations();
  });

  it('signs in with the authenticator code: session with MFA, coop-signed-in, account overview', async () => {
    const { root, code } = await mountAtCodeStep();
    await waitFor(() => deepActiveElement() === code, 'focus on the code');
    await type(currentCode());
    buttonByName(root, 'Verify').click();
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(alertTexts(root)).to.deep.equal(['Request successfull, please wait..']);
    expect(navigations).to.deep.equal([new URL('/portal.html#/accountoverview', location.href).href]);
    expect(signedIn).to.deep.equal([{ memberNumber: '1002' }]);
    const session = getPageStore().get(memberSessionAtom);
    expect([session?.memberNumber, session?.memberMfaEnabled]).to.deep.equal(['1002', true]);
    expect(
      getPageStore()
        .get(memberAccountsAtom)
        ?.firstPage.map((account) => account.accountNumber),
    ).to.deep.equal(['300200300']);
    expect(simulator.requests.filter((request) => request.path.startsWith('/api/v3/auth/'))).to.deep.equal([
      { method: 'POST', path: '/api/v3/auth/login' },
      { method: 'POST', path: '/api/v3/auth/mfa/verify' },
    ]);
  });

  it('submits the complete code with Enter', async () => {
    const { code } = await mountAtCodeStep();
    await waitFor(() => deepActiveElement() === code, 'focus on the code');
    await type(`${currentCode()}\n`);
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(signedIn).to.deep.equal([{ memberNumber: '1002' }]);
  });

  it('keeps the verification step when another session on the page times out, and says so', async () => {
    const { root, code } = await mountAtCodeStep();
    setInputValue(code, '123');
    getPageStore().set(signOutReasonAtom, 'timeout');
    await waitFor(() => alertTexts(root).length > 0, 'the notice');
    expect(alertTexts(root)).to.deep.equal(['You have successfully logged out']);
    expect(fieldByLabel(root, 'Verification code').value).to.equal('123');
    expect(fieldByLabel(root, 'Username').readOnly).to.equal(true);
  });

  it('goes Back to an empty credential form with the username editable and focused', async () => {
    const { root, code } = await mountAtCodeStep();
    setInputValue(code, '123');
    buttonByName(root, 'Back').click();
    await waitFor(() => queryButton(root, 'Log in'), 'the Log in button');
    expect(() => fieldByLabel(root, 'Verification code')).to.throw();
    expect(fieldByLabel(root, 'Username').readOnly).to.equal(false);
    expect(fieldByLabel(root, 'Username').value).to.equal('');
    expect(fieldByLabel(root, 'Password').value).to.equal('');
    expect(root.querySelector('h3')).to.equal(null);
    await expectFocusOn(fieldByLabel(root, 'Username'));

    // The form works again, here for a member without MFA.
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    buttonByName(root, 'Log in').click();
    await waitFor(() => navigations.length > 0, 'the navigation');
    expect(signedIn).to.deep.equal([{ memberNumber: '1001' }]);
  });
});
