import { describe, it, expect } from 'vitest';
import {
  formatAccountBalance,
  formatAmountInput,
  formatMoney,
  roundToCents,
} from '../../../src/domain/money.ts';

describe('formatMoney', () => {
  it('shows US dollars with two decimals and a thousands separator', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(235)).toBe('$235.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-12.5)).toBe('-$12.50');
  });

  it('rounds half a cent up, not down as binary floating point would', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('shows the largest Quick Pay amount in full', () => {
    expect(formatMoney(9999999999.99)).toBe('$9,999,999,999.99');
  });
});

describe('formatAccountBalance', () => {
  it('shows a negative balance in parentheses', () => {
    expect(formatAccountBalance(-12.5)).toBe('($12.50)');
    expect(formatAccountBalance(-1234.5)).toBe('($1,234.50)');
  });

  it('shows a positive or zero balance like formatMoney', () => {
    expect(formatAccountBalance(8.1)).toBe('$8.10');
    expect(formatAccountBalance(0)).toBe('$0.00');
  });

  it('does not put a balance that rounds to zero in parentheses', () => {
    expect(formatAccountBalance(-0.004)).toBe('$0.00');
  });
});

describe('roundToCents', () => {
  it('rounds half away from zero at the decimal value written', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(1.004)).toBe(1);
  });

  it('removes binary noise from sums of cents', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });

  it('keeps the largest Quick Pay amount and drops a thousandth above it', () => {
    expect(roundToCents(9999999999.99)).toBe(9999999999.99);
    expect(roundToCents(9999999999.991)).toBe(9999999999.99);
  });

  it('rounds magnitudes printed in exponent form', () => {
    expect(roundToCents(1e-7)).toBe(0);
    expect(roundToCents(-1e-7)).toBe(0);
    expect(Object.is(roundToCents(-1e-7), -0)).toBe(false);
  });

  it('passes non-finite values through', () => {
    expect(roundToCents(Number.NaN)).toBeNaN();
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatAmountInput', () => {
  it('gives two decimals with no symbol and no separators', () => {
    expect(formatAmountInput(128.45)).toBe('128.45');
    expect(formatAmountInput(20)).toBe('20.00');
    expect(formatAmountInput(1234.5)).toBe('1234.50');
    expect(formatAmountInput(9999999999.99)).toBe('9999999999.99');
  });

  it('rounds to whole cents', () => {
    expect(formatAmountInput(1.005)).toBe('1.01');
    expect(formatAmountInput(0.001)).toBe('0.00');
  });
});
