import { describe, expect, it } from 'vitest';
import {
  FORGOT_EMAIL_MAX_LENGTH,
  validateForgotPasswordUsername,
  validateForgotUsernameEmail,
} from '../../../../src/domain/password/forgot.ts';
import { passwordMessages } from '../../../../src/domain/password/messages.ts';

describe('validateForgotPasswordUsername', () => {
  it('asks for the username as the Sign In screen does', () => {
    expect(validateForgotPasswordUsername('')).toBe('Please enter your username.');
    expect(validateForgotPasswordUsername('  ')).toBe('Please enter your username.');
  });

  it('accepts a username of up to 60 characters and refuses a longer one', () => {
    expect(validateForgotPasswordUsername('jordan.rivera')).toBeUndefined();
    expect(validateForgotPasswordUsername('u'.repeat(60))).toBeUndefined();
    expect(validateForgotPasswordUsername('u'.repeat(61))).toBe(
      'Your username cannot be longer than 60 characters.',
    );
  });
});

describe('validateForgotUsernameEmail', () => {
  it("asks for the email when it is empty: 'Please enter email.'", () => {
    expect(validateForgotUsernameEmail('')).toBe('Please enter email.');
    expect(validateForgotUsernameEmail('   ')).toBe('Please enter email.');
  });

  it('accepts an address in any case, ignoring surrounding spaces', () => {
    expect(validateForgotUsernameEmail('a.chen@example.com')).toBeUndefined();
    expect(validateForgotUsernameEmail(' Jordan.Rivera@Example.com ')).toBeUndefined();
  });

  it("refuses an invalid address: 'Please enter a valid email address.'", () => {
    for (const email of [
      'a.chen',
      'a.chen@',
      '@example.com',
      'a chen@example.com',
      'a..chen@example.com',
      'a.chen@example',
    ]) {
      expect(validateForgotUsernameEmail(email)).toBe('Please enter a valid email address.');
    }
  });

  it('accepts 60 characters and refuses 61', () => {
    expect(FORGOT_EMAIL_MAX_LENGTH).toBe(60);
    const domain = '@example.com';
    expect(validateForgotUsernameEmail(`${'a'.repeat(60 - domain.length)}${domain}`)).toBeUndefined();
    expect(validateForgotUsernameEmail(`${'a'.repeat(61 - domain.length)}${domain}`)).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('forgot password and forgot username confirmations', () => {
  it('confirm without revealing whether the username or address has an account', () => {
    expect(passwordMessages.forgotPassword.confirmation).toBe(
      'If that username belongs to a portal account, we have sent a link to reset your password to the email address on file. Please check your inbox and follow the link to choose a new password.',
    );
    expect(passwordMessages.forgotUsername.confirmation).toBe(
      'If that email address belongs to a portal account, we have sent your username to it. Please check your inbox.',
    );
  });
});
