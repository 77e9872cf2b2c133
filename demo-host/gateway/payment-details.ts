import type { CardTypeCode } from '../simulator/payment-profile/stored-methods.ts';

// The demo processor's rules (docs/demo-data.md): one card approves, one declines, one routing
// number is known. Everything else gets a message tied to its field.

export const approvedCardNumber = '4242424242424242';
export const declinedCardNumber = '4000000000000002';
export const knownRoutingNumber = '011000015';

export const gatewayMessages = {
  cardholderNameMissing: 'Enter the name on the card.',
  cardNumberMissing: 'Enter the card number.',
  cardNumberInvalid: 'Card number is not valid.',
  cardTypeNotAccepted: 'This card type is not accepted for this payment.',
  cardDeclined: 'Your card was declined. Try another card or pay by bank account.',
  expiryInvalid: 'Enter the expiry date as MM/YY, for example 08/29.',
  expiryPast: 'This card has expired. Use a card with an expiry date in the future.',
  securityCodeInvalid: 'Enter the 3 or 4 digit security code from the back of the card.',
  accountHolderMissing: 'Enter the name of the account holder.',
  routingNumberMissing: 'Enter the routing number.',
  routingNumberInvalid: 'The routing number must be 9 digits.',
  routingNumberUnknown: 'We could not find a bank with this routing number. Check the number on your check.',
  bankAccountNumberMissing: 'Enter the bank account number.',
  bankAccountNumberInvalid: 'The bank account number must be 4 to 17 digits.',
  bankAccountTypeMissing: 'Choose checking or savings.',
} as const;

export type CardField = 'cardholderName' | 'cardNumber' | 'cardExpiry' | 'cardSecurityCode';
export type BankField = 'accountHolderName' | 'routingNumber' | 'bankAccountNumber' | 'bankAccountType';

export type PaymentCheck<Field extends string> =
  | { outcome: 'approved'; lastFourDigits: string; card?: ApprovedCard }
  | { outcome: 'declined'; field: Field; message: string }
  | { outcome: 'invalid'; errors: Partial<Record<Field, string>> };

/** What an approved card is, besides its last four digits: enough to keep it in a wallet, masked. */
export interface ApprovedCard {
  cardType: CardTypeCode | null;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

export interface CardEntry {
  cardholderName: string;
  cardNumber: string;
  cardExpiry: string;
  cardSecurityCode: string;
}

/** Card type codes of the hosted form (VI, MC, AX, DI) by the card number's leading digits. */
export function cardTypeOf(digits: string): CardTypeCode | undefined {
  if (/^4/.test(digits)) return 'VI';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AX';
  if (/^6(011|5)/.test(digits)) return 'DI';
  return undefined;
}

export function checkCard(
  entry: CardEntry,
  today: Date,
  acceptedCardTypes: string[],
): PaymentCheck<CardField> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = entry.cardNumber.replace(/[\s-]/g, '');

  if (entry.cardholderName.trim() === '') errors.cardholderName = gatewayMessages.cardholderNameMissing;

  if (digits === '') errors.cardNumber = gatewayMessages.cardNumberMissing;
  else if (digits !== approvedCardNumber && digits !== declinedCardNumber) {
    errors.cardNumber = gatewayMessages.cardNumberInvalid;
  } else if (!acceptedCardTypes.includes(cardTypeOf(digits) ?? '')) {
    errors.cardNumber = gatewayMessages.cardTypeNotAccepted;
  }

  const expiry = parseExpiry(entry.cardExpiry);
  const expiryError = expiryProblem(expiry, today);
  if (expiryError) errors.cardExpiry = expiryError;

  if (!/^\d{3,4}$/.test(entry.cardSecurityCode.trim())) {
    errors.cardSecurityCode = gatewayMessages.securityCodeInvalid;
  }

  if (Object.keys(errors).length > 0 || !expiry) return { outcome: 'invalid', errors };
  if (digits === declinedCardNumber) {
    return { outcome: 'declined', field: 'cardNumber', message: gatewayMessages.cardDeclined };
  }
  return {
    outcome: 'approved',
    lastFourDigits: digits.slice(-4),
    card: { cardType: cardTypeOf(digits) ?? null, expiryMonth: expiry.month, expiryYear: expiry.year },
  };
}

/** Accepts MM/YY (also MM / YY, MMYY and MM/YYYY); undefined when it is none of these. */
function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is valid through the end of its expiry month. */
function expiryProblem(expiry: { month: number; year: number } | undefined, today: Date): string | undefined {
  if (!expiry) return gatewayMessages.expiryInvalid;
  const currentMonthIndex = today.getFullYear() * 12 + today.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < currentMonthIndex) return gatewayMessages.expiryPast;
  return undefined;
}

export interface BankEntry {
  accountHolderName: string;
  routingNumber: string;
  bankAccountNumber: string;
  bankAccountType: string;
}

export function checkBankAccount(entry: BankEntry): PaymentCheck<BankField> {
  const errors: Partial<Record<BankField, string>> = {};
  const routingNumber = entry.routingNumber.replace(/\s/g, '');
  const accountNumber = entry.bankAccountNumber.replace(/\s/g, '');

  if (entry.accountHolderName.trim() === '') errors.accountHolderName = gatewayMessages.accountHolderMissing;

  if (routingNumber === '') errors.routingNumber = gatewayMessages.routingNumberMissing;
  else if (!/^\d{9}$/.test(routingNumber)) errors.routingNumber = gatewayMessages.routingNumberInvalid;
  else if (routingNumber !== knownRoutingNumber) errors.routingNumber = gatewayMessages.routingNumberUnknown;

  if (accountNumber === '') errors.bankAccountNumber = gatewayMessages.bankAccountNumberMissing;
  else if (!/^\d{4,17}$/.test(accountNumber))
    errors.bankAccountNumber = gatewayMessages.bankAccountNumberInvalid;

  if (entry.bankAccountType !== 'checking' && entry.bankAccountType !== 'savings') {
    errors.bankAccountType = gatewayMessages.bankAccountTypeMissing;
  }

  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };
  return { outcome: 'approved', lastFourDigits: accountNumber.slice(-4) };
}
