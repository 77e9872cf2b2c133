import { describe, expect, it } from 'vitest';
import {
  autoPayCallbackUrls,
  autoPayHostedFormFields,
  defaultEnrolChoice,
  enrolIntent,
  enrolOptions,
  isEnrolledReturn,
  validateEnrolChoice,
} from '../../../../src/domain/auto-pay/enrolment.ts';
import type { StoredMethod } from '../../../../src/domain/payment-profile/wallet.ts';

const visa: StoredMethod = {
  token: 'tok-card',
  methodType: 'CARD',
  cardType: 'VI',
  bankAccountType: null,
  bankName: '',
  lastFourDigits: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  nickname: '',
  isDefault: true,
  savedDate: '2026-01-01',
  autoPayAccounts: [],
};
const checking: StoredMethod = {
  ...visa,
  token: 'tok-bank',
  methodType: 'BANK',
  cardType: null,
  bankAccountType: 'Checking',
  lastFourDigits: '6789',
  expiryMonth: null,
  expiryYear: null,
  nickname: 'Joint',
  isDefault: false,
};
const expired: StoredMethod = {
  ...visa,
  token: 'tok-old',
  cardType: 'MC',
  lastFourDigits: '4444',
  expiryYear: 2024,
};
const today = new Date(2026, 10, 24);

describe('the auto-pay enrolment rules', () => {
  it('offers the stored methods the account may use, then a new card and a new bank account', () => {
    const options = enrolOptions(
      { cardAllowed: true, echeckAllowed: true },
      [visa, checking, expired],
      today,
    );
    expect(options).toEqual([
      { value: 'stored:tok-card', label: 'Visa ending 4242', disabled: false },
      { value: 'stored:tok-bank', label: 'Joint (Checking ending 6789)', disabled: false },
      { value: 'stored:tok-old', label: 'Mastercard ending 4444 (expired)', disabled: true },
      { value: 'new:cc', label: 'A new card', disabled: false },
      { value: 'new:echeck', label: 'A new bank account (e-check)', disabled: false },
    ]);
    expect(defaultEnrolChoice(options)).toBe('stored:tok-card');
  });

  it('leaves out cards where the account may not pay by card, bank accounts where not by e-check', () => {
    expect(
      enrolOptions({ cardAllowed: false, echeckAllowed: true }, [visa, checking], today).map((o) => o.value),
    ).toEqual(['stored:tok-bank', 'new:echeck']);
    expect(
      enrolOptions({ cardAllowed: true, echeckAllowed: false }, [visa, checking], today).map((o) => o.value),
    ).toEqual(['stored:tok-card', 'new:cc']);
  });

  it('defaults to nothing when nothing may be chosen', () => {
    expect(defaultEnrolChoice([{ value: 'stored:x', label: 'x', disabled: true }])).toBe('');
    expect(defaultEnrolChoice([])).toBe('');
  });

  it('makes a stored choice one direct call, a new one the hosted page', () => {
    expect(enrolIntent('300100200', 'stored:tok-card')).toEqual({
      kind: 'stored',
      accountNumber: '300100200',
      methodToken: 'tok-card',
    });
    expect(enrolIntent('300100200', 'new:cc')).toEqual({
      kind: 'hosted',
      accountNumber: '300100200',
      paymentType: 'cc',
    });
    expect(enrolIntent('300100200', 'new:echeck')).toEqual({
      kind: 'hosted',
      accountNumber: '300100200',
      paymentType: 'echeck',
    });
  });

  it('requires a choice', () => {
    expect(validateEnrolChoice({ choice: '' })).toEqual({ choice: 'Please choose a payment method.' });
    expect(validateEnrolChoice({ choice: 'new:cc' })).toEqual({});
  });

  it('posts the hosted page’s fields with no card or bank number', () => {
    const initiation = {
      clientId: 'RIV',
      transNo: '77',
      applicationId: 'RIVERBEND-WEB',
      securityToken: 'abc',
    };
    const base = { initiation, accountNumber: '300100200', returnUrl: 'https://r', cancelUrl: 'https://c' };
    expect(autoPayHostedFormFields({ ...base, paymentType: 'cc', acceptedCardTypes: ['VI', 'MC'] })).toEqual([
      ['ClientReferenceId', '77'],
      ['CoopNumber', 'RIV'],
      ['ApplicationId', 'RIVERBEND-WEB'],
      ['AccountNumber', '300100200'],
      ['AccountDisplay', '300100200'],
      ['IsPostbackRequired', 'true'],
      ['EnableCreditCard', 'true'],
      ['EnableECheck', 'false'],
      ['HostedCCReturn', 'https://r'],
      ['HostedCCCancel', 'https://c'],
      ['PaymentType', 'cc'],
      ['AcceptedCreditCardTypes', 'VI,MC'],
      ['AuthorizationToken', 'abc'],
    ]);
    const echeck = Object.fromEntries(
      autoPayHostedFormFields({ ...base, paymentType: 'echeck', acceptedCardTypes: ['VI'] }),
    );
    expect(echeck).toMatchObject({
      EnableCreditCard: 'false',
      EnableECheck: 'true',
      PaymentType: 'echeck',
      AcceptedCreditCardTypes: '',
    });
  });

  it('returns to this page through the back office, statuscode 0 meaning enrolled', () => {
    expect(autoPayCallbackUrls('/api', '/portal?x=1', 'http://localhost:4173')).toEqual({
      success: 'http://localhost:4173/PaymentCallback/draft/success?to=%2Fportal%3Fx%3D1',
      cancel: 'http://localhost:4173/PaymentCallback/draft/cancel?to=%2Fportal%3Fx%3D1',
    });
    expect(isEnrolledReturn('0')).toBe(true);
    expect(isEnrolledReturn('1')).toBe(false);
    expect(isEnrolledReturn(null)).toBe(false);
  });
});
