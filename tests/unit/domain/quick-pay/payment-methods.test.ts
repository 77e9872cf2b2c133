import { describe, it, expect } from 'vitest';
import { accountRestriction, paymentMethods } from '../../../../src/domain/quick-pay/payment-methods.ts';
import type { QuickPayAccount, QuickPaySettings } from '../../../../src/domain/quick-pay/types.ts';
import { jordanCurrent, riverbendSettings } from './fixtures.ts';

const leeBothRestricted: QuickPayAccount = {
  ...jordanCurrent,
  accountNumber: '300400500',
  accountHolderName: 'Lee Okafor',
  isCcEligible: false,
  isEcheckEligible: false,
};

const leeCardRestricted: QuickPayAccount = {
  ...leeBothRestricted,
  accountNumber: '300400501',
  isCcEligible: false,
  isEcheckEligible: true,
};

describe('paymentMethods', () => {
  it('300100200: offers card and e-check, card first, with every card type and no restriction', () => {
    expect(paymentMethods(jordanCurrent, riverbendSettings)).toEqual({
      cardEnabled: true,
      echeckEnabled: true,
      canPay: true,
      defaultPaymentType: 'cc',
      acceptedCardTypes: ['VI', 'MC', 'AX', 'DI'],
      bothRestricted: false,
      restrictionTooltip: undefined,
      restrictionMessage: undefined,
    });
  });

  it('300400500: restricts both methods, with the restriction message and the combined tooltip', () => {
    expect(paymentMethods(leeBothRestricted, riverbendSettings)).toEqual({
      cardEnabled: false,
      echeckEnabled: false,
      canPay: false,
      defaultPaymentType: 'echeck',
      acceptedCardTypes: ['VI', 'MC', 'AX', 'DI'],
      bothRestricted: true,
      restrictionTooltip: 'ECheck & Credit Card Payment Restricted.',
      restrictionMessage:
        'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    });
  });

  it('300400501: restricts the card only and defaults the payment type to echeck', () => {
    const methods = paymentMethods(leeCardRestricted, riverbendSettings);
    expect(methods.cardEnabled).toBe(false);
    expect(methods.echeckEnabled).toBe(true);
    expect(methods.canPay).toBe(true);
    expect(methods.defaultPaymentType).toBe('echeck');
    expect(methods.bothRestricted).toBe(false);
    expect(methods.restrictionTooltip).toBe('Credit Card Payment Restricted.');
    expect(methods.restrictionMessage).toBeUndefined();
  });

  it('restricts the e-check only and keeps card as the default', () => {
    const methods = paymentMethods({ ...jordanCurrent, isEcheckEligible: false }, riverbendSettings);
    expect(methods.cardEnabled).toBe(true);
    expect(methods.echeckEnabled).toBe(false);
    expect(methods.defaultPaymentType).toBe('cc');
    expect(methods.restrictionTooltip).toBe('ECheck Payment Restricted.');
    expect(methods.bothRestricted).toBe(false);
  });

  it('disables the card when the utility refuses cards, without calling the account restricted', () => {
    const settings: QuickPaySettings = {
      ...riverbendSettings,
      paymentSettings: { ...riverbendSettings.paymentSettings, utilityAllowCreditCard: false },
    };
    const methods = paymentMethods(jordanCurrent, settings);
    expect(methods.cardEnabled).toBe(false);
    expect(methods.defaultPaymentType).toBe('echeck');
    expect(methods.restrictionTooltip).toBeUndefined();
  });

  it('disables the e-check when the utility refuses e-checks', () => {
    const settings: QuickPaySettings = {
      ...riverbendSettings,
      paymentSettings: { ...riverbendSettings.paymentSettings, utilityAllowEcheck: false },
    };
    expect(paymentMethods(jordanCurrent, settings).echeckEnabled).toBe(false);
  });

  it('disables the e-check when e-checks are processed as drafts', () => {
    expect(
      paymentMethods(jordanCurrent, { ...riverbendSettings, echeckProcessAsDraft: true }).echeckEnabled,
    ).toBe(false);
  });

  it('disables the e-check for a no-more-checks account only when the utility enforces it', () => {
    const noMoreChecks: QuickPayAccount = { ...jordanCurrent, nomoreCheck: true };
    const enforced: QuickPaySettings = { ...riverbendSettings, enforceNoMoreEchecks: true };
    expect(paymentMethods(noMoreChecks, enforced).echeckEnabled).toBe(false);
    expect(paymentMethods(noMoreChecks, riverbendSettings).echeckEnabled).toBe(true);
    expect(paymentMethods(jordanCurrent, enforced).echeckEnabled).toBe(true);
  });

  it('refuses payment when the utility allows neither method, though the account is not restricted', () => {
    const settings: QuickPaySettings = {
      ...riverbendSettings,
      paymentSettings: {
        ...riverbendSettings.paymentSettings,
        utilityAllowCreditCard: false,
        utilityAllowEcheck: false,
      },
    };
    const methods = paymentMethods(jordanCurrent, settings);
    expect(methods.canPay).toBe(false);
    expect(methods.bothRestricted).toBe(false);
  });

  it('lists accepted card types in the order VI, MC, AX, DI', () => {
    const visaAndDiscover: QuickPaySettings = {
      ...riverbendSettings,
      paymentSettings: { ...riverbendSettings.paymentSettings, allowMaster: false, allowAmex: false },
    };
    expect(paymentMethods(jordanCurrent, visaAndDiscover).acceptedCardTypes).toEqual(['VI', 'DI']);
    const masterAndAmex: QuickPaySettings = {
      ...riverbendSettings,
      paymentSettings: { ...riverbendSettings.paymentSettings, allowVisa: false, allowDiscover: false },
    };
    expect(paymentMethods(jordanCurrent, masterAndAmex).acceptedCardTypes).toEqual(['MC', 'AX']);
    const none: QuickPaySettings = {
      ...riverbendSettings,
      paymentSettings: {
        ...riverbendSettings.paymentSettings,
        allowVisa: false,
        allowMaster: false,
        allowAmex: false,
        allowDiscover: false,
      },
    };
    expect(paymentMethods(jordanCurrent, none).acceptedCardTypes).toEqual([]);
  });
});

describe('accountRestriction', () => {
  it('300100200: an account eligible for both methods has no restriction', () => {
    expect(accountRestriction(jordanCurrent)).toEqual({
      bothRestricted: false,
      restrictionTooltip: undefined,
      restrictionMessage: undefined,
    });
  });

  it('300400500: an account eligible for neither method gets the message and the combined tooltip', () => {
    expect(accountRestriction(leeBothRestricted)).toEqual({
      bothRestricted: true,
      restrictionTooltip: 'ECheck & Credit Card Payment Restricted.',
      restrictionMessage:
        'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    });
  });

  it('300400501: an account restricted from cards only gets the card tooltip', () => {
    expect(accountRestriction(leeCardRestricted)).toEqual({
      bothRestricted: false,
      restrictionTooltip: 'Credit Card Payment Restricted.',
      restrictionMessage: undefined,
    });
  });

  it('an account restricted from e-checks only gets the e-check tooltip', () => {
    expect(accountRestriction({ ...jordanCurrent, isEcheckEligible: false })).toEqual({
      bothRestricted: false,
      restrictionTooltip: 'ECheck Payment Restricted.',
      restrictionMessage: undefined,
    });
  });
});
