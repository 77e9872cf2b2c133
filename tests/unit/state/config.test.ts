import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/state/config.ts';

const page = 'https://www.riverbend.example.coop/pay/index.html';

describe('parseConfig', () => {
  it('resolves a relative api-base against the page and normalizes origins', () => {
    expect(
      parseConfig(
        {
          'api-base': '/api/',
          'application-id': 'RIVERBEND-WEB',
          'payment-origins': 'https://pay.example.com/hosted, https://backup.example.com',
          'verify-timeout': '45',
        },
        page,
      ),
    ).toEqual({
      ok: true,
      config: {
        apiBase: 'https://www.riverbend.example.coop/api',
        applicationId: 'RIVERBEND-WEB',
        paymentOrigins: ['https://pay.example.com', 'https://backup.example.com'],
        storage: 'session',
        homeUrl: '/',
        portalUrl: undefined,
        verifyTimeoutSeconds: 45,
      },
    });
  });

  it('names every attribute that is missing or wrong', () => {
    expect(
      parseConfig(
        {
          'payment-origins': 'pay.example.com ftp://files.example.com',
          storage: 'cookie',
          'verify-timeout': '0',
        },
        page,
      ),
    ).toEqual({
      ok: false,
      problems: [
        'api-base is required: the URL of the cooperative back-office API.',
        'application-id is required: the web application id the back office expects.',
        'payment-origins entry "pay.example.com" is not an origin such as https://pay.example.com.',
        'payment-origins entry "ftp://files.example.com" is not an origin such as https://pay.example.com.',
        'storage "cookie" must be "session" (default) or "local".',
        'verify-timeout "0" must be a number of seconds greater than 0.',
      ],
    });
  });

  it('rejects an api-base that is not http(s)', () => {
    const result = parseConfig({ 'api-base': 'javascript:alert(1)', 'application-id': 'X' }, page);
    expect(result).toEqual({
      ok: false,
      problems: ['api-base "javascript:alert(1)" is not an http(s) URL.'],
    });
  });

  it('refuses an api-base over plain http off the loopback host, naming the attribute', () => {
    expect(
      parseConfig({ 'api-base': 'http://backoffice.example.coop/api', 'application-id': 'X' }, page),
    ).toEqual({
      ok: false,
      problems: [
        'api-base "http://backoffice.example.coop/api" must use https: it resolves to http://backoffice.example.coop, and plain http is allowed only on a loopback host (localhost, 127.0.0.1, [::1]).',
      ],
    });
    // A relative api-base takes the page's scheme and host.
    const onPlainHttpPage = parseConfig(
      { 'api-base': '/api', 'application-id': 'X' },
      'http://www.riverbend.example.coop/pay/index.html',
    );
    expect(onPlainHttpPage.ok).toBe(false);
  });

  it('accepts an api-base over plain http on a loopback host (the demo)', () => {
    for (const [apiBase, pageUrl] of [
      ['/api', 'http://localhost:4173/quick-pay.html'],
      ['http://localhost:4175/api', 'http://localhost:4173/portal.html'],
      ['http://127.0.0.1:4175/api', page],
      ['http://[::1]:4175/api', page],
    ] as const) {
      expect(parseConfig({ 'api-base': apiBase, 'application-id': 'X' }, pageUrl).ok, apiBase).toBe(true);
    }
  });

  it('reads meter-portal-origins as origins, and names an entry that is not one', () => {
    const listed = parseConfig(
      {
        'api-base': '/api',
        'application-id': 'X',
        'meter-portal-origins': 'https://meters.example.com/portal, https://backup.meters.example.com',
      },
      page,
    );
    expect(listed.ok && listed.config.meterPortalOrigins).toEqual([
      'https://meters.example.com',
      'https://backup.meters.example.com',
    ]);
    const unlisted = parseConfig({ 'api-base': '/api', 'application-id': 'X' }, page);
    expect(unlisted.ok && 'meterPortalOrigins' in unlisted.config).toBe(false);
    expect(
      parseConfig(
        { 'api-base': '/api', 'application-id': 'X', 'meter-portal-origins': 'meters.example.com' },
        page,
      ),
    ).toEqual({
      ok: false,
      problems: [
        'meter-portal-origins entry "meters.example.com" is not an origin such as https://meters.example.com.',
      ],
    });
  });

  it('accepts local storage when the host opts in', () => {
    const result = parseConfig({ 'api-base': '/api', 'application-id': 'X', storage: 'local' }, page);
    expect(result.ok && result.config.storage).toBe('local');
  });
});
