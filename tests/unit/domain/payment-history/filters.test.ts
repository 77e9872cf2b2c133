import { describe, expect, it } from 'vitest';
import {
  accountHistoryRows,
  dateRangeError,
  filterHistory,
  filtersKey,
  hasFilters,
  historyTypeLabel,
  noHistoryFilters,
} from '../../../../src/domain/payment-history/filters.ts';

const payments = [
  { paymentAmount: 75, paymentDate: '2026-10-20' },
  { paymentAmount: 128.45, paymentDate: '2026-11-18' },
];
const bills = [
  {
    billDate: '2026-11-01',
    endingBalance: 128.45,
    dueDate: '2026-11-21',
    billViewUrl: 'bills/1.pdf',
    statementStartDate: '2026-10-01',
  },
  { billDate: '2026-10-01', endingBalance: -12.5, dueDate: null, billViewUrl: '' },
];

describe('accountHistoryRows', () => {
  it('combines payments and bills newest first, every one of them, with a bill’s due date', () => {
    const rows = accountHistoryRows(payments, bills);
    expect(
      rows.map((row) => [row.historyTypeText, row.recordDateText, row.amountText, row.dueDateText]),
    ).toEqual([
      ['Payment', '11/18/2026', '$128.45', ''],
      ['Bill', '11/01/2026', '$128.45', '11/21/2026'],
      ['Payment', '10/20/2026', '$75.00', ''],
      ['Bill', '10/01/2026', '($12.50)', ''],
    ]);
  });

  it('keeps more than the overview’s nine rows', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      paymentAmount: index + 1,
      paymentDate: `2026-01-${String(index + 1).padStart(2, '0')}`,
    }));
    expect(accountHistoryRows(many, [])).toHaveLength(14);
  });
});

describe('filterHistory', () => {
  const rows = accountHistoryRows(payments, bills);
  const shown = (filters: Parameters<typeof filterHistory>[1]) =>
    filterHistory(rows, filters).map((row) => `${row.historyType} ${row.recordDate}`);

  it('lets everything through without filters', () => {
    expect(shown(noHistoryFilters)).toHaveLength(4);
  });

  it('keeps payments only, or bills only', () => {
    expect(shown({ ...noHistoryFilters, type: 'payments' })).toEqual([
      'Payment 2026-11-18',
      'Payment 2026-10-20',
    ]);
    expect(shown({ ...noHistoryFilters, type: 'bills' })).toEqual(['Bill 2026-11-01', 'Bill 2026-10-01']);
  });

  it('keeps the records of the date range, both ends included, and either end open', () => {
    expect(shown({ type: 'all', from: '2026-10-20', to: '2026-11-01' })).toEqual([
      'Bill 2026-11-01',
      'Payment 2026-10-20',
    ]);
    expect(shown({ type: 'all', from: '2026-11-02', to: '' })).toEqual(['Payment 2026-11-18']);
    expect(shown({ type: 'bills', from: '', to: '2026-10-31' })).toEqual(['Bill 2026-10-01']);
  });

  it('filters nothing by date while the range does not hold', () => {
    expect(shown({ type: 'payments', from: '2026-11-30', to: '2026-10-01' })).toHaveLength(2);
  });

  it('leaves out a record without a date once a range is set', () => {
    const undated = accountHistoryRows([{ paymentAmount: 5, paymentDate: 'pending' }], []);
    expect(filterHistory(undated, noHistoryFilters)).toHaveLength(1);
    expect(filterHistory(undated, { type: 'all', from: '2026-01-01', to: '' })).toEqual([]);
  });
});

describe('dateRangeError', () => {
  it('names a To date before the From date', () => {
    expect(dateRangeError({ from: '2026-11-02', to: '2026-11-01' })).toBe(
      'The To date must be on or after the From date.',
    );
  });

  it('accepts an ordered range, a one-day range, and open ends', () => {
    expect(dateRangeError({ from: '2026-11-01', to: '2026-11-02' })).toBe(null);
    expect(dateRangeError({ from: '2026-11-01', to: '2026-11-01' })).toBe(null);
    expect(dateRangeError({ from: '', to: '2026-11-01' })).toBe(null);
    expect(dateRangeError({ from: '2026-11-01', to: '' })).toBe(null);
  });
});

describe('the filters’ names', () => {
  it('labels each type choice', () => {
    expect(['all', 'payments', 'bills'].map((type) => historyTypeLabel(type as 'all'))).toEqual([
      'Payments and bills',
      'Payments only',
      'Bills only',
    ]);
  });

  it('keys and tells apart set and unset filters', () => {
    expect(filtersKey({ type: 'bills', from: '2026-01-01', to: '' })).toBe('bills|2026-01-01|');
    expect(hasFilters(noHistoryFilters)).toBe(false);
    expect(hasFilters({ ...noHistoryFilters, type: 'bills' })).toBe(true);
    expect(hasFilters({ ...noHistoryFilters, to: '2026-01-01' })).toBe(true);
  });
});
