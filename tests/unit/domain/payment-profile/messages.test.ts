import { describe, expect, it } from 'vitest';
import { nicknameMessages, paymentProfileMessages } from '../../../../src/domain/payment-profile/messages.ts';

describe('paymentProfileMessages', () => {
  it('words every text of the wallet', () => {
    const m = paymentProfileMessages;
    expect(m.title).toBe('Payment Profile');
    expect(m.loading).toBe('Loading…');
    expect(m.empty).toBe('You have no saved cards or bank accounts.');
    expect(m.defaultMarker).toBe('Default');
    expect(m.expiredMarker).toBe('Expired');
    expect(m.expires('08/2029')).toBe('Expires 08/2029');
    expect(m.expired('01/2025')).toBe('Expired 01/2025');
    expect(m.usedByAutoPay(['300100200'])).toBe('Used by auto pay for account 300100200');
    expect(m.usedByAutoPay(['300100200', '300100202'])).toBe(
      'Used by auto pay for accounts 300100200, 300100202',
    );
    expect(m.renameLabel('Visa ending 4242')).toBe('Rename Visa ending 4242');
    expect(m.removeLabel('Visa ending 4242')).toBe('Remove Visa ending 4242');
    expect(m.makeDefault).toBe('Make default');
    expect(m.makeDefaultLabel('Checking ending 6789')).toBe('Make default: Checking ending 6789');
    expect(m.madeDefault('Checking ending 6789')).toBe(
      'Checking ending 6789 is now your default payment method.',
    );
    expect(m.makeDefaultOutcomeUnknown).toBe(
      'We could not confirm whether your default payment method was changed. The list below has been loaded again: check it before trying again.',
    );
    expect(m.removeConfirm('Visa ending 4242')).toBe(
      'Are you sure you want to remove Visa ending 4242? You will need to enter it again to use it.',
    );
    expect([m.yes, m.no, m.renamed, m.removed]).toEqual([
      'Yes',
      'No',
      'The payment method was renamed.',
      'The payment method was removed.',
    ]);
    expect(m.removeOutcomeUnknown).toBe(
      'We could not confirm whether the payment method was removed. The list below has been loaded again: check it before trying again.',
    );
    expect(nicknameMessages).toEqual({
      tooLong: 'A nickname is at most 30 characters.',
      invalid: "A nickname may use letters, digits, spaces and . , ' & -",
    });
  });
});
