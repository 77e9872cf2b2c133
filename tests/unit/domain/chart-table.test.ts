import { describe, expect, it } from 'vitest';
import {
  chartTablePage,
  chartTablePageCount,
  chartTablePageSize,
  chartTableStatus,
} from '../../../src/domain/chart-table.ts';

describe('chartTablePageSize', () => {
  it('is a day of 15-minute readings for data within a day, a month of days otherwise', () => {
    expect(chartTablePageSize(900)).toBe(96);
    expect(chartTablePageSize(3600)).toBe(96);
    expect(chartTablePageSize(86_400)).toBe(31);
    expect(chartTablePageSize(30 * 86_400)).toBe(31);
    expect(chartTablePageSize(null)).toBe(31);
  });
});

describe('chartTablePageCount', () => {
  it('counts whole and partial pages, and one page for an empty table', () => {
    expect(chartTablePageCount(17_280, 96)).toBe(180);
    expect(chartTablePageCount(90, 31)).toBe(3);
    expect(chartTablePageCount(12, 31)).toBe(1);
    expect(chartTablePageCount(0, 31)).toBe(1);
  });
});

describe('chartTablePage', () => {
  it('gives the rows of a page, the last one short', () => {
    expect(chartTablePage(0, 96, 17_280)).toEqual({ pageIndex: 0, start: 0, end: 96 });
    expect(chartTablePage(1, 96, 17_280)).toEqual({ pageIndex: 1, start: 96, end: 192 });
    expect(chartTablePage(179, 96, 17_280)).toEqual({ pageIndex: 179, start: 17_184, end: 17_280 });
    expect(chartTablePage(2, 31, 90)).toEqual({ pageIndex: 2, start: 62, end: 90 });
  });

  it('keeps a page beyond the rows (fewer rows than before) within them', () => {
    expect(chartTablePage(9, 31, 90)).toEqual({ pageIndex: 2, start: 62, end: 90 });
    expect(chartTablePage(-1, 31, 90)).toEqual({ pageIndex: 0, start: 0, end: 31 });
    expect(chartTablePage(3, 31, 0)).toEqual({ pageIndex: 0, start: 0, end: 0 });
  });
});

describe('chartTableStatus', () => {
  it('names the first and last row shown and the total, thousands grouped', () => {
    expect(chartTableStatus(96, 192, 17_280)).toBe('Rows 97–192 of 17,280');
    expect(chartTableStatus(0, 31, 90)).toBe('Rows 1–31 of 90');
    expect(chartTableStatus(62, 90, 90)).toBe('Rows 63–90 of 90');
  });
});
