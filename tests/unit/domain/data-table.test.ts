import { describe, expect, it } from 'vitest';
import {
  dataTablePageAfterResize,
  dataTablePageSizes,
  dataTableRowRange,
  dataTableSearchAnnouncement,
  dataTableSearchMatches,
  dataTableSelectionWithin,
  dataTableSortAnnouncement,
} from '../../../src/domain/data-table.ts';

describe('dataTableRowRange', () => {
  it('gives the first and last row of a page, counted from 1, the last page short', () => {
    expect(dataTableRowRange(0, 5, 12)).toEqual({ first: 1, last: 5 });
    expect(dataTableRowRange(1, 10, 45)).toEqual({ first: 11, last: 20 });
    expect(dataTableRowRange(2, 5, 12)).toEqual({ first: 11, last: 12 });
    expect(dataTableRowRange(2, 5, 11)).toEqual({ first: 11, last: 11 });
  });

  it('stays within the rows of an empty table, or a page past the end', () => {
    expect(dataTableRowRange(0, 10, 0)).toEqual({ first: 0, last: 0 });
    expect(dataTableRowRange(4, 5, 12)).toEqual({ first: 12, last: 12 });
  });
});

describe('dataTablePageAfterResize', () => {
  it('goes to the page that holds the first row shown', () => {
    expect(dataTablePageAfterResize(2, 10, 25)).toBe(0);
    expect(dataTablePageAfterResize(3, 10, 25)).toBe(1);
    expect(dataTablePageAfterResize(1, 25, 10)).toBe(2);
    expect(dataTablePageAfterResize(0, 10, 50)).toBe(0);
  });
});

describe('dataTablePageSizes', () => {
  it('keeps the choices when the page size is among them', () => {
    const options = [10, 25, 50, 100];
    expect(dataTablePageSizes(options, 25)).toBe(options);
  });

  it('adds a page size that is none of the choices, last', () => {
    expect(dataTablePageSizes([10, 25, 50], 5)).toEqual([10, 25, 50, 5]);
  });
});

describe('dataTableSearchMatches', () => {
  it('finds the search anywhere in the text, ignoring case and the spaces around it', () => {
    expect(dataTableSearchMatches('12 Mill Road', 'mill')).toBe(true);
    expect(dataTableSearchMatches('12 Mill Road', '  ROAD ')).toBe(true);
    expect(dataTableSearchMatches('12 Mill Road', 'Ferry')).toBe(false);
  });

  it('matches every text for an empty search', () => {
    expect(dataTableSearchMatches('', '')).toBe(true);
    expect(dataTableSearchMatches('Electric', '   ')).toBe(true);
  });
});

describe('dataTableSelectionWithin', () => {
  it('keeps the selected rows that are shown, and drops the others', () => {
    expect(dataTableSelectionWithin({ a: true, b: true, c: true }, ['a', 'c', 'd'])).toEqual({
      a: true,
      c: true,
    });
  });

  it('keeps nothing when no selected row is shown', () => {
    expect(dataTableSelectionWithin({ a: true }, [])).toEqual({});
  });
});

describe('dataTableSortAnnouncement', () => {
  it('names the column and the direction', () => {
    expect(dataTableSortAnnouncement('Balance', 'ascending')).toBe('Sorted by Balance, ascending');
    expect(dataTableSortAnnouncement('Due date', 'descending')).toBe('Sorted by Due date, descending');
  });
});

describe('dataTableSearchAnnouncement', () => {
  it('counts the records found', () => {
    expect(dataTableSearchAnnouncement('mill', 0)).toBe('No records found.');
    expect(dataTableSearchAnnouncement('mill', 1)).toBe('1 record found.');
    expect(dataTableSearchAnnouncement('mill', 12)).toBe('12 records found.');
  });

  it('says nothing once the search is cleared', () => {
    expect(dataTableSearchAnnouncement('', 12)).toBe('');
  });
});
