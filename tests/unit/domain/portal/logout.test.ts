import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  afterLogoutTarget,
  isSafeReturnUrl,
  METER_PORTAL_JUMP_PATH,
  SESSION_TIMEOUT_QUERY,
} from '../../../../src/domain/portal/logout.ts';
import { resolveRoute } from '../../../../src/domain/portal/routes.ts';

describe('afterLogoutTarget', () => {
  it('sends a time-out to login with the sessionTimeOut query, whatever the sign-out link', () => {
    expect(SESSION_TIMEOUT_QUERY).toBe('sessionTimeOut');
    expect(afterLogoutTarget({ reason: 'timeout', signOutLink: null })).toBe('login?sessionTimeOut=true');
    expect(afterLogoutTarget({ reason: 'timeout', signOutLink: '/home' })).toBe('login?sessionTimeOut=true');
  });

  it('keeps the time-out query through the pages/ redirect of login', () => {
    expect(resolveRoute(afterLogoutTarget({ reason: 'timeout', signOutLink: null }))).toEqual({
      kind: 'redirect',
      to: 'pages/login?sessionTimeOut=true',
    });
  });

  it('sends a manual sign-out to the configured link when it points to login', () => {
    expect(afterLogoutTarget({ reason: 'manual', signOutLink: '/login' })).toBe('login');
    expect(afterLogoutTarget({ reason: 'manual', signOutLink: 'pages/login' })).toBe('pages/login');
    expect(afterLogoutTarget({ reason: 'manual', signOutLink: '/login?from=signout' })).toBe(
      'login?from=signout',
    );
  });

  it('sends a manual sign-out home when the link is missing, elsewhere or outside the portal', () => {
    for (const signOutLink of [
      null,
      undefined,
      '',
      '/accountoverview',
      'https://evil.example/login',
      '//evil.example/login',
    ]) {
      expect(afterLogoutTarget({ reason: 'manual', signOutLink })).toBe('home');
    }
  });
});

describe('afterLoginTarget', () => {
  it('goes to the meter-portal jump page in the meter-portal variant, whatever the return URL', () => {
    expect(METER_PORTAL_JUMP_PATH).toBe('aclarajump');
    expect(afterLoginTarget({ whecEnabled: true, returnUrl: '/billpayments/history' })).toBe('aclarajump');
    expect(afterLoginTarget({ whecEnabled: true, returnUrl: null })).toBe('aclarajump');
  });

  it('goes to the return URL with its meter link values', () => {
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: '/accountoverview?link=mymeter' })).toBe(
      'accountoverview?link=mymeter',
    );
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: '/accountoverview/metersense' })).toBe(
      'accountoverview/metersense',
    );
  });

  it('goes to any other portal return URL', () => {
    expect(
      afterLoginTarget({ whecEnabled: false, returnUrl: '/billpayments/history?accountno=300100201' }),
    ).toBe('billpayments/history?accountno=300100201');
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: 'usage-tracker' })).toBe('usage-tracker');
  });

  it('goes to accountoverview without a return URL', () => {
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: null })).toBe('accountoverview');
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: undefined })).toBe('accountoverview');
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: '' })).toBe('accountoverview');
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: '/' })).toBe('accountoverview');
  });

  it('goes to accountoverview instead of a return URL outside the portal (no open redirect)', () => {
    for (const returnUrl of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterLoginTarget({ whecEnabled: false, returnUrl })).toBe('accountoverview');
    }
  });

  it('goes to accountoverview instead of back to the login page', () => {
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: '/login' })).toBe('accountoverview');
    expect(afterLoginTarget({ whecEnabled: false, returnUrl: '/pages/login?sessionTimeOut=true' })).toBe(
      'accountoverview',
    );
  });

  it('offers the same open-redirect guard as links.ts', () => {
    expect(isSafeReturnUrl('/accountoverview')).toBe(true);
    expect(isSafeReturnUrl('//evil.example')).toBe(false);
  });
});
