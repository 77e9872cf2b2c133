import { describe, expect, it } from 'vitest';
import {
  externalHref,
  isSafeReturnUrl,
  linkTarget,
  portalRouteHref,
  portalUrl,
  routeTarget,
  splitPath,
  splitPortalUrl,
} from '../../../../src/domain/portal/links.ts';

describe('isSafeReturnUrl', () => {
  it('accepts portal paths, with or without the leading slash, with a query', () => {
    for (const url of [
      'accountoverview',
      '/accountoverview',
      '/accountoverview?link=mymeter',
      'billpayments/history',
    ]) {
      expect(isSafeReturnUrl(url)).toBe(true);
    }
  });

  it('refuses any scheme, whatever its case', () => {
    for (const url of [
      'https://evil.example',
      'http://evil.example/login',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.example',
    ]) {
      expect(isSafeReturnUrl(url)).toBe(false);
    }
  });

  it('refuses protocol-relative addresses and backslashes that browsers read as them', () => {
    for (const url of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
    ]) {
      expect(isSafeReturnUrl(url)).toBe(false);
    }
  });

  it('refuses an encoded scheme and malformed percent-encoding', () => {
    expect(isSafeReturnUrl('javascript%3Aalert(1)')).toBe(false);
    expect(isSafeReturnUrl('/home%E0%A4%A')).toBe(false);
  });

  it('refuses blank values, surrounding spaces, control characters and fragments', () => {
    for (const url of ['', '   ', ' /home', '/home ', '/ho\nme', '/home#x', null, undefined]) {
      expect(isSafeReturnUrl(url)).toBe(false);
    }
  });
});

describe('externalHref', () => {
  it('keeps http and https addresses', () => {
    expect(externalHref('https://www.facebook.com/example')).toBe('https://www.facebook.com/example');
    expect(externalHref(' http://example.org/a?b=c ')).toBe('http://example.org/a?b=c');
  });

  it("completes an address written 'www.…' with https", () => {
    expect(externalHref('www.youtube.com/@example')).toBe('https://www.youtube.com/@example');
  });

  it('refuses other schemes, relative paths, blanks and addresses without a host', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.org',
      '/contact',
      '',
      null,
      undefined,
      'https://',
      'https:///x',
    ]) {
      expect(externalHref(url)).toBeNull();
    }
  });
});

describe('linkTarget', () => {
  it("gives nothing for a missing link, '' or '#'", () => {
    for (const link of [null, undefined, '', '  ', '#', ' # ']) {
      expect(linkTarget(link)).toBeNull();
    }
  });

  it('leads outside for web, mail and phone addresses', () => {
    expect(linkTarget('https://outages.example.org/map')).toEqual({
      kind: 'external',
      href: 'https://outages.example.org/map',
    });
    expect(linkTarget('mailto:help@example.org')).toEqual({
      kind: 'external',
      href: 'mailto:help@example.org',
    });
    expect(linkTarget('tel:18005550199')).toEqual({ kind: 'external', href: 'tel:18005550199' });
  });

  it('leads to a portal route for a relative path, or to the host site when marked external', () => {
    expect(linkTarget('/delinquent-history')).toEqual({ kind: 'route', path: 'delinquent-history' });
    expect(linkTarget('/news', true)).toEqual({ kind: 'external', href: '/news' });
  });

  it('never makes a target of another scheme or a protocol-relative address', () => {
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('javascript:alert(1)', true)).toBeNull();
    expect(linkTarget('//evil.example', true)).toBeNull();
  });
});

describe('splitPath, splitPortalUrl and portalUrl', () => {
  it('separates path and query, dropping slashes at both ends and the fragment', () => {
    expect(splitPath('/billpayments/history/?accountno=1#top')).toEqual({
      path: 'billpayments/history',
      search: '?accountno=1',
    });
    expect(splitPath('home?')).toEqual({ path: 'home', search: '' });
    expect(splitPath('')).toEqual({ path: '', search: '' });
  });

  it('turns a portal address into a route target with its query, and back', () => {
    const target = splitPortalUrl('/accountoverview?link=mymeter&accountno=300100200');
    expect(target).toEqual({
      kind: 'route',
      path: 'accountoverview',
      query: { link: 'mymeter', accountno: '300100200' },
    });
    expect(portalUrl(target)).toBe('accountoverview?link=mymeter&accountno=300100200');
    expect(portalUrl(routeTarget('home'))).toBe('home');
  });

  it('leaves query and state out of a route target that has none', () => {
    expect(routeTarget('home')).toEqual({ kind: 'route', path: 'home' });
    expect(routeTarget('my-profile', undefined, { paperless: true })).toEqual({
      kind: 'route',
      path: 'my-profile',
      state: { paperless: true },
    });
  });
});

describe('portalRouteHref', () => {
  it('puts the route in the fragment of the page with hash routing, query included', () => {
    expect(portalRouteHref('billpayments/history', { mode: 'hash', page: '/portal.html' })).toBe(
      '/portal.html#/billpayments/history',
    );
    expect(portalRouteHref('/accountoverview?link=mymeter', { mode: 'hash', page: '/cms/page?id=7' })).toBe(
      '/cms/page?id=7#/accountoverview?link=mymeter',
    );
  });

  it("replaces the page's own fragment with hash routing", () => {
    expect(portalRouteHref('home', { mode: 'hash', page: '/portal.html#/legal-terms' })).toBe(
      '/portal.html#/home',
    );
    expect(portalRouteHref('login', { mode: 'hash', page: 'https://coop.example/portal#top' })).toBe(
      'https://coop.example/portal#/login',
    );
  });

  it('puts the route under the base path with path routing, without any fragment', () => {
    expect(portalRouteHref('billpayments/history', { mode: 'path', basePath: '/portal' })).toBe(
      '/portal/billpayments/history',
    );
    expect(portalRouteHref('/login?returnUrl=%2Fmy-profile', { mode: 'path', basePath: '/portal/' })).toBe(
      '/portal/login?returnUrl=%2Fmy-profile',
    );
    expect(portalRouteHref('home', { mode: 'path', basePath: '' })).toBe('/home');
  });
});
