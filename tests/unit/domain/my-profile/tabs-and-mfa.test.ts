import { describe, expect, it } from 'vitest';
import {
  groupedKey,
  MFA_CODE_LENGTH,
  MFA_QR_ERROR_CORRECTION,
  MFA_QR_WIDTH,
  setupButtonText,
  validateMfaCode,
} from '../../../../src/domain/my-profile/mfa.ts';
import {
  initialProfileTab,
  profileTabs,
  showsSubmitAll,
  tabOfField,
  tabOfFirstError,
} from '../../../../src/domain/my-profile/tabs.ts';

describe('the tabs', () => {
  it('come in the spec’s order', () => {
    expect(profileTabs).toEqual(['loginInfo', 'paperless', 'roundup', 'mfa']);
  });

  it('open on Paperless Options with the navigation state paperless, else on Login Info', () => {
    expect(initialProfileTab({ paperless: true })).toBe('paperless');
    expect(initialProfileTab({ paperless: 'yes' })).toBe('loginInfo');
    expect(initialProfileTab({})).toBe('loginInfo');
  });

  it('hide Submit All on the MFA tab only', () => {
    expect(showsSubmitAll('mfa')).toBe(false);
    expect(showsSubmitAll('loginInfo')).toBe(true);
    expect(showsSubmitAll('paperless')).toBe(true);
    expect(showsSubmitAll('roundup')).toBe(true);
  });

  it('place each field on its tab, and a form failure on the first', () => {
    expect(tabOfField('loginId')).toBe('loginInfo');
    expect(tabOfField('removeStoredBankData')).toBe('loginInfo');
    expect(tabOfField('paperlessConfirmed')).toBe('paperless');
    expect(tabOfField('roundupAccounts')).toBe('roundup');
    expect(tabOfField('something else')).toBe('loginInfo');
  });

  it('select the tab of the first error in tab order', () => {
    expect(tabOfFirstError(['roundupAccounts', 'paperlessConfirmed'])).toBe('paperless');
    expect(tabOfFirstError(['paperlessConfirmed', 'password'])).toBe('loginInfo');
    expect(tabOfFirstError(['roundupAccounts'])).toBe('roundup');
    expect(tabOfFirstError([])).toBeNull();
  });
});

describe('multi-factor authentication', () => {
  it('draws the QR code with error correction M at 150 px, and takes 6-digit codes (spec 02 §9)', () => {
    expect(MFA_QR_ERROR_CORRECTION).toBe('M');
    expect(MFA_QR_WIDTH).toBe(150);
    expect(MFA_CODE_LENGTH).toBe(6);
  });

  it('requires a code of exactly 6 digits', () => {
    expect(validateMfaCode('')).toBe('Please enter the 6-digit code from your app.');
    expect(validateMfaCode('12345')).toBe('The code is 6 digits.');
    expect(validateMfaCode('12345a')).toBe('The code is 6 digits.');
    expect(validateMfaCode('1234567')).toBe('The code is 6 digits.');
    expect(validateMfaCode(' 123456 ')).toBeUndefined();
  });

  it('offers Set Up Now before activation and Change App after', () => {
    expect(setupButtonText(false)).toBe('Set Up Now');
    expect(setupButtonText(true)).toBe('Change App');
  });

  it('shows the manual key in groups of four', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });
});
