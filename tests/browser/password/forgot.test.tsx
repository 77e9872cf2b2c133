import { expect } from 'chai';
import { ForgotPasswordScreen } from '../../../src/features/password/ForgotPasswordScreen.tsx';
import { ForgotUsernameScreen } from '../../../src/features/password/ForgotUsernameScreen.tsx';
import { defineCoopElement } from '../../../src/ui/element/define-element.tsx';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusOn, press, type } from '../support/keyboard.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

// The portal shows these screens on its routes; here each gets an element of its own, as the portal's
// route would, with the same element context.
defineCoopElement({ tag: 'coop-test-forgot-password' }, ForgotPasswordScreen);
defineCoopElement({ tag: 'coop-test-forgot-username' }, ForgotUsernameScreen);

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

const passwordConfirmation =
  'If that username belongs to a portal account, we have sent a link to reset your password to the email address on file. Please check your inbox and follow the link to choose a new password.';
const usernameConfirmation =
  'If that email address belongs to a portal account, we have sent your username to it. Please check your inbox.';
const generic = 'We are unable to process your request at this time. Please try again later.';

describe('forgot password and forgot username', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;

  function mount(tag: 'coop-test-forgot-password' | 'coop-test-forgot-username') {
    simulator = installSimulator();
    element = document.createElement(tag);
    element.setAttribute('portal-url', '/portal.html');
    document.body.append(element);
    return shadowRootOf(element);
  }

  async function outbox(): Promise<OutboxMessage[]> {
    return (await (await simulator.call('/api/__simulator/outbox')).json()) as OutboxMessage[];
  }

  function link(root: ShadowRoot, text: string): HTMLAnchorElement | undefined {
    return [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === text);
  }

  afterEach(() => {
    element.remove();
    simulator.uninstall();
  });

  describe('Forgot Password', () => {
    it('asks for the username, with a link back to sign in', async () => {
      const root = mount('coop-test-forgot-password');
      const field = await waitFor(() => fieldByLabel(root, 'Username'), 'the username field');
      expect(root.querySelector('h2')?.textContent).to.equal('Forgot Password');
      expect(root.querySelector('h2 + p')?.textContent).to.equal(
        'Enter your username and we will email you a link to reset your password.',
      );
      expect(link(root, 'Back to Sign In')?.href).to.equal(
        new URL('/portal.html#/pages/login', location.href).href,
      );
      buttonByName(root, 'Send Reset Link').click();
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['Please enter your username.']);
      await expectFocusOn(field);
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      await expectAriaSnapshot('forgot-password-username-required', 'coop-test-forgot-password');
      await expectNoAxeViolations();
    });

    it('confirms without saying whether the username exists, and the link goes to its email', async () => {
      const root = mount('coop-test-forgot-password');
      const field = await waitFor(() => fieldByLabel(root, 'Username'), 'the username field');
      field.focus();
      await type('jordan.rivera');
      await press('Enter');
      await waitFor(() => alertTexts(root).length > 0, 'the confirmation');
      expect(alertTexts(root)).to.deep.equal([passwordConfirmation]);
      await expectFocusOn(root.querySelector('h2'));
      expect(link(root, 'Back to Sign In')?.href).to.equal(
        new URL('/portal.html#/pages/login', location.href).href,
      );
      const [sent] = await outbox();
      expect(sent?.to).to.equal('jordan.rivera@example.com');
      expect(sent?.subject).to.equal('Reset your portal password');
      expect(sent?.link).to.match(/\/portal\.html#\/reset-password\?otc=[0-9a-f]+$/);
      await expectNoAxeViolations();
    });

    it('gives the same confirmation for a username that does not exist, and sends nothing', async () => {
      const root = mount('coop-test-forgot-password');
      setInputValue(
        await waitFor(() => fieldByLabel(root, 'Username'), 'the username field'),
        'no.such.member',
      );
      buttonByName(root, 'Send Reset Link').click();
      await waitFor(() => alertTexts(root).length > 0, 'the confirmation');
      expect(alertTexts(root)).to.deep.equal([passwordConfirmation]);
      expect(await outbox()).to.deep.equal([]);
    });

    it('shows a failed request as an alert with focus on it, and keeps the username', async () => {
      const root = mount('coop-test-forgot-password');
      await simulator.call('/api/__simulator/faults', {
        method: 'POST',
        json: { method: 'POST', path: '/forgot-password', status: 500, times: 1 },
      });
      setInputValue(
        await waitFor(() => fieldByLabel(root, 'Username'), 'the username field'),
        'jordan.rivera',
      );
      buttonByName(root, 'Send Reset Link').click();
      await waitFor(() => alertTexts(root).length > 0, 'the alert');
      expect(alertTexts(root)).to.deep.equal([generic]);
      await expectFocusOn(root.querySelector('h2 ~ div[tabindex="-1"]'));
      expect(fieldByLabel(root, 'Username').value).to.equal('jordan.rivera');
      await expectNoAxeViolations();
    });
  });

  describe('sending a request once', () => {
    it('sends one request for two submits in the same task, before the button can show it is busy', async () => {
      const root = mount('coop-test-forgot-password');
      const field = await waitFor(() => fieldByLabel(root, 'Username'), 'the username field');
      setInputValue(field, 'jordan.rivera');
      const form = field.form!;
      form.requestSubmit();
      form.requestSubmit();
      await waitFor(() => root.textContent?.includes(passwordConfirmation), 'the confirmation');

      const sent = simulator.requests.filter((request) => request.path.endsWith('/forgot-password'));
      expect(sent).to.have.length(1);
      expect(await outbox()).to.have.length(1);
    });
  });

  describe('Forgot Username', () => {
    it('asks for a valid email address', async () => {
      const root = mount('coop-test-forgot-username');
      const field = await waitFor(() => fieldByLabel(root, 'Email Address'), 'the email field');
      expect(root.querySelector('h2')?.textContent).to.equal('Forgot Username');
      expect(root.querySelector('h2 + p')?.textContent).to.equal(
        'Enter the email address of your portal account and we will email you your username.',
      );
      buttonByName(root, 'Send Username').click();
      await waitFor(() => alertTexts(root).length > 0, 'the message');
      expect(alertTexts(root)).to.deep.equal(['Please enter email.']);
      await expectFocusOn(field);
      setInputValue(field, 'pat.delgado@example');
      await waitFor(
        () => alertTexts(root)[0] === 'Please enter a valid email address.',
        'the pattern message',
      );
      await expectNoAxeViolations();
    });

    it('confirms and emails the username', async () => {
      const root = mount('coop-test-forgot-username');
      setInputValue(
        await waitFor(() => fieldByLabel(root, 'Email Address'), 'the email field'),
        'Pat.Delgado@example.com',
      );
      buttonByName(root, 'Send Username').click();
      await waitFor(() => alertTexts(root).length > 0, 'the confirmation');
      expect(alertTexts(root)).to.deep.equal([usernameConfirmation]);
      await expectFocusOn(root.querySelector('h2'));
      expect(link(root, 'Back to Sign In')?.href).to.equal(
        new URL('/portal.html#/pages/login', location.href).href,
      );
      const [sent] = await outbox();
      expect(sent?.to).to.equal('pat.delgado@example.com');
      expect(sent?.body).to.contain('pat.delgado');
      await expectNoAxeViolations();
    });

    it('gives the same confirmation for an address that is not registered, and sends nothing', async () => {
      const root = mount('coop-test-forgot-username');
      setInputValue(
        await waitFor(() => fieldByLabel(root, 'Email Address'), 'the email field'),
        'nobody@example.com',
      );
      buttonByName(root, 'Send Username').click();
      await waitFor(() => alertTexts(root).length > 0, 'the confirmation');
      expect(alertTexts(root)).to.deep.equal([usernameConfirmation]);
      expect(await outbox()).to.deep.equal([]);
    });
  });
});
