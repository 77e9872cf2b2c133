import { describe, expect, it } from 'vitest';
import { addressWithoutSecrets } from '../../../../src/domain/security/address-secrets.ts';

const secrets = (href: string, routing: Parameters<typeof addressWithoutSecrets>[1]) => {
  const result = addressWithoutSecrets(href, routing);
  return { href: result.href, secrets: Object.fromEntries(result.secrets) };
};

describe('the secrets of an address', () => {
  it('takes an external login’s token and member out of a hash route, keeping the rest', () => {
    expect(
      secrets('https://coop.example/portal.html?utm=x#/external-redirect?token=T0K&member=1001&a=1', {
        mode: 'hash',
      }),
    ).toEqual({
      href: 'https://coop.example/portal.html?utm=x#/external-redirect?a=1',
      secrets: { token: 'T0K', member: '1001' },
    });
  });

  it('takes a reset code out of a hash route, leaving no empty query', () => {
    expect(secrets('https://coop.example/portal.html#/reset-password?otc=abc123', { mode: 'hash' })).toEqual({
      href: 'https://coop.example/portal.html#/reset-password',
      secrets: { otc: 'abc123' },
    });
  });

  it('takes them out of the page’s query with path routing, under the base path only', () => {
    expect(
      secrets('https://coop.example/portal/external-redirect?token=T&member=1001', {
        mode: 'path',
        basePath: '/portal',
      }),
    ).toEqual({
      href: 'https://coop.example/portal/external-redirect',
      secrets: { token: 'T', member: '1001' },
    });
    expect(
      secrets('https://coop.example/news/external-redirect?token=T', { mode: 'path', basePath: '/portal' }),
    ).toEqual({ href: 'https://coop.example/news/external-redirect?token=T', secrets: {} });
  });

  it('leaves other routes’ parameters alone: a CMS page’s own `token` is not the portal’s', () => {
    const href = 'https://coop.example/portal.html?token=cms#/billpayments/history?member=1001';
    expect(secrets(href, { mode: 'hash' })).toEqual({ href, secrets: {} });
  });

  it('takes a standalone reset element’s code from the page’s query or a hash route to it', () => {
    expect(
      secrets('https://coop.example/reset.html?otc=abc&lang=es', { mode: 'page', route: 'reset-password' }),
    ).toEqual({ href: 'https://coop.example/reset.html?lang=es', secrets: { otc: 'abc' } });
    expect(
      secrets('https://coop.example/portal.html#/reset-password?otc=abc', {
        mode: 'page',
        route: 'reset-password',
      }),
    ).toEqual({ href: 'https://coop.example/portal.html#/reset-password', secrets: { otc: 'abc' } });
  });
});
