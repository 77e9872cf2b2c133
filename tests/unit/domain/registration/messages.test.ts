import { describe, expect, it } from 'vitest';
import { registrationMessages } from '../../../../src/domain/registration/messages.ts';

// Each expected string is copied from spec 01 (§2.9, §5 Registration, §8) so a wording drift fails here.
describe('registrationMessages', () => {
  it('heads the steps as the spec does', () => {
    expect(registrationMessages.headers).toEqual({
      registration: 'Registration',
      sendVerificationCode: 'Send Verification Code',
      enterVerificationCode: 'Enter Verification Code',
      completeRegistration: 'Complete Registration',
    });
  });

  it('names the step buttons as the spec does', () => {
    expect(registrationMessages.buttons).toMatchObject({ next: 'Next', send: 'Send', verify: 'Verify' });
  });

  it('words every rule message of the spec exactly', () => {
    expect(registrationMessages.errors).toMatchObject({
      accountNumberDigits: 'Account number should contain only digits.',
      sendOptionRequired: 'Please select an authentication type to receive verification code.',
      usernameRequired: 'Please enter a username.',
      usernameCriteria: 'Username entry does not meet criteria.',
      usernameTaken: 'The username has already been registered.',
      emailInvalid: 'Please enter a valid Email Address.',
      confirmEmailMismatch: 'Email and Confirm Email does not match.',
      passwordRequired: 'Please enter a password.',
      passwordMismatch: 'Password and Confirm Password does not match.',
      securityQuestionRequired: 'Please select an option.',
      securityAnswerRequired: 'Please enter an answer.',
      paperlessConfirmationRequired: 'Please check the paperless confirmation checkbox.',
      unableToFetchDetails: 'Unable to fetch details for entered account. Please contact customer support.',
    });
  });

  it('tells the member where the code went and how long it lasts, and their username on success', () => {
    expect(registrationMessages.hints.codeSent('a.c***@example.com')).toBe(
      'We sent a 6-digit verification code to a.c***@example.com. The code is valid for 2 hours.',
    );
    expect(registrationMessages.successUsername('alex.chen')).toBe('Your username is alex.chen.');
  });
});
