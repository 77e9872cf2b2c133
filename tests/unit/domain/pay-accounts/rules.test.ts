import { describe, expect, it } from 'vitest';
import { payAccountsMessages } from '../../../../src/domain/pay-accounts/messages.ts';
import {
  accountAmountError,
  accountsToPay,
  amountField,
  buildPayAccountsRequest,
  cutoffBlockMessage,
  defaultAmountText,
  initialPayForm,
  isScheduled,
  methodOptions,
  methodsAllowed,
  type PayAccountEntry,
  type PayAccountsData,
  payField,
  paymentDateError,
  paymentTotal,
  paymentTypeOf,
  storedToken,
  paidToday,
  validatePayForm,
} from '../../../../src/domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../../../src/domain/payment-profile/wallet.ts';
import type { QuickPaySettings } from '../../../../src/domain/quick-pay/types.ts';
import { riverbendSettings } from '../quick-pay/fixtures.ts';

// Riverbend's settings (demo-data.md), with the no-more-checks enforcement on.
const settings: QuickPaySettings = {
  ...riverbendSettings,
  enforceNoMoreEchecks: true,
  pgClientId: 'RB',
  applicationWebId: 'RIVERBEND-WEB',
};

function entry(
  accountNumber: string,
  account: Partial<PayAccountEntry['account']> = {},
  overrides: Partial<QuickPaySettings> = {},
  paymentSettings: Partial<QuickPaySettings['paymentSettings']> = {},
): PayAccountEntry {
  return {
    account: {
      accountNumber,
      accountType: 'Electric',
      accountHolderName: 'Jordan Rivera',
      serviceAddress: '1 Main St',
      isPrepaidAccount: false,
      prepaidLabel: null,
      accountBalance: 128.45,
      dueDate: '2026-12-14',
      pastDueAmount: 0,
      reconnectFee: 0,
      additionalDeposit: 0,
      liabilityConfirmationAmount: 0,
      showLiabilityConfirmation: false,
      cutoffAmount: 0,
      derivedStatus: 'Current',
      disconnectFee: 0,
      minimumPaymentDue: 0,
      overPayAmount: 1000,
      prepaidReconnectAmount: 0,
      isCcEligible: true,
      isEcheckEligible: true,
      nomoreCheck: false,
      ...account,
    },
    settings: {
      ...settings,
      ...overrides,
      paymentSettings: { ...settings.paymentSettings, ...paymentSettings },
    },
  };
}

const standard = entry('300100200');
const water = entry('300100201', { accountBalance: 54.1, accountType: 'Water' });
const cutoff = entry(
  '300200300',
  {
    accountBalance: 310,
    pastDueAmount: 150,
    cutoffAmount: 150,
    reconnectFee: 25,
    additionalDeposit: 50,
    disconnectFee: 10,
  },
  {},
  { allowOverPay: true },
);
const prepaid = entry(
  '300300400',
  {
    isPrepaidAccount: true,
    prepaidLabel: 'Prepaid',
    accountBalance: -12.5,
    prepaidReconnectAmount: 35,
    dueDate: null,
  },
  {},
  { allowOverPay: true },
);
const prepaidLow = entry(
  '300300401',
  { isPrepaidAccount: true, accountBalance: 8.1 },
  {},
  { allowOverPay: true },
);

const data: PayAccountsData = { accounts: [standard, water], allowFutureDatedPayments: true };
const today = '2026-11-24';

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
  bankName: 'First Demo Bank',
  lastFourDigits: '6789',
  expiryMonth: null,
  expiryYear: null,
  isDefault: false,
};
const expiredCard: StoredMethod = {
  ...visa,
  token: 'tok-old',
  lastFourDigits: '1111',
  expiryMonth: 1,
  expiryYear: 2020,
};

describe('the per-account amount rules (spec 01 §5)', () => {
  it('names an empty, non-numeric, zero or too large amount', () => {
    expect(accountAmountError('', standard)).toBe('You must enter valid amount.');
    expect(accountAmountError('abc', standard)).toBe('You must enter valid amount.');
    expect(accountAmountError('0', standard)).toBe('Payment amount should be greater than 0.');
    expect(accountAmountError('10000000000.00', cutoff)).toBe(
      'You must enter a payment amount less than 9999999999.99.',
    );
    expect(accountAmountError('10.00', standard)).toBeUndefined();
  });

  it('refuses an overpayment unless overpay is allowed, and an underpayment unless underpay is', () => {
    expect(accountAmountError('1000.01', standard)).toBe('You may not overpay your account balance.');
    expect(accountAmountError('1000.00', standard)).toBeUndefined();
    const noUnderpay = entry('300100200', {}, {}, { allowUnderPay: false });
    expect(accountAmountError('128.44', noUnderpay)).toBe('You may not pay less than your account balance.');
    expect(accountAmountError('128.45', noUnderpay)).toBeUndefined();
  });

  it('asks a cut-off account for its minimum, naming all four parts, unless the override is on', () => {
    expect(accountAmountError('234.99', cutoff)).toBe(
      'At this time, you are required to pay a minimum payment amount of $235.00 which includes cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    );
    expect(accountAmountError('235.00', cutoff)).toBeUndefined();
    const overridden = entry(
      '300200300',
      cutoff.account,
      { payOnlineAllowCutoffPaymentOverride: 'Y' },
      { allowOverPay: true },
    );
    expect(accountAmountError('10.00', overridden)).toBeUndefined();
  });

  it('words the minimum by which charges it includes', () => {
    const reconnectOnly = entry(
      '1',
      { cutoffAmount: 40, reconnectFee: 25 },
      {},
      { allowOverPay: true, allowUnderPay: true },
    );
    expect(accountAmountError('10.00', reconnectOnly)).toBe(
      'At this time, you are required to pay a minimum payment amount of $65.00 which includes reconnect fee.',
    );
  });

  it('asks a prepaid account for its reconnect amount or its minimum', () => {
    expect(accountAmountError('34.99', prepaid)).toBe('You must pay the minimum reconnect amount of $35.00');
    expect(accountAmountError('35.00', prepaid)).toBeUndefined();
    expect(accountAmountError('19.99', prepaidLow)).toBe('You must pay the minimum amount of $20.00');
    expect(accountAmountError('20.00', prepaidLow)).toBeUndefined();
  });

  it('starts each row at its default amount with two decimals', () => {
    expect(defaultAmountText(standard)).toBe('128.45');
    expect(defaultAmountText(cutoff)).toBe('235.00');
    expect(defaultAmountText(prepaid)).toBe('35.00');
    expect(defaultAmountText(entry('9', { accountBalance: 0 }))).toBe('');
  });
});

describe('the cut-off dialog (spec 02 §6)', () => {
  const blocked = entry(
    '300600700',
    { cutoffAmount: 92.1 },
    {
      payOnlinePayCutoffAccount: 'N',
      cutoffMessage:
        'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
    },
    { memberHasCutoffAccount: true },
  );

  it('blocks a cut-off account when the override is not Y, with the configured message', () => {
    expect(cutoffBlockMessage(blocked)).toBe(
      'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
    );
  });

  it('lets it be paid when the override is Y, or the utility takes cut-off payments', () => {
    expect(
      cutoffBlockMessage({
        ...blocked,
        settings: { ...blocked.settings, payOnlineAllowCutoffPaymentOverride: 'Y' },
      }),
    ).toBeUndefined();
    expect(
      cutoffBlockMessage({ ...blocked, settings: { ...blocked.settings, payOnlinePayCutoffAccount: 'Y' } }),
    ).toBeUndefined();
    expect(cutoffBlockMessage(cutoff)).toBeUndefined();
  });
});

describe('the form', () => {
  function form(overrides: Record<string, string | boolean> = {}) {
    return { ...initialPayForm(data, today), ...overrides };
  }

  it('starts with nothing checked, each default amount, and today', () => {
    expect(initialPayForm(data, today)).toEqual({
      method: '',
      paymentDate: today,
      agreeFee: false,
      pay_300100200: false,
      amount_300100200: '128.45',
      pay_300100201: false,
      amount_300100201: '54.10',
    });
  });

  it('checks the account the member came to pay, unless it may not be paid', () => {
    expect(initialPayForm(data, today, '300100201')).toMatchObject({
      pay_300100200: false,
      pay_300100201: true,
    });
    expect(initialPayForm(data, today, '999')).toMatchObject({ pay_300100200: false, pay_300100201: false });
    const blocked = entry(
      '300600700',
      { cutoffAmount: 92.1 },
      { payOnlinePayCutoffAccount: 'N', cutoffMessage: 'Call us.' },
      { memberHasCutoffAccount: true },
    );
    expect(
      initialPayForm({ accounts: [blocked], allowFutureDatedPayments: true }, today, '300600700'),
    ).toMatchObject({ pay_300600700: false });
  });

  it('totals the checked rows only', () => {
    const values = form({
      [payField('300100200')]: true,
      [amountField('300100200')]: '10.00',
      [amountField('300100201')]: '10.00',
    });
    expect(paymentTotal(data, values)).toBe(10);
    expect(paymentTotal(data, { ...values, [payField('300100201')]: true })).toBe(20);
    expect(accountsToPay(data, { ...values, [payField('300100201')]: true })).toEqual([
      { accountNumber: '300100200', paymentAmount: 10 },
      { accountNumber: '300100201', paymentAmount: 10 },
    ]);
  });

  it('asks for an account, a method, a valid amount per checked account and the fee box', () => {
    const context = { data, stored: [visa], today, convenienceFee: 1.95 };
    expect(validatePayForm(form(), context)).toEqual({
      pay_300100200: 'Please select at least one account to pay.',
      method: 'Please choose how to pay.',
      agreeFee: 'Please agree to the convenience fee to continue.',
    });
    expect(
      validatePayForm(
        form({ pay_300100201: true, amount_300100201: '0', method: 'stored:tok-card', agreeFee: true }),
        context,
      ),
    ).toEqual({ amount_300100201: 'Payment amount should be greater than 0.' });
    expect(validatePayForm(form({ pay_300100201: true, method: 'new-cc', agreeFee: true }), context)).toEqual(
      {},
    );
    expect(
      validatePayForm(form({ pay_300100201: true, method: 'new-echeck' }), { ...context, convenienceFee: 0 }),
    ).toEqual({});
  });

  it('schedules only with a stored method, on a date from today to a year ahead', () => {
    const context = { data, stored: [visa], today, convenienceFee: 0 };
    expect(
      validatePayForm(form({ pay_300100200: true, method: 'new-cc', paymentDate: '2026-12-01' }), context),
    ).toEqual({
      method: 'To schedule a payment, choose a saved card or bank account.',
    });
    expect(
      validatePayForm(
        form({ pay_300100200: true, method: 'stored:tok-card', paymentDate: '2026-12-01' }),
        context,
      ),
    ).toEqual({});
    expect(paymentDateError('2026-11-23', today, true)).toBe('The payment date cannot be in the past.');
    expect(paymentDateError('', today, true)).toBe('Please enter a payment date.');
    expect(paymentDateError('2026-11-25', today, false)).toBe(
      'Payments cannot be scheduled for a later date.',
    );
    expect(paymentDateError('2027-11-24', today, true)).toBeUndefined();
    expect(paymentDateError('2027-11-25', today, true)).toBe('The payment date must be within one year.');
    expect(isScheduled('2026-11-25', today)).toBe(true);
    expect(isScheduled(today, today)).toBe(false);
  });
});

describe('the payment methods (spec 01 §4)', () => {
  it('offers the stored methods masked, then the hosted page, disabling what the accounts cannot use', () => {
    const cardOnly = entry('300400501', { isEcheckEligible: false });
    const allowed = methodsAllowed([standard, cardOnly]);
    expect(allowed).toEqual({ card: true, echeck: false });
    expect(methodOptions([visa, checking, expiredCard], allowed, new Date(2026, 10, 24))).toEqual([
      { value: 'stored:tok-card', label: 'Visa ending 4242', disabled: false },
      { value: 'stored:tok-bank', label: 'Checking ending 6789', disabled: true },
      { value: 'stored:tok-old', label: 'Visa ending 1111 (expired)', disabled: true },
      { value: 'new-cc', label: 'New credit or debit card', disabled: false },
      { value: 'new-echeck', label: 'New bank account (e-check)', disabled: true },
    ]);
    expect(methodsAllowed([])).toEqual({ card: true, echeck: true });
    expect(methodsAllowed([entry('1', { nomoreCheck: true })])).toEqual({ card: true, echeck: false });
  });

  it('knows a choice as card or e-check', () => {
    expect(paymentTypeOf('new-cc', [])).toBe('cc');
    expect(paymentTypeOf('new-echeck', [])).toBe('echeck');
    expect(paymentTypeOf('stored:tok-bank', [checking])).toBe('echeck');
    expect(paymentTypeOf('stored:tok-card', [visa])).toBe('cc');
    expect(paymentTypeOf('stored:unknown', [visa])).toBeUndefined();
  });

  it('reads no choice (empty, or null once the group had focus) as neither a stored method nor a way to pay', () => {
    expect(paymentTypeOf('', [visa])).toBeUndefined();
    expect(paymentTypeOf(null, [visa])).toBeUndefined();
    expect(storedToken(null)).toBeUndefined();
    expect(storedToken('stored:tok-card')).toBe('tok-card');
  });
});

describe('the payment request (spec 01 §3)', () => {
  it('carries each checked account with its amount, and sums the amount and fees', () => {
    const values = {
      ...initialPayForm({ accounts: [standard, cutoff], allowFutureDatedPayments: true }, today),
      pay_300100200: true,
      amount_300100200: '10.00',
      pay_300200300: true,
    };
    const request = buildPayAccountsRequest(
      { accounts: [standard, cutoff], allowFutureDatedPayments: true },
      values,
    );
    expect(request.amount).toBe(245);
    expect(request.reconnectFee).toBe(25);
    expect(request.additionalDeposit).toBe(50);
    expect(request.reconnectMeter).toBe(true);
    expect(
      request.accountsToPay.map((row) => [row.account, row.paymentAmount, row.minimumPaymentAmount]),
    ).toEqual([
      ['300100200', 10, 128.45],
      ['300200300', 235, 235],
    ]);
  });
});

describe('paidToday', () => {
  const paidWater = entry(
    '300100201',
    { accountBalance: 54.1 },
    {},
    { lastPayment: { paymentAmount: 10, paymentDate: today } },
  );
  const paidYesterday = entry(
    '300100200',
    {},
    {},
    { lastPayment: { paymentAmount: 25, paymentDate: '2026-11-23' } },
  );
  const fresh: PayAccountsData = { accounts: [paidYesterday, paidWater], allowFutureDatedPayments: true };

  it('names the checked accounts whose latest payment is dated today, with its amount', () => {
    const values = { ...initialPayForm(fresh, today), pay_300100200: true, pay_300100201: true };
    expect(paidToday(fresh, values, today)).toEqual([{ accountNumber: '300100201', paymentAmount: 10 }]);
  });

  it('leaves out an account paid today that is not checked', () => {
    const values = { ...initialPayForm(fresh, today), pay_300100200: true, pay_300100201: false };
    expect(paidToday(fresh, values, today)).toEqual([]);
  });
});

describe('payAccountsMessages', () => {
  it('asks once for every account paid today', () => {
    expect(
      payAccountsMessages.paidToday([
        { accountNumber: '300100200', paymentAmount: 25 },
        { accountNumber: '300100201', paymentAmount: 10 },
      ]),
    ).toBe(
      'You have made a payment of $25.00 on account 300100200 today. You have made a payment of $10.00 on account 300100201 today. Would you like to proceed with another payment?',
    );
  });

  it('words the fee box with the fee', () => {
    expect(payAccountsMessages.agreeFee(1.95)).toBe('I agree to the $1.95 convenience fee');
    expect(payAccountsMessages.title).toBe('Pay Multiple Accounts');
  });
});
