import { toIsoDate } from '../dates.ts';
import { randomHex } from '../random.ts';
import { own, siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';

/** Card type codes (spec 01 §9). */
export type CardTypeCode = 'VI' | 'MC' | 'AX' | 'DI';

/**
 * A payment method a member saved on the hosted payment page: only its token and masked form are
 * kept, never the card or bank account number.
 */
export interface StoredMethodRecord {
  /** Opaque: the back office charges the method by it. */
  token: string;
  memberNumber: string;
  methodType: 'CARD' | 'BANK';
  /** Cards only. */
  cardType: CardTypeCode | null;
  /** Bank accounts only. */
  bankAccountType: 'Checking' | 'Savings' | null;
  /** Bank accounts only; '' for a card. */
  bankName: string;
  lastFourDigits: string;
  /** Cards only: 1 to 12. */
  expiryMonth: number | null;
  /** Cards only: four digits. */
  expiryYear: number | null;
  /** The member's name for it; '' when none. */
  nickname: string;
  isDefault: boolean;
  /** 'yyyy-mm-dd'. */
  savedDate: string;
}

const cardNames: Record<CardTypeCode, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AX: 'American Express',
  DI: 'Discover',
};

/** 'Visa ending 4242', 'Checking ending 6789': how the back office names a method in its answers. */
export function storedMethodLabel(
  method: Pick<StoredMethodRecord, 'methodType' | 'cardType' | 'bankAccountType' | 'lastFourDigits'>,
): string {
  const kind =
    method.methodType === 'CARD'
      ? method.cardType
        ? cardNames[method.cardType]
        : 'Card'
      : (method.bankAccountType ?? 'Bank account');
  return `${kind} ending ${method.lastFourDigits}`;
}

/** A card is good through the last day of its expiry month. */
export function isStoredMethodExpired(method: StoredMethodRecord, today: Date): boolean {
  if (method.methodType !== 'CARD' || method.expiryYear === null || method.expiryMonth === null) return false;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  return method.expiryYear < year || (method.expiryYear === year && method.expiryMonth < month);
}

/** The member's stored methods on a site, in the order they were saved. */
export function storedMethodsOf(
  state: SimulatorState,
  applicationId: string,
  memberNumber: string,
): StoredMethodRecord[] {
  const site = own(state.paymentProfile.sites, applicationId);
  return (site?.methods ?? []).filter((method) => method.memberNumber === memberNumber);
}

/**
 * The member's stored method with this token, or undefined: what a payment or an auto payment made
 * "with a stored method" charges. Another member's token finds nothing.
 */
export function findStoredMethod(
  state: SimulatorState,
  applicationId: string,
  memberNumber: string,
  token: string,
): StoredMethodRecord | undefined {
  return storedMethodsOf(state, applicationId, memberNumber).find((method) => method.token === token);
}

/**
 * Removes a stored method; the member's next method becomes the default when the default goes. The
 * caller has checked that no auto payment uses it.
 */
export function removeStoredMethod(
  state: SimulatorState,
  applicationId: string,
  method: StoredMethodRecord,
): void {
  const site = own(state.paymentProfile.sites, applicationId);
  if (!site) return;
  site.methods = site.methods.filter((candidate) => candidate !== method);
  if (method.isDefault) {
    const next = site.methods.find((candidate) => candidate.memberNumber === method.memberNumber);
    if (next) next.isDefault = true;
  }
}

/**
 * Makes a stored method the member's default on its site; the member's other methods there lose the
 * flag, so there is one default at most. The caller has checked that the method is not an expired card.
 */
export function makeStoredMethodDefault(
  state: SimulatorState,
  applicationId: string,
  method: StoredMethodRecord,
): void {
  for (const candidate of storedMethodsOf(state, applicationId, method.memberNumber)) {
    candidate.isDefault = candidate === method;
  }
}

/**
 * Keeps a card or bank account the member chose to save on the hosted payment page, under a new token:
 * its masked form only. It is the default when the member has no other method on the site.
 */
export function addStoredMethod(
  state: SimulatorState,
  applicationId: string,
  method: Omit<StoredMethodRecord, 'token' | 'nickname' | 'isDefault' | 'savedDate'>,
  today: Date,
): StoredMethodRecord {
  const site = siteEntry(state.paymentProfile.sites, applicationId, 'paymentProfile');
  const added: StoredMethodRecord = {
    token: `tok-${randomHex(16)}`,
    memberNumber: method.memberNumber,
    methodType: method.methodType,
    cardType: method.cardType,
    bankAccountType: method.bankAccountType,
    bankName: method.bankName,
    lastFourDigits: method.lastFourDigits,
    expiryMonth: method.expiryMonth,
    expiryYear: method.expiryYear,
    nickname: '',
    isDefault: storedMethodsOf(state, applicationId, method.memberNumber).length === 0,
    savedDate: toIsoDate(today),
  };
  site.methods.push(added);
  return added;
}
