import { describe, expect, it } from 'vitest';
import { manageContactsMessages as messages } from '../../../../src/domain/manage-contacts/messages.ts';

describe('manageContactsMessages', () => {
  it('words the screen’s fixed texts', () => {
    expect(messages.title).toBe('Manage Contacts');
    expect(messages.noAccounts).toBe('There are no accounts available...!');
    expect(messages.intro).toBe(
      'Alerts are sent only to the email addresses and mobile numbers below, once each is confirmed with a code. Choose which alerts each one gets in Manage Notifications.',
    );
    expect([messages.emailsHeading, messages.mobilesHeading, messages.noEmails, messages.noMobiles]).toEqual([
      'Email addresses',
      'Mobile numbers',
      'No email address yet.',
      'No mobile number yet.',
    ]);
    expect([messages.signInEmail, messages.confirmed, messages.unconfirmed]).toEqual([
      'Sign-in email',
      'Confirmed',
      'Not confirmed: enter the code we sent to receive alerts',
    ]);
  });

  it('words the texts about one contact', () => {
    expect(messages.codeSent('(555) 010-7788')).toBe(
      'We sent a 6-digit code to (555) 010-7788. Enter it here to confirm this contact.',
    );
    expect(messages.codeResent('(555) 010-7788')).toBe('A new code was sent to (555) 010-7788.');
    expect(messages.contactConfirmed('(555) 010-7788')).toBe(
      '(555) 010-7788 is confirmed and can now receive alerts.',
    );
    expect(messages.contactRemoved('a@example.com')).toBe(
      'a@example.com was removed. It no longer receives alerts.',
    );
    expect(messages.removeQuestion('a@example.com')).toBe(
      'Remove a@example.com? Every alert it receives, for every account, stops.',
    );
    expect(messages.enterCodeFor('a@example.com')).toBe('Enter code for a@example.com');
    expect(messages.removeContact('a@example.com')).toBe('Remove a@example.com');
  });

  it('quotes spec 02 §5’s phone format message', () => {
    expect(messages.validation.mobileInvalid).toBe('Invalid phone format.(Ex: (987) 456-1230)');
  });
});
