import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../src/domain/language.ts';
import {
  accountTypeName,
  canBeMadeDefault,
  expiryText,
  isExpired,
  methodLabel,
  methodTitle,
  type StoredMethod,
  validateNickname,
  walletOrder,
} from '../../../../src/domain/payment-profile/wallet.ts';
import { paymentProfileMessages } from '../../../../src/domain/payment-profile/messages.ts';

const visa: StoredMethod = {
  token: 'tok-card',
  methodType: 'CARD',
  cardType: 'VI',
  bankAccountType: null,
  bankName: '',
  lastFourDigits: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  nickname: '',
  isDefault: false,
  savedDate: '2026-01-01',
  autoPayAccounts: [],
};
const checking: StoredMethod = {
  ...visa,
  token: 'tok-bank',
  methodType: 'BANK',
  cardType: null,
  bankAccountType: 'Checking',
  bankName: 'First Demo Bank',
  lastFourDigits: '6789',
  expiryMonth: null,
  expiryYear: null,
  isDefault: true,
};

describe('the wallet’s rules', () => {
  it('names a method by brand or account type and last 4, masked', () => {
    expect(methodLabel(visa)).toBe('Visa ending 4242');
    expect(methodLabel({ ...visa, cardType: 'MC' })).toBe('Mastercard ending 4242');
    expect(methodLabel({ ...visa, cardType: 'AX' })).toBe('American Express ending 4242');
    expect(methodLabel({ ...visa, cardType: 'DI' })).toBe('Discover ending 4242');
    expect(methodLabel({ ...visa, cardType: null })).toBe('Card ending 4242');
    expect(methodLabel(checking)).toBe('Checking ending 6789');
    expect(methodLabel({ ...checking, bankAccountType: null })).toBe('Bank account ending 6789');
    expect(methodLabel({ ...checking, bankAccountType: 'Money Market' })).toBe('Money Market ending 6789');
  });

  it('names a method in Spanish on a Spanish page, the brand and an unknown type as they are', async () => {
    await switchLanguage('es');
    try {
      expect(methodLabel(visa)).toBe('Visa terminada en 4242');
      expect(methodLabel({ ...visa, cardType: null })).toBe('Tarjeta terminada en 4242');
      expect(methodLabel(checking)).toBe('Cuenta de cheques terminada en 6789');
      expect(methodLabel({ ...checking, bankAccountType: 'Savings' })).toBe(
        'Cuenta de ahorros terminada en 6789',
      );
      expect(methodLabel({ ...checking, bankAccountType: 'Money Market' })).toBe(
        'Money Market terminada en 6789',
      );
      expect(methodLabel({ ...checking, bankAccountType: null })).toBe('Cuenta bancaria terminada en 6789');
      expect(['Checking', 'Savings', 'Mastercard'].map(accountTypeName)).toEqual([
        'Cuenta de cheques',
        'Cuenta de ahorros',
        'Mastercard',
      ]);
    } finally {
      await switchLanguage('en');
    }
  });

  it('puts the nickname first when there is one', () => {
    expect(methodTitle(visa)).toBe('Visa ending 4242');
    expect(methodTitle({ ...visa, nickname: 'Household' })).toBe('Household (Visa ending 4242)');
  });

  it('shows a card’s expiry as MM/yyyy, none for a bank account', () => {
    expect(expiryText(visa)).toBe('08/2029');
    expect(expiryText(checking)).toBe(null);
  });

  it('counts a card good through the last day of its expiry month', () => {
    const card = { ...visa, expiryMonth: 11, expiryYear: 2026 };
    expect(isExpired(card, new Date(2026, 10, 30))).toBe(false);
    expect(isExpired(card, new Date(2026, 11, 1))).toBe(true);
    expect(isExpired({ ...visa, expiryYear: 2025, expiryMonth: 12 }, new Date(2026, 0, 1))).toBe(true);
    expect(isExpired(checking, new Date(2099, 0, 1))).toBe(false);
  });

  it('lists the default method first, then the others in saved order', () => {
    expect(walletOrder([visa, checking]).map((method) => method.token)).toEqual(['tok-bank', 'tok-card']);
    expect(walletOrder([visa, { ...checking, isDefault: false }]).map((m) => m.token)).toEqual([
      'tok-card',
      'tok-bank',
    ]);
  });

  it('offers to make a method the default unless it is already or is an expired card', () => {
    const today = new Date(2026, 10, 15);
    expect(canBeMadeDefault(visa, today)).toBe(true);
    expect(canBeMadeDefault(checking, today)).toBe(false);
    expect(canBeMadeDefault({ ...checking, isDefault: false }, today)).toBe(true);
    expect(canBeMadeDefault({ ...visa, expiryMonth: 11, expiryYear: 2026 }, today)).toBe(true);
    expect(canBeMadeDefault({ ...visa, expiryMonth: 10, expiryYear: 2026 }, today)).toBe(false);
  });

  it('accepts a nickname of up to 30 allowed characters, and a blank one', () => {
    expect(validateNickname({ nickname: '' })).toEqual({});
    expect(validateNickname({ nickname: "Pat's card - main & co." })).toEqual({});
    expect(validateNickname({ nickname: 'x'.repeat(30) })).toEqual({});
    expect(validateNickname({ nickname: 'x'.repeat(31) })).toEqual({
      nickname: 'A nickname is at most 30 characters.',
    });
    expect(validateNickname({ nickname: 'My <card>' })).toEqual({
      nickname: "A nickname may use letters, digits, spaces and . , ' & -",
    });
  });
});

describe('paymentProfileMessages.usedByAutoPay', () => {
  it('names one account in the singular and several in the plural', () => {
    expect(paymentProfileMessages.usedByAutoPay(['300100200'])).toBe(
      'Used by auto pay for account 300100200',
    );
    expect(paymentProfileMessages.usedByAutoPay(['300100200', '300100202'])).toBe(
      'Used by auto pay for accounts 300100200, 300100202',
    );
  });
});
