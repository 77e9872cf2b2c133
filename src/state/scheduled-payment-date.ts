import { isoDate } from '../domain/dates.ts';
import { scheduledPaymentDateKey } from './storage-keys.ts';

/** Only a date is kept or read back: whatever else is found under the key is not shown as one. */
function dateOnly(value: string | null): string | null {
  return isoDate(value) === null ? null : value;
}

/**
 * The payment date of a payment just scheduled (spec 02 §2.7): the pay screen stores it in session
 * storage under the payment's transNo, and the schedule payment success page reads it there.
 */
export function rememberScheduledPaymentDate(transNo: string, paymentDate: string): void {
  const date = dateOnly(paymentDate);
  if (date === null) return;
  try {
    window.sessionStorage.setItem(scheduledPaymentDateKey(transNo), date);
  } catch {
    // Storage refused: the success page shows no date.
  }
}

/** The date stored for `transNo`; null when there is none, it is not a date, or storage cannot be read. */
export function readScheduledPaymentDate(transNo: string | null): string | null {
  if (!transNo || typeof window === 'undefined') return null;
  try {
    return dateOnly(window.sessionStorage.getItem(scheduledPaymentDateKey(transNo)));
  } catch {
    return null;
  }
}
