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
});
