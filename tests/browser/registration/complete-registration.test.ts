import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, press, type } from '../support/keyboard.ts';
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
  chooseOption,
  headingOf,
  mountRegistration,
  reachCompleteRegistration,
  selectByLabel,
  waitForHeading,
  type MountedRegistration,
} from './registration-support.ts';

const paperlessConfirmText =
  'I agree to receive my bills and other cooperative notices by email instead of by mail.';
const passwordCriteria =
  'Password entry does not meet criteria. It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.';

describe('<coop-register> step two: Complete Registration', () => {
  let mounted: MountedRegistration;
  let registerBodies: Array<Record<string, unknown>>;
  const originalFetch = window.fetch;

  /** Records the bodies of register calls, then lets the simulator answer them. */
  function recordRegisterBodies() {
    const simulated = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/v3/registration/register')) {
        registerBodies.push((await request.clone().json()) as Record<string, unknown>);
      }
      return simulated(request);
    };
  }

  beforeEach(() => {
    registerBodies = [];
  });

  afterEach(async () => {
    mounted.element.remove();
    window.fetch = originalFetch;
    mounted.simulator.uninstall();
    await setViewport({ width: 800, height: 600 });
  });

  function fillValidForm(root: ShadowRoot, overrides: { username?: string } = {}) {
    setInputValue(fieldByLabel(root, 'Username'), overrides.username ?? 'alex.chen');
    setInputValue(fieldByLabel(root, 'Confirm Email Address'), alex.email);
    setInputValue(fieldByLabel(root, 'Password'), 'Larkspur#512');
    setInputValue(fieldByLabel(root, 'Confirm Password'), 'Larkspur#512');
    chooseOption(selectByLabel(root, 'Security Question'), '2');
    setInputValue(fieldByLabel(root, 'Security Answer'), 'Portland');
  }

  function strengthText(root: ShadowRoot): string {
    const meter = root.querySelector('[role="meter"]');
    return `${meter?.getAttribute('aria-valuenow')} ${meter?.getAttribute('aria-valuetext')} | ${root
      .getElementById(meter?.getAttribute('aria-labelledby') ?? '')
      ?.parentElement?.textContent?.trim()}`;
  }

  it('shows the member number read-only, the email from the code response, and only the visible questions', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    await expectFocusOn(headingOf(root));
    const memberNumber = fieldByLabel(root, 'Member Number');
    expect(memberNumber.value).to.equal(alex.memberNumber);
    expect(memberNumber.readOnly).to.equal(true);
    expect(fieldByLabel(root, 'Email Address').value).to.equal(alex.email);
    expect(fieldByLabel(root, 'Confirm Email Address').value).to.equal('');
    expect([...selectByLabel(root, 'Security Question').options].map((option) => option.text)).to.deep.equal([
      'Select a question',
      'What was the name of your first pet?',
      'In what city were you born?',
      'What was the name of your elementary school?',
      'What is the name of the street you grew up on?',
    ]);
    expect(fieldByLabel(root, 'Paperless billing (e-billing)').type).to.equal('checkbox');
    expect(fieldByLabel(root, 'Other paperless communications (e-communications)').type).to.equal('checkbox');
    expect(fieldByLabel(root, 'Marketing emails').type).to.equal('checkbox');
    expect(fieldByLabel(root, paperlessConfirmText).type).to.equal('checkbox');
    expect(queryButton(root, 'Register')).to.not.equal(undefined);
    await expectAriaSnapshot('registration-complete', 'coop-register');
    await expectNoAxeViolations();
  });

  it('shows every message of an empty form, tied to its field, and focuses the username', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    buttonByName(root, 'Register').click();
    await waitFor(() => alertTexts(root).length > 0, 'the messages');
    expect(alertTexts(root)).to.deep.equal([
      'Please enter a username.',
      'Email and Confirm Email does not match.',
      'Please enter a password.',
      'Please enter a confirm password.',
      'Please select an option.',
      'Please enter an answer.',
    ]);
    const username = fieldByLabel(root, 'Username');
    await expectFocusOn(username);
    for (const [label, message] of [
      ['Username', 'Please enter a username.'],
      ['Confirm Email Address', 'Email and Confirm Email does not match.'],
      ['Password', 'Please enter a password.'],
      ['Confirm Password', 'Please enter a confirm password.'],
      ['Security Answer', 'Please enter an answer.'],
    ] as const) {
      const field = fieldByLabel(root, label);
      expect(field.getAttribute('aria-invalid'), label).to.equal('true');
      const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(
        describedBy.map((id) => root.getElementById(id)?.textContent?.trim()),
        label,
      ).to.include(message);
    }
    const question = selectByLabel(root, 'Security Question');
    expect(question.getAttribute('aria-invalid')).to.equal('true');
    expect(root.getElementById(question.getAttribute('aria-describedby') ?? '')?.textContent).to.equal(
      'Please select an option.',
    );
    await expectNoAxeViolations();
  });

  it('checks the username rules and the email pattern', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    fillValidForm(root, { username: 'al..chen' });
    setInputValue(fieldByLabel(root, 'Email Address'), 'A.Chen@example.com');
    buttonByName(root, 'Register').click();
    await waitFor(() => alertTexts(root).length > 0, 'the messages');
    expect(alertTexts(root)).to.deep.equal([
      'Username entry does not meet criteria.',
      'Please enter a valid Email Address.',
      'Email and Confirm Email does not match.',
    ]);
    setInputValue(fieldByLabel(root, 'Username'), 'ab');
    await waitFor(
      () => alertTexts(root)[0] === 'Username entry does not meet criteria.',
      'the criteria message',
    );
    setInputValue(fieldByLabel(root, 'Username'), 'alex.chen');
    await waitFor(
      () => alertTexts(root)[0] === 'Please enter a valid Email Address.',
      'the username message gone',
    );
  });

  it('says on blur that a username is taken, whatever its case, and refuses to register with it', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await reachCompleteRegistration(mounted);
    const username = fieldByLabel(root, 'Username');
    username.focus();
    await type('Jordan.Rivera');
    await press('Tab');
    await waitFor(() => alertTexts(root).length > 0, 'the taken message');
    expect(alertTexts(root)).to.deep.equal(['The username has already been registered.']);
    expect(username.getAttribute('aria-invalid')).to.equal('true');
    expect(
      simulator.requests.filter((request) => request.path.startsWith('/api/v3/auth/username-availability')),
    ).to.deep.equal([{ method: 'GET', path: '/api/v3/auth/username-availability?userName=Jordan.Rivera' }]);

    fillValidForm(root, { username: 'Jordan.Rivera' });
    buttonByName(root, 'Register').click();
    // The message is already shown: wait for the submit to put focus back on the field.
    await waitFor(() => deepActiveElement() === username, 'focus on the username');
    expect(alertTexts(root)).to.deep.equal(['The username has already been registered.']);
    expect(
      simulator.requests.filter((request) => request.path.endsWith('/registration/register')),
    ).to.deep.equal([]);
  });

  it('checks the availability before registering when the username never lost focus', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await reachCompleteRegistration(mounted);
    fillValidForm(root, { username: 'pat.delgado' });
    buttonByName(root, 'Register').click();
    await waitFor(() => alertTexts(root).length > 0, 'the taken message');
    expect(alertTexts(root)).to.deep.equal(['The username has already been registered.']);
    expect(
      simulator.requests.filter((request) => request.path.endsWith('/registration/register')),
    ).to.deep.equal([]);
  });

  it('checks the password rules and the confirmation', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    fillValidForm(root);
    setInputValue(fieldByLabel(root, 'Password'), 'larkspur512');
    setInputValue(fieldByLabel(root, 'Confirm Password'), 'Larkspur#512');
    buttonByName(root, 'Register').click();
    await waitFor(() => alertTexts(root).length > 0, 'the messages');
    expect(alertTexts(root)).to.deep.equal([
      passwordCriteria,
      'Password and Confirm Password does not match.',
    ]);
    await expectFocusOn(fieldByLabel(root, 'Password'));
  });

  it('shows the strength as a meter with its level in words', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    const password = fieldByLabel(root, 'Password');
    expect(strengthText(root)).to.equal('0 Too weak | Password strength: Too weak');
    for (const [value, expected] of [
      ['larkspur', '1 Weak | Password strength: Weak'],
      ['Larkspur5', '2 Fair | Password strength: Fair'],
      ['Larkspur#5', '3 Good | Password strength: Good'],
      ['Larkspur#512', '4 Strong | Password strength: Strong'],
    ] as const) {
      setInputValue(password, value);
      await waitFor(() => strengthText(root) === expected, `"${expected}" for ${value}`);
    }
    const strengthId = root
      .querySelector('[role="meter"]')
      ?.getAttribute('aria-labelledby')
      ?.replace(/-label$/, '');
    expect(password.getAttribute('aria-describedby')?.split(' ')).to.include(strengthId);
    await expectNoAxeViolations();
  });

  it('asks for the paperless confirmation when a paperless option is chosen', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    fillValidForm(root);
    fieldByLabel(root, 'Other paperless communications (e-communications)').click();
    buttonByName(root, 'Register').click();
    await waitFor(() => alertTexts(root).length > 0, 'the message');
    expect(alertTexts(root)).to.deep.equal(['Please check the paperless confirmation checkbox.']);
    const confirmation = fieldByLabel(root, paperlessConfirmText);
    await expectFocusOn(confirmation);
    expect(confirmation.getAttribute('aria-invalid')).to.equal('true');
    await expectNoAxeViolations();
  });

  it("registers, shows the server's message with the username and a Sign In link, and fires coop-registered", async () => {
    mounted = mountRegistration();
    const { root, simulator, element } = mounted;
    await reachCompleteRegistration(mounted);
    recordRegisterBodies();
    const events: string[] = [];
    document.addEventListener('coop-registered', (event) => events.push(event.detail.username), {
      once: true,
    });

    fillValidForm(root);
    fieldByLabel(root, 'Paperless billing (e-billing)').click();
    fieldByLabel(root, paperlessConfirmText).click();
    buttonByName(root, 'Register').click();
    const heading = await waitForHeading(root, 'Registration');

    expect(alertTexts(root)).to.deep.equal([
      'Your portal account has been created. Your username is alex.chen.',
    ]);
    await expectFocusOn(heading);
    const link = [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Sign In');
    expect(link?.href).to.equal(new URL('/portal.html#/pages/login', location.href).href);
    expect(events).to.deep.equal(['alex.chen']);
    const navigations: string[] = [];
    element.addEventListener(
      'coop-navigate',
      (event) => {
        // The host routes by itself; the test page stays.
        event.preventDefault();
        navigations.push(event.detail.url);
      },
      { once: true },
    );
    link?.click();
    expect(navigations).to.deep.equal([new URL('/portal.html#/pages/login', location.href).href]);
    expect(registerBodies).to.deep.equal([
      {
        loginId: 'alex.chen',
        email: alex.email,
        cnfemail: alex.email,
        password: 'Larkspur#512',
        cnfpassword: 'Larkspur#512',
        secQuestion: '2',
        secAnswer: 'Portland',
        hasOptedForPaperlessBilling: true,
        hasOptedForPaperlessOther: false,
        areMarketingEmailsAllowed: false,
        paperlessConfirmText,
        memberNumber: alex.memberNumber,
        accountNumber: alex.accountNumber,
      },
    ]);
    await expectNoAxeViolations();

    const signIn = await simulator.call('/api/v3/auth/login', {
      method: 'POST',
      json: { userName: 'alex.chen', password: 'Larkspur#512' },
    });
    expect(signIn.status).to.equal(200);
  });

  it('keeps the register button disabled after a refused registration until the form changes', async () => {
    mounted = mountRegistration();
    const { root, simulator } = mounted;
    await reachCompleteRegistration(mounted);
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/registration/register', status: 500, times: 1 },
    });
    fillValidForm(root);
    buttonByName(root, 'Register').click();
    await waitFor(() => buttonByName(root, 'Register').disabled && alertTexts(root).length > 0, 'the alert');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(headingOf(root)?.textContent).to.equal('Complete Registration');

    setInputValue(fieldByLabel(root, 'Security Answer'), 'Portland, OR');
    expect(buttonByName(root, 'Register').disabled).to.equal(false);
    buttonByName(root, 'Register').click();
    await waitForHeading(root, 'Registration');
    expect(alertTexts(root)).to.deep.equal([
      'Your portal account has been created. Your username is alex.chen.',
    ]);
  });

  it('leaves out the confirm email and the preferences a site does not ask for', async () => {
    const state = createSeedState(new Date());
    Object.assign(siteOf(state, riverbendApplicationId).configuration, {
      registrationRequireConfirmEmail: false,
      registrationPaperlessBillingOption: false,
      registrationPaperlessOtherOption: false,
      registrationMarketingEmailOption: false,
    });
    mounted = mountRegistration({ state });
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    recordRegisterBodies();
    expect(() => fieldByLabel(root, 'Confirm Email Address')).to.throw('No field labelled');
    expect(root.querySelectorAll('input[type="checkbox"]').length).to.equal(0);

    setInputValue(fieldByLabel(root, 'Username'), 'alex.chen');
    setInputValue(fieldByLabel(root, 'Password'), 'Larkspur#512');
    setInputValue(fieldByLabel(root, 'Confirm Password'), 'Larkspur#512');
    chooseOption(selectByLabel(root, 'Security Question'), '1');
    setInputValue(fieldByLabel(root, 'Security Answer'), 'Biscuit');
    buttonByName(root, 'Register').click();
    await waitForHeading(root, 'Registration');
    expect(registerBodies[0]).to.include({
      cnfemail: alex.email,
      hasOptedForPaperlessBilling: false,
      hasOptedForPaperlessOther: false,
      areMarketingEmailsAllowed: false,
      paperlessConfirmText: '',
    });
  });

  it('can be completed with the keyboard alone', async () => {
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    await press('Tab'); // member number (read-only, still focusable)
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, 'Username'));
    await type('alex.chen');
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, 'Email Address'));
    await press('Tab');
    await type(alex.email);
    await press('Tab');
    await type('Larkspur#512');
    await press('Tab');
    await type('Larkspur#512');
    await press('Tab');
    await expectFocusOn(selectByLabel(root, 'Security Question'));
    await press('ArrowDown');
    await press('Tab');
    await type('Biscuit');
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, 'Paperless billing (e-billing)'));
    await press('Space');
    await press('Tab');
    await press('Tab');
    await press('Tab');
    await expectFocusOn(fieldByLabel(root, paperlessConfirmText));
    await press('Space');
    await press('Tab');
    await expectFocusOn(buttonByName(root, 'Register'));
    await press('Enter');
    await waitForHeading(root, 'Registration');
    expect(alertTexts(root)).to.deep.equal([
      'Your portal account has been created. Your username is alex.chen.',
    ]);
  });

  it('fits a 360 px wide phone without horizontal scrolling, with a full-width register button', async () => {
    await setViewport({ width: 360, height: 800 });
    mounted = mountRegistration();
    const { root } = mounted;
    await reachCompleteRegistration(mounted);
    const card = root.querySelector<HTMLElement>('[part="card"]');
    if (!card) throw new Error('no card');
    expect(card.scrollWidth).to.be.at.most(card.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(360);
    const button = buttonByName(root, 'Register');
    const form = button.closest('form');
    expect(Math.round(button.getBoundingClientRect().width)).to.equal(
      Math.round(form?.getBoundingClientRect().width ?? 0),
    );
    await expectNoAxeViolations();
  });
});
