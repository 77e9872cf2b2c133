import { describe, expect, it } from 'vitest';
import {
  isBlockedPasswordKey,
  isMfaCodeComplete,
  isOriginalPortalBannerShown,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_USERNAME_MAX_LENGTH,
  loginArrivalNotice,
  MFA_CODE_LENGTH,
  validatePassword,
  validateUsername,
} from '../../../../src/domain/login/rules.ts';

describe('validateUsername', () => {
  it("asks for the username when it is empty or blank: 'Please enter your username.'", () => {
    expect(validateUsername('')).toBe('Please enter your username.');
    expect(validateUsername('   ')).toBe('Please enter your username.');
  });

  it('accepts the demo usernames', () => {
    expect(validateUsername('jordan.rivera')).toBeUndefined();
    expect(validateUsername('pat.delgado')).toBeUndefined();
  });

  it('accepts 60 characters and refuses 61', () => {
    expect(LOGIN_USERNAME_MAX_LENGTH).toBe(60);
    expect(validateUsername('u'.repeat(60))).toBeUndefined();
    expect(validateUsername('u'.repeat(61))).toBe('Your username cannot be longer than 60 characters.');
  });
});

describe('validatePassword', () => {
  it("asks for the password when it is empty: 'Please enter your password.'", () => {
    expect(validatePassword('')).toBe('Please enter your password.');
  });

  it('accepts the demo passwords', () => {
    expect(validatePassword('Sunrise#2026')).toBeUndefined();
    expect(validatePassword('Harvest#2026')).toBeUndefined();
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(LOGIN_PASSWORD_MAX_LENGTH).toBe(50);
    expect(validatePassword('p'.repeat(50))).toBeUndefined();
    expect(validatePassword('p'.repeat(51))).toBe('Your password cannot be longer than 50 characters.');
  });
});

describe('isBlockedPasswordKey', () => {
  it('blocks the space key', () => {
    expect(isBlockedPasswordKey(' ')).toBe(true);
    expect(isBlockedPasswordKey('Spacebar')).toBe(true);
  });

  it('lets every other key through', () => {
    for (const key of ['a', 'A', '1', '#', 'Enter', 'Backspace', 'Tab', 'ArrowLeft']) {
      expect(isBlockedPasswordKey(key)).toBe(false);
    }
  });
});

describe('isMfaCodeComplete', () => {
  it('is complete with exactly 6 digits', () => {
    expect(MFA_CODE_LENGTH).toBe(6);
    expect(isMfaCodeComplete('123456')).toBe(true);
    expect(isMfaCodeComplete('000000')).toBe(true);
  });

  it('is incomplete with fewer or more digits, or anything but digits', () => {
    for (const code of ['', '12345', '1234567', '12345a', '123 456', ' 123456', '１２３４５６']) {
      expect(isMfaCodeComplete(code)).toBe(false);
    }
  });
});

describe('loginArrivalNotice', () => {
  it("says 'You have successfully logged out' after a time-out", () => {
    expect(loginArrivalNotice('?sessionTimeOut=true')).toBe('You have successfully logged out');
    expect(loginArrivalNotice(new URLSearchParams({ sessionTimeOut: '', returnUrl: '/home' }))).toBe(
      'You have successfully logged out',
    );
  });

  it('says nothing on an ordinary arrival', () => {
    expect(loginArrivalNotice('')).toBeNull();
    expect(loginArrivalNotice('?returnUrl=%2Faccountoverview')).toBeNull();
  });
});

describe('isOriginalPortalBannerShown', () => {
  it('shows the banner on sites with an original-portal origin', () => {
    expect(isOriginalPortalBannerShown('https://old-portal.riverbend-electric.example')).toBe(true);
    expect(isOriginalPortalBannerShown(null)).toBe(false);
    expect(isOriginalPortalBannerShown('  ')).toBe(false);
  });
});
