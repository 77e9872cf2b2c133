import { describe, expect, it } from 'vitest';
import { checkMeterPortalUrl } from '../../../../src/domain/security/meter-portal-url.ts';

const place = {
  baseUrl: 'https://www.riverbend.example/portal.html#/accountoverview',
  pageOrigin: 'https://www.riverbend.example',
  allowedOrigins: ['https://meters.example'],
};
const withToken = (address: string) => `${address}?account=300100200&webToken=5ecr3t`;

describe('checkMeterPortalUrl', () => {
  it("lets the browser go to a listed origin or the page's own, relative addresses included", () => {
    const listed = checkMeterPortalUrl(withToken('https://meters.example/portal'), place);
    expect(listed.ok && listed.url.href).toBe(
      'https://meters.example/portal?account=300100200&webToken=5ecr3t',
    );
    const own = checkMeterPortalUrl(withToken('/meter-portal.html'), place);
    expect(own.ok && own.url.origin).toBe('https://www.riverbend.example');
  });

  it('refuses any other origin, naming it but never the address', () => {
    for (const [address, origin] of [
      ['https://meters.evil.example/portal', 'https://meters.evil.example'],
      ['https://meters.example.evil.example/portal', 'https://meters.example.evil.example'],
      ['https://meters.example:8443/portal', 'https://meters.example:8443'],
      ['//tracker.example/portal', 'https://tracker.example'],
    ] as const) {
      const refused = checkMeterPortalUrl(withToken(address), place);
      expect(refused).toEqual({
        ok: false,
        reason: `meter portal address origin ${origin} is not on the allow-list`,
      });
      expect(JSON.stringify(refused)).not.toContain('5ecr3t');
    }
  });

  it('refuses plain http but on the page itself or a loopback host, other schemes and credentials', () => {
    expect(checkMeterPortalUrl('http://meters.example/portal', place)).toEqual({
      ok: false,
      reason: 'meter portal address origin http://meters.example is not on the allow-list',
    });
    expect(
      checkMeterPortalUrl('http://meters.example/portal', {
        ...place,
        allowedOrigins: ['http://meters.example'],
      }),
    ).toEqual({ ok: false, reason: 'meter portal address origin http://meters.example must use https' });
    const demo = {
      baseUrl: 'http://localhost:4173/portal.html',
      pageOrigin: 'http://localhost:4173',
      allowedOrigins: ['http://localhost:4175'],
    };
    expect(checkMeterPortalUrl('/meter-portal.html', demo).ok).toBe(true);
    expect(checkMeterPortalUrl('http://localhost:4175/meter-portal.html', demo).ok).toBe(true);
    expect(checkMeterPortalUrl('javascript:alert(1)', place)).toEqual({
      ok: false,
      reason: 'meter portal address protocol javascript: is not allowed',
    });
    expect(checkMeterPortalUrl('https://user:5ecr3t@meters.example/portal', place)).toEqual({
      ok: false,
      reason: 'meter portal address must not contain a username or password',
    });
    expect(checkMeterPortalUrl('http://[bad', place)).toEqual({
      ok: false,
      reason: 'meter portal address is not a URL',
    });
  });
});
