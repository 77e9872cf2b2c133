import { passwordMessages } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
/** The special characters a password must contain one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

const messages = passwordMessages.rules;

export interface PasswordRuleChecks {
  readonly length: boolean;
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly special: boolean;
  readonly noWhitespace: boolean;
}

/** Each rule of a new password on its own, for a checklist beside the field. */
export function passwordRuleChecks(password: string): PasswordRuleChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    special: /[!@#$%^&*]/.test(password),
    // The Sign In screen blocks the space key, so a password with a space could never be typed there.
    noWhitespace: !/\s/.test(password),
  };
}

/** 8 to 50 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*, and no whitespace. */
export function meetsPasswordRules(password: string): boolean {
  return Object.values(passwordRuleChecks(password)).every(Boolean);
}

/** The criteria message followed by the rule text (spec 02 §5). */
export const passwordCriteriaMessage = `${messages.passwordCriteria} ${messages.passwordRuleText}`;

/** A new password (registration, reset, my profile): required, then the rules. */
export function validateNewPassword(password: string): string | undefined {
  if (password === '') return messages.passwordRequired;
  if (!meetsPasswordRules(password)) return passwordCriteriaMessage;
  return undefined;
}

/** The confirmation: required, then equal to the password. */
export function validateConfirmPassword(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return messages.confirmPasswordRequired;
  if (confirmPassword !== password) return messages.passwordMismatch;
  return undefined;
}

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  readonly score: PasswordStrengthScore;
  readonly label: (typeof passwordMessages.strength.levels)[number];
  readonly meetsRules: boolean;
}

/**
 * The strength meter: 0 'Too weak' when empty or shorter than 8 characters; a password that breaks the
 * rules otherwise is 1 'Weak' with at most two kinds of character (lowercase, uppercase, digit, special)
 * and 2 'Fair' with three or more; a password that meets the rules is 3 'Good', and 4 'Strong' from 12
 * characters on. So the meter never calls a password the portal would refuse 'Good'.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = passwordRuleChecks(password);
  const meetsRules = Object.values(checks).every(Boolean);
  const kinds = [checks.lowercase, checks.uppercase, checks.digit, checks.special].filter(Boolean).length;
  let score: PasswordStrengthScore;
  if (password.length < PASSWORD_MIN_LENGTH) score = 0;
  else if (!meetsRules) score = kinds >= 3 ? 2 : 1;
  else score = password.length >= 12 ? 4 : 3;
  return { score, label: passwordMessages.strength.levels[score], meetsRules };
}
