import { catalogue } from '../language.ts';
import { wholeNumberFormat } from '../numbers.ts';
/**
 * Words of the data table (account lists, bill, payment and outage history, documents). The message
 * for an empty table is usually the screen's own (spec 03, e.g. 'There are no accounts available.');
 * `noRecords` is the fallback.
 */

/** Counts as the member reads them: 17,280. */
function countText(value: number): string {
  return wholeNumberFormat.format(value);
}

export const dataTableMessages = catalogue(
  () =>
    ({
      search: 'Search',
      rowsPerPage: 'Rows per page',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      /** The page status, e.g. 'Page 2 of 4'. An empty table is on 'Page 1 of 1'. */
      pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
      /** Which rows the page shows out of all of them, e.g. 'Rows 11–20 of 17,280'. */
      rowRange: (first: number, last: number, total: number) =>
        first === last
          ? `Row ${countText(first)} of ${countText(total)}`
          : `Rows ${countText(first)}–${countText(last)} of ${countText(total)}`,
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
      /** Announced while the screen fetches other rows (another page, sort or search); the rows shown stay. */
      loadingRows: 'Loading rows…',
      /**
       * Name of the box a table of limited height scrolls in, e.g. 'Your accounts, scrollable'. Said when a
       * keyboard user tabs to it to scroll it with the arrow keys.
       */
      scrollRegion: (caption: string) => `${caption}, scrollable`,
      exportCsv: 'Export CSV',
      exportSpreadsheet: 'Export spreadsheet',
      /** While the rows are gathered and the file is written. */
      exportPreparing: 'Preparing the file…',
      /** Once the browser has the file, e.g. 'payment-history.csv is ready.' */
      exportReady: (fileName: string) => `${fileName} is ready.`,
      exportFailed: 'The file could not be prepared. Please try again.',
    }) as const,
  () => import('./es.ts'),
  'dataTableMessages',
);
