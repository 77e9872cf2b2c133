import { describe, expect, it } from 'vitest';
import {
  OUTAGE_HISTORY_INITIAL_SORT,
  OUTAGE_HISTORY_PAGE_SIZE,
  OUTAGE_HISTORY_PAGE_SIZE_OPTIONS,
  outageHistoryColumnIds,
  outageHistoryRowId,
} from '../../../../src/domain/outage/history.ts';

describe('the outage history (spec 03 §2.1, §9)', () => {
  it('shows 10 rows a page, with 10, 25, 50 and 100 to choose from', () => {
    expect(OUTAGE_HISTORY_PAGE_SIZE).toBe(10);
    expect(OUTAGE_HISTORY_PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
  });

  it('has the columns accountNumber, timeOfInterruption, timeOfRestored and description, newest first', () => {
    expect(outageHistoryColumnIds).toEqual([
      'accountNumber',
      'timeOfInterruption',
      'timeOfRestored',
      'description',
    ]);
    expect(OUTAGE_HISTORY_INITIAL_SORT).toEqual({ columnId: 'timeOfInterruption', direction: 'descending' });
  });

  it('gives each row an id from its account and start, unique with its position', () => {
    const row = { accountNumber: '300100200', timeOfInterruption: '2026-07-04T22:30:00Z' };
    expect(outageHistoryRowId(row, 3)).toBe('300100200-2026-07-04T22:30:00Z-3');
    expect(outageHistoryRowId(row, 4)).not.toBe(outageHistoryRowId(row, 3));
  });
});
