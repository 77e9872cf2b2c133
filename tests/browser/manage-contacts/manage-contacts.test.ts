import { expect } from 'chai';
import '../../../widgets/coop-manage-contacts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Each listed contact of a kind as 'value | status'. */
function listed(root: ShadowRoot, kind: 'email' | 'mobile'): string[] {
  return [...root.querySelectorAll(`[data-contacts="${kind}"] li`)].map((item) => {
    const [value, status] = [...item.querySelectorAll('span')].map((span) => normalized(span.textContent));
    return `${value} | ${status}`;
  });
}

describe('<coop-manage-contacts>', () => {
  /** Jordan Rivera signed in, `width` wide, `faults` armed; shown once its contacts (or the failure) are. */
  async function show(width = 1280, faults: readonly object[] = []) {
    const mounted = await mountElement('coop-manage-contacts', { member: 'jordan.rivera', width, faults });
    const { root } = mounted;
    await waitFor(
      () => root.querySelector('[data-contacts="email"] li') || queryButton(root, 'Try again'),
      'the contacts',
    );
    return mounted;
  }

  async function newestCode(simulator: InstalledSimulator): Promise<string> {
    const messages = (await (await simulator.call('/api/__simulator/outbox')).json()) as {
      code: string | null;
    }[];
    return messages[0]?.code ?? '';
  }

  for (const width of [1280, 375]) {
    it(`lists the sign-in email and the confirmed mobile number, the sign-in email without Remove (${width} px)`, async () => {
      const { element, root } = await show(width);
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Manage Contacts');
      expect(listed(root, 'email')).to.deep.equal(['jordan.rivera@example.com | Sign-in email']);
      expect(listed(root, 'mobile')).to.deep.equal(['(555) 010-4821 | Confirmed']);
      expect(queryButton(root, 'Remove jordan.rivera@example.com')).to.equal(undefined);
      expect(queryButton(root, 'Remove (555) 010-4821')).to.not.equal(undefined);
      expect(queryButton(root, 'Add email address')).to.not.equal(undefined);
      expect(queryButton(root, 'Add mobile number')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });
  }

  for (const width of [1280, 375]) {
    it(`shows the catalogue’s message with Try again when the contacts fail to load (${width} px)`, async () => {
      const { element, root } = await show(width, [
        { method: 'GET', path: '/contacts', status: 500, times: 10 },
      ]);
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });
  }

  for (const width of [1280, 375]) {
    it(`adds a mobile number, refuses an empty one and a wrong code on their fields, and confirms it with the outbox code (${width} px)`, async () => {
      const { element, root, simulator } = await show(width);
      buttonByName(root, 'Add mobile number').click();
      const dialog = await waitFor(() => dialogByName(root, 'Add a mobile number'), 'the add dialog');
      const number = fieldByLabel(root, 'Mobile number');
      await waitFor(() => deepActiveElement() === number, 'focus on the number');
      await expectNoAxeViolations(element);

      buttonByName(root, 'Send code').click();
      await waitFor(() => number.getAttribute('aria-invalid') === 'true', 'the empty number’s error');
      expect(normalized(dialog.querySelector('[part~="error"]')?.textContent)).to.equal(
        'Please enter a mobile number.',
      );
      await expectNoAxeViolations(element);

      setInputValue(number, '(555) 010-7788');
      buttonByName(root, 'Send code').click();
      await waitFor(() => dialogByName(root, 'Confirm your contact'), 'the code step');
      expect(normalized(dialogByName(root, 'Confirm your contact')?.textContent)).to.contain(
        'We sent a 6-digit code to (555) 010-7788. Enter it here to confirm this contact.',
      );
      const code = fieldByLabel(root, 'Code');
      const sent = await newestCode(simulator);
      setInputValue(code, sent === '000000' ? '111111' : '000000');
      buttonByName(root, 'Confirm').click();
      await waitFor(() => code.getAttribute('aria-invalid') === 'true', 'the wrong code’s error');
      expect(normalized(root.querySelector('[role="dialog"] [part~="error"]')?.textContent)).to.equal(
        'The code is not correct, or it has expired. Check the newest code sent, or send a new one.',
      );
      expect(deepActiveElement()).to.equal(code);
      await expectNoAxeViolations(element);

      setInputValue(code, sent);
      buttonByName(root, 'Confirm').click();
      await waitFor(() => !dialogByName(root, 'Confirm your contact'), 'the dialog to close');
      await waitFor(
        () => listed(root, 'mobile').includes('(555) 010-7788 | Confirmed'),
        'the number confirmed',
      );
      expect(listed(root, 'mobile')).to.deep.equal([
        '(555) 010-4821 | Confirmed',
        '(555) 010-7788 | Confirmed',
      ]);
      expect(alertTexts(root)).to.deep.equal(['(555) 010-7788 is confirmed and can now receive alerts.']);
      await expectNoAxeViolations(element);
    });
  }

  it('keeps a number added without its code as Not confirmed, then confirms it with a new code', async () => {
    const { element, root, simulator } = await show();
    buttonByName(root, 'Add email address').click();
    await waitFor(() => dialogByName(root, 'Add an email address'), 'the add dialog');
    setInputValue(fieldByLabel(root, 'Email address'), 'J.Rivera@Work.example.com');
    buttonByName(root, 'Send code').click();
    await waitFor(() => dialogByName(root, 'Confirm your contact'), 'the code step');
    buttonByName(root, 'Cancel').click();
    await waitFor(() => listed(root, 'email').length === 2, 'the unconfirmed email');
    expect(listed(root, 'email')[1]).to.equal(
      'j.rivera@work.example.com | Not confirmed: enter the code we sent to receive alerts',
    );
    await expectNoAxeViolations(element);

    buttonByName(root, 'Enter code for j.rivera@work.example.com').click();
    await waitFor(() => dialogByName(root, 'Confirm your contact'), 'the code dialog');
    buttonByName(root, 'Send a new code').click();
    await waitFor(
      () => alertTexts(root).includes('A new code was sent to j.rivera@work.example.com.'),
      'the resend',
    );
    await expectNoAxeViolations(element);
    setInputValue(fieldByLabel(root, 'Code'), await newestCode(simulator));
    buttonByName(root, 'Confirm').click();
    await waitFor(
      () => listed(root, 'email')[1] === 'j.rivera@work.example.com | Confirmed',
      'the confirmed email',
    );
  });

  for (const width of [1280, 375]) {
    it(`asks before removing a contact, then removes it and says so (${width} px)`, async () => {
      const { element, root } = await show(width);
      buttonByName(root, 'Remove (555) 010-4821').click();
      const question = await waitFor(() => dialogByName(root, 'Remove contact'), 'the question');
      expect(question.getAttribute('role')).to.equal('alertdialog');
      expect(normalized(question.textContent)).to.contain(
        'Remove (555) 010-4821? Every alert it receives, for every account, stops.',
      );
      await nextTick();
      expect(deepActiveElement()).to.equal(buttonByName(root, 'Cancel'));
      await expectNoAxeViolations(element);

      [...question.querySelectorAll('button')]
        .find((button) => normalized(button.textContent) === 'Remove')
        ?.click();
      await waitFor(() => listed(root, 'mobile').length === 0, 'the number removed');
      expect(normalized(root.querySelector('[data-contacts="mobile"] p')?.textContent)).to.equal(
        'No mobile number yet.',
      );
      expect(alertTexts(root)).to.deep.equal(['(555) 010-4821 was removed. It no longer receives alerts.']);
      await expectNoAxeViolations(element);
    });
  }

  it('shows the back office’s refusal when a removal fails, and keeps the contact', async () => {
    const { element, root } = await show(1280, [
      { method: 'DELETE', path: '/contacts/c2', status: 500, times: 1 },
    ]);
    buttonByName(root, 'Remove (555) 010-4821').click();
    const question = await waitFor(() => dialogByName(root, 'Remove contact'), 'the question');
    [...question.querySelectorAll('button')]
      .find((button) => normalized(button.textContent) === 'Remove')
      ?.click();
    await waitFor(() => alertTexts(root).length > 0, 'the failure');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(listed(root, 'mobile')).to.deep.equal(['(555) 010-4821 | Confirmed']);
    await expectNoAxeViolations(element);
  });
});
