import { describe, expect, it } from 'vitest';
import { loginMessages } from '../../../../src/domain/login/messages.ts';

// Each expected string is copied from spec 01 (§2.8, §5, §8) so a wording drift fails here.
describe('loginMessages', () => {
  it('words the sign-in form as the spec does', () => {
    expect(loginMessages.logIn).toBe('Log in');
    expect(loginMessages.help.title).toBe('Member Login');
    expect(loginMessages.usernameRequired).toBe('Please enter your username.');
    expect(loginMessages.passwordRequired).toBe('Please enter your password.');
  });

  it("keeps the spec's spelling of the success text", () => {
    expect(loginMessages.success).toBe('Request successfull, please wait..');
  });

  it('words the time-out notice as the spec does', () => {
    expect(loginMessages.loggedOut).toBe('You have successfully logged out');
  });

  it('names the links, the password toggle and the verification step buttons', () => {
    expect(loginMessages.links).toMatchObject({
      createAccount: 'Create Account',
      forgotPassword: 'Forgot password?',
      forgotUsername: 'Forgot username?',
    });
    expect([loginMessages.showPassword, loginMessages.hidePassword]).toEqual([
      'Show password',
      'Hide password',
    ]);
    expect(loginMessages.mfa).toMatchObject({
      instructions: 'Enter the 6-digit code from your authenticator app.',
      verify: 'Verify',
      back: 'Back',
    });
  });

  it('tells first-time users of an original-portal site to create a new account because old credentials will not work', () => {
    expect(loginMessages.originalPortalBanner).toBe(
      'Welcome to our new member portal. If this is your first visit, please create a new portal account: the username and password of the previous portal will not work here.',
    );
  });
});
