import { nameFrom } from '../language.ts';
import { nicknameMaxLength, nicknameMessages, storedMethodMessages } from './messages.ts';

/** A stored method as the wallet's calls answer it (token and masked form only). */
export interface StoredMethod {
  readonly token: string;
  readonly methodType: 'CARD' | 'BANK';
  readonly cardType: string | null;
  readonly bankAccountType: string | null;
  readonly bankName: string;
  readonly lastFourDigits: string;
  readonly expiryMonth: number | null;
  readonly expiryYear: number | null;
  readonly nickname: string;
  readonly isDefault: boolean;
  readonly savedDate: string;
  readonly autoPayAccounts: readonly string[];
}

/** Card names by type code (spec 01 §9: VI, MC, AX, DI). */
export const cardNames: Readonly<Record<string, string>> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AX: 'American Express',
  DI: 'Discover',
};

type Masked = Pick<StoredMethod, 'methodType' | 'cardType' | 'bankAccountType' | 'lastFourDigits'>;

/**
 * A bank account type the back office sends ('Checking', 'Savings') in the page's language; a card
 * brand, or a type added later, as sent.
 */
export function accountTypeName(type: string): string {
  return nameFrom(storedMethodMessages.bankAccountTypes, type);
}

/** 'Visa ending 4242', 'Checking ending 6789': the method as the member recognises it, masked. */
export function methodLabel(method: Masked): string {
  const { bankAccountType } = method;
  const kind =
    method.methodType === 'CARD'
      ? ((method.cardType && cardNames[method.cardType]) ?? storedMethodMessages.card)
      : bankAccountType
        ? accountTypeName(bankAccountType)
        : storedMethodMessages.bankAccount;
  return storedMethodMessages.masked(kind, method.lastFourDigits);
}

/** The method's name on screen: its nickname first when it has one. */
export function methodTitle(method: Masked & Pick<StoredMethod, 'nickname'>): string {
  const label = methodLabel(method);
  return method.nickname.trim() === '' ? label : `${method.nickname} (${label})`;
}

/** MM/yyyy of a card's expiry; null for a bank account. */
export function expiryText(method: Pick<StoredMethod, 'expiryMonth' | 'expiryYear'>): string | null {
  if (method.expiryMonth === null || method.expiryYear === null) return null;
  return `${String(method.expiryMonth).padStart(2, '0')}/${method.expiryYear}`;
}

/** A card is good through the last day of its expiry month; a bank account never expires. */
export function isExpired(
  method: Pick<StoredMethod, 'methodType' | 'expiryMonth' | 'expiryYear'>,
  today: Date,
): boolean {
  if (method.methodType !== 'CARD' || method.expiryMonth === null || method.expiryYear === null) return false;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  return method.expiryYear < year || (method.expiryYear === year && method.expiryMonth < month);
}

/**
 * Whether the member may make this method the default: not the default already, and not an expired card
 * (the back office refuses one: it could not be charged).
 */
export function canBeMadeDefault(
  method: Pick<StoredMethod, 'methodType' | 'expiryMonth' | 'expiryYear' | 'isDefault'>,
  today: Date,
): boolean {
  return !method.isDefault && !isExpired(method, today);
}

/** The default method first, then in the order they were saved. */
export function walletOrder(methods: readonly StoredMethod[]): StoredMethod[] {
  return [...methods.filter((method) => method.isDefault), ...methods.filter((method) => !method.isDefault)];
}

export interface NicknameForm {
  nickname: string;
}

/** The rename form's rules. */
export function validateNickname({ nickname }: NicknameForm): Partial<Record<'nickname', string>> {
  const trimmed = nickname.trim();
  if (trimmed.length > nicknameMaxLength) return { nickname: nicknameMessages.tooLong };
  if (!/^[A-Za-z0-9 .,'&-]*$/.test(trimmed)) return { nickname: nicknameMessages.invalid };
  return {};
}
