import { describe, expect, it } from 'vitest';
import {
  formatPhoneInput,
  isWrittenPhoneNumber,
  phoneCaretAfterDigits,
} from '../../../src/domain/phone-input.ts';
import { validateUserProvidedContact } from '../../../src/domain/registration/rules.ts';

describe('formatPhoneInput', () => {
  it('writes ten digits as (ddd) ddd-dddd, which the contact rule accepts', () => {
    expect(formatPhoneInput('5550109090')).toBe('(555) 010-9090');
    expect(validateUserProvidedContact('phone', formatPhoneInput('5550109090'))).toBeUndefined();
  });

  it('formats as far as the digits go while the member types', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('555')).toBe('(555');
    expect(formatPhoneInput('5550')).toBe('(555) 0');
    expect(formatPhoneInput('555010')).toBe('(555) 010');
    expect(formatPhoneInput('5550109')).toBe('(555) 010-9');
  });

  it('keeps the digits of pasted or re-typed text, and no more than ten', () => {
    expect(formatPhoneInput('(555) 010-9090')).toBe('(555) 010-9090');
    expect(formatPhoneInput('+1 555.010.90901234')).toBe('(155) 501-0909');
    expect(formatPhoneInput('(555) 010-90901')).toBe('(555) 010-9090');
    expect(formatPhoneInput('call me')).toBe('');
  });
});

describe('phoneCaretAfterDigits', () => {
  it('puts the caret right after the same digit once the punctuation is rewritten', () => {
    expect(phoneCaretAfterDigits('(555) 010-9090', 3)).toBe(4);
    expect(phoneCaretAfterDigits('(555) 010-9090', 4)).toBe(7);
    expect(phoneCaretAfterDigits('(555) 010-9090', 7)).toBe(11);
    expect(phoneCaretAfterDigits('(555) 010-9090', 10)).toBe(14);
  });

  it('puts the caret before the first digit when none comes before it', () => {
    expect(phoneCaretAfterDigits('(555', 0)).toBe(1);
    expect(phoneCaretAfterDigits('', 0)).toBe(0);
  });

  it('puts the caret at the end when there are fewer digits than asked for', () => {
    expect(phoneCaretAfterDigits('(555) 0', 9)).toBe(7);
  });
});

describe('isWrittenPhoneNumber', () => {
  it('with the exchange rule (service requests), also refuses an exchange starting with 0', () => {
    expect(isWrittenPhoneNumber('(987) 456-1230', { exchangeFrom1: true })).toBe(true);
    expect(isWrittenPhoneNumber('(555) 010-4821', { exchangeFrom1: true })).toBe(false);
    expect(isWrittenPhoneNumber('(087) 456-1230', { exchangeFrom1: true })).toBe(false);
  });

  it('accepts ten digits written (ddd) ddd-dddd whose area code does not start with 0', () => {
    expect(isWrittenPhoneNumber('(987) 456-1230')).toBe(true);
    expect(isWrittenPhoneNumber('(555) 010-4821')).toBe(true);
    expect(isWrittenPhoneNumber(formatPhoneInput('1230004567'))).toBe(true);
  });

  it('refuses an area code starting with 0, a partial number, other punctuation or extra text', () => {
    for (const value of [
      '(087) 456-1230',
      '(987) 456-123',
      '(987) 45',
      '9874561230',
      '987-456-1230',
      '(987)456-1230',
      ' (987) 456-1230',
      '(987) 456-12301',
      '',
    ]) {
      expect(isWrittenPhoneNumber(value), value).toBe(false);
    }
  });
});
