/** The signed-in member's session as stored (spec 01 §3 'Session user'). */
export interface MemberSession {
  readonly accessToken: string;
  readonly memberNumber: string;
  readonly memberMfaEnabled: boolean;
  /** Epoch milliseconds after which the token is no longer valid; null when the server gave no expiry. */
  readonly expiresAt: number | null;
}

/** The validity check of spec 01 §4: a token is present and not expired. */
export function isAccessTokenValid(session: MemberSession | null, now: number): boolean {
  if (!session || !session.accessToken) return false;
  return session.expiresAt === null || session.expiresAt > now;
}
