import { describe, expect, it } from 'vitest';
import {
  memberUpdate,
  type ProfileFormValues,
  validateProfileForm,
} from '../../../../src/domain/my-profile/update.ts';

const values: ProfileFormValues = {
  userName: ' jordan.rivera@example.com ',
  loginId: ' jordan.rivera ',
  securityQuestionId: '2',
  securityQuestionAnswer: ' Riverbend ',
  password: '',
  confirmPassword: '',
  paymentEmailReceived: true,
  serviceOrderEmailReceived: false,
  phoneNumberMask: true,
  removeStoredCreditData: true,
  removeStoredBankData: false,
  hasPaperlessBilling: false,
  hasPaperlessOther: true,
  electronicKit: true,
  marketingEmail: false,
  paperlessConfirmed: true,
};

const rows = [
  {
    accountNumber: '300100200',
    address: 'A',
    emailBillNotice: false,
    paperlessBill: true,
    otherPaperless: false,
  },
  {
    accountNumber: '300100201',
    address: 'B',
    emailBillNotice: true,
    paperlessBill: false,
    otherPaperless: true,
  },
];

describe('memberUpdate', () => {
  it('is the update-member request of spec 02 §3, trimmed, without a password when none was typed', () => {
    expect(memberUpdate('1001', values, rows)).toEqual({
      memberNumber: '1001',
      loginId: 'jordan.rivera',
      userName: 'jordan.rivera@example.com',
      password: null,
      securityQuestionId: 2,
      securityQuestionAnswer: 'Riverbend',
      removeStoredCreditData: true,
      removeStoredBankData: false,
      receiveServiceOrderEmail: false,
      receivePaymentEmail: true,
      canMaskPhone: true,
      isPaperlessBilling: false,
      isPaperlessOther: true,
      annualMarketingElectricKit: true,
      isMarketEmail: false,
      paperlessAccounts: [
        { accountNumber: '300100200', isEmail: true, isPaperless: true, isPaperlessOther: false },
        { accountNumber: '300100201', isEmail: true, isPaperless: false, isPaperlessOther: true },
      ],
    });
  });

  it('sends a new password as typed', () => {
    expect(
      memberUpdate('1001', { ...values, password: 'Moonrise#2027', confirmPassword: 'Moonrise#2027' }, rows)
        .password,
    ).toBe('Moonrise#2027');
  });
});

describe('validateProfileForm', () => {
  it('passes valid values', () => {
    expect(validateProfileForm(values, rows)).toEqual({});
  });

  it('adds the paperless confirmation to the Login Info rules', () => {
    expect(validateProfileForm({ ...values, paperlessConfirmed: false, loginId: '' }, rows)).toEqual({
      loginId: 'Please enter username.',
      paperlessConfirmed: 'Please select the checkbox to continue.',
    });
  });
});
