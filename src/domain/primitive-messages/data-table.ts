/**
 * Words of the data table (account lists, bill, payment and outage history, documents). The message
 * for an empty table is usually the screen's own (spec 03, e.g. 'There are no accounts available.');
 * `noRecords` is the fallback.
 */
export const dataTableMessages = {
  search: 'Search',
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  /** The page status, e.g. 'Page 2 of 4'. An empty table is on 'Page 1 of 1'. */
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  selectAllRows: 'Select all rows',
  /** Name of a row's checkbox, e.g. 'Select row 300100200'. */
  selectRow: (rowLabel: string) => `Select row ${rowLabel}`,
  /** Announced after a sort, e.g. 'Sorted by Balance, ascending'. */
  sortedAscending: (columnHeader: string) => `Sorted by ${columnHeader}, ascending`,
  sortedDescending: (columnHeader: string) => `Sorted by ${columnHeader}, descending`,
  /** Announced after a search changes the rows. */
  matchingRecords: (count: number) =>
    count === 0 ? 'No records found.' : count === 1 ? '1 record found.' : `${count} records found.`,
  noRecords: 'No records found.',
} as const;
