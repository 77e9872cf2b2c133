import { describe, it, expect } from 'vitest';
import { acceptsAmountEdit, normalizeAmountOnBlur } from '../../../src/domain/amount-input.ts';

describe('acceptsAmountEdit', () => {
  it('accepts digits typed anywhere', () => {
    expect(acceptsAmountEdit('', 0, 0, '1')).toBe(true);
    expect(acceptsAmountEdit('12', 2, 2, '3')).toBe(true);
    expect(acceptsAmountEdit('12.34', 0, 0, '5')).toBe(true);
  });

  it('accepts a decimal point only once', () => {
    expect(acceptsAmountEdit('12', 2, 2, '.')).toBe(true);
    expect(acceptsAmountEdit('', 0, 0, '.')).toBe(true);
    expect(acceptsAmountEdit('12.5', 4, 4, '.')).toBe(false);
    expect(acceptsAmountEdit('12.5', 0, 0, '.')).toBe(false);
  });

  it('accepts a point typed over the selected point', () => {
    expect(acceptsAmountEdit('1.5', 1, 2, '.')).toBe(true);
  });

  it('refuses a third decimal', () => {
    expect(acceptsAmountEdit('12.3', 4, 4, '4')).toBe(true);
    expect(acceptsAmountEdit('12.34', 5, 5, '5')).toBe(false);
    expect(acceptsAmountEdit('1234', 1, 1, '.')).toBe(false);
  });

  it('accepts the 13th character and refuses the 14th', () => {
    expect(acceptsAmountEdit('999999999999', 12, 12, '9')).toBe(true);
    expect(acceptsAmountEdit('9999999999.9', 12, 12, '9')).toBe(true);
    expect(acceptsAmountEdit('9999999999999', 13, 13, '9')).toBe(false);
    expect(acceptsAmountEdit('9999999999.99', 0, 0, '1')).toBe(false);
  });

  it("holds a field to its own shorter limit (Operation RoundUp's 11 characters)", () => {
    expect(acceptsAmountEdit('9999999999', 10, 10, '9', 11)).toBe(true);
    expect(acceptsAmountEdit('99999999999', 11, 11, '9', 11)).toBe(false);
    expect(acceptsAmountEdit('99999999999', 11, 11, '9')).toBe(true);
    expect(acceptsAmountEdit('99999999.99', 0, 0, '9', 11)).toBe(false);
  });

  it('replaces the selection, so typing over selected digits stays within the limits', () => {
    expect(acceptsAmountEdit('12.34', 3, 5, '9')).toBe(true);
    expect(acceptsAmountEdit('9999999999.99', 0, 1, '1')).toBe(true);
    expect(acceptsAmountEdit('12.34', 2, 3, '5')).toBe(true);
  });

  it('reads a selection made right to left like one made left to right', () => {
    expect(acceptsAmountEdit('12.34', 5, 3, '9')).toBe(true);
    expect(acceptsAmountEdit('9999999999.99', 1, 0, '1')).toBe(true);
  });

  it('refuses letters, signs and separators', () => {
    for (const inserted of ['a', 'e', '-', '+', ',', ' ', '$']) {
      expect(acceptsAmountEdit('12', 2, 2, inserted)).toBe(false);
    }
  });

  it('refuses an inserted run that would break the format', () => {
    expect(acceptsAmountEdit('', 0, 0, '1.234')).toBe(false);
    expect(acceptsAmountEdit('', 0, 0, '12.34')).toBe(true);
  });

  it('always accepts a deletion, so a malformed value can be fixed', () => {
    expect(acceptsAmountEdit('12.345', 5, 6, '')).toBe(true);
    expect(acceptsAmountEdit('abc', 0, 1, '')).toBe(true);
  });
});

describe('normalizeAmountOnBlur', () => {
  it('formats a number to two decimals', () => {
    expect(normalizeAmountOnBlur('5')).toBe('5.00');
    expect(normalizeAmountOnBlur('5.5')).toBe('5.50');
    expect(normalizeAmountOnBlur('.5')).toBe('0.50');
    expect(normalizeAmountOnBlur('5.')).toBe('5.00');
    expect(normalizeAmountOnBlur('128.45')).toBe('128.45');
    expect(normalizeAmountOnBlur(' 12 ')).toBe('12.00');
    expect(normalizeAmountOnBlur('-5')).toBe('-5.00');
  });

  it('rounds to whole cents, so the validator then sees the amount that would be charged', () => {
    expect(normalizeAmountOnBlur('0.001')).toBe('0.00');
    expect(normalizeAmountOnBlur('9999999999.999')).toBe('10000000000.00');
  });

  it('leaves text that is not a number unchanged', () => {
    expect(normalizeAmountOnBlur('')).toBe('');
    expect(normalizeAmountOnBlur('abc')).toBe('abc');
    expect(normalizeAmountOnBlur('.')).toBe('.');
    expect(normalizeAmountOnBlur('1e3')).toBe('1e3');
  });
});
