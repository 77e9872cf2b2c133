import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteDecisionInput } from '../../../../src/domain/portal/route-decision.ts';
import { notFoundRoute, portalRoutes } from '../../../../src/domain/portal/routes.ts';

const visitor: RouteDecisionInput = {
  maintenance: false,
  sessionValid: false,
  accounts: 'none',
  meterPortalVariant: false,
  timedOut: false,
};

const member: RouteDecisionInput = { ...visitor, sessionValid: true, accounts: 'ready' };

function tableRoute(path: string) {
  const route = portalRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

describe('decideRoute: maintenance (spec 01 §2.1)', () => {
  it('sends every address but the maintenance page to maint, before any other rule', () => {
    const maintenance = { ...visitor, maintenance: true };
    expect(decideRoute('accountoverview', maintenance)).toEqual({ kind: 'redirect', to: 'maint' });
    expect(decideRoute('no/such/page', maintenance)).toEqual({ kind: 'redirect', to: 'maint' });
    expect(decideRoute('login', { ...member, maintenance: true })).toEqual({ kind: 'redirect', to: 'maint' });
  });

  it('shows the maintenance page in maintenance mode, and sends it home once maintenance is over', () => {
    expect(decideRoute('maint', { ...visitor, maintenance: true })).toEqual({
      kind: 'show',
      route: tableRoute('maint'),
      params: {},
      signOut: false,
    });
    expect(decideRoute('maint', visitor)).toEqual({ kind: 'redirect', to: 'home' });
  });
});

describe('decideRoute: the route table redirects (spec 01 §2.2)', () => {
  it("sends '' home, a bare login path under pages/ with its query, and an unknown path to pages/home", () => {
    expect(decideRoute('', visitor)).toEqual({ kind: 'redirect', to: 'home' });
    expect(decideRoute('login?sessionTimeOut=true', visitor)).toEqual({
      kind: 'redirect',
      to: 'pages/login?sessionTimeOut=true',
    });
    expect(decideRoute('no/such/page', member)).toEqual({ kind: 'redirect', to: 'pages/home' });
  });
});

describe('decideRoute: a stored session whose account list is not ready', () => {
  const loading = { ...visitor, sessionValid: true, accounts: 'loading' } as const;

  it('waits on a guarded route and on the pages the visitor rule may redirect (login, quick-pay)', () => {
    expect(decideRoute('accountoverview', loading)).toEqual({ kind: 'wait' });
    expect(decideRoute('pages/login', loading)).toEqual({ kind: 'wait' });
    expect(decideRoute('quick-pay', loading)).toEqual({ kind: 'wait' });
  });

  it('shows the other public pages without waiting', () => {
    expect(decideRoute('services-products', loading)).toEqual({
      kind: 'show',
      route: tableRoute('services-products'),
      params: {},
      signOut: false,
    });
  });

  it('cannot show a guarded route when the account list failed, yet shows public pages', () => {
    const failed = { ...visitor, sessionValid: true, accounts: 'failed' } as const;
    expect(decideRoute('billpayments/history', failed)).toEqual({ kind: 'accounts-failed' });
    expect(decideRoute('legal-terms', failed)).toMatchObject({
      kind: 'show',
      route: tableRoute('legal-terms'),
    });
  });
});

describe('decideRoute: the signed-in visitor rule (spec 01 §4, §6)', () => {
  it('sends a signed-in member from quick-pay and from login to accountoverview', () => {
    expect(decideRoute('quick-pay?accountno=300100200', member)).toEqual({
      kind: 'redirect',
      to: 'accountoverview',
    });
    expect(decideRoute('pages/login', member)).toEqual({ kind: 'redirect', to: 'accountoverview' });
  });

  it('shows login and signs the member out in the meter-portal variant', () => {
    expect(decideRoute('pages/login', { ...member, meterPortalVariant: true })).toEqual({
      kind: 'show',
      route: tableRoute('pages/login'),
      params: {},
      signOut: true,
    });
  });
});

describe('decideRoute: the guard', () => {
  it('sends a visitor on a guarded route to login with the address asked for, query included, as return URL', () => {
    expect(decideRoute('billpayments/history?accountno=300100201', visitor)).toEqual({
      kind: 'redirect',
      to: 'login?returnUrl=%2Fbillpayments%2Fhistory%3Faccountno%3D300100201',
    });
  });

  it('adds the time-out flag when the session has just timed out', () => {
    expect(decideRoute('accountoverview', { ...visitor, timedOut: true })).toEqual({
      kind: 'redirect',
      to: 'login?returnUrl=%2Faccountoverview&sessionTimeOut=true',
    });
  });

  it('treats a valid session whose account list is not loaded (none) as not signed in', () => {
    expect(decideRoute('my-profile', { ...visitor, sessionValid: true, accounts: 'none' })).toEqual({
      kind: 'redirect',
      to: 'login?returnUrl=%2Fmy-profile',
    });
  });
});

describe('decideRoute: a time-out on a public page', () => {
  it('goes to login with the time-out flag from any public page but login', () => {
    expect(decideRoute('services-products', { ...visitor, timedOut: true })).toEqual({
      kind: 'redirect',
      to: 'login?sessionTimeOut=true',
    });
  });

  it('shows the login page itself, the time-out flag in its query', () => {
    expect(decideRoute('pages/login?sessionTimeOut=true', { ...visitor, timedOut: true })).toEqual({
      kind: 'show',
      route: tableRoute('pages/login'),
      params: {},
      signOut: false,
    });
  });
});

describe('decideRoute: show', () => {
  it('shows a public route to a visitor and a guarded one to a signed-in member', () => {
    expect(decideRoute('home', visitor)).toEqual({
      kind: 'show',
      route: tableRoute('home'),
      params: {},
      signOut: false,
    });
    expect(decideRoute('billpayments/auto-pay', member)).toEqual({
      kind: 'show',
      route: tableRoute('billpayments/auto-pay'),
      params: {},
      signOut: false,
    });
  });

  it('hands the decoded link segment of accountoverview/{link} over as a param', () => {
    expect(decideRoute('accountoverview/meter%20sense?accountno=300100200', member)).toEqual({
      kind: 'show',
      route: tableRoute('accountoverview/:link'),
      params: { link: 'meter sense' },
      signOut: false,
    });
  });

  it('shows the not-found page, to anyone, for a link segment that is not valid percent-encoding', () => {
    const notFound = { kind: 'show', route: notFoundRoute, params: {}, signOut: false };
    expect(decideRoute('accountoverview/%E0%A4%A', visitor)).toEqual(notFound);
    expect(decideRoute('accountoverview/%E0%A4%A', member)).toEqual(notFound);
    expect(notFoundRoute).toEqual({
      path: '',
      screen: 'not-found',
      access: 'public',
      titleChain: ['Page Not Found'],
    });
  });

  it('still sends a not-found address to maintenance, and to login after a time-out', () => {
    expect(decideRoute('accountoverview/%E0%A4%A', { ...visitor, maintenance: true })).toEqual({
      kind: 'redirect',
      to: 'maint',
    });
    expect(decideRoute('accountoverview/%E0%A4%A', { ...visitor, timedOut: true })).toEqual({
      kind: 'redirect',
      to: 'login?sessionTimeOut=true',
    });
  });
});
