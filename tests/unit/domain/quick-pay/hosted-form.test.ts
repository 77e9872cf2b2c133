import { describe, it, expect } from 'vitest';
import {
  hostedFormFieldsFor,
  buildHostedFormFields,
  buildPaymentRequest,
  paymentCallbackUrls,
} from '../../../../src/domain/quick-pay/hosted-form.ts';
import type { QuickPayAccount } from '../../../../src/domain/quick-pay/types.ts';
import { jordanCurrent, riverbendSettings } from './fixtures.ts';

// Fixtures follow the Quick Pay accounts table of demo-data.md.
const patPastDue: QuickPayAccount = {
  accountNumber: '300200300',
  accountHolderName: 'Pat Delgado',
  serviceAddress: '48 Mill St, Riverbend',
  isPrepaidAccount: false,
  prepaidLabel: null,
  accountBalance: 310,
  dueDate: '2026-10-30',
  pastDueAmount: 150,
  reconnectFee: 25,
  additionalDeposit: 50,
  liabilityConfirmationAmount: 0,
  showLiabilityConfirmation: false,
  cutoffAmount: 150,
  derivedStatus: 'Past Due',
  disconnectFee: 10,
  minimumPaymentDue: 235,
  overPayAmount: 310,
  prepaidReconnectAmount: 0,
  isCcEligible: true,
  isEcheckEligible: true,
  nomoreCheck: false,
};

describe('buildHostedFormFields', () => {
  it('300100200: posts every hosted field in the order of the spec', () => {
    expect(
      buildHostedFormFields({
        transactionNumber: 'T-20261119-0001',
        clientId: 'RIVERBEND',
        utilityName: 'Riverbend Electric Cooperative',
        account: { accountNumber: '300100200', isPrepaidAccount: false, prepaidLabel: null },
        paymentAmount: 128.45,
        applicationId: 'WEB',
        cardEnabled: true,
        echeckEnabled: true,
        returnUrl: 'http://localhost:4173/PaymentCallback/quick-pay/success',
        cancelUrl: 'http://localhost:4173/PaymentCallback/cancel',
        paymentType: 'cc',
        acceptedCardTypes: ['VI', 'MC', 'AX', 'DI'],
        securityToken: 'security-token-1',
        cardConvenienceFee: 1.95,
        echeckConvenienceFee: 0,
      }),
    ).toEqual([
      ['ClientReferenceId', 'T-20261119-0001'],
      ['CoopNumber', 'RIVERBEND'],
      ['UtilityName', 'Riverbend Electric Cooperative'],
      ['AccountNumber', '300100200'],
      ['AccountDisplay', '300100200'],
      ['Balance', '128.45'],
      ['ApplicationId', 'WEB'],
      ['IsPostbackRequired', 'true'],
      ['EnableCreditCard', 'true'],
      ['EnableECheck', 'true'],
      ['HostedCCReturn', 'http://localhost:4173/PaymentCallback/quick-pay/success'],
      ['HostedCCCancel', 'http://localhost:4173/PaymentCallback/cancel'],
      ['TaxIncludedInBillAmount', 'false'],
      ['PaymentType', 'cc'],
      ['AcceptedCreditCardTypes', 'VI,MC,AX,DI'],
      ['IsQuickPay', 'true'],
      ['AuthorizationToken', 'security-token-1'],
      ['CCConvenienceFee', '1.95'],
      ['ECConvenienceFee', '0.00'],
    ]);
  });

  it('300300400: shows a prepaid account with its label and writes amounts with two decimals', () => {
    const fields = new Map(
      buildHostedFormFields({
        transactionNumber: 'T-2',
        clientId: 'RIVERBEND',
        utilityName: 'Riverbend Electric Cooperative',
        account: { accountNumber: '300300400', isPrepaidAccount: true, prepaidLabel: 'Prepaid' },
        paymentAmount: 35,
        applicationId: 'WEB',
        cardEnabled: true,
        echeckEnabled: false,
        returnUrl: 'https://api.example/PaymentCallback/quick-pay/success',
        cancelUrl: 'https://api.example/PaymentCallback/cancel',
        paymentType: 'cc',
        acceptedCardTypes: ['VI', 'DI'],
        securityToken: 't',
        cardConvenienceFee: 2.5,
        echeckConvenienceFee: 1,
      }),
    );
    expect(fields.get('AccountNumber')).toBe('300300400');
    expect(fields.get('AccountDisplay')).toBe('Prepaid 300300400');
    expect(fields.get('Balance')).toBe('35.00');
    expect(fields.get('EnableECheck')).toBe('false');
    expect(fields.get('AcceptedCreditCardTypes')).toBe('VI,DI');
    expect(fields.get('CCConvenienceFee')).toBe('2.50');
    expect(fields.get('ECConvenienceFee')).toBe('1.00');
  });

  it('300400501: posts an e-check payment with the card switched off and no card types', () => {
    const fields = new Map(
      buildHostedFormFields({
        transactionNumber: 'T-3',
        clientId: 'RIVERBEND',
        utilityName: 'Riverbend Electric Cooperative',
        account: { accountNumber: '300400501', isPrepaidAccount: false, prepaidLabel: null },
        paymentAmount: 42.1,
        applicationId: 'WEB',
        cardEnabled: false,
        echeckEnabled: true,
        returnUrl: 'r',
        cancelUrl: 'c',
        paymentType: 'echeck',
        acceptedCardTypes: [],
        securityToken: 't',
        cardConvenienceFee: 0,
        echeckConvenienceFee: 0,
      }),
    );
    expect(fields.get('PaymentType')).toBe('echeck');
    expect(fields.get('EnableCreditCard')).toBe('false');
    expect(fields.get('AcceptedCreditCardTypes')).toBe('');
    expect(fields.get('Balance')).toBe('42.10');
  });

  it('shows a prepaid account without a label by its number alone', () => {
    const fields = new Map(
      buildHostedFormFields({
        transactionNumber: 'T-4',
        clientId: 'RIVERBEND',
        utilityName: 'Riverbend Electric Cooperative',
        account: { accountNumber: '300300401', isPrepaidAccount: true, prepaidLabel: null },
        paymentAmount: 20,
        applicationId: 'WEB',
        cardEnabled: true,
        echeckEnabled: true,
        returnUrl: 'r',
        cancelUrl: 'c',
        paymentType: 'cc',
        acceptedCardTypes: ['VI'],
        securityToken: 't',
        cardConvenienceFee: 0,
        echeckConvenienceFee: 0,
      }),
    );
    expect(fields.get('AccountDisplay')).toBe('300300401');
  });

  it('ignores the prepaid label of a standard account', () => {
    const fields = new Map(
      buildHostedFormFields({
        transactionNumber: 'T-5',
        clientId: 'RIVERBEND',
        utilityName: 'Riverbend Electric Cooperative',
        account: { accountNumber: '300100200', isPrepaidAccount: false, prepaidLabel: 'Prepaid' },
        paymentAmount: 20,
        applicationId: 'WEB',
        cardEnabled: true,
        echeckEnabled: true,
        returnUrl: 'r',
        cancelUrl: 'c',
        paymentType: 'cc',
        acceptedCardTypes: ['VI'],
        securityToken: 't',
        cardConvenienceFee: 0,
        echeckConvenienceFee: 0,
      }),
    );
    expect(fields.get('AccountDisplay')).toBe('300100200');
  });
});

describe('paymentCallbackUrls', () => {
  it('uses the origin of the API base, dropping its path', () => {
    expect(paymentCallbackUrls('https://api.riverbend.example/portal/api/')).toEqual({
      success: 'https://api.riverbend.example/PaymentCallback/quick-pay/success',
      cancel: 'https://api.riverbend.example/PaymentCallback/cancel',
    });
  });

  it('keeps a non-default port', () => {
    expect(paymentCallbackUrls('http://localhost:4173/api')).toEqual({
      success: 'http://localhost:4173/PaymentCallback/quick-pay/success',
      cancel: 'http://localhost:4173/PaymentCallback/cancel',
    });
  });

  it('resolves a relative API base against the page origin', () => {
    expect(paymentCallbackUrls('/api', 'http://localhost:4173')).toEqual({
      success: 'http://localhost:4173/PaymentCallback/quick-pay/success',
      cancel: 'http://localhost:4173/PaymentCallback/cancel',
    });
  });

  it('throws for a relative API base without a page origin', () => {
    expect(() => paymentCallbackUrls('/api')).toThrow(TypeError);
  });
});

describe('buildPaymentRequest', () => {
  it('300200300: pays one account with its fees summed and no arrangement', () => {
    expect(buildPaymentRequest(patPastDue, 235, 235)).toEqual({
      accountsToPay: [
        {
          account: '300200300',
          balance: 310,
          paymentAmount: 235,
          dueDate: '2026-10-30',
          pastDueAmount: 150,
          reconnectFee: 25,
          additionalDeposit: 50,
          arrangementAmount: 0,
          liabilityConfirmationAmount: 0,
          showLiabilityConfirmation: false,
          cutoffAmount: 150,
          derivedStatus: 'Past Due',
          disconnectFee: 10,
          isPrepaidAccount: false,
          minimumPaymentAmount: 235,
          overPayAmount: 310,
          prepaidReconnectAmount: 0,
        },
      ],
      amount: 235,
      reconnectFee: 25,
      additionalDeposit: 50,
      arrangementPaymentAmount: 0,
      reconnectMeter: true,
    });
  });

  it('sends the amount in whole cents', () => {
    const request = buildPaymentRequest(patPastDue, 0.1 + 0.2, 0);
    expect(request.amount).toBe(0.3);
    expect(request.accountsToPay[0]?.paymentAmount).toBe(0.3);
  });
});

describe('hostedFormFieldsFor', () => {
  it('maps the verified account, its settings and the initiation to the form, with its payment methods', () => {
    const fields = new Map(
      hostedFormFieldsFor({
        account: { ...jordanCurrent, isCcEligible: false },
        settings: riverbendSettings,
        initiation: {
          paymentRequisitionSettings: { transNo: 'T-1', clientId: 'C-9', securityToken: 'S-3' },
          configuration: { utilityName: 'Riverbend Electric Cooperative', applicationWebId: 'RIVERBEND-WEB' },
        },
        paymentAmount: 10,
        callbacks: { success: 'https://coop.example/ok', cancel: 'https://coop.example/cancel' },
      }),
    );
    expect(fields.get('ClientReferenceId')).toBe('T-1');
    expect(fields.get('CoopNumber')).toBe('C-9');
    expect(fields.get('AuthorizationToken')).toBe('S-3');
    expect(fields.get('UtilityName')).toBe('Riverbend Electric Cooperative');
    expect(fields.get('Balance')).toBe('10.00');
    expect(fields.get('EnableCreditCard')).toBe('false');
    expect(fields.get('PaymentType')).toBe('echeck');
    expect(fields.get('HostedCCReturn')).toBe('https://coop.example/ok');
    expect(fields.get('HostedCCCancel')).toBe('https://coop.example/cancel');
  });
});
