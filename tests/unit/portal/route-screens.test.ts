import { describe, expect, it } from 'vitest';
import type { SiteConfiguration } from '../../../src/api/schemas/site-configuration.ts';
import { notFoundRoute, type PortalRoute, portalRoutes } from '../../../src/domain/portal/routes.ts';
import { routeScreens, type ScreenContext } from '../../../src/portal/route-screens.tsx';

function tableRoute(path: string): PortalRoute {
  const route = portalRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

const onMaintenanceOver = () => {};
const site = {
  webContent: { servicesAndProducts: ['https://example.coop/solar'], termsOfUse: '<p>Terms</p>' },
} as unknown as SiteConfiguration;

function context(path: string, params: Record<string, string>, search: string): ScreenContext {
  return { route: tableRoute(path), params, query: new URLSearchParams(search), site, onMaintenanceOver };
}

describe('routeScreens: the screen of every route', () => {
  it('has exactly one entry per screen of the route table, plus the not-found screen', () => {
    const screens = new Set([...portalRoutes.map((route) => route.screen), notFoundRoute.screen]);
    expect(Object.keys(routeScreens).sort()).toEqual([...screens].sort());
  });
});

describe('routeScreens: account overview props (spec 02 §2.1)', () => {
  // accountno and isFromViewAllAccounts are read from the route's query by the account context.
  it('hands the link path segment of accountoverview/{link} to the screen, and nothing of the query', () => {
    expect(
      routeScreens['account-overview'].props(
        context(
          'accountoverview/:link',
          { link: 'mymeter' },
          '?accountno=300100200&isFromViewAllAccounts=true',
        ),
      ),
    ).toEqual({ link: 'mymeter' });
  });

  it('reads the link from the query when the path has none', () => {
    expect(routeScreens['account-overview'].props(context('accountoverview', {}, '?link=mymeter'))).toEqual({
      link: 'mymeter',
    });
  });

  it('prefers the path segment to a link query', () => {
    expect(
      routeScreens['account-overview'].props(
        context('accountoverview/:link', { link: 'meter sense' }, '?link=mymeter'),
      ).link,
    ).toBe('meter sense');
  });

  it('gives no link when the address carries none', () => {
    expect(routeScreens['account-overview'].props(context('pages/account-management', {}, ''))).toEqual({
      link: undefined,
    });
  });
});

describe('routeScreens: the props of the built screens', () => {
  it('hands login its returnUrl and the time-out flag (spec 01 §2.8)', () => {
    expect(
      routeScreens.login.props(
        context('pages/login', {}, '?returnUrl=%2Faccountoverview&sessionTimeOut=true'),
      ),
    ).toEqual({ returnUrl: '/accountoverview', sessionTimeOut: true });
    expect(routeScreens.login.props(context('pages/login', {}, ''))).toEqual({
      returnUrl: null,
      sessionTimeOut: false,
    });
  });

  it('hands Quick Pay its accountno and phone prefill', () => {
    expect(
      routeScreens['quick-pay'].props(context('quick-pay', {}, '?accountno=300100200&phone=4821')),
    ).toEqual({
      accountNo: '300100200',
      phone: '4821',
    });
    expect(routeScreens['quick-pay'].props(context('quick-pay', {}, ''))).toEqual({
      accountNo: undefined,
      phone: undefined,
    });
  });

  it('hands reset password its query (otc), and the payment results their kind', () => {
    const resetContext = context('reset-password', {}, '?otc=ABC123');
    expect(routeScreens['reset-password'].props(resetContext).query?.get('otc')).toBe('ABC123');
    expect(routeScreens['payment-success'].props(context('payment-success', {}, ''))).toEqual({
      kind: 'success',
    });
    expect(routeScreens['payment-cancel'].props(context('payment-cancel', {}, ''))).toEqual({
      kind: 'cancel',
    });
  });

  it('hands the site-driven pages their site content and the maintenance page its callback', () => {
    expect(routeScreens.home.props(context('home', {}, ''))).toEqual({ site });
    expect(routeScreens['services-products'].props(context('services-products', {}, ''))).toEqual({
      addresses: ['https://example.coop/solar'],
    });
    expect(routeScreens['legal-terms'].props(context('legal-terms', {}, ''))).toEqual({
      html: '<p>Terms</p>',
    });
    expect(routeScreens.maintenance.props(context('maint', {}, ''))).toEqual({ onMaintenanceOver });
  });
});
