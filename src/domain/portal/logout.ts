import { isSafeReturnUrl, splitPath } from './links.ts';

/** The query parameter of the login page that says the member was signed out by a time-out (spec 01 §2.8). */
export const SESSION_TIMEOUT_QUERY = 'sessionTimeOut';
/** The meter-portal jump page signed-in members go to in the meter-portal variant. */
export const METER_PORTAL_JUMP_PATH = 'aclarajump';

export type LogoutReason = 'timeout' | 'manual';

const loginPaths: readonly string[] = ['login', 'pages/login'];

/**
 * Where a sign-out goes (spec 01 §4), as a portal address without the leading slash. A time-out goes to
 * login with the sessionTimeOut query; a manual sign-out goes to the configured sign-out link when that
 * link is a portal address pointing to login ('login', '/pages/login?…'), else to home.
 */
export function afterLogoutTarget({
  reason,
  signOutLink,
}: {
  readonly reason: LogoutReason;
  readonly signOutLink: string | null | undefined;
}): string {
  if (reason === 'timeout') return `login?${SESSION_TIMEOUT_QUERY}=true`;
  if (isSafeReturnUrl(signOutLink)) {
    const { path, search } = splitPath(signOutLink);
    if (loginPaths.includes(path)) return `${path}${search}`;
  }
  return 'home';
}

/**
 * Where a successful sign-in goes (spec 01 §4), as a portal address without the leading slash: the
 * meter-portal jump page in the meter-portal (WHEC) variant; otherwise the return URL, query included (so
 * a return URL holding the meter link values, 'accountoverview?link=mymeter', keeps them), when it is a
 * safe portal address that does not lead back to sign-in; otherwise accountoverview.
 */
export function afterLoginTarget({
  whecEnabled,
  returnUrl,
}: {
  readonly whecEnabled: boolean;
  readonly returnUrl: string | null | undefined;
}): string {
  if (whecEnabled) return METER_PORTAL_JUMP_PATH;
  if (isSafeReturnUrl(returnUrl)) {
    const { path, search } = splitPath(returnUrl);
    if (path !== '' && !loginPaths.includes(path)) return `${path}${search}`;
  }
  return 'accountoverview';
}

export { isSafeReturnUrl };
