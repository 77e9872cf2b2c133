import { formatAmountInput } from './money.ts';

/** The amount fields of the specs hold 13 characters (a payment) unless their rule says fewer. */
export const AMOUNT_INPUT_MAX_LENGTH = 13;

// What an amount field may hold while typing: digits, one point, at most two decimals.
const amountInProgressPattern = /^\d*(\.\d{0,2})?$/;
const plainDecimalPattern = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * Whether replacing the selection `[selectionStart, selectionEnd)` of `current` with `inserted` keeps
 * the amount well formed and within `maxLength`. Deleting is always allowed, so a malformed value can
 * still be fixed.
 */
export function acceptsAmountEdit(
  current: string,
  selectionStart: number,
  selectionEnd: number,
  inserted: string,
  maxLength: number = AMOUNT_INPUT_MAX_LENGTH,
): boolean {
  if (inserted === '') return true;
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, current.length));
  const end = Math.min(current.length, Math.max(selectionStart, selectionEnd, start));
  const next = current.slice(0, start) + inserted + current.slice(end);
  return next.length <= maxLength && amountInProgressPattern.test(next);
}

/** On blur a number shows with two decimals (`5.5` → `5.50`); anything else stays for the validator to name. */
export function normalizeAmountOnBlur(text: string): string {
  const trimmed = text.trim();
  return plainDecimalPattern.test(trimmed) ? formatAmountInput(Number(trimmed)) : text;
}
