// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  readScheduledPaymentDate,
  rememberScheduledPaymentDate,
} from '../../../src/state/scheduled-payment-date.ts';
import { scheduledPaymentDateKey } from '../../../src/state/storage-keys.ts';

describe('the payment date of a payment just scheduled', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept in session storage under the transNo itself, and read back by it', () => {
    rememberScheduledPaymentDate('5000123', '2026-12-04');
    expect(scheduledPaymentDateKey('5000123')).toBe('5000123');
    expect(sessionStorage.getItem('5000123')).toBe('2026-12-04');
    expect(readScheduledPaymentDate('5000123')).toBe('2026-12-04');
  });

  it('is null for another transNo, or none', () => {
    rememberScheduledPaymentDate('5000123', '2026-12-04');
    expect(readScheduledPaymentDate('5000124')).toBe(null);
    expect(readScheduledPaymentDate(null)).toBe(null);
    expect(readScheduledPaymentDate('')).toBe(null);
  });
});
