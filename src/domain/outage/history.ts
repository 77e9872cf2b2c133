import type { OutageHistoryRow } from './types.ts';

/** Spec 03 §2.1, §9: the history shows 10 rows a page. */
export const OUTAGE_HISTORY_PAGE_SIZE = 10;

/** Spec 03 §2.1, §9: the page size choices. */
export const OUTAGE_HISTORY_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** The history's columns (spec 03 §2.1), in its order. */
export const outageHistoryColumnIds = [
  'accountNumber',
  'timeOfInterruption',
  'timeOfRestored',
  'description',
] as const;

/** Not in the spec: the newest outage first. */
export const OUTAGE_HISTORY_INITIAL_SORT = {
  columnId: 'timeOfInterruption',
  direction: 'descending',
} as const;

/** A stable id per row: the account and the moment the outage began (an index breaks a tie). */
export function outageHistoryRowId(row: OutageHistoryRow, index: number): string {
  return `${row.accountNumber}-${row.timeOfInterruption}-${index}`;
}
