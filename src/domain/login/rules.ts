import { loginMessages } from './messages.ts';

export const LOGIN_USERNAME_MAX_LENGTH = 60;
export const LOGIN_PASSWORD_MAX_LENGTH = 50;
/** The verification code of multi-factor sign-in: exactly this many digits. */
export const MFA_CODE_LENGTH = 6;

const mfaCodePattern = new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`);

/** Username: required (blank counts as empty), at most 60 characters (spec 01 §5 Login). */
export function validateUsername(value: string): string | undefined {
  if (value.trim() === '') return loginMessages.usernameRequired;
  if (value.length > LOGIN_USERNAME_MAX_LENGTH) return loginMessages.usernameTooLong;
  return undefined;
}

/** Password: required, at most 50 characters. Spaces are characters of a password, so only '' is empty. */
export function validatePassword(value: string): string | undefined {
  if (value === '') return loginMessages.passwordRequired;
  if (value.length > LOGIN_PASSWORD_MAX_LENGTH) return loginMessages.passwordTooLong;
  return undefined;
}

/** The space key is blocked in the password field (`KeyboardEvent.key`; 'Spacebar' in old browsers). */
export function isBlockedPasswordKey(key: string): boolean {
  return key === ' ' || key === 'Spacebar';
}

/** Verify is enabled only once the code is complete: exactly 6 digits. */
export function isMfaCodeComplete(code: string): boolean {
  return mfaCodePattern.test(code);
}

/** The alert the login page shows on arrival: 'You have successfully logged out' after a time-out. */
export function loginArrivalNotice(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.has('sessionTimeOut') ? loginMessages.loggedOut : null;
}

/** The original-portal banner shows on sites that came from the original portal (an origin is configured). */
export function isOriginalPortalBannerShown(originalPortalOrigin: string | null | undefined): boolean {
  return typeof originalPortalOrigin === 'string' && originalPortalOrigin.trim() !== '';
}
