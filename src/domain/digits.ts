// Named keys (Backspace, ArrowLeft, Tab, F5 …) are words; typed characters are a single code point.
const namedKeyPattern = /^[A-Z][A-Za-z0-9]+$/;

/** The text without every character that is not a digit 0-9. */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** Whether a `KeyboardEvent.key` may reach a digits-only field: a digit, or a key that types nothing. */
export function isDigitKey(key: string): boolean {
  return /^[0-9]$/.test(key) || namedKeyPattern.test(key);
}

/** A field's text after an edit, and where the caret goes. */
export interface DigitsEdit {
  readonly value: string;
  readonly caret: number;
}

/**
 * The value of a digits-only field after `inserted` (pasted or dropped text) replaces the selection
 * `[selectionStart, selectionEnd)`: only the inserted digits are kept, and the result is cut to
 * `maxLength`. The caret goes after the last inserted digit that fits.
 */
export function insertDigits(
  current: string,
  selectionStart: number,
  selectionEnd: number,
  inserted: string,
  maxLength: number = Number.POSITIVE_INFINITY,
): DigitsEdit {
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, current.length));
  const end = Math.min(current.length, Math.max(selectionStart, selectionEnd, start));
  const digits = digitsOnly(inserted);
  const value = (current.slice(0, start) + digits + current.slice(end)).slice(0, maxLength);
  return { value, caret: Math.min(start + digits.length, value.length) };
}
