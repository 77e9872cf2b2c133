import { describe, expect, it } from 'vitest';
import {
  earliestRoundUpExpiration,
  parseRoundUpExpiration,
  ROUND_UP_EXPIRATION_LATEST,
  validateRoundUpExpiration,
} from '../../../../src/domain/operation-roundup/expiration.ts';

const today = '2026-11-24';

describe('the Operation RoundUp expiration date (spec 03 §5)', () => {
  it('starts tomorrow on the cooperative’s day and ends on 2121-12-31', () => {
    expect(earliestRoundUpExpiration(today)).toBe('2026-11-25');
    expect(earliestRoundUpExpiration('2026-12-31')).toBe('2027-01-01');
    expect(ROUND_UP_EXPIRATION_LATEST).toBe('2121-12-31');
  });

  it('reads mm/dd/yyyy and the date field’s yyyy-MM-dd, leap years checked', () => {
    expect(parseRoundUpExpiration('11/25/2027')).toBe('2027-11-25');
    expect(parseRoundUpExpiration('2027-11-25')).toBe('2027-11-25');
    expect(parseRoundUpExpiration('02/29/2028')).toBe('2028-02-29');
    expect(parseRoundUpExpiration('02/29/2027')).toBeNull();
    expect(parseRoundUpExpiration('02/29/2100')).toBeNull();
    expect(parseRoundUpExpiration('02/29/2000')).toBe('2000-02-29');
    expect(parseRoundUpExpiration('13/01/2027')).toBeNull();
    expect(parseRoundUpExpiration('04/31/2027')).toBeNull();
    expect(parseRoundUpExpiration('1/5/2027')).toBeNull();
    expect(parseRoundUpExpiration('01/05/1799')).toBeNull();
    expect(parseRoundUpExpiration('next year')).toBeNull();
  });

  it('allows no expiration date', () => {
    expect(validateRoundUpExpiration('', today)).toBeUndefined();
    expect(validateRoundUpExpiration('  ', today)).toBeUndefined();
  });

  it('accepts tomorrow, a year ahead and the last day of 2099', () => {
    expect(validateRoundUpExpiration('2026-11-25', today)).toBeUndefined();
    expect(validateRoundUpExpiration('11/24/2027', today)).toBeUndefined();
    expect(validateRoundUpExpiration('12/31/2099', today)).toBeUndefined();
  });

  it('refuses today and earlier days', () => {
    expect(validateRoundUpExpiration('2026-11-24', today)).toBe(
      'You cannot use an expiration date in the past.',
    );
    expect(validateRoundUpExpiration('01/01/1900', today)).toBe(
      'You cannot use an expiration date in the past.',
    );
  });

  it('refuses a date that is not a real mm/dd/yyyy date', () => {
    for (const text of ['02/29/2027', '13/01/2027', '2027/11/25', '11-25-2027', 'soon']) {
      expect(validateRoundUpExpiration(text, today), text).toBe(
        'Enter a valid expiration date as mm/dd/yyyy.',
      );
    }
  });

  it('refuses a date after 12/31/2121, and one in a year the pattern does not take (2100 to 2121)', () => {
    expect(validateRoundUpExpiration('01/01/2122', today)).toBe(
      'The expiration date must be on or before 12/31/2121.',
    );
    expect(validateRoundUpExpiration('2121-12-31', today)).toBe(
      'Enter a valid expiration date as mm/dd/yyyy.',
    );
    expect(validateRoundUpExpiration('01/01/2100', today)).toBe(
      'Enter a valid expiration date as mm/dd/yyyy.',
    );
  });
});
