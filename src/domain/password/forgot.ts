import { validateUsername } from '../login/rules.ts';
import { passwordMessages } from './messages.ts';

export const FORGOT_EMAIL_MAX_LENGTH = 60;

const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Forgot password asks for the username as the Sign In screen does: required, at most 60 characters. */
export function validateForgotPasswordUsername(value: string): string | undefined {
  return validateUsername(value);
}

/** Forgot username asks for the account's email: required, a valid address of at most 60 characters. */
export function validateForgotUsernameEmail(value: string): string | undefined {
  const texts = passwordMessages.forgotUsername;
  const email = value.trim();
  if (email === '') return texts.emailRequired;
  if (email.length > FORGOT_EMAIL_MAX_LENGTH || !emailPattern.test(email)) return texts.emailInvalid;
  return undefined;
}
