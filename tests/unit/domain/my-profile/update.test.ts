import { describe, expect, it } from 'vitest';
import {
  memberUpdate,
  type ProfileFormValues,
  validateProfileForm,
} from '../../../../src/domain/my-profile/update.ts';
import {
  changeAllAccounts,
  changePaperlessBox,
  noPaperlessChanges,
} from '../../../../src/domain/my-profile/paperless-changes.ts';

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

const plainRow = {
  accountNumber: '300100201',
  address: 'B',
  emailBillNotice: true,
  paperlessBill: false,
  otherPaperless: false,
};
// Every account's other paperless on; 300100201's own paperless bill on.
const paperless = changePaperlessBox(
  changeAllAccounts(noPaperlessChanges, 'otherPaperless', true),
  plainRow,
  'paperlessBill',
  true,
);

describe('memberUpdate', () => {
  it('is the update-member request of spec 02 §3, trimmed, without a password when none was typed', () => {
    expect(memberUpdate('1001', values, paperless)).toEqual({
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
      paperlessAllAccounts: { isEmail: null, isPaperless: null, isPaperlessOther: true },
      paperlessAccounts: [
        { accountNumber: '300100201', isEmail: true, isPaperless: true, isPaperlessOther: true },
      ],
    });
  });

  it('sends a new password as typed', () => {
    expect(
      memberUpdate(
        '1001',
        { ...values, password: 'Moonrise#2027', confirmPassword: 'Moonrise#2027' },
        paperless,
      ).password,
    ).toBe('Moonrise#2027');
  });
});

describe('validateProfileForm', () => {
  it('passes valid values', () => {
    expect(validateProfileForm(values, true)).toEqual({});
  });

  it('adds the paperless confirmation to the Login Info rules', () => {
    expect(validateProfileForm({ ...values, paperlessConfirmed: false, loginId: '' }, true)).toEqual({
      loginId: 'Please enter username.',
      paperlessConfirmed: 'Please select the checkbox to continue.',
    });
  });
});
