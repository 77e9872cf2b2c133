import { quickPayMessages } from './messages.ts';

export const ACCOUNT_NUMBER_MAX_LENGTH = 12;
export const PHONE_LAST_FOUR_LENGTH = 4;

const messages = quickPayMessages.accountStep;
const accountNumberPattern = new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`);
const phoneLastFourPattern = new RegExp(`^\\d{${PHONE_LAST_FOUR_LENGTH}}$`);
// Named keys (Backspace, ArrowLeft, Tab, F5 …) are words; typed characters are a single code point.
const namedKeyPattern = /^[A-Z][A-Za-z0-9]+$/;

export function validateAccountNumber(value: string): string | undefined {
  if (value.trim() === '') return messages.accountNumberRequired;
  if (!accountNumberPattern.test(value)) return messages.accountNumberInvalid;
  return undefined;
}

export function validatePhoneLastFour(value: string): string | undefined {
  if (value.trim() === '') return messages.phoneLastFourRequired;
  if (!phoneLastFourPattern.test(value)) return messages.phoneLastFourInvalid;
  return undefined;
}

export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** Whether a `KeyboardEvent.key` may reach a digits-only field: a digit, or a key that types nothing. */
export function isDigitKey(key: string): boolean {
  return /^[0-9]$/.test(key) || namedKeyPattern.test(key);
}

/** Dialog prefill from the /quick-pay query (`accountno`, `phone`), cut to length before non-digits go. */
export function prefillFromQuery(search: string | URLSearchParams): {
  accountNumber: string;
  phoneLastFourDigits: string;
} {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    accountNumber: digitsOnly((params.get('accountno') ?? '').slice(0, ACCOUNT_NUMBER_MAX_LENGTH)),
    phoneLastFourDigits: digitsOnly((params.get('phone') ?? '').slice(0, PHONE_LAST_FOUR_LENGTH)),
  };
}
