import { describe, expect, it } from 'vitest';
import { digitsOnly, insertDigits, isDigitKey } from '../../../src/domain/digits.ts';

describe('digitsOnly', () => {
  it('drops every character that is not a digit', () => {
    expect(digitsOnly('(555) 010-4477')).toBe('5550104477');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('300100200')).toBe('300100200');
  });
});

describe('isDigitKey', () => {
  it('lets digits through', () => {
    for (const key of ['0', '1', '5', '9']) expect(isDigitKey(key)).toBe(true);
  });

  it('lets editing and navigation keys through', () => {
    for (const key of [
      'Backspace',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Delete',
      'Enter',
      'Home',
      'End',
      'F5',
    ]) {
      expect(isDigitKey(key)).toBe(true);
    }
  });

  it('blocks every other typed character', () => {
    for (const key of ['a', 'E', 'e', '.', '-', '+', ' ', '٣', '😀', '']) {
      expect(isDigitKey(key)).toBe(false);
    }
  });
});

describe('insertDigits', () => {
  it('puts the digits of pasted text in place of the selection', () => {
    expect(insertDigits('3001', 2, 2, '9-9')).toEqual({ value: '309901', caret: 4 });
    expect(insertDigits('300100200', 0, 9, 'Acct 555 010')).toEqual({ value: '555010', caret: 6 });
  });

  it('cuts the result to the field length and keeps the caret inside it', () => {
    expect(insertDigits('', 0, 0, '(555) 010-4477', 4)).toEqual({ value: '5550', caret: 4 });
    expect(insertDigits('12', 0, 0, '98765', 4)).toEqual({ value: '9876', caret: 4 });
  });

  it('leaves the value as it was when the text has no digits', () => {
    expect(insertDigits('4821', 4, 4, 'abc', 4)).toEqual({ value: '4821', caret: 4 });
  });

  it('reads a backwards or out-of-range selection as the range it covers', () => {
    expect(insertDigits('1234', 3, 1, '9')).toEqual({ value: '194', caret: 2 });
    expect(insertDigits('12', 7, 9, '3')).toEqual({ value: '123', caret: 3 });
  });
});
