import { combinedHistory, type HistoryRecordRow } from '../account-overview/history.ts';
import type { BillingHistoryItem, PaymentHistoryItem } from '../account-overview/types.ts';
import { formatDate, isoDate, type IsoDate } from '../dates.ts';
import { paymentHistoryMessages as messages } from './messages.ts';

/** Which records the table shows (the type filter). */
export const historyTypeFilters = ['all', 'payments', 'bills'] as const;
export type HistoryTypeFilter = (typeof historyTypeFilters)[number];

/** The filters above the table: a type, and a date range whose ends are yyyy-MM-dd or '' for open. */
export interface HistoryFilters {
  readonly type: HistoryTypeFilter;
  readonly from: IsoDate | '';
  readonly to: IsoDate | '';
}

export const noHistoryFilters: HistoryFilters = { type: 'all', from: '', to: '' };

/** A row of the account history: the combined row (spec 02 §3) with its due date as shown. */
export interface AccountHistoryRow extends HistoryRecordRow {
  /** A bill's due date as shown (MM/dd/yyyy); '' for a payment or a bill without one. */
  readonly dueDateText: string;
}

/** Payments and bills as one list, newest first (spec 02 §9), every record kept (the overview keeps 9). */
export function accountHistoryRows(
  payments: readonly PaymentHistoryItem[],
  bills: readonly BillingHistoryItem[],
): AccountHistoryRow[] {
  return combinedHistory(payments, bills).map((row) => ({
    ...row,
    dueDateText: row.historyType === 'Bill' ? (formatDate(row.dueDate ?? null) ?? '') : '',
  }));
}

/** The label of a type filter's choice. */
export function historyTypeLabel(type: HistoryTypeFilter): string {
  return { all: messages.filters.all, payments: messages.filters.payments, bills: messages.filters.bills }[
    type
  ];
}

/** The date range's error, on its To field: a To date before the From date. Null when the range holds. */
export function dateRangeError(filters: Pick<HistoryFilters, 'from' | 'to'>): string | null {
  return filters.from !== '' && filters.to !== '' && filters.to < filters.from
    ? messages.filters.toBeforeFrom
    : null;
}

/**
 * The rows the filters let through: of the chosen type, dated within the range (both ends included). A
 * range that does not hold (`dateRangeError`) filters nothing by date; with a range, a record without a
 * date is left out.
 */
export function filterHistory(
  rows: readonly AccountHistoryRow[],
  filters: HistoryFilters,
): AccountHistoryRow[] {
  const byDate = dateRangeError(filters) === null && (filters.from !== '' || filters.to !== '');
  return rows.filter((row) => {
    if (filters.type === 'payments' && row.historyType !== 'Payment') return false;
    if (filters.type === 'bills' && row.historyType !== 'Bill') return false;
    if (!byDate) return true;
    const day = isoDate(row.recordDate);
    if (day === null) return false;
    if (filters.from !== '' && day < filters.from) return false;
    if (filters.to !== '' && day > filters.to) return false;
    return true;
  });
}

/** Names the current filters, for the table's `filter.key` (back to the first page when it changes). */
export function filtersKey(filters: HistoryFilters): string {
  return `${filters.type}|${filters.from}|${filters.to}`;
}

/** Whether any filter is set (Clear filters shows then). */
export function hasFilters(filters: HistoryFilters): boolean {
  return filters.type !== 'all' || filters.from !== '' || filters.to !== '';
}
