import { expect } from 'chai';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusOn, press, type } from '../support/keyboard.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import {
  alex,
  headingOf,
  latestCode,
  mountRegistration,
  outbox,
  waitForHeading,
  type MountedRegistration,
} from './registration-support.ts';

describe('<coop-register> step one: account number, send options, verification code', () => {
  let mounted: MountedRegistration;

  afterEach(() => {
    mounted.element.remove();
    mounted.simulator.uninstall();
  });

  async function accountField(root: ShadowRoot): Promise<HTMLInputElement> {
    return waitFor(() => fieldByLabel(root, 'Account Number'), 'the account number field');
  }

  /** The error alert of the card (the field messages are role=alert too, but live in the form). */
  function cardAlert(root: ShadowRoot): string | undefined {
    return root.querySelector('[part="card"] [tabindex="-1"] [role="alert"]')?.textContent?.trim();
  }

  async function goToSendStep(root: ShadowRoot, accountNumber: string = alex.accountNumber) {
    setInputValue(await accountField(root), accountNumber);
    buttonByName(root, 'Next').click();
    const heading = await waitForHeading(root, 'Send Verification Code');
    // The step's own button, ready: a press while the Next request still settles would be lost.
    await waitFor(() => buttonByName(root, 'Send').disabled === false, 'Send to be enabled');
    return heading;
  }

  async function goToCodeStep(root: ShadowRoot) {
    await goToSendStep(root);
    fieldByLabel(root, `Email to ${alex.maskedEmail}`).click();
    buttonByName(root, 'Send').click();
    return waitForHeading(root, 'Enter Verification Code');
  }

  it('heads step one "Registration" and asks for the account number on an empty Next, focusing the field', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    const field = await accountField(root);
    expect(headingOf(root)?.textContent).to.equal('Registration');
    await expectAriaSnapshot('registration-account-number', 'coop-register');
    buttonByName(root, 'Next').click();
    await waitFor(() => alertTexts(root).length > 0, 'a message');
    expect(alertTexts(root)).to.deep.equal(['Please enter your account number.']);
    await expectFocusOn(field);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => root.getElementById(id)?.textContent?.trim())).to.include(
      'Please enter your account number.',
    );
    await expectAriaSnapshot('registration-account-number-required', 'coop-register');
    await expectNoAxeViolations();
  });

  it('refuses an account number with anything but digits', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    setInputValue(await accountField(root), '30070O800');
    buttonByName(root, 'Next').click();
    await waitFor(() => alertTexts(root).length > 0, 'a message');
    expect(alertTexts(root)).to.deep.equal(['Account number should contain only digits.']);
    expect(
      mounted.simulator.requests.filter((request) => request.path.includes('/registration/')),
    ).to.deep.equal([]);
  });

  it('lets only digits be typed into the account number, up to 12', async () => {
    mounted = mountRegistration();
    const field = await accountField(mounted.root);
    field.focus();
    await type('30a0-7 008001234567');
    expect(field.value).to.equal('300700800123');
  });

  it('shows an unknown account as an alert, focuses it, and keeps Next disabled until the number changes', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    setInputValue(await accountField(root), '999999999');
    buttonByName(root, 'Next').click();
    await waitFor(() => cardAlert(root), 'the alert');
    expect(cardAlert(root)).to.equal('We could not find that account number.');
    expect(headingOf(root)?.textContent).to.equal('Registration');
    await expectFocusOn(root.querySelector('[part="card"] [tabindex="-1"]:not(h2)'));
    expect(buttonByName(root, 'Next').disabled).to.equal(true);
    await expectNoAxeViolations();

    fieldByLabel(root, 'Account Number').focus();
    await type('1');
    expect(buttonByName(root, 'Next').disabled).to.equal(false);
  });

  it('tells a member who already has a login to sign in or reset the password', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    setInputValue(await accountField(root), '300100200');
    buttonByName(root, 'Next').click();
    await waitFor(() => cardAlert(root), 'the alert');
    expect(cardAlert(root)).to.equal(
      'This account already has a portal login. Sign in, or reset your password.',
    );
  });

  it('shows the generic message when the options cannot be fetched, and Next works again after a change', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'GET', path: '/authentication-types', status: 500, times: 1 },
    });
    setInputValue(await accountField(root), alex.accountNumber);
    buttonByName(root, 'Next').click();
    await waitFor(() => cardAlert(root), 'the alert');
    expect(cardAlert(root)).to.equal(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(buttonByName(root, 'Next').disabled).to.equal(true);

    setInputValue(fieldByLabel(root, 'Account Number'), `${alex.accountNumber}`.slice(0, -1));
    setInputValue(fieldByLabel(root, 'Account Number'), alex.accountNumber);
    expect(buttonByName(root, 'Next').disabled).to.equal(false);
    buttonByName(root, 'Next').click();
    await waitForHeading(root, 'Send Verification Code');
  });

  it('offers the masked email and cell phone, with focus on the new heading', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    const heading = await goToSendStep(root);
    await expectFocusOn(heading);
    expect(fieldByLabel(root, 'Email to a***n@example.com').type).to.equal('radio');
    expect(fieldByLabel(root, 'Text message to (***) ***-4477').type).to.equal('radio');
    expect(root.querySelector('legend')?.textContent).to.equal(
      'Where should we send your verification code?',
    );
    expect(queryButton(root, 'Send')).to.not.equal(undefined);
    expect(queryButton(root, 'Next')).to.equal(undefined);
    await expectAriaSnapshot('registration-send-options', 'coop-register');
    await expectNoAxeViolations();
  });

  it('asks for a send option on an empty Send and focuses the first option', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await goToSendStep(root);
    buttonByName(root, 'Send').click();
    await waitFor(() => alertTexts(root).length > 0, 'a message');
    expect(alertTexts(root)).to.deep.equal([
      'Please select an authentication type to receive verification code.',
    ]);
    const first = fieldByLabel(root, `Email to ${alex.maskedEmail}`);
    await expectFocusOn(first);
    expect(first.getAttribute('aria-invalid')).to.equal('true');
    const group = root.querySelector('fieldset');
    expect(root.getElementById(group?.getAttribute('aria-describedby') ?? '')?.textContent).to.equal(
      'Please select an authentication type to receive verification code.',
    );
    await expectNoAxeViolations();
  });

  it('keeps Send disabled after a failed send until another option is chosen', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await goToSendStep(root);
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/verify-account', status: 400, body: ['Sending failed.'], times: 1 },
    });
    fieldByLabel(root, `Email to ${alex.maskedEmail}`).click();
    buttonByName(root, 'Send').click();
    await waitFor(() => cardAlert(root), 'the alert');
    expect(cardAlert(root)).to.equal('Sending failed.');
    expect(buttonByName(root, 'Send').disabled).to.equal(true);
    expect(headingOf(root)?.textContent).to.equal('Send Verification Code');

    fieldByLabel(root, `Text message to ${alex.maskedCellPhone}`).click();
    expect(buttonByName(root, 'Send').disabled).to.equal(false);
  });

  it('sends the code to the real email address and asks for it under "Enter Verification Code"', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    const heading = await goToCodeStep(root);
    await expectFocusOn(heading);
    const [sent] = await outbox(simulator);
    expect(sent?.to).to.equal(alex.email);
    expect(sent?.channel).to.equal('email');
    expect(sent?.code).to.match(/^\d{6}$/);
    const field = fieldByLabel(root, 'Verification Code');
    const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => root.getElementById(id)?.textContent?.trim())).to.include(
      'We sent a 6-digit verification code to a***n@example.com. The code is valid for 2 hours.',
    );
    await expectAriaSnapshot('registration-verification-code', 'coop-register');
    await expectNoAxeViolations();
  });

  it('sends the code by text message to the real cell phone', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await goToSendStep(root);
    fieldByLabel(root, `Text message to ${alex.maskedCellPhone}`).click();
    buttonByName(root, 'Send').click();
    await waitForHeading(root, 'Enter Verification Code');
    const [sent] = await outbox(simulator);
    expect(sent?.to).to.equal(alex.cellPhone);
    expect(sent?.channel).to.equal('sms');
  });

  it('asks for the code, refuses non-digits, and lets only 6 digits be typed', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await goToCodeStep(root);
    const field = fieldByLabel(root, 'Verification Code');
    buttonByName(root, 'Verify').click();
    await waitFor(() => alertTexts(root).length > 0, 'a message');
    expect(alertTexts(root)).to.deep.equal(['Please enter the verification code.']);
    await expectFocusOn(field);

    setInputValue(field, '12a456');
    buttonByName(root, 'Verify').click();
    await waitFor(
      () => alertTexts(root)[0] === 'Verification code should contain only digits.',
      'the digits message',
    );

    setInputValue(field, '');
    field.focus();
    await type('4x01-9 2755');
    expect(field.value).to.equal('401927');
  });

  it('refuses a wrong code with the server message and keeps Verify disabled until the code changes', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await goToCodeStep(root);
    const code = await latestCode(simulator);
    const wrong = code === '000000' ? '111111' : '000000';
    setInputValue(fieldByLabel(root, 'Verification Code'), wrong);
    buttonByName(root, 'Verify').click();
    await waitFor(() => cardAlert(root), 'the alert');
    expect(cardAlert(root)).to.equal('The verification code is not valid or has expired.');
    expect(buttonByName(root, 'Verify').disabled).to.equal(true);
    await expectNoAxeViolations();

    setInputValue(fieldByLabel(root, 'Verification Code'), code);
    expect(buttonByName(root, 'Verify').disabled).to.equal(false);
    buttonByName(root, 'Verify').click();
    await waitForHeading(root, 'Complete Registration');
    expect(cardAlert(root)).to.equal(undefined);
  });

  it('goes Back from the code to the options and from the options to the account number, which it keeps', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await goToCodeStep(root);
    // The step shows with its buttons ready: Back pressed at once goes back.
    expect(buttonByName(root, 'Back').disabled).to.equal(false);
    buttonByName(root, 'Back').click();
    const sendHeading = await waitForHeading(root, 'Send Verification Code');
    await expectFocusOn(sendHeading);
    buttonByName(root, 'Back').click();
    await waitForHeading(root, 'Registration');
    expect(fieldByLabel(root, 'Account Number').value).to.equal(alex.accountNumber);
  });

  it('can be completed with the keyboard alone up to step two', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    const field = await accountField(root);
    field.focus();
    await type(alex.accountNumber);
    await press('Enter');
    await waitForHeading(root, 'Send Verification Code');
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, `Email to ${alex.maskedEmail}`));
    await press('Space');
    await press('Enter');
    await waitForHeading(root, 'Enter Verification Code');
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, 'Verification Code'));
    await type(await latestCode(simulator));
    await press('Enter');
    await waitForHeading(root, 'Complete Registration');
  });
});
