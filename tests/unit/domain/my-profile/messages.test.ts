import { describe, expect, it } from 'vitest';
import { myProfileMessages } from '../../../../src/domain/my-profile/messages.ts';

describe('myProfileMessages', () => {
  it('quotes the spec’s tabs and buttons', () => {
    expect(myProfileMessages.title).toBe('My Profile');
    expect(myProfileMessages.tabs).toEqual({
      loginInfo: 'Login Info',
      paperless: 'Paperless Options',
      roundup: 'Operation RoundUp',
      mfa: 'Multi-Factor Authentication',
    });
    expect(myProfileMessages.submitAll).toBe('Submit All');
    expect(myProfileMessages.mfa.mode).toBe('App Authenticator');
    expect(myProfileMessages.mfa.useAnApp).toBe('Use an App');
    expect(myProfileMessages.mfa.setUpNow).toBe('Set Up Now');
    expect(myProfileMessages.mfa.changeApp).toBe('Change App');
    expect(myProfileMessages.mfa.removeApp).toBe('Remove App');
    expect(myProfileMessages.mfa.verify).toBe('Verify Code and Activate');
  });

  it('quotes every field message of spec 02 §5 word for word', () => {
    expect(myProfileMessages.errors).toEqual({
      emailRequired: 'Please enter email.',
      emailInvalid: 'Please enter a valid email address.',
      usernameRequired: 'Please enter username.',
      usernameCriteria: 'Username entry does not meet criteria.',
      usernameTaken: 'The username has already been registered.',
      securityQuestionRequired: 'Please select an option.',
      securityAnswerRequired: 'Please enter security answer.',
      securityAnswerTooLong: 'The security answer is at most 100 characters.',
      passwordRequired: 'Please enter a password.',
      confirmPasswordRequired: 'Please enter a confirm password.',
      passwordMismatch: 'Password and Confirm Password does not match.',
      paperlessConfirmationRequired: 'Please select the checkbox to continue.',
      storedPaymentInUse: 'Update not allowed. Active Payment setup exists.',
    });
  });

  it('quotes the messages of spec 02 §8', () => {
    expect(myProfileMessages.noAccounts).toBe('There are no accounts available...!');
    expect(myProfileMessages.paperless.noAccounts).toBe(
      'There are no eligible accounts for managing Paperless Options.',
    );
    expect(myProfileMessages.roundup.noAccounts).toBe(
      'There are no eligible accounts for managing Operation Roundup.',
    );
    expect(myProfileMessages.mfa.removeConfirm).toBe('Are you sure you want to delete this MFA mode?');
  });

  it('words the texts the spec does not give', () => {
    expect(myProfileMessages.saved).toBe('Your profile has been updated.');
    expect(myProfileMessages.mfa.verificationFailed).toBe(
      'Account verification is unsuccessful. The code could not be verified. Check that the time on your device is correct and enter the code your app shows now.',
    );
    expect(myProfileMessages.mfa.codeRequired).toBe('Please enter the 6-digit code from your app.');
    expect(myProfileMessages.mfa.codeInvalid).toBe('The code is 6 digits.');
    expect(myProfileMessages.paperless.selectAll).toEqual({
      emailBillNotice: 'Select all Email Bill Notice',
      paperlessBill: 'Select all Paperless Bill',
      otherPaperless: 'Select all Other Paperless',
    });
  });
});
