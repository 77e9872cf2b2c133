import { formatAmountInput, formatMoney } from '../money.ts';
import { operationRoundupMessages as messages } from './messages.ts';

/** Spec 03 §5 and §9: the amount field holds at most 11 characters (MoneyField's `maxLength`). */
export const ROUND_UP_AMOUNT_MAX_LENGTH = 11;

/** Spec 03 §9: an amount must be below this. */
export const ROUND_UP_AMOUNT_LIMIT = 99999999.99;

// Digits and one point, at most two decimals (spec 03 §5).
const amountPattern = /^(\d+\.?\d{0,2}|\.\d{1,2})$/;
const negativePattern = /^-(\d+\.?\d*|\.\d+)$/;

/** The text as the member typed it, without the '$' and ',' a currency format adds (spec 02 §5). */
function plainAmountText(text: string): string {
  return text.trim().replace(/[$,]/g, '');
}

/**
 * The amount a field holds, as a number: an empty field is 0 (spec 03 §5: shown as '0.00'); null when
 * it is not digits and one point with at most two decimals.
 */
export function roundUpAmountValue(text: string): number | null {
  const plain = plainAmountText(text);
  if (plain === '') return 0;
  return amountPattern.test(plain) ? Number(plain) : null;
}

/** What the amount field shows for a stored amount: two decimals, '0.00' when there is none or 0. */
export function roundUpAmountText(amount: number | null | undefined): string {
  return formatAmountInput(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}

/**
 * The amount rules of spec 03 §5, in order: digits and one point with at most two decimals, up to 11
 * characters ('You must enter valid amount.'); not negative; below 99999999.99; and, when Operation
 * RoundUp Plus is on (`roundUpPlusMaximum` is a number), at most its maximum. Undefined when valid.
 */
export function validateRoundUpAmount(
  text: string,
  roundUpPlusMaximum: number | null = null,
): string | undefined {
  const plain = plainAmountText(text);
  if (negativePattern.test(plain)) return messages.amountErrors.negative;
  const value = roundUpAmountValue(text);
  if (value === null || plain.length > ROUND_UP_AMOUNT_MAX_LENGTH) return messages.amountErrors.invalid;
  if (value >= ROUND_UP_AMOUNT_LIMIT) return messages.amountErrors.aboveMaximum;
  if (roundUpPlusMaximum !== null && value > roundUpPlusMaximum) {
    return messages.amountErrors.aboveRoundUpPlusMaximum(formatMoney(roundUpPlusMaximum));
  }
  return undefined;
}
