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
  /**
   * Epoch milliseconds of the sign-in, kept across renewals: the signed-in time is capped as a whole
   * (`MAX_SIGNED_IN_HOURS`). Absent in a session stored before renewals existed: it is not renewed.
   */
  readonly signedInAt?: number;
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

/**
 * The longest a member stays signed in by renewing (docs/api.md, "Renew the token"): each token is capped
 * at `MAX_SESSION_MINUTES`, and the renewals at this many hours after sign-in, after which the member
 * signs in again. Twelve hours allows at least ten renewals even of 60-minute tokens (WCAG 2.2.1 asks
 * for ten) and still ends a session left open on a shared computer the same day.
 */
export const MAX_SIGNED_IN_HOURS = 12;

/** When a session signed in at `signedInAt` and renewed now for `expiresInMinutes` ends. */
export function renewedSessionExpiresAt(expiresInMinutes: number, signedInAt: number, now: number): number {
  return Math.min(sessionExpiresAt(expiresInMinutes, now), signedInAt + MAX_SIGNED_IN_HOURS * 3_600_000);
}

/** Whether renewing the session now would make it last any longer than it does. */
export function canRenewSession(session: MemberSession, now: number): boolean {
  if (session.signedInAt === undefined || !isAccessTokenValid(session, now)) return false;
  return session.signedInAt + MAX_SIGNED_IN_HOURS * 3_600_000 > (session.expiresAt ?? 0);
}

/**
 * How long before a session ends the member is warned and may renew it. WCAG 2.2.1 asks for at least
 * 20 seconds to answer; two minutes leaves time to find the dialog with a screen reader or a switch.
 */
export const SESSION_WARNING_SECONDS = 120;

/** When the warning of a session ending at `expiresAt` shows. */
export function sessionWarningAt(expiresAt: number): number {
  return expiresAt - SESSION_WARNING_SECONDS * 1000;
}

/** Whether the warning shows now: the session is live and ends within the warning time. */
export function isSessionWarningDue(session: MemberSession | null, now: number): boolean {
  return (
    session !== null &&
    session.expiresAt !== null &&
    isAccessTokenValid(session, now) &&
    now >= sessionWarningAt(session.expiresAt)
  );
}

export interface TimeLeft {
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * The time left until `expiresAt`, in whole minutes and seconds, rounded up to the second so that the
 * text never says 0 seconds while the session still lasts; nothing left is 0 and 0.
 */
export function sessionTimeLeft(expiresAt: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
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
