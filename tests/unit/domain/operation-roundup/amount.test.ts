import { describe, expect, it } from 'vitest';
import {
  ROUND_UP_AMOUNT_LIMIT,
  ROUND_UP_AMOUNT_MAX_LENGTH,
  roundUpAmountText,
  roundUpAmountValue,
  validateRoundUpAmount,
} from '../../../../src/domain/operation-roundup/amount.ts';

describe('the Operation RoundUp amount (spec 03 §5)', () => {
  it('holds 11 characters and must stay below 99999999.99', () => {
    expect(ROUND_UP_AMOUNT_MAX_LENGTH).toBe(11);
    expect(ROUND_UP_AMOUNT_LIMIT).toBe(99999999.99);
  });

  it('shows a stored amount with 2 decimals, and 0.00 when there is none or it is 0', () => {
    expect(roundUpAmountText(2)).toBe('2.00');
    expect(roundUpAmountText(1.5)).toBe('1.50');
    expect(roundUpAmountText(0)).toBe('0.00');
    expect(roundUpAmountText(null)).toBe('0.00');
    expect(roundUpAmountText(undefined)).toBe('0.00');
  });

  it('reads digits and one point, an empty field as 0, and a currency format without $ and commas', () => {
    expect(roundUpAmountValue('1.50')).toBe(1.5);
    expect(roundUpAmountValue('3')).toBe(3);
    expect(roundUpAmountValue('.5')).toBe(0.5);
    expect(roundUpAmountValue('')).toBe(0);
    expect(roundUpAmountValue('$1,234.50')).toBe(1234.5);
    expect(roundUpAmountValue('1.2.3')).toBeNull();
    expect(roundUpAmountValue('1.234')).toBeNull();
    expect(roundUpAmountValue('abc')).toBeNull();
    expect(roundUpAmountValue('.')).toBeNull();
  });

  it('accepts 0, an empty field, an amount with up to 2 decimals and the largest amount below the limit', () => {
    expect(validateRoundUpAmount('0')).toBeUndefined();
    expect(validateRoundUpAmount('0.00')).toBeUndefined();
    expect(validateRoundUpAmount('')).toBeUndefined();
    expect(validateRoundUpAmount('1.50')).toBeUndefined();
    expect(validateRoundUpAmount('99999999.98')).toBeUndefined();
  });

  it('refuses what is not digits and one point with at most 2 decimals, or longer than 11 characters', () => {
    for (const text of ['abc', '1.2.3', '1.234', '.', '1e5', '12 3', '000000001.50']) {
      expect(validateRoundUpAmount(text), text).toBe('You must enter valid amount.');
    }
  });

  it('refuses a negative amount', () => {
    expect(validateRoundUpAmount('-1')).toBe('Please enter an amount greater than or equal to 0.');
    expect(validateRoundUpAmount('-0.01')).toBe('Please enter an amount greater than or equal to 0.');
  });

  it('refuses 99999999.99 and above', () => {
    expect(validateRoundUpAmount('99999999.99')).toBe(
      'You must enter a payment amount less than 99999999.99.',
    );
    expect(validateRoundUpAmount('99999999.999')).toBe('You must enter valid amount.');
  });

  it('with Operation RoundUp Plus, takes amounts from 0 up to its maximum and no more', () => {
    expect(validateRoundUpAmount('50.00', 50)).toBeUndefined();
    expect(validateRoundUpAmount('0', 50)).toBeUndefined();
    expect(validateRoundUpAmount('50.01', 50)).toBe(
      'With Operation RoundUp Plus the amount must be between $0.00 and $50.00.',
    );
    expect(validateRoundUpAmount('1500', 1250.5)).toBe(
      'With Operation RoundUp Plus the amount must be between $0.00 and $1,250.50.',
    );
    expect(validateRoundUpAmount('-1', 50)).toBe('Please enter an amount greater than or equal to 0.');
    expect(validateRoundUpAmount('50.01', null)).toBeUndefined();
  });
});
