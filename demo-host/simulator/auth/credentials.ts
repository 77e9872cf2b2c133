import { own, siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { LoginRecord } from './auth-records.ts';
import type { SiteLogins } from './auth-service.ts';

// The portal's username and password rules (spec 01 §5, spec 02 §5), checked again on the server.

export const userNameMinLength = 6;
export const userNameMaxLength = 60;
export const passwordMaxLength = 50;

/**
 * 6 to 60 characters: letters, digits, space, underscore, period, at sign and hyphen, starting and
 * ending with a letter or digit, never the same special character twice in a row.
 */
export function isValidUserName(userName: string): boolean {
  return (
    userName.length >= userNameMinLength &&
    userName.length <= userNameMaxLength &&
    /^[A-Za-z0-9](?:[A-Za-z0-9 _.@-]*[A-Za-z0-9])?$/.test(userName) &&
    !/([ _.@-])\1/.test(userName)
  );
}

/** 8 to 50 characters with a lower-case letter, an upper-case letter, a digit and one of !@#$%^&*. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= passwordMaxLength &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

/** Logins are keyed by their username in lower case: usernames are case-insensitive. */
export function loginKeyOf(userName: string): string {
  return userName.trim().toLowerCase();
}

/** One site's portal logins. */
export function siteLogins(state: SimulatorState, applicationId: string): SiteLogins {
  return siteEntry(state.auth.sites, applicationId, 'auth');
}

export function findLogin(site: SiteLogins, userName: string): LoginRecord | undefined {
  return own(site.logins, loginKeyOf(userName));
}

/** The member's portal login, when the member has one on the site. */
export function findMemberLogin(
  state: SimulatorState,
  applicationId: string,
  memberNumber: string,
): LoginRecord | undefined {
  const logins = own(state.auth.sites, applicationId)?.logins ?? {};
  return Object.values(logins).find((login) => login.memberNumber === memberNumber);
}

export function memberHasLogin(site: SiteLogins, memberNumber: string): boolean {
  return Object.values(site.logins).some((login) => login.memberNumber === memberNumber);
}
