import type { Delinquent, DelinquentPdfRequest } from './types.ts';

/** Spec 03 §9: the notices show 10 rows a page. */
export const DELINQUENTS_PAGE_SIZE = 10;

/** Spec 03 §2.6, §9: the page size choices. */
export const DELINQUENTS_PAGE_SIZE_OPTIONS = [5, 10, 25, 100] as const;

/** The table's columns (spec 03 §2.6), in its order. */
export const delinquentColumnIds = ['viewPdf', 'billDate', 'pastDue', 'lateFee', 'cutoffDate'] as const;

/** Not in the spec: the newest notice first. */
export const DELINQUENTS_INITIAL_SORT = { columnId: 'billDate', direction: 'descending' } as const;

/** A stable id per row: its bill date (an index breaks a tie). */
export function delinquentRowId(row: Pick<Delinquent, 'billDate'>, index: number): string {
  return `${row.billDate}-${index}`;
}

/**
 * What the notice's PDF is asked for by: its view URL and processed date. Null when the notice has no
 * view URL: the viewer then says 'Delinquent File not found.' without asking.
 */
export function delinquentPdfRequest(
  row: Pick<Delinquent, 'delinquentViewUrl' | 'delinquentProcessedDate'>,
): DelinquentPdfRequest | null {
  const url = row.delinquentViewUrl?.trim() ?? '';
  if (url === '') return null;
  return { url, processedDate: row.delinquentProcessedDate?.trim() ?? '' };
}
