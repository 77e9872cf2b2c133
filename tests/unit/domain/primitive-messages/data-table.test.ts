import { describe, expect, it } from 'vitest';
import { dataTableMessages } from '../../../../src/domain/primitive-messages/data-table.ts';

describe('dataTableMessages', () => {
  it('names the controls', () => {
    expect(dataTableMessages.search).toBe('Search');
    expect(dataTableMessages.rowsPerPage).toBe('Rows per page');
    expect(dataTableMessages.previousPage).toBe('Previous page');
    expect(dataTableMessages.nextPage).toBe('Next page');
    expect(dataTableMessages.selectAllRows).toBe('Select all rows');
  });

  it('gives the page status with both numbers', () => {
    expect(dataTableMessages.pageOf(2, 4)).toBe('Page 2 of 4');
    expect(dataTableMessages.pageOf(1, 1)).toBe('Page 1 of 1');
  });

  it("names a row's checkbox after the caller's row label", () => {
    expect(dataTableMessages.selectRow('300100200')).toBe('Select row 300100200');
  });

  it('announces the sorted column and direction', () => {
    expect(dataTableMessages.sortedAscending('Balance')).toBe('Sorted by Balance, ascending');
    expect(dataTableMessages.sortedDescending('Due date')).toBe('Sorted by Due date, descending');
  });

  it('counts the records a search found, in singular and plural', () => {
    expect(dataTableMessages.matchingRecords(0)).toBe('No records found.');
    expect(dataTableMessages.matchingRecords(1)).toBe('1 record found.');
    expect(dataTableMessages.matchingRecords(12)).toBe('12 records found.');
  });

  it('has the default empty message', () => {
    expect(dataTableMessages.noRecords).toBe('No records found.');
  });

  it('gives the rows a page shows out of all of them, with thousands separators', () => {
    expect(dataTableMessages.rowRange(11, 20, 17280)).toBe('Rows 11–20 of 17,280');
    expect(dataTableMessages.rowRange(1, 5, 12)).toBe('Rows 1–5 of 12');
    expect(dataTableMessages.rowRange(13, 13, 13)).toBe('Row 13 of 13');
    expect(dataTableMessages.rowRange(17001, 17280, 17280)).toBe('Rows 17,001–17,280 of 17,280');
  });

  it('says other rows are loading', () => {
    expect(dataTableMessages.loadingRows).toBe('Loading rows…');
  });

  it('names the scroll box after the table', () => {
    expect(dataTableMessages.scrollRegion('Draft accounts')).toBe('Draft accounts, scrollable');
  });

  it('names the export buttons and says how the export goes', () => {
    expect(dataTableMessages.exportCsv).toBe('Export CSV');
    expect(dataTableMessages.exportSpreadsheet).toBe('Export spreadsheet');
    expect(dataTableMessages.exportPreparing).toBe('Preparing the file…');
    expect(dataTableMessages.exportReady('payment-history.csv')).toBe('payment-history.csv is ready.');
    expect(dataTableMessages.exportFailed).toBe('The file could not be prepared. Please try again.');
  });
});
