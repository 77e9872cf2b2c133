import { expect } from 'chai';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusOn, type } from '../support/keyboard.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import {
  dana,
  headingOf,
  latestCode,
  mountRegistration,
  outbox,
  waitForHeading,
  type MountedRegistration,
} from './registration-support.ts';

const intro =
  'We have no email address or cell phone on file for this account. Enter one where we can send your verification code.';

describe('<coop-register> for an account without an email or cell phone on file', () => {
  let mounted: MountedRegistration;

  afterEach(() => {
    mounted.element.remove();
    mounted.simulator.uninstall();
  });

  async function submitAccount(root: ShadowRoot, accountNumber: string) {
    const field = await waitFor(() => fieldByLabel(root, 'Account Number'), 'the account number field');
    setInputValue(field, accountNumber);
    buttonByName(root, 'Next').click();
  }

  function siteState(configuration: Record<string, unknown>, registration: Record<string, unknown> = {}) {
    const state = createSeedState(new Date());
    Object.assign(siteOf(state, riverbendApplicationId).configuration, configuration);
    Object.assign(state.registration.sites[riverbendApplicationId]!, registration);
    return state;
  }

  it('lets the member type an email address when the site allows it, and sends the code there', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await submitAccount(root, dana.accountNumber);
    const heading = await waitForHeading(root, 'Send Verification Code');
    await expectFocusOn(heading);
    expect(root.querySelector('form > p')?.textContent).to.equal(intro);
    expect(fieldByLabel(root, 'Email address').checked).to.equal(true);
    expect(fieldByLabel(root, 'Cell phone').checked).to.equal(false);
    await expectNoAxeViolations();

    buttonByName(root, 'Send').click();
    await waitFor(() => alertTexts(root).length > 0, 'a message');
    expect(alertTexts(root)).to.deep.equal(['Please enter a valid Email Address.']);
    const email = fieldByLabel(root, 'Email Address');
    await expectFocusOn(email);
    await expectNoAxeViolations();

    setInputValue(email, 'dana.morales@example');
    await waitFor(() => alertTexts(root)[0] === 'Please enter a valid Email Address.', 'the message kept');
    setInputValue(email, 'Dana.Morales@example.com');
    buttonByName(root, 'Send').click();
    await waitForHeading(root, 'Enter Verification Code');
    const [sent] = await outbox(simulator);
    expect(sent?.to).to.equal('dana.morales@example.com');
    const describedBy =
      fieldByLabel(root, 'Verification Code').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => root.getElementById(id)?.textContent?.trim())).to.include(
      'We sent a 6-digit verification code to Dana.Morales@example.com. The code is valid for 2 hours.',
    );

    setInputValue(fieldByLabel(root, 'Verification Code'), await latestCode(simulator));
    buttonByName(root, 'Verify').click();
    await waitForHeading(root, 'Complete Registration');
    expect(fieldByLabel(root, 'Member Number').value).to.equal(dana.memberNumber);
    expect(fieldByLabel(root, 'Email Address').value).to.equal('dana.morales@example.com');
  });

  it('writes a typed cell phone as (ddd) ddd-dddd, refuses an incomplete one, and texts the code to it', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await submitAccount(root, dana.accountNumber);
    await waitForHeading(root, 'Send Verification Code');
    fieldByLabel(root, 'Cell phone').click();
    const phone = await waitFor(() => fieldByLabel(root, 'Cell Phone Number'), 'the phone field');
    expect(() => fieldByLabel(root, 'Email Address')).to.throw('No field labelled');

    phone.focus();
    await type('555-01a0');
    expect(phone.value).to.equal('(555) 010');
    buttonByName(root, 'Send').click();
    await waitFor(() => alertTexts(root).length > 0, 'a message');
    expect(alertTexts(root)).to.deep.equal(['Please enter a valid phone number. (Ex: (987) 456-1230)']);
    await expectFocusOn(phone);
    await expectNoAxeViolations();

    phone.focus();
    await type('90901');
    expect(phone.value).to.equal('(555) 010-9090');
    await waitFor(() => alertTexts(root).length === 0, 'the message gone');
    buttonByName(root, 'Send').click();
    await waitForHeading(root, 'Enter Verification Code');
    const [sent] = await outbox(simulator);
    expect(sent?.to).to.equal('(555) 010-9090');
    expect(sent?.channel).to.equal('sms');
  });

  it('offers only an email address when the site sends no text messages', async () => {
    mounted = mountRegistration({ state: siteState({}, { isSmsEnabled: false }) });
    const { root } = mounted;
    await submitAccount(root, dana.accountNumber);
    await waitForHeading(root, 'Send Verification Code');
    expect(() => fieldByLabel(root, 'Cell phone')).to.throw('No field labelled');
    expect(fieldByLabel(root, 'Email Address').type).to.equal('email');
  });

  it('says it cannot fetch the details when the site does not allow a typed contact, with Next disabled', async () => {
    mounted = mountRegistration({ state: siteState({ registrationAllowUserProvidedContact: false }) });
    const { root, simulator } = mounted;
    await submitAccount(root, dana.accountNumber);
    await waitFor(() => alertTexts(root).length > 0, 'the alert');
    expect(alertTexts(root)).to.deep.equal([
      'Unable to fetch details for entered account. Please contact customer support.',
    ]);
    expect(headingOf(root)?.textContent).to.equal('Registration');
    expect(buttonByName(root, 'Next').disabled).to.equal(true);
    expect(queryButton(root, 'Send')).to.equal(undefined);
    expect(await outbox(simulator)).to.deep.equal([]);
    await expectNoAxeViolations();
  });
});
