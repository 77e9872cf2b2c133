import { digitsOnly } from './digits.ts';

/** The digits of a cell phone number the member types for the verification code: ten, US style. */
export const PHONE_DIGITS = 10;

/** The length of a complete number written (ddd) ddd-dddd. */
export const FORMATTED_PHONE_LENGTH = 14;

/**
 * Formats what the member types into a cell phone field as (ddd) ddd-dddd, as far as the digits go, so
 * the value matches the pattern the rules ask for without the member typing the punctuation.
 */
export function formatPhoneInput(text: string): string {
  const digits = digitsOnly(text).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Where the caret goes in a formatted number so it stays after the same digit it followed before the
 * punctuation was rewritten: right after the `digitsBeforeCaret`-th digit (0: before the first one).
 */
export function phoneCaretAfterDigits(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[0-9]/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/**
 * Whether a phone number is complete as the portal writes it, (ddd) ddd-dddd, its area code not starting
 * with 0 (spec 02 §5 Account Profile, spec 03 §5 outage call-back). At most 14 characters by its form.
 */
export function isWrittenPhoneNumber(
  value: string,
  rule: { readonly exchangeFrom1?: boolean } = {},
): boolean {
  // Spec 03 §5 Service Requests: the exchange may not start with 0 either.
  return (rule.exchangeFrom1 ? /^\([1-9]\d{2}\) [1-9]\d{2}-\d{4}$/ : /^\([1-9]\d{2}\) \d{3}-\d{4}$/).test(
    value,
  );
}
