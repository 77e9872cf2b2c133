import { serviceRequestsMessages } from './messages.ts';
import type { ServiceOrderRow } from './types.ts';

/** Spec 03 §9: the history shows 5 rows a page. */
export const SERVICE_ORDERS_PAGE_SIZE = 5;

/** Spec 03 §2.5, §9: the page size choices. */
export const SERVICE_ORDERS_PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;

/** The history's columns (spec 03 §2.5), in its order. */
export const serviceOrderColumnIds = [
  'services',
  'requestedDate',
  'requestedNumber',
  'reviewStatus',
] as const;

/** Not in the spec: the newest request first. */
export const SERVICE_ORDERS_INITIAL_SORT = { columnId: 'requestedDate', direction: 'descending' } as const;

/** A stable id per row: its service order number (an index breaks a tie). */
export function serviceOrderRowId(row: ServiceOrderRow, index: number): string {
  return `${row.soNumber}-${index}`;
}

/** The Review Status column's text (not in the spec: the back office sends a flag). */
export function reviewStatusText(row: Pick<ServiceOrderRow, 'reviewed'>): string {
  const texts = serviceRequestsMessages.history;
  return row.reviewed ? texts.reviewed : texts.notReviewed;
}
