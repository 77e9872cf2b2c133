import { describe, expect, it } from 'vitest';
import {
  isAccessTokenValid,
  isMemberNumber,
  MAX_SESSION_MINUTES,
  sessionExpiresAt,
} from '../../../src/domain/session.ts';

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
