import { dataTableMessages } from './primitive-messages/data-table.ts';

/**
 * The rules of a data table that need no page: which rows a page shows, where a new page size
 * starts, what the search matches, which selected rows a filter keeps, and what a screen reader hears
 * after a sort or a search.
 */

/** The rows a page shows, counted from 1, e.g. 11 and 20 for 'Rows 11–20 of 45'. */
export function dataTableRowRange(
  pageIndex: number,
  pageSize: number,
  totalRows: number,
): { readonly first: number; readonly last: number } {
  return {
    first: Math.min(totalRows, pageIndex * pageSize + 1),
    last: Math.min(totalRows, (pageIndex + 1) * pageSize),
  };
}

/** The page, at the new size, that holds the first row shown now: the member keeps their place. */
export function dataTablePageAfterResize(pageIndex: number, pageSize: number, newPageSize: number): number {
  return Math.floor((pageIndex * pageSize) / newPageSize);
}

/** The page size choices, with the current size added when it is none of them (a screen's own default). */
export function dataTablePageSizes(options: readonly number[], pageSize: number): readonly number[] {
  return options.includes(pageSize) ? options : [...options, pageSize];
}

/** Whether a cell's text holds the search, trimmed and ignoring case. */
export function dataTableSearchMatches(text: string, search: string): boolean {
  return text.toLocaleLowerCase('en').includes(search.trim().toLocaleLowerCase('en'));
}

/** The selected row ids among `shownIds`; a bulk action never touches rows the member cannot see. */
export function dataTableSelectionWithin<TSelected>(
  selected: Readonly<Record<string, TSelected>>,
  shownIds: readonly string[],
): Record<string, TSelected> {
  const shown = new Set(shownIds);
  return Object.fromEntries(Object.entries(selected).filter(([id]) => shown.has(id)));
}

/** Announced after a sort, e.g. 'Sorted by Balance, ascending'. */
export function dataTableSortAnnouncement(
  columnHeader: string,
  direction: 'ascending' | 'descending',
): string {
  return direction === 'descending'
    ? dataTableMessages.sortedDescending(columnHeader)
    : dataTableMessages.sortedAscending(columnHeader);
}

/** Announced after a search (its text trimmed): the records found, or nothing once the box is cleared. */
export function dataTableSearchAnnouncement(search: string, matchCount: number): string {
  return search ? dataTableMessages.matchingRecords(matchCount) : '';
}
