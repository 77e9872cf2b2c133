import { describe, expect, it } from 'vitest';
import {
  bankDraftRequest,
  draftCallbackUrls,
  draftHostedFormFields,
  draftInitiationRequest,
  draftRemovalRequest,
  isDraftUpdatedReturn,
} from '../../../../src/domain/draft-payments/requests.ts';
import type { DraftSetupValues } from '../../../../src/domain/draft-payments/setup-form.ts';
import { draftAccount, settings } from './fixtures.ts';

const values: DraftSetupValues = {
  draftOption: 'BANK',
  draftMethod: 'DAY_OF_MONTH',
  dayOfMonth: '12',
  daysAfter: '',
  accountType: 'Savings',
  bankAccountNumber: '123456789',
  confirmBankAccountNumber: '123456789',
  bankTransitNumber: '011000015',
  bankName: ' First Demo Bank ',
  draftAuthorize: true,
};

describe('the draft requests (spec 02 §3)', () => {
  it('builds the bank draft request with one ADD entry per account', () => {
    expect(
      bankDraftRequest(
        '1001',
        values,
        [draftAccount(), draftAccount({ accountNumber: '300100205' })],
        settings,
      ),
    ).toEqual({
      draftAccounts: [
        {
          accountNumber: '300100200',
          action: 'ADD',
          draftMethod: 'DAY_OF_MONTH',
          draftDay: 12,
          draftStartDate: '2026-12-10',
        },
        {
          accountNumber: '300100205',
          action: 'ADD',
          draftMethod: 'DAY_OF_MONTH',
          draftDay: 12,
          draftStartDate: '2026-12-10',
        },
      ],
      memberNumber: '1001',
      draftType: 'Savings',
      bankAccountNumber: '123456789',
      routingNumber: '011000015',
      bankName: 'First Demo Bank',
    });
  });

  it('sends the days after billing, and no day for the other methods', () => {
    const after = bankDraftRequest(
      '1001',
      { ...values, draftMethod: 'DAYS_AFTER_BILLING', daysAfter: '7' },
      [draftAccount()],
      settings,
    );
    expect(after.draftAccounts[0]).toMatchObject({ draftMethod: 'DAYS_AFTER_BILLING', draftDay: 7 });
    const billed = bankDraftRequest(
      '1001',
      { ...values, draftMethod: 'WHEN_BILLED' },
      [draftAccount()],
      settings,
    );
    expect(billed.draftAccounts[0]).toMatchObject({ draftMethod: 'WHEN_BILLED', draftDay: null });
  });

  it('builds the initiation of a card draft: DRAFT, amount 0, not a removal', () => {
    expect(
      draftInitiationRequest(
        { ...values, draftOption: 'CREDIT', draftMethod: 'END_OF_MONTH' },
        [draftAccount()],
        settings,
      ),
    ).toEqual({
      accountsToDraft: [
        {
          accountNumber: '300100200',
          action: 'ADD',
          draftMethod: 'END_OF_MONTH',
          draftDay: null,
          draftStartDate: '2026-12-10',
        },
      ],
      paymentType: 'DRAFT',
      draftOption: 'CREDIT',
      amount: 0,
      removeDraft: false,
    });
  });

  it('builds the removal with one REMOVE entry per account', () => {
    expect(draftRemovalRequest('1001', ['300100203'])).toEqual({
      memberNumber: '1001',
      draftAccounts: [
        {
          accountNumber: '300100203',
          action: 'REMOVE',
          draftMethod: null,
          draftDay: null,
          draftStartDate: null,
        },
      ],
    });
  });
});

describe('the hosted page hand-off (spec 02 §2.6)', () => {
  const initiation = {
    clientId: 'RIVERBEND-PG',
    actionUrl: 'https://gateway.example/gateway/hosted-payment',
    transNo: '5000001',
    applicationId: 'RIVERBEND-WEB',
    merchantId: 'RIVERBEND-PG',
    securityToken: 'token',
  };

  it('posts the card draft’s hidden fields', () => {
    expect(
      draftHostedFormFields({
        initiation,
        option: 'CREDIT',
        accountNumbers: ['300100200', '300100205'],
        acceptedCardTypes: ['VI', 'MC'],
        returnUrl: 'https://site.example/PaymentCallback/draft/success?to=%2Fdraft',
        cancelUrl: 'https://site.example/PaymentCallback/draft/cancel?to=%2Fdraft',
      }),
    ).toEqual([
      ['ClientReferenceId', '5000001'],
      ['CoopNumber', 'RIVERBEND-PG'],
      ['ApplicationId', 'RIVERBEND-WEB'],
      ['AccountNumber', '300100200'],
      ['AccountDisplay', '300100200,300100205'],
      ['IsPostbackRequired', 'true'],
      ['EnableCreditCard', 'true'],
      ['EnableECheck', 'false'],
      ['HostedCCReturn', 'https://site.example/PaymentCallback/draft/success?to=%2Fdraft'],
      ['HostedCCCancel', 'https://site.example/PaymentCallback/draft/cancel?to=%2Fdraft'],
      ['PaymentType', 'cc'],
      ['AcceptedCreditCardTypes', 'VI,MC'],
      ['AuthorizationToken', 'token'],
    ]);
  });

  it('posts a bank draft as e-check only, with no card types', () => {
    const fields = Object.fromEntries(
      draftHostedFormFields({
        initiation,
        option: 'BANK',
        accountNumbers: ['300100200'],
        acceptedCardTypes: ['VI'],
        returnUrl: 'r',
        cancelUrl: 'c',
      }),
    );
    expect(fields).toMatchObject({
      EnableCreditCard: 'false',
      EnableECheck: 'true',
      PaymentType: 'echeck',
      AcceptedCreditCardTypes: '',
    });
  });

  it('returns through the back office’s draft callbacks to this page', () => {
    expect(draftCallbackUrls('/api', '/draft-payments.html?accountno=1#x', 'http://localhost:4173')).toEqual({
      success:
        'http://localhost:4173/PaymentCallback/draft/success?to=%2Fdraft-payments.html%3Faccountno%3D1%23x',
      cancel:
        'http://localhost:4173/PaymentCallback/draft/cancel?to=%2Fdraft-payments.html%3Faccountno%3D1%23x',
    });
  });

  it('counts statuscode 0 alone as the draft updated', () => {
    expect(isDraftUpdatedReturn('0')).toBe(true);
    expect(isDraftUpdatedReturn('1')).toBe(false);
    expect(isDraftUpdatedReturn(null)).toBe(false);
  });
});
