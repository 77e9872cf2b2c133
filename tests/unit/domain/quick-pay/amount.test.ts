import { describe, it, expect } from 'vitest';
import {
  PAYMENT_AMOUNT_MAX,
  PAYMENT_AMOUNT_MAX_LENGTH,
  cutoffMinimum,
  defaultPaymentAmount,
  isCutoffPaymentBlocked,
  parsePaymentAmount,
  validatePaymentAmount,
} from '../../../../src/domain/quick-pay/amount.ts';
import type { QuickPayAccount, QuickPaySettings } from '../../../../src/domain/quick-pay/types.ts';
import { jordanCurrent, riverbendSettings as jordanSettings } from './fixtures.ts';

const patPastDue: QuickPayAccount = {
  ...jordanCurrent,
  accountNumber: '300200300',
  accountHolderName: 'Pat Delgado',
  accountBalance: 310,
  pastDueAmount: 150,
  cutoffAmount: 150,
  reconnectFee: 25,
  additionalDeposit: 50,
  disconnectFee: 10,
  derivedStatus: 'Past Due',
};

const patSettings: QuickPaySettings = {
  ...jordanSettings,
  paymentSettings: { ...jordanSettings.paymentSettings, allowOverPay: true, allowUnderPay: true },
  payOnlineAllowCutoffPaymentOverride: 'N',
};

const samPrepaidToReconnect: QuickPayAccount = {
  ...jordanCurrent,
  accountNumber: '300300400',
  accountHolderName: 'Sam Whitfield',
  isPrepaidAccount: true,
  prepaidLabel: 'Prepaid',
  accountBalance: -12.5,
  dueDate: null,
  overPayAmount: 0,
  prepaidReconnectAmount: 35,
};

const samPrepaidConnected: QuickPayAccount = {
  ...samPrepaidToReconnect,
  accountNumber: '300300401',
  accountBalance: 8.1,
  prepaidReconnectAmount: 0,
};

const samSettings: QuickPaySettings = {
  ...jordanSettings,
  paymentSettings: { ...jordanSettings.paymentSettings, prepaidMinimumPaymentAmount: 20 },
};

const robinCurrent: QuickPayAccount = {
  ...jordanCurrent,
  accountNumber: '300500600',
  accountHolderName: 'Robin Castillo',
  accountBalance: 96.2,
};

const morganSettings: QuickPaySettings = {
  ...jordanSettings,
  paymentSettings: { ...jordanSettings.paymentSettings, memberHasCutoffAccount: true },
  payOnlinePayCutoffAccount: 'N',
  cutoffMessage: 'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
};

const overpayAllowed: QuickPaySettings = {
  ...jordanSettings,
  paymentSettings: { ...jordanSettings.paymentSettings, allowOverPay: true },
};

describe('validatePaymentAmount: the checks every account gets', () => {
  it('asks for a valid amount when the field is empty or not a plain number', () => {
    for (const input of ['', '   ', 'abc', '.', '-', '1e3', '12,50', '$5', '1.2.3', 'Infinity', '0x10']) {
      expect(validatePaymentAmount(input, jordanCurrent, jordanSettings)).toBe(
        'You must enter valid amount.',
      );
    }
  });

  it('rejects zero and negative amounts', () => {
    for (const input of ['0', '0.00', '-5', '-0.001']) {
      expect(validatePaymentAmount(input, jordanCurrent, jordanSettings)).toBe(
        'Payment amount should be greater than 0.',
      );
    }
  });

  it('accepts one cent', () => {
    expect(validatePaymentAmount('0.01', jordanCurrent, jordanSettings)).toBeUndefined();
  });

  it('rejects a fraction of a cent rather than charge an amount other than the one typed', () => {
    expect(validatePaymentAmount('0.001', jordanCurrent, jordanSettings)).toBe(
      'You must enter valid amount.',
    );
    expect(validatePaymentAmount('10.125', jordanCurrent, jordanSettings)).toBe(
      'You must enter valid amount.',
    );
  });

  it('accepts a trailing zero after whole cents', () => {
    expect(validatePaymentAmount('10.100', jordanCurrent, jordanSettings)).toBeUndefined();
  });

  it('accepts the maximum and rejects anything above it', () => {
    expect(PAYMENT_AMOUNT_MAX).toBe(9999999999.99);
    expect(PAYMENT_AMOUNT_MAX_LENGTH).toBe(13);
    expect(validatePaymentAmount('9999999999.99', jordanCurrent, overpayAllowed)).toBeUndefined();
    expect(validatePaymentAmount('9999999999.991', jordanCurrent, overpayAllowed)).toBe(
      'You must enter a payment amount less than 9999999999.99.',
    );
    expect(validatePaymentAmount('10000000000', jordanCurrent, overpayAllowed)).toBe(
      'You must enter a payment amount less than 9999999999.99.',
    );
  });

  it('reads amounts written with a leading or trailing point and surrounding spaces', () => {
    expect(validatePaymentAmount('.5', jordanCurrent, jordanSettings)).toBeUndefined();
    expect(validatePaymentAmount('5.', jordanCurrent, jordanSettings)).toBeUndefined();
    expect(validatePaymentAmount(' 128.45 ', jordanCurrent, jordanSettings)).toBeUndefined();
  });
});

describe('validatePaymentAmount: standard account 300100200 (overpay not allowed, underpay allowed)', () => {
  it('accepts the balance, less than the balance, and exactly the overpay limit', () => {
    expect(validatePaymentAmount('128.45', jordanCurrent, jordanSettings)).toBeUndefined();
    expect(validatePaymentAmount('50.00', jordanCurrent, jordanSettings)).toBeUndefined();
    expect(validatePaymentAmount('1000.00', jordanCurrent, jordanSettings)).toBeUndefined();
  });

  it('rejects a cent above overPayAmount', () => {
    expect(validatePaymentAmount('1000.01', jordanCurrent, jordanSettings)).toBe(
      'You may not overpay your account balance.',
    );
  });

  it('accepts any amount above overPayAmount when overpay is allowed', () => {
    expect(validatePaymentAmount('5000', jordanCurrent, overpayAllowed)).toBeUndefined();
  });

  it('rejects less than the account balance when underpay is not allowed', () => {
    const underpayRefused: QuickPaySettings = {
      ...jordanSettings,
      paymentSettings: { ...jordanSettings.paymentSettings, allowUnderPay: false },
    };
    expect(validatePaymentAmount('128.44', jordanCurrent, underpayRefused)).toBe(
      'You may not pay less than your account balance.',
    );
    expect(validatePaymentAmount('128.45', jordanCurrent, underpayRefused)).toBeUndefined();
  });
});

describe('validatePaymentAmount: cut-off account 300200300 (cutoff override off)', () => {
  it('requires the cutoff minimum of $235.00 and names all four parts', () => {
    expect(validatePaymentAmount('234.99', patPastDue, patSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $235.00 which includes cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    );
    expect(validatePaymentAmount('235.00', patPastDue, patSettings)).toBeUndefined();
    expect(validatePaymentAmount('5000', patPastDue, patSettings)).toBeUndefined();
  });

  it('names cutoff amount, reconnect fee and additional deposit when there is no disconnect fee', () => {
    const account: QuickPayAccount = { ...patPastDue, disconnectFee: 0 };
    expect(validatePaymentAmount('224.99', account, patSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $225.00 which includes cutoff amount, reconnect fee and additional deposit.',
    );
  });

  it('names reconnect and disconnect fees when there is no additional deposit', () => {
    const account: QuickPayAccount = { ...patPastDue, additionalDeposit: 0 };
    expect(validatePaymentAmount('184.99', account, patSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $185.00 which includes reconnect and disconnect fees.',
    );
  });

  it('names the reconnect fee when it is the only fee', () => {
    const account: QuickPayAccount = { ...patPastDue, additionalDeposit: 0, disconnectFee: 0 };
    expect(validatePaymentAmount('174.99', account, patSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $175.00 which includes reconnect fee.',
    );
  });

  it('gives just the amount when there is no reconnect fee', () => {
    const withoutReconnectFee: QuickPayAccount = { ...patPastDue, reconnectFee: 0 };
    expect(validatePaymentAmount('209.99', withoutReconnectFee, patSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $210.00.',
    );
    const cutoffOnly: QuickPayAccount = {
      ...patPastDue,
      reconnectFee: 0,
      additionalDeposit: 0,
      disconnectFee: 0,
    };
    expect(validatePaymentAmount('149.99', cutoffOnly, patSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $150.00.',
    );
  });

  it('lets any positive amount through when the cutoff override is allowed', () => {
    const overrideAllowed: QuickPaySettings = { ...patSettings, payOnlineAllowCutoffPaymentOverride: 'Y' };
    expect(validatePaymentAmount('100', patPastDue, overrideAllowed)).toBeUndefined();
  });

  it('caps the amount at cutoff + reconnect fee + deposit (without the disconnect fee) when overpay is not allowed', () => {
    const overpayRefused: QuickPaySettings = {
      ...patSettings,
      paymentSettings: { ...patSettings.paymentSettings, allowOverPay: false },
    };
    expect(validatePaymentAmount('225.01', patPastDue, overpayRefused)).toBe(
      'You may not overpay your account balance.',
    );
    // The cap is checked first; an amount within it still meets the minimum rule.
    expect(validatePaymentAmount('225.00', patPastDue, overpayRefused)).toBe(
      'At this time, you are required to pay a minimum payment amount of $235.00 which includes cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    );
  });

  it('floors the amount at cutoff + reconnect fee + deposit, not the balance, when underpay is not allowed', () => {
    const underpayRefused: QuickPaySettings = {
      ...patSettings,
      payOnlineAllowCutoffPaymentOverride: 'Y',
      paymentSettings: { ...patSettings.paymentSettings, allowUnderPay: false },
    };
    expect(validatePaymentAmount('224.99', patPastDue, underpayRefused)).toBe(
      'You may not pay less than your account balance.',
    );
    expect(validatePaymentAmount('225.00', patPastDue, underpayRefused)).toBeUndefined();
  });
});

describe('validatePaymentAmount: prepaid accounts', () => {
  it('300300400: requires the reconnect amount of $35.00 when it is at least the prepaid minimum', () => {
    expect(validatePaymentAmount('34.99', samPrepaidToReconnect, samSettings)).toBe(
      'You must pay the minimum reconnect amount of $35.00',
    );
    expect(validatePaymentAmount('20.00', samPrepaidToReconnect, samSettings)).toBe(
      'You must pay the minimum reconnect amount of $35.00',
    );
    expect(validatePaymentAmount('35.00', samPrepaidToReconnect, samSettings)).toBeUndefined();
  });

  it('300300401: requires the prepaid minimum of $20.00 when it exceeds the reconnect amount', () => {
    expect(validatePaymentAmount('19.99', samPrepaidConnected, samSettings)).toBe(
      'You must pay the minimum amount of $20.00',
    );
    expect(validatePaymentAmount('20.00', samPrepaidConnected, samSettings)).toBeUndefined();
  });

  it('asks for the reconnect amount when it equals the prepaid minimum', () => {
    const account: QuickPayAccount = { ...samPrepaidToReconnect, prepaidReconnectAmount: 20 };
    expect(validatePaymentAmount('19.99', account, samSettings)).toBe(
      'You must pay the minimum reconnect amount of $20.00',
    );
  });

  it('ignores the overpay and underpay rules, which are for standard accounts', () => {
    const strict: QuickPaySettings = {
      ...samSettings,
      paymentSettings: { ...samSettings.paymentSettings, allowOverPay: false, allowUnderPay: false },
    };
    expect(validatePaymentAmount('500.00', samPrepaidConnected, strict)).toBeUndefined();
    expect(
      validatePaymentAmount('20.00', { ...samPrepaidConnected, accountBalance: 90 }, strict),
    ).toBeUndefined();
  });

  it('checks the cutoff minimum before the prepaid minimums', () => {
    const cutOff: QuickPayAccount = { ...samPrepaidToReconnect, cutoffAmount: 40, reconnectFee: 10 };
    expect(validatePaymentAmount('45.00', cutOff, samSettings)).toBe(
      'At this time, you are required to pay a minimum payment amount of $50.00 which includes reconnect fee.',
    );
    const overrideAllowed: QuickPaySettings = { ...samSettings, payOnlineAllowCutoffPaymentOverride: 'Y' };
    expect(validatePaymentAmount('45.00', cutOff, overrideAllowed)).toBeUndefined();
    expect(validatePaymentAmount('30.00', cutOff, overrideAllowed)).toBe(
      'You must pay the minimum reconnect amount of $35.00',
    );
  });
});

describe('defaultPaymentAmount', () => {
  it('300100200: the account balance when the utility defaults to ACCOUNT BALANCE', () => {
    expect(defaultPaymentAmount(jordanCurrent, jordanSettings)).toBe(128.45);
  });

  it('300500600: the account balance of $96.20', () => {
    expect(defaultPaymentAmount(robinCurrent, jordanSettings)).toBe(96.2);
  });

  it('300200300: the cutoff sum of $235.00, ahead of the past-due amount', () => {
    expect(defaultPaymentAmount(patPastDue, patSettings)).toBe(235);
  });

  it('the past-due amount when the account is not cut off', () => {
    expect(defaultPaymentAmount({ ...patPastDue, cutoffAmount: 0 }, patSettings)).toBe(150);
  });

  it('300300400: the prepaid reconnect amount when there is one', () => {
    expect(defaultPaymentAmount(samPrepaidToReconnect, samSettings)).toBe(35);
  });

  it('300300401: the prepaid minimum when there is no reconnect amount', () => {
    expect(defaultPaymentAmount(samPrepaidConnected, samSettings)).toBe(20);
  });

  it('zero when the utility does not default to the balance', () => {
    expect(defaultPaymentAmount(jordanCurrent, { ...jordanSettings, defaultPaymentAmt: null })).toBe(0);
    expect(defaultPaymentAmount(jordanCurrent, { ...jordanSettings, defaultPaymentAmt: 'NONE' })).toBe(0);
  });

  it('zero when the balance is zero or a credit', () => {
    expect(defaultPaymentAmount({ ...jordanCurrent, accountBalance: 0 }, jordanSettings)).toBe(0);
    expect(defaultPaymentAmount({ ...jordanCurrent, accountBalance: -4.5 }, jordanSettings)).toBe(0);
  });
});

describe('cutoffMinimum', () => {
  it('sums cutoff amount, reconnect fee, deposit and disconnect fee of a cut-off account', () => {
    expect(cutoffMinimum(patPastDue)).toBe(235);
  });

  it('is zero for an account that is not cut off', () => {
    expect(cutoffMinimum(jordanCurrent)).toBe(0);
    expect(cutoffMinimum({ ...patPastDue, cutoffAmount: 0 })).toBe(0);
  });

  it('sums to whole cents without binary noise', () => {
    expect(
      cutoffMinimum({
        ...patPastDue,
        cutoffAmount: 0.1,
        reconnectFee: 0.2,
        additionalDeposit: 0,
        disconnectFee: 0,
      }),
    ).toBe(0.3);
  });
});

describe('isCutoffPaymentBlocked', () => {
  it('300600700: blocks a member with a cut-off account when the utility refuses cutoff payments', () => {
    expect(isCutoffPaymentBlocked(morganSettings)).toBe(true);
  });

  it('does not block when the utility accepts cutoff payments', () => {
    expect(isCutoffPaymentBlocked({ ...morganSettings, payOnlinePayCutoffAccount: 'Y' })).toBe(false);
  });

  it('does not block a member without a cut-off account', () => {
    expect(isCutoffPaymentBlocked({ ...jordanSettings, payOnlinePayCutoffAccount: 'N' })).toBe(false);
  });
});

describe('parsePaymentAmount', () => {
  it('reads plain decimal numbers only', () => {
    expect(parsePaymentAmount('128.45')).toBe(128.45);
    expect(parsePaymentAmount(' 5. ')).toBe(5);
    expect(parsePaymentAmount('-5')).toBe(-5);
    expect(parsePaymentAmount('1e3')).toBeUndefined();
    expect(parsePaymentAmount('')).toBeUndefined();
  });
});
