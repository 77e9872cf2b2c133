import { describe, expect, it } from 'vitest';
import {
  meetsPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordCriteriaMessage,
  passwordRuleChecks,
  passwordStrength,
  validateConfirmPassword,
  validateNewPassword,
} from '../../../../src/domain/password/rules.ts';

const criteria =
  'Password entry does not meet criteria. It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.';

describe('validateNewPassword', () => {
  it("asks for a password when it is empty: 'Please enter a password.'", () => {
    expect(validateNewPassword('')).toBe('Please enter a password.');
  });

  it('accepts the demo passwords', () => {
    expect(validateNewPassword('Sunrise#2026')).toBeUndefined();
    expect(validateNewPassword('Harvest#2026')).toBeUndefined();
  });

  it('answers the criteria message followed by the rule text for a password that breaks a rule', () => {
    expect(passwordCriteriaMessage).toBe(criteria);
    expect(validateNewPassword('Sunrise2026')).toBe(criteria);
  });

  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateNewPassword('Abcde1!')).toBe(criteria);
    expect(validateNewPassword('Abcdef1!')).toBeUndefined();
  });

  it('allows at most 50 characters', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(50);
    expect(validateNewPassword(`Aa1!${'x'.repeat(46)}`)).toBeUndefined();
    expect(validateNewPassword(`Aa1!${'x'.repeat(47)}`)).toBe(criteria);
  });

  it('needs a lowercase letter, an uppercase letter, a digit and a special character', () => {
    expect(validateNewPassword('SUNRISE#2026')).toBe(criteria);
    expect(validateNewPassword('sunrise#2026')).toBe(criteria);
    expect(validateNewPassword('Sunrise#Dawn')).toBe(criteria);
    expect(validateNewPassword('Sunrise2026')).toBe(criteria);
  });

  it('takes each of !@#$%^&* as the special character, and no other', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*');
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(validateNewPassword(`Sunrise${special}2026`)).toBeUndefined();
    }
    for (const other of ['(', '-', '_', '+', '?', '.', '~']) {
      expect(validateNewPassword(`Sunrise${other}2026`)).toBe(criteria);
    }
  });

  it('lets other characters sit beside the required ones', () => {
    expect(validateNewPassword('Sunrise#2026-(home)')).toBeUndefined();
  });

  it('refuses whitespace, which the Sign In screen would not let the member type', () => {
    expect(validateNewPassword('Sunrise #2026')).toBe(criteria);
    expect(validateNewPassword('Sunrise#2026\t')).toBe(criteria);
  });
});

describe('validateConfirmPassword', () => {
  it("asks for the confirmation when it is empty: 'Please enter a confirm password.'", () => {
    expect(validateConfirmPassword('Sunrise#2026', '')).toBe('Please enter a confirm password.');
  });

  it("says 'Password and Confirm Password does not match.' when they differ, case included", () => {
    expect(validateConfirmPassword('Sunrise#2026', 'sunrise#2026')).toBe(
      'Password and Confirm Password does not match.',
    );
    expect(validateConfirmPassword('Sunrise#2026', 'Sunrise#2026 ')).toBe(
      'Password and Confirm Password does not match.',
    );
  });

  it('accepts an equal confirmation', () => {
    expect(validateConfirmPassword('Sunrise#2026', 'Sunrise#2026')).toBeUndefined();
  });
});

describe('passwordRuleChecks and meetsPasswordRules', () => {
  it('reports each rule on its own', () => {
    expect(passwordRuleChecks('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
      noWhitespace: true,
    });
    expect(passwordRuleChecks('Sunrise#2026')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
      noWhitespace: true,
    });
  });

  it('meets the rules only when every check passes', () => {
    expect(meetsPasswordRules('Sunrise#2026')).toBe(true);
    expect(meetsPasswordRules('Sunrise 2026#')).toBe(false);
  });
});

describe('passwordStrength', () => {
  it("calls an empty or short password 'Too weak' (0)", () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Too weak', meetsRules: false });
    expect(passwordStrength('Ab1!xyz')).toEqual({ score: 0, label: 'Too weak', meetsRules: false });
  });

  it("calls 8 or more characters of at most two kinds 'Weak' (1)", () => {
    expect(passwordStrength('abcdefgh')).toEqual({ score: 1, label: 'Weak', meetsRules: false });
    expect(passwordStrength('abcdefgh12345678')).toEqual({ score: 1, label: 'Weak', meetsRules: false });
  });

  it("calls 8 or more characters of three kinds 'Fair' (2)", () => {
    expect(passwordStrength('Sunrise2026')).toEqual({ score: 2, label: 'Fair', meetsRules: false });
  });

  it("never rates a password the rules refuse above 'Fair'", () => {
    expect(passwordStrength('Sunrise #2026 is long enough')).toEqual({
      score: 2,
      label: 'Fair',
      meetsRules: false,
    });
    expect(passwordStrength(`Aa1!${'x'.repeat(47)}`).score).toBe(2);
  });

  it("calls a password that meets the rules 'Good' (3), and 'Strong' (4) from 12 characters", () => {
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 3, label: 'Good', meetsRules: true });
    expect(passwordStrength('Abcdefgh1!x')).toEqual({ score: 3, label: 'Good', meetsRules: true });
    expect(passwordStrength('Sunrise#2026')).toEqual({ score: 4, label: 'Strong', meetsRules: true });
  });
});
