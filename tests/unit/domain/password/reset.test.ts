import { describe, expect, it } from 'vitest';
import {
  invalidResetLink,
  RESET_SUCCESS_CODE,
  resetCodeFromQuery,
  resetOutcome,
  validateResetPasswordForm,
} from '../../../../src/domain/password/reset.ts';

describe('resetCodeFromQuery', () => {
  it('reads the one-time code from the otc query parameter', () => {
    expect(resetCodeFromQuery('?otc=8f2a91c4')).toBe('8f2a91c4');
    expect(resetCodeFromQuery(new URLSearchParams({ otc: ' 8f2a91c4 ' }))).toBe('8f2a91c4');
  });

  it('gives null for a link without a code, so the page shows the invalid-link state', () => {
    expect(resetCodeFromQuery('')).toBeNull();
    expect(resetCodeFromQuery('?otc=')).toBeNull();
    expect(resetCodeFromQuery('?code=8f2a91c4')).toBeNull();
  });
});

describe('validateResetPasswordForm', () => {
  it('accepts a valid new password with an equal confirmation', () => {
    expect(validateResetPasswordForm({ password: 'Sunrise#2027', confirmPassword: 'Sunrise#2027' })).toEqual(
      {},
    );
  });

  it('asks for both fields when they are empty', () => {
    expect(validateResetPasswordForm({ password: '', confirmPassword: '' })).toEqual({
      password: 'Please enter a password.',
      confirmPassword: 'Please enter a confirm password.',
    });
  });

  it('uses the same password rules and messages as every new password', () => {
    expect(validateResetPasswordForm({ password: 'sunrise', confirmPassword: 'sunrise2' })).toEqual({
      password:
        'Password entry does not meet criteria. It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.',
      confirmPassword: 'Password and Confirm Password does not match.',
    });
  });
});

describe('resetOutcome', () => {
  it("treats code 2011 as success, with the server's message and a link to sign in", () => {
    expect(RESET_SUCCESS_CODE).toBe(2011);
    expect(resetOutcome({ code: 2011, message: 'Your password has been changed.' })).toEqual({
      kind: 'success',
      message: 'Your password has been changed.',
      linkLabel: 'Sign In',
      linkTo: 'login',
    });
    expect(resetOutcome({ code: '2011', message: 'Done.' }).kind).toBe('success');
  });

  it("uses the portal's success text when the server sends no message", () => {
    for (const message of [undefined, null, '', '  ']) {
      expect(resetOutcome({ code: 2011, message })).toEqual({
        kind: 'success',
        message: 'Your password has been reset. You can now sign in with your new password.',
        linkLabel: 'Sign In',
        linkTo: 'login',
      });
    }
  });

  it('treats any other code as a failure', () => {
    for (const code of [2010, 2012, 0, '', null, undefined]) {
      expect(resetOutcome({ code, message: 'Link expired.' })).toEqual({ kind: 'failure' });
    }
  });
});

describe('invalidResetLink', () => {
  it('explains the link is invalid and links home', () => {
    expect(invalidResetLink).toEqual({
      message:
        'This password reset link is invalid or has expired. Please request a new link from the Forgot password page.',
      linkLabel: 'Go to Home',
      linkTo: 'home',
    });
  });
});
