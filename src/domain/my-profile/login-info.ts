import { meetsPasswordRules, passwordCriteriaMessage } from '../password/rules.ts';
import { myProfileMessages } from './messages.ts';

const errors = myProfileMessages.errors;

/** Spec 02 §5 and §9. */
export const PROFILE_EMAIL_MAX_LENGTH = 60;
export const PROFILE_USERNAME_MIN_LENGTH = 6;
export const PROFILE_USERNAME_MAX_LENGTH = 60;
export const PROFILE_SECURITY_ANSWER_MAX_LENGTH = 100;

const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const usernameCharactersPattern = /^[A-Za-z0-9](?:[A-Za-z0-9 _.@-]*[A-Za-z0-9])?$/;
const repeatedSpecialPattern = /([ _.@-])\1/;

/** Email: required ('Please enter email.'), a valid address of at most 60 characters. */
export function validateProfileEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return errors.emailRequired;
  if (email.length > PROFILE_EMAIL_MAX_LENGTH || !emailPattern.test(email)) return errors.emailInvalid;
  return undefined;
}

/**
 * The username pattern: 6 to 60 characters of letters, digits, space and . _ @ -; starting and ending
 * with a letter or digit; never the same special character twice in a row.
 */
export function isWellFormedUsername(value: string): boolean {
  return (
    value.length >= PROFILE_USERNAME_MIN_LENGTH &&
    value.length <= PROFILE_USERNAME_MAX_LENGTH &&
    usernameCharactersPattern.test(value) &&
    !repeatedSpecialPattern.test(value)
  );
}

/** Username: required ('Please enter username.'), then the pattern ('Username entry does not meet criteria.'). */
export function validateProfileUsername(value: string): string | undefined {
  if (value.trim() === '') return errors.usernameRequired;
  // Spaces around it are not part of it: the username is sent trimmed.
  if (!isWellFormedUsername(value.trim())) return errors.usernameCriteria;
  return undefined;
}

/**
 * Availability is checked on blur only when the username changed from the member's own (case aside:
 * usernames are case-insensitive) and matches the pattern.
 */
export function shouldCheckUsernameAvailability(value: string, current: string): boolean {
  return value.trim().toLowerCase() !== current.trim().toLowerCase() && isWellFormedUsername(value.trim());
}

/** The message for a username the availability check found taken. */
export function usernameAvailabilityMessage(available: boolean): string | undefined {
  return available ? undefined : errors.usernameTaken;
}

/** Security question: one must be chosen ('Please select an option.'). */
export function validateSecurityQuestion(questionId: string): string | undefined {
  return questionId.trim() === '' ? errors.securityQuestionRequired : undefined;
}

/** Security answer: required ('Please enter security answer.'), at most 100 characters. */
export function validateSecurityAnswer(value: string): string | undefined {
  if (value.trim() === '') return errors.securityAnswerRequired;
  if (value.length > PROFILE_SECURITY_ANSWER_MAX_LENGTH) return errors.securityAnswerTooLong;
  return undefined;
}

/**
 * The optional new password: both fields empty keeps the current one; once either is filled both are
 * required, the password meets the rules and the confirmation equals it.
 */
export function validateOptionalPassword(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } {
  if (password === '' && confirmPassword === '') return {};
  const result: { password?: string; confirmPassword?: string } = {};
  if (password === '') result.password = errors.passwordRequired;
  else if (!meetsPasswordRules(password)) result.password = passwordCriteriaMessage;
  if (confirmPassword === '') result.confirmPassword = errors.confirmPasswordRequired;
  else if (password !== '' && confirmPassword !== password) result.confirmPassword = errors.passwordMismatch;
  return result;
}

/** The Login Info fields, as the form holds them. */
export interface LoginInfoValues {
  readonly userName: string;
  readonly loginId: string;
  readonly securityQuestionId: string;
  readonly securityQuestionAnswer: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export type LoginInfoErrors = Partial<Record<keyof LoginInfoValues, string>>;

/**
 * Every Login Info rule, in the order of the fields. `takenUsername` is the last username the
 * availability check found taken: it stays refused until the member changes it.
 */
export function validateLoginInfo(
  values: LoginInfoValues,
  takenUsername: string | null = null,
): LoginInfoErrors {
  const result: LoginInfoErrors = {};
  const email = validateProfileEmail(values.userName);
  if (email) result.userName = email;
  const username =
    validateProfileUsername(values.loginId) ??
    (takenUsername !== null && values.loginId.trim().toLowerCase() === takenUsername.trim().toLowerCase()
      ? errors.usernameTaken
      : undefined);
  if (username) result.loginId = username;
  const question = validateSecurityQuestion(values.securityQuestionId);
  if (question) result.securityQuestionId = question;
  const answer = validateSecurityAnswer(values.securityQuestionAnswer);
  if (answer) result.securityQuestionAnswer = answer;
  return { ...result, ...validateOptionalPassword(values.password, values.confirmPassword) };
}
