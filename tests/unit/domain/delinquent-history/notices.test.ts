import { describe, expect, it } from 'vitest';
import {
  DELINQUENTS_INITIAL_SORT,
  DELINQUENTS_PAGE_SIZE,
  DELINQUENTS_PAGE_SIZE_OPTIONS,
  delinquentColumnIds,
  delinquentPdfRequest,
  delinquentRowId,
} from '../../../../src/domain/delinquent-history/notices.ts';

describe('the delinquent notices (spec 03 §2.6, §9)', () => {
  it('page at 10, with 5, 10, 25 and 100 to choose from', () => {
    expect(DELINQUENTS_PAGE_SIZE).toBe(10);
    expect(DELINQUENTS_PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 100]);
  });

  it('have the five columns in order, newest notice first', () => {
    expect(delinquentColumnIds).toEqual(['viewPdf', 'billDate', 'pastDue', 'lateFee', 'cutoffDate']);
    expect(DELINQUENTS_INITIAL_SORT).toEqual({ columnId: 'billDate', direction: 'descending' });
  });

  it('ask for a notice’s PDF by its view URL and processed date', () => {
    expect(
      delinquentPdfRequest({ delinquentViewUrl: ' \\\\docs\\a.pdf ', delinquentProcessedDate: '2026-11-15' }),
    ).toEqual({ url: '\\\\docs\\a.pdf', processedDate: '2026-11-15' });
    expect(delinquentPdfRequest({ delinquentViewUrl: 'u', delinquentProcessedDate: null })).toEqual({
      url: 'u',
      processedDate: '',
    });
  });

  it('ask nothing for a notice without a view URL (the viewer says the file is not found)', () => {
    expect(
      delinquentPdfRequest({ delinquentViewUrl: null, delinquentProcessedDate: '2026-11-15' }),
    ).toBeNull();
    expect(
      delinquentPdfRequest({ delinquentViewUrl: '  ', delinquentProcessedDate: '2026-11-15' }),
    ).toBeNull();
  });

  it('give each row an id from its bill date', () => {
    expect(delinquentRowId({ billDate: '2026-11-14' }, 2)).toBe('2026-11-14-2');
  });
});
