/** The signed-in member's session as stored (spec 01 §3 'Session user'). */
export interface MemberSession {
  readonly accessToken: string;
  readonly memberNumber: string;
  readonly memberMfaEnabled: boolean;
  /**
   * Epoch milliseconds after which the token is no longer valid. Every session has one
   * (`sessionExpiresAt`); null is only read from storage written otherwise, and counts as expired.
   */
  readonly expiresAt: number | null;
}

/**
 * The longest a session lasts on this side, whatever the back office says: a sign-in's token lives what
 * its answer gives, up to this; an external login, which gives no expiry (spec 01 §9: expireInMinutes 0),
 * gets exactly this. A session handed over by a link is no longer-lived than one signed in by hand.
 */
export const MAX_SESSION_MINUTES = 60;

/** When a session granted now for `expiresInMinutes` (0: no expiry given) ends. */
export function sessionExpiresAt(expiresInMinutes: number, now: number): number {
  const minutes =
    Number.isFinite(expiresInMinutes) && expiresInMinutes > 0
      ? Math.min(expiresInMinutes, MAX_SESSION_MINUTES)
      : MAX_SESSION_MINUTES;
  return now + minutes * 60_000;
}

/** The validity check of spec 01 §4: a token is present and not expired. */
export function isAccessTokenValid(session: MemberSession | null, now: number): boolean {
  if (!session || !session.accessToken) return false;
  return session.expiresAt !== null && session.expiresAt > now;
}

/**
 * Whether `value` may be a member number: letters, digits and inner hyphens, at most 20 (the longest
 * field that takes one). It goes into call paths (`v3/members/{memberNumber}`), where '..' or a slash
 * from an address would name another resource.
 */
export function isMemberNumber(value: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,18}[A-Za-z0-9])?$/.test(value);
}
