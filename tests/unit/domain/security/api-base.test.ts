import { describe, expect, it } from 'vitest';
import { isSecureApiBase } from '../../../../src/domain/security/api-base.ts';
import { isLoopbackHost } from '../../../../src/domain/security/loopback-host.ts';

describe('isSecureApiBase', () => {
  it('accepts https on any host', () => {
    expect(isSecureApiBase(new URL('https://backoffice.example.coop/api'))).toBe(true);
    expect(isSecureApiBase(new URL('https://localhost:4173/api'))).toBe(true);
  });

  it('accepts plain http on a loopback host, on any port (the demo and the tests)', () => {
    for (const address of [
      'http://localhost:4173/api',
      'http://127.0.0.1:4175/api',
      'http://[::1]:8080/api',
    ]) {
      expect(isSecureApiBase(new URL(address)), address).toBe(true);
    }
  });

  it('refuses plain http anywhere else, including names that only look local', () => {
    for (const address of [
      'http://backoffice.example.coop/api',
      'http://192.168.1.20/api',
      'http://localhost.example.coop/api',
      'http://127.0.0.1.example.coop/api',
    ]) {
      expect(isSecureApiBase(new URL(address)), address).toBe(false);
    }
  });

  it('refuses a relative api-base resolved against a plain-http page off the loopback host', () => {
    expect(isSecureApiBase(new URL('/api', 'http://www.riverbend.example.coop/pay/'))).toBe(false);
    expect(isSecureApiBase(new URL('/api', 'http://localhost:4173/quick-pay.html'))).toBe(true);
  });

  it('refuses other schemes', () => {
    expect(isSecureApiBase(new URL('ftp://backoffice.example.coop/api'))).toBe(false);
  });
});

describe('isLoopbackHost', () => {
  it('knows the hosts browsers count as secure over plain http, as URL writes them', () => {
    expect(['localhost', '127.0.0.1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(isLoopbackHost(new URL('http://LOCALHOST:1/').hostname)).toBe(true);
    expect(isLoopbackHost('::1')).toBe(false);
    expect(isLoopbackHost('backoffice.example.coop')).toBe(false);
  });
});
