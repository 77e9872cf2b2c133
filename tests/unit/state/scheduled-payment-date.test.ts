// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  readScheduledPaymentDate,
  rememberScheduledPaymentDate,
} from '../../../src/state/scheduled-payment-date.ts';
import { scheduledPaymentDateKey, storageKeys } from '../../../src/state/storage-keys.ts';

describe('the payment date of a payment just scheduled', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept in session storage under the transNo, in a namespace of its own, and read back by it', () => {
    rememberScheduledPaymentDate('5000123', '2026-12-04');
    expect(scheduledPaymentDateKey('5000123')).toBe('coop.scheduledPaymentDate.5000123');
    expect(sessionStorage.getItem('coop.scheduledPaymentDate.5000123')).toBe('2026-12-04');
    expect(sessionStorage.getItem('5000123')).toBe(null);
    expect(readScheduledPaymentDate('5000123')).toBe('2026-12-04');
  });

  it('is null for another transNo, or none', () => {
    rememberScheduledPaymentDate('5000123', '2026-12-04');
    expect(readScheduledPaymentDate('5000124')).toBe(null);
    expect(readScheduledPaymentDate(null)).toBe(null);
    expect(readScheduledPaymentDate('')).toBe(null);
  });

  it('reads nothing of the session when the transno names one of its keys', () => {
    const session = JSON.stringify({
      accessToken: 'secret-token',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: null,
    });
    const sessionKeys = [storageKeys.member, storageKeys.accountInfo, storageKeys.quickPay];
    for (const key of sessionKeys) sessionStorage.setItem(key, session);
    // A key some other script of the page keeps a date under is not the product's either.
    sessionStorage.setItem('lastVisit', '2026-01-02');
    for (const transNo of [...sessionKeys, 'lastVisit']) {
      expect(readScheduledPaymentDate(transNo)).toBe(null);
    }
    expect(sessionStorage.getItem(storageKeys.member)).toBe(session);
  });

  it('keeps and reads back a date only', () => {
    sessionStorage.setItem(scheduledPaymentDateKey('5000125'), '{"accessToken":"secret-token"}');
    expect(readScheduledPaymentDate('5000125')).toBe(null);
    rememberScheduledPaymentDate('5000126', '<img src=x onerror=alert(1)>');
    expect(sessionStorage.getItem(scheduledPaymentDateKey('5000126'))).toBe(null);
    rememberScheduledPaymentDate('5000127', '2026-02-30');
    expect(readScheduledPaymentDate('5000127')).toBe(null);
  });
});
