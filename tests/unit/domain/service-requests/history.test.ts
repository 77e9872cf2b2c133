import { describe, expect, it } from 'vitest';
import {
  reviewStatusText,
  SERVICE_ORDERS_INITIAL_SORT,
  SERVICE_ORDERS_PAGE_SIZE,
  SERVICE_ORDERS_PAGE_SIZE_OPTIONS,
  serviceOrderColumnIds,
  serviceOrderRowId,
} from '../../../../src/domain/service-requests/history.ts';

describe('the service request history (spec 03 §2.5, §9)', () => {
  it('pages at 5, with 5, 10, 25, 50 and 100 to choose from', () => {
    expect(SERVICE_ORDERS_PAGE_SIZE).toBe(5);
    expect(SERVICE_ORDERS_PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100]);
  });

  it('has the four columns in order, newest request first', () => {
    expect(serviceOrderColumnIds).toEqual(['services', 'requestedDate', 'requestedNumber', 'reviewStatus']);
    expect(SERVICE_ORDERS_INITIAL_SORT).toEqual({ columnId: 'requestedDate', direction: 'descending' });
  });

  it('tells the review status by the reviewed flag', () => {
    expect(reviewStatusText({ reviewed: true })).toBe('Reviewed');
    expect(reviewStatusText({ reviewed: false })).toBe('Pending review');
  });

  it('gives each row an id from its number', () => {
    const row = { description: 'Bylaws', creation: '2026-01-02', soNumber: '104101', reviewed: true };
    expect(serviceOrderRowId(row, 0)).toBe('104101-0');
    expect(serviceOrderRowId(row, 3)).toBe('104101-3');
  });
});
