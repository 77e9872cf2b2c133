import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../src/domain/language.ts';
import {
  resultMessage,
  scheduledPaymentRows,
  scheduleSuccess,
  type ScheduledPaymentItem,
} from '../../../../src/domain/scheduled-payments/list.ts';

const electric: ScheduledPaymentItem = {
  transNo: '4100101',
  createdDate: '2026-11-22',
  paymentType: 'One-Time',
  amount: 40,
  paymentMethod: 'Visa ending in 4242',
  paymentDate: '2026-12-04',
  accountDetails: [{ accountNumber: '300100200', amount: 40 }],
};
const water: ScheduledPaymentItem = {
  transNo: '4100102',
  amount: 1254.1,
  paymentDate: '2026-11-30',
  accountDetails: [
    { accountNumber: '300100201', amount: 1200 },
    { accountNumber: '300100200', amount: 54.1 },
  ],
};

describe('scheduledPaymentRows', () => {
  it('shows dates as dd-MMM-yyyy, amounts in dollars, and lists the soonest payment first', () => {
    const rows = scheduledPaymentRows([electric, water]);
    expect(rows.map((row) => row.transNo)).toEqual(['4100102', '4100101']);
    expect(rows[1]).toEqual({
      transNo: '4100101',
      paymentDate: '2026-12-04',
      paymentDateText: '04-Dec-2026',
      createdDateText: '22-Nov-2026',
      amount: 40,
      amountText: '$40.00',
      accountsText: '300100200',
      accountNumbers: ['300100200'],
      paymentMethod: 'Visa ending in 4242',
      paymentType: 'One-Time',
    });
    expect(rows[0]).toMatchObject({
      amountText: '$1,254.10',
      accountsText: '300100201, 300100200',
      createdDateText: '',
      paymentMethod: '',
      paymentType: '',
    });
  });

  it("says a known payment type in the page's language, and another as sent", async () => {
    const weekly = { ...water, paymentType: 'Weekly' };
    expect(scheduledPaymentRows([electric, weekly]).map((row) => row.paymentType)).toEqual([
      'Weekly',
      'One-Time',
    ]);
    await switchLanguage('es');
    try {
      expect(scheduledPaymentRows([electric, weekly]).map((row) => row.paymentType)).toEqual([
        'Weekly',
        'Único',
      ]);
    } finally {
      await switchLanguage('en');
    }
  });

  it('keeps only the payments of the accountno when one is given', () => {
    expect(scheduledPaymentRows([electric, water], '300100201').map((row) => row.transNo)).toEqual([
      '4100102',
    ]);
    expect(scheduledPaymentRows([electric, water], '300100200').map((row) => row.transNo)).toEqual([
      '4100102',
      '4100101',
    ]);
    expect(scheduledPaymentRows([electric], '300100209')).toEqual([]);
  });

  it('puts a payment without a date last, with no date shown', () => {
    const rows = scheduledPaymentRows([{ ...water, paymentDate: 'soon' }, electric]);
    expect(rows.map((row) => [row.transNo, row.paymentDateText])).toEqual([
      ['4100101', '04-Dec-2026'],
      ['4100102', ''],
    ]);
  });

  it('lists nothing for no payments', () => {
    expect(scheduledPaymentRows([])).toEqual([]);
  });
});

describe('scheduleSuccess', () => {
  it('shows the navigation state’s message, the transno and the stored date as dd-MMM-yyyy', () => {
    expect(scheduleSuccess(' 5000123 ', '2026-12-04', 'Your payment is scheduled for 12/04/2026.')).toEqual({
      message: 'Your payment is scheduled for 12/04/2026.',
      transNo: '5000123',
      paymentDateText: '04-Dec-2026',
    });
  });

  it('falls back to its own message, and leaves out what it was not given', () => {
    expect(scheduleSuccess(null, null, undefined)).toEqual({
      message: 'Your payment has been scheduled.',
      transNo: null,
      paymentDateText: null,
    });
    expect(scheduleSuccess('  ', 'not a date', 42)).toEqual({
      message: 'Your payment has been scheduled.',
      transNo: null,
      paymentDateText: null,
    });
  });
});

describe('resultMessage', () => {
  it('is the navigation state’s text when there is one, else the fallback', () => {
    expect(resultMessage('The card was declined.', 'fallback')).toBe('The card was declined.');
    expect(resultMessage('   ', 'fallback')).toBe('fallback');
    expect(resultMessage(undefined, 'fallback')).toBe('fallback');
    expect(resultMessage({ text: 'x' }, 'fallback')).toBe('fallback');
  });
});
