import { describe, expect, it } from 'vitest';
import { activeLanguage, switchLanguage } from '../../../src/domain/language.ts';
import {
  canRenewSession,
  isAccessTokenValid,
  isMemberNumber,
  isSessionWarningDue,
  MAX_SESSION_MINUTES,
  MAX_SIGNED_IN_HOURS,
  renewedSessionExpiresAt,
  SESSION_WARNING_SECONDS,
  sessionExpiresAt,
  sessionTimeLeft,
  sessionWarningAt,
  type MemberSession,
} from '../../../src/domain/session.ts';
import { sessionWarningMessages } from '../../../src/domain/session-warning/messages.ts';

const now = Date.parse('2026-11-28T12:00:00Z');
const minutes = (count: number) => count * 60_000;

describe('a session’s lifetime', () => {
  it('is what the back office gives, up to the maximum', () => {
    expect(MAX_SESSION_MINUTES).toBe(60);
    expect(sessionExpiresAt(20, now)).toBe(now + minutes(20));
    expect(sessionExpiresAt(60, now)).toBe(now + minutes(60));
    expect(sessionExpiresAt(600, now)).toBe(now + minutes(60));
  });

  it('is the maximum when the back office gives none (an external login, spec 01 §9: 0)', () => {
    expect(sessionExpiresAt(0, now)).toBe(now + minutes(60));
    expect(sessionExpiresAt(-5, now)).toBe(now + minutes(60));
    expect(sessionExpiresAt(Number.NaN, now)).toBe(now + minutes(60));
  });

  it('counts a stored session without an expiry as expired', () => {
    const session = { accessToken: 'token', memberNumber: '1001', memberMfaEnabled: false };
    expect(isAccessTokenValid({ ...session, expiresAt: null }, now)).toBe(false);
    expect(isAccessTokenValid({ ...session, expiresAt: now + 1 }, now)).toBe(true);
    expect(isAccessTokenValid({ ...session, expiresAt: now }, now)).toBe(false);
    expect(isAccessTokenValid({ ...session, accessToken: '', expiresAt: now + 1 }, now)).toBe(false);
  });
});

describe('renewing a session', () => {
  const hours = (count: number) => count * 3_600_000;
  const signedIn = (signedInAt: number, expiresAt: number): MemberSession => ({
    accessToken: 'token',
    memberNumber: '1001',
    memberMfaEnabled: false,
    expiresAt,
    signedInAt,
  });

  it('gives the new token its own lifetime from now, capped at the maximum per token', () => {
    const signedInAt = now - minutes(18);
    expect(renewedSessionExpiresAt(20, signedInAt, now)).toBe(now + minutes(20));
    expect(renewedSessionExpiresAt(600, signedInAt, now)).toBe(now + minutes(MAX_SESSION_MINUTES));
    expect(renewedSessionExpiresAt(0, signedInAt, now)).toBe(now + minutes(MAX_SESSION_MINUTES));
  });

  it('never takes the signed-in time past 12 hours, which leaves at least ten renewals', () => {
    expect(MAX_SIGNED_IN_HOURS).toBe(12);
    const signedInAt = now - hours(12) + minutes(5);
    expect(renewedSessionExpiresAt(20, signedInAt, now)).toBe(signedInAt + hours(12));
    // Ten renewals of the longest tokens still fit: WCAG 2.2.1 asks for ten.
    expect(hours(MAX_SIGNED_IN_HOURS)).toBeGreaterThanOrEqual(11 * minutes(MAX_SESSION_MINUTES));
  });

  it('is offered while it would make the session last longer, never for a session without its sign-in time', () => {
    expect(canRenewSession(signedIn(now - minutes(18), now + minutes(2)), now)).toBe(true);
    expect(canRenewSession(signedIn(now - hours(12) + minutes(1), now + minutes(1)), now)).toBe(false);
    expect(canRenewSession(signedIn(now - minutes(18), now), now)).toBe(false);
    const { signedInAt: _, ...before } = signedIn(now, now + minutes(2));
    expect(canRenewSession(before, now)).toBe(false);
  });
});

describe('the warning before a session ends', () => {
  const session = (expiresAt: number | null): MemberSession => ({
    accessToken: 'token',
    memberNumber: '1001',
    memberMfaEnabled: false,
    expiresAt,
    signedInAt: now - minutes(10),
  });

  it('shows two minutes before the end, at least the 20 seconds WCAG 2.2.1 asks for', () => {
    expect(SESSION_WARNING_SECONDS).toBe(120);
    expect(sessionWarningAt(now + minutes(20))).toBe(now + minutes(18));
    expect(isSessionWarningDue(session(now + minutes(2) + 1), now)).toBe(false);
    expect(isSessionWarningDue(session(now + minutes(2)), now)).toBe(true);
    expect(isSessionWarningDue(session(now + 1), now)).toBe(true);
  });

  it('does not show for a session that has ended, or none', () => {
    expect(isSessionWarningDue(session(now), now)).toBe(false);
    expect(isSessionWarningDue(session(null), now)).toBe(false);
    expect(isSessionWarningDue(null, now)).toBe(false);
  });

  it('counts the time left in minutes and seconds, rounded up to the second', () => {
    expect(sessionTimeLeft(now + minutes(2), now)).toStrictEqual({ minutes: 2, seconds: 0 });
    expect(sessionTimeLeft(now + 105_000, now)).toStrictEqual({ minutes: 1, seconds: 45 });
    expect(sessionTimeLeft(now + 59_001, now)).toStrictEqual({ minutes: 1, seconds: 0 });
    expect(sessionTimeLeft(now + 1, now)).toStrictEqual({ minutes: 0, seconds: 1 });
    expect(sessionTimeLeft(now - 5_000, now)).toStrictEqual({ minutes: 0, seconds: 0 });
  });

  it('says the time left in words, in English and in Spanish', async () => {
    const { timeLeft } = sessionWarningMessages;
    expect(timeLeft(2, 0)).toBe('2 minutes');
    expect(timeLeft(1, 45)).toBe('1 minute 45 seconds');
    expect(timeLeft(1, 1)).toBe('1 minute 1 second');
    expect(timeLeft(0, 30)).toBe('30 seconds');
    expect(timeLeft(0, 1)).toBe('1 second');
    expect(timeLeft(0, 0)).toBe('0 seconds');
    expect(sessionWarningMessages.description(timeLeft(1, 45))).toBe(
      'For your security, you will be signed out in 1 minute 45 seconds. Do you want to stay signed in?',
    );

    const english = activeLanguage();
    await switchLanguage('es');
    try {
      expect(sessionWarningMessages.timeLeft(2, 0)).toBe('2 minutos');
      expect(sessionWarningMessages.timeLeft(1, 1)).toBe('1 minuto 1 segundo');
      expect(sessionWarningMessages.timeLeft(0, 30)).toBe('30 segundos');
    } finally {
      await switchLanguage(english);
    }
  });
});

describe('a member number from an address', () => {
  it('takes letters, digits and inner hyphens, up to 20', () => {
    for (const value of ['1001', 'A-1001', '12345678901234567890', 'm2']) {
      expect(isMemberNumber(value), value).toBe(true);
    }
  });

  it('refuses what would name another path or resource', () => {
    for (const value of [
      '',
      '..',
      '../1002',
      '1001/accounts',
      '1001?x=1',
      '1001#x',
      '-1001',
      '1001-',
      ' 1001',
      '1%2F2',
      '123456789012345678901',
    ]) {
      expect(isMemberNumber(value), value).toBe(false);
    }
  });
});
