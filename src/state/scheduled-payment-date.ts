import { scheduledPaymentDateKey } from './storage-keys.ts';

/**
 * The payment date of a payment just scheduled (spec 02 §2.7): the pay screen stores it in session
 * storage under the payment's transNo, and the schedule payment success page reads it there.
 */
export function rememberScheduledPaymentDate(transNo: string, paymentDate: string): void {
  try {
    window.sessionStorage.setItem(scheduledPaymentDateKey(transNo), paymentDate);
  } catch {
    // Storage refused: the success page shows no date.
  }
}

/** The date stored for `transNo`; null when there is none or storage cannot be read. */
export function readScheduledPaymentDate(transNo: string | null): string | null {
  if (!transNo || typeof window === 'undefined') return null;
  try {
    return window.sessionStorage.getItem(scheduledPaymentDateKey(transNo));
  } catch {
    return null;
  }
}
