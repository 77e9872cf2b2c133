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

  it('accepts local storage when the host opts in', () => {
    const result = parseConfig({ 'api-base': '/api', 'application-id': 'X', storage: 'local' }, page);
    expect(result.ok && result.config.storage).toBe('local');
  });
});
