import { digitsOnly } from '../digits.ts';
import { quickPayMessages } from './messages.ts';

export const ACCOUNT_NUMBER_MAX_LENGTH = 12;
export const PHONE_LAST_FOUR_LENGTH = 4;

const messages = quickPayMessages.accountStep;
const accountNumberPattern = new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`);
const phoneLastFourPattern = new RegExp(`^\\d{${PHONE_LAST_FOUR_LENGTH}}$`);

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
