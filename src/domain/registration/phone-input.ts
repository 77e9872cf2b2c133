/** The digits of a cell phone number the member types for the verification code: ten, US style. */
export const PHONE_DIGITS = 10;

/**
 * Formats what the member types into a cell phone field as (ddd) ddd-dddd, as far as the digits go, so
 * the value matches the pattern the rules ask for without the member typing the punctuation.
 */
export function formatPhoneInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
