import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../../src/domain/table-export/export-table.ts';

describe('exportFileName', () => {
  it('adds the extension of the format', () => {
    expect(exportFileName('payment-history', 'csv')).toBe('payment-history.csv');
    expect(exportFileName('payment-history', 'xlsx')).toBe('payment-history.xlsx');
  });

  it('does not add the extension twice, whatever its case', () => {
    expect(exportFileName('usage.csv', 'csv')).toBe('usage.csv');
    expect(exportFileName('Usage.XLSX', 'xlsx')).toBe('Usage.xlsx');
    expect(exportFileName('usage.csv', 'xlsx')).toBe('usage.csv.xlsx');
  });

  it('replaces each run of characters a file system refuses with one dash', () => {
    expect(exportFileName('Usage 07/01/2026: meter "A"?', 'csv')).toBe('Usage 07-01-2026- meter -A-.csv');
    expect(exportFileName('a\\b|c<d>e*f\u0007g', 'csv')).toBe('a-b-c-d-e-f-g.csv');
  });

  it('falls back to "export" when nothing of the name is left', () => {
    expect(exportFileName('', 'csv')).toBe('export.csv');
    expect(exportFileName('   ', 'xlsx')).toBe('export.xlsx');
    expect(exportFileName('.csv', 'csv')).toBe('export.csv');
  });
});
