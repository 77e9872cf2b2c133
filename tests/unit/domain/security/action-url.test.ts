import { describe, it, expect } from 'vitest';
import { checkActionUrl } from '../../../../src/domain/security/action-url.ts';

const production = {
  allowedOrigins: ['https://pay.gateway.example'],
  pageOrigin: 'https://www.riverbend.example',
};

const demoHost = {
  allowedOrigins: ['http://localhost:4173'],
  pageOrigin: 'http://localhost:4173',
};

describe('checkActionUrl', () => {
  it('accepts an https URL on an allowed origin', () => {
    const result = checkActionUrl('https://pay.gateway.example/hosted/checkout?session=1', production);
    expect(result.ok).toBe(true);
    expect(result.ok && result.url.href).toBe('https://pay.gateway.example/hosted/checkout?session=1');
  });

  it('accepts a host written in capitals, since the origin is compared after URL parsing', () => {
    expect(checkActionUrl('https://PAY.Gateway.example/checkout', production).ok).toBe(true);
  });

  it("accepts plain http on the page's own origin (the demo host's gateway)", () => {
    const result = checkActionUrl('http://localhost:4173/gateway/pay', demoHost);
    expect(result.ok).toBe(true);
  });

  it('accepts plain http on a loopback host, which browsers count as secure (the cross-origin demo)', () => {
    const demo = {
      allowedOrigins: ['http://localhost:4419', 'http://127.0.0.1:4419'],
      pageOrigin: 'http://localhost:4417',
    };
    expect(checkActionUrl('http://localhost:4419/gateway/hosted-payment', demo).ok).toBe(true);
    expect(checkActionUrl('http://127.0.0.1:4419/gateway/hosted-payment', demo).ok).toBe(true);
  });

  it('refuses plain http on any other host, even allowed', () => {
    const listed = {
      allowedOrigins: ['http://pay.gateway.example'],
      pageOrigin: 'https://www.riverbend.example',
    };
    expect(checkActionUrl('http://pay.gateway.example/checkout', listed)).toEqual({
      ok: false,
      reason: 'action URL origin http://pay.gateway.example must use https',
    });
  });

  it('rejects a relative or empty URL', () => {
    expect(checkActionUrl('/gateway/pay', production)).toEqual({
      ok: false,
      reason: 'action URL is not an absolute URL',
    });
    expect(checkActionUrl('', production)).toEqual({
      ok: false,
      reason: 'action URL is not an absolute URL',
    });
  });

  it('rejects a protocol other than https or http', () => {
    expect(checkActionUrl('javascript:alert(1)', production)).toEqual({
      ok: false,
      reason: 'action URL protocol javascript: is not allowed',
    });
    expect(checkActionUrl('data:text/html,<form></form>', production)).toEqual({
      ok: false,
      reason: 'action URL protocol data: is not allowed',
    });
  });

  it('rejects credentials in the URL without repeating them in the reason', () => {
    const withPassword = checkActionUrl('https://user:s3cret@pay.gateway.example/checkout', production);
    expect(withPassword).toEqual({ ok: false, reason: 'action URL must not contain a username or password' });
    expect(checkActionUrl('https://user@pay.gateway.example/checkout', production)).toEqual({
      ok: false,
      reason: 'action URL must not contain a username or password',
    });
  });

  it('rejects an origin that is not on the allow-list', () => {
    expect(checkActionUrl('https://evil.example/checkout', production)).toEqual({
      ok: false,
      reason: 'action URL origin https://evil.example is not on the allow-list',
    });
  });

  it('rejects a look-alike host that merely starts with an allowed host', () => {
    expect(checkActionUrl('https://pay.gateway.example.evil.example/checkout', production)).toEqual({
      ok: false,
      reason: 'action URL origin https://pay.gateway.example.evil.example is not on the allow-list',
    });
  });

  it('rejects an allowed host on another port', () => {
    expect(checkActionUrl('https://pay.gateway.example:8443/checkout', production)).toEqual({
      ok: false,
      reason: 'action URL origin https://pay.gateway.example:8443 is not on the allow-list',
    });
  });

  it('rejects the http version of an allowed https origin', () => {
    expect(checkActionUrl('http://pay.gateway.example/checkout', production)).toEqual({
      ok: false,
      reason: 'action URL origin http://pay.gateway.example is not on the allow-list',
    });
  });

  it("rejects plain http on an allowed origin that is not the page's own", () => {
    const options = {
      allowedOrigins: ['http://gateway.internal.example'],
      pageOrigin: 'https://www.riverbend.example',
    };
    expect(checkActionUrl('http://gateway.internal.example/pay', options)).toEqual({
      ok: false,
      reason: 'action URL origin http://gateway.internal.example must use https',
    });
  });

  it("rejects the page's own http origin when it is not on the allow-list", () => {
    expect(checkActionUrl('http://localhost:4173/gateway/pay', { ...demoHost, allowedOrigins: [] })).toEqual({
      ok: false,
      reason: 'action URL origin http://localhost:4173 is not on the allow-list',
    });
  });
});
