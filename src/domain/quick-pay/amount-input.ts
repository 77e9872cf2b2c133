import { formatAmountInput } from '../money.ts';
import { PAYMENT_AMOUNT_MAX_LENGTH, parsePaymentAmount } from './amount.ts';

// What the field may hold while typing: digits, one point, at most two decimals.
const amountInProgressPattern = /^\d*(\.\d{0,2})?$/;

/**
 * Whether replacing the selection `[selectionStart, selectionEnd)` of `current` with `inserted` keeps
 * the amount field well formed. Deleting is always allowed, so a malformed value can still be fixed.
 */
export function acceptsAmountEdit(
  current: string,
  selectionStart: number,
  selectionEnd: number,
  inserted: string,
): boolean {
  if (inserted === '') return true;
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, current.length));
  const end = Math.min(current.length, Math.max(selectionStart, selectionEnd, start));
  const next = current.slice(0, start) + inserted + current.slice(end);
  return next.length <= PAYMENT_AMOUNT_MAX_LENGTH && amountInProgressPattern.test(next);
}

/** On blur a number shows with two decimals (`5.5` → `5.50`); anything else stays for the validator to name. */
export function normalizeAmountOnBlur(text: string): string {
  const amount = parsePaymentAmount(text);
  return amount === undefined ? text : formatAmountInput(amount);
}
