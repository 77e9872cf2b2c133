import { isWithinOneDay } from './chart-time.ts';
import { chartMessages } from './primitive-messages/chart.ts';
import { numberFormat } from './numbers.ts';

/**
 * The pages of a chart's table: 180 days of 15-minute readings are 17,280 rows, too many to put in a
 * page at once (and for a screen reader to wade through), so the table shows one page of them.
 */

/** Rows a page holds: a day of 15-minute readings (96) for data within a day, else a month of days (31). */
export function chartTablePageSize(interval: number | null): number {
  return isWithinOneDay(interval) ? 96 : 31;
}

export function chartTablePageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / Math.max(1, pageSize)));
}

/** The rows of page `pageIndex` (from 0, kept within the pages): `start` included, `end` excluded. */
export function chartTablePage(
  pageIndex: number,
  pageSize: number,
  rowCount: number,
): { readonly pageIndex: number; readonly start: number; readonly end: number } {
  const size = Math.max(1, pageSize);
  const index = Math.min(Math.max(0, Math.floor(pageIndex)), chartTablePageCount(rowCount, size) - 1);
  const start = index * size;
  return { pageIndex: index, start, end: Math.min(rowCount, start + size) };
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** The table's status, e.g. 'Rows 97–192 of 17,280' for the rows from `start` (included) to `end` (excluded). */
export function chartTableStatus(start: number, end: number, rowCount: number): string {
  return chartMessages.rowsOf(
    wholeNumber.format(Math.min(start + 1, rowCount)),
    wholeNumber.format(end),
    wholeNumber.format(rowCount),
  );
}
