import { describe, it, expect } from 'vitest';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  PHONE_LAST_FOUR_LENGTH,
  prefillFromQuery,
  validateAccountNumber,
  validatePhoneLastFour,
} from '../../../../src/domain/quick-pay/account-lookup.ts';

describe('validateAccountNumber', () => {
  it('asks for the account number when it is empty', () => {
    expect(validateAccountNumber('')).toBe('Please enter your account number.');
    expect(validateAccountNumber('   ')).toBe('Please enter your account number.');
  });

  it('accepts every demo Quick Pay account number', () => {
    for (const accountNumber of [
      '300100200',
      '300200300',
      '300300400',
      '300300401',
      '300400500',
      '300400501',
      '300500600',
      '300600700',
    ]) {
      expect(validateAccountNumber(accountNumber)).toBeUndefined();
    }
  });

  it('accepts 12 digits and rejects 13', () => {
    expect(ACCOUNT_NUMBER_MAX_LENGTH).toBe(12);
    expect(validateAccountNumber('123456789012')).toBeUndefined();
    expect(validateAccountNumber('1234567890123')).toBe('Please enter valid account number.');
  });

  it('rejects anything but digits', () => {
    expect(validateAccountNumber('30010020a')).toBe('Please enter valid account number.');
    expect(validateAccountNumber('300-100-200')).toBe('Please enter valid account number.');
    expect(validateAccountNumber(' 300100200')).toBe('Please enter valid account number.');
    expect(validateAccountNumber('3001.5')).toBe('Please enter valid account number.');
  });
});

describe('validatePhoneLastFour', () => {
  it('asks for the digits when they are empty', () => {
    expect(validatePhoneLastFour('')).toBe('Please enter last 4 digits of your phone number.');
    expect(validatePhoneLastFour('  ')).toBe('Please enter last 4 digits of your phone number.');
  });

  it('accepts exactly 4 digits and rejects 3 or 5', () => {
    expect(PHONE_LAST_FOUR_LENGTH).toBe(4);
    expect(validatePhoneLastFour('4821')).toBeUndefined();
    expect(validatePhoneLastFour('482')).toBe('Please enter valid last 4 digits of your phone number.');
    expect(validatePhoneLastFour('48210')).toBe('Please enter valid last 4 digits of your phone number.');
  });

  it('rejects anything but digits', () => {
    expect(validatePhoneLastFour('48a1')).toBe('Please enter valid last 4 digits of your phone number.');
    expect(validatePhoneLastFour('-482')).toBe('Please enter valid last 4 digits of your phone number.');
  });
});

describe('prefillFromQuery', () => {
  it('reads the account number and phone digits from the query string', () => {
    expect(prefillFromQuery('?accountno=300100200&phone=4821')).toEqual({
      accountNumber: '300100200',
      phoneLastFourDigits: '4821',
    });
  });

  it('reads an URLSearchParams as well as a string', () => {
    expect(prefillFromQuery(new URLSearchParams({ accountno: '300300400', phone: '1177' }))).toEqual({
      accountNumber: '300300400',
      phoneLastFourDigits: '1177',
    });
  });

  it('keeps the first 12 characters of the account number, then its digits', () => {
    expect(prefillFromQuery('accountno=1234567890123456').accountNumber).toBe('123456789012');
    expect(prefillFromQuery('accountno=12345678901x345').accountNumber).toBe('12345678901');
    expect(prefillFromQuery('accountno=30a0100200').accountNumber).toBe('300100200');
  });

  it('keeps the first 4 characters of the phone, then its digits', () => {
    expect(prefillFromQuery('phone=48219').phoneLastFourDigits).toBe('4821');
    expect(prefillFromQuery('phone=4a8219').phoneLastFourDigits).toBe('482');
  });

  it('leaves a missing parameter empty', () => {
    expect(prefillFromQuery('')).toEqual({ accountNumber: '', phoneLastFourDigits: '' });
    expect(prefillFromQuery('?other=1')).toEqual({ accountNumber: '', phoneLastFourDigits: '' });
  });
});
