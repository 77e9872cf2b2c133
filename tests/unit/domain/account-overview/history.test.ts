import { describe, expect, it } from 'vitest';
import {
  billDialogOf,
  combinedHistory,
  HISTORY_MAX_RECORDS,
  HISTORY_ROW_COUNT,
  historyRows,
  viewBillAction,
} from '../../../../src/domain/account-overview/history.ts';
import type {
  BillingHistoryItem,
  PaymentHistoryItem,
} from '../../../../src/domain/account-overview/types.ts';

function bill(
  billDate: string,
  endingBalance: number,
  extra: Partial<BillingHistoryItem> = {},
): BillingHistoryItem {
  return { billDate, endingBalance, ...extra };
}

function payment(paymentDate: string, paymentAmount: number): PaymentHistoryItem {
  return { paymentDate, paymentAmount };
}

/** The record rows as [type, date, amount text], the part of a row the list shows. */
function shown(rows: ReturnType<typeof historyRows>): string[][] {
  return rows.map((row) => [row.historyTypeText, row.recordDateText, row.amountText]);
}

describe('combinedHistory', () => {
  it('combines payments and bills into rows, newest first', () => {
    const rows = combinedHistory(
      [payment('2026-04-10', 128.45), payment('2026-03-09', 120)],
      [bill('2026-04-01', 128.45), bill('2026-03-01', 120), bill('2026-05-01', 131.2)],
    );
    expect(rows.map((row) => [row.historyType, row.recordDate, row.amount])).toEqual([
      ['Bill', '2026-05-01', 131.2],
      ['Payment', '2026-04-10', 128.45],
      ['Bill', '2026-04-01', 128.45],
      ['Payment', '2026-03-09', 120],
      ['Bill', '2026-03-01', 120],
    ]);
  });

  it('gives a bill row its ending balance as amount and keeps its bill fields', () => {
    const [row] = combinedHistory(
      [],
      [
        bill('2026-05-01', -12.5, {
          dueDate: '2026-05-21',
          statementStartDate: '2026-04-01',
          billType: 'Regular',
          billViewUrl: 'bills/300100200/2026-05.pdf',
          prepaidDailyTotal: 1.1,
        }),
      ],
    );
    expect(row).toEqual({
      key: 'bill-0',
      amount: -12.5,
      historyType: 'Bill',
      recordDate: '2026-05-01',
      recordDateText: '05/01/2026',
      amountText: '($12.50)',
      historyTypeText: 'Bill',
      dueDate: '2026-05-21',
      statementStartDate: '2026-04-01',
      billType: 'Regular',
      billViewUrl: 'bills/300100200/2026-05.pdf',
      prepaidDailyTotal: 1.1,
    });
  });

  it('makes a payment row with no bill fields', () => {
    expect(combinedHistory([payment('2026-04-10T14:30:00', 1234.5)], [])).toEqual([
      {
        key: 'payment-0',
        amount: 1234.5,
        historyType: 'Payment',
        recordDate: '2026-04-10T14:30:00',
        recordDateText: '04/10/2026',
        amountText: '$1,234.50',
        historyTypeText: 'Payment',
      },
    ]);
  });

  it('orders by time within a day when the dates carry one', () => {
    const rows = combinedHistory([payment('2026-04-10T09:00:00', 1), payment('2026-04-10T17:00:00', 2)], []);
    expect(rows.map((row) => row.amount)).toEqual([2, 1]);
  });

  it('lists a payment before a bill of the same date, and equal rows in their list order', () => {
    const rows = combinedHistory(
      [payment('2026-04-01', 1), payment('2026-04-01', 2)],
      [bill('2026-04-01', 3), bill('2026-04-01', 4)],
    );
    expect(rows.map((row) => [row.historyType, row.amount])).toEqual([
      ['Payment', 1],
      ['Payment', 2],
      ['Bill', 3],
      ['Bill', 4],
    ]);
  });

  it('puts rows whose date is not a date last, in their list order', () => {
    const rows = combinedHistory([payment('', 1), payment('2026-01-01', 2)], [bill('not a date', 3)]);
    expect(rows.map((row) => [row.amount, row.recordDateText])).toEqual([
      [2, '01/01/2026'],
      [1, ''],
      [3, ''],
    ]);
  });

  it('does not change the lists it was given', () => {
    const payments = [payment('2026-01-01', 1), payment('2026-02-01', 2)];
    combinedHistory(payments, []);
    expect(payments.map((each) => each.paymentAmount)).toEqual([1, 2]);
  });
});

describe('historyRows', () => {
  it('shows up to 9 rows, in a list of 10 rows in height', () => {
    expect(HISTORY_MAX_RECORDS).toBe(9);
    expect(HISTORY_ROW_COUNT).toBe(10);
  });

  it('shows a short history whole', () => {
    const rows = historyRows([payment('2026-04-10', 50)], [bill('2026-04-01', 50)]);
    expect(shown(rows)).toEqual([
      ['Payment', '04/10/2026', '$50.00'],
      ['Bill', '04/01/2026', '$50.00'],
    ]);
  });

  it('keeps the 9 newest of a long history', () => {
    const bills = Array.from({ length: 12 }, (_, index) =>
      bill(`2025-${String(index + 1).padStart(2, '0')}-01`, 100 + index),
    );
    const payments = Array.from({ length: 12 }, (_, index) =>
      payment(`2025-${String(index + 1).padStart(2, '0')}-15`, 100 + index),
    );
    expect(shown(historyRows(payments, bills))).toEqual([
      ['Payment', '12/15/2025', '$111.00'],
      ['Bill', '12/01/2025', '$111.00'],
      ['Payment', '11/15/2025', '$110.00'],
      ['Bill', '11/01/2025', '$110.00'],
      ['Payment', '10/15/2025', '$109.00'],
      ['Bill', '10/01/2025', '$109.00'],
      ['Payment', '09/15/2025', '$108.00'],
      ['Bill', '09/01/2025', '$108.00'],
      ['Payment', '08/15/2025', '$107.00'],
    ]);
  });

  it('gives no rows for no history', () => {
    expect(historyRows([], [])).toEqual([]);
  });
});

describe('viewBillAction', () => {
  it('opens the statement of a bill that has one', () => {
    const [row] = historyRows(
      [],
      [bill('2026-05-01', 10, { billViewUrl: ' bills/2026-05.pdf ', statementStartDate: '2026-04-01' })],
    );
    expect(row && viewBillAction(row)).toEqual({
      kind: 'open-statement',
      billViewUrl: 'bills/2026-05.pdf',
      statementStartDate: '2026-04-01',
    });
  });

  it('says there is no statement for a bill without one (300100204)', () => {
    const [row] = historyRows([], [bill('2026-05-01', 10, { billViewUrl: null })]);
    expect(row && viewBillAction(row)).toEqual({
      kind: 'no-statement',
      message: 'The billing statement is not available. Please check back soon.',
    });
  });

  it('offers nothing on a payment row', () => {
    const rows = historyRows([payment('2026-05-01', 10)], []);
    expect(rows.map((row) => viewBillAction(row))).toEqual([null]);
  });
});

describe('billDialogOf', () => {
  it('opens the statement of a bill that has one, titled with the bill’s date as shown', () => {
    const [row] = historyRows(
      [],
      [bill('2026-05-01', 10, { billViewUrl: ' bills/2026-05.pdf ', statementStartDate: '2026-04-01' })],
    );
    expect(row && billDialogOf(row)).toEqual({
      kind: 'statement',
      date: '05/01/2026',
      billViewUrl: 'bills/2026-05.pdf',
      statementStartDate: '2026-04-01',
    });
  });

  it('sends an empty statement start date when the bill gives none', () => {
    const [row] = historyRows([], [bill('2026-05-01', 10, { billViewUrl: 'bills/2026-05.pdf' })]);
    expect(row && billDialogOf(row)).toEqual({
      kind: 'statement',
      date: '05/01/2026',
      billViewUrl: 'bills/2026-05.pdf',
      statementStartDate: '',
    });
  });

  it('opens the no-bill dialog for a bill without a statement (300100204)', () => {
    const [row] = historyRows([], [bill('2026-05-01', 10, { billViewUrl: '  ' })]);
    expect(row && billDialogOf(row)).toEqual({ kind: 'no-statement' });
  });

  it('opens nothing on a payment row', () => {
    const rows = historyRows([payment('2026-05-01', 10)], []);
    expect(rows.map((row) => billDialogOf(row))).toEqual([null]);
  });
});
