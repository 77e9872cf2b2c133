import { describe, expect, it } from 'vitest';
import {
  guard,
  maintenanceRedirect,
  PAGES_PREFIXED_PATHS,
  pageTitle,
  type PortalRoute,
  portalRoutes,
  resolveRoute,
  signedInVisitorRule,
  UNKNOWN_PATH_TARGET,
} from '../../../../src/domain/portal/routes.ts';

function routeAt(url: string): PortalRoute {
  const resolution = resolveRoute(url);
  if (resolution.kind !== 'route') throw new Error(`${url} resolves to ${JSON.stringify(resolution)}`);
  return resolution.route;
}

/** The public routes of spec 01 §2.2 (and spec 03 §2): path, screen, title chain. */
const publicRoutes = [
  ['home', 'home', ['Home']],
  ['pages/home', 'home', ['Home']],
  ['pages/login', 'login', ['Sign In']],
  ['pages/register', 'register', ['Registration']],
  ['pages/forgot-password', 'forgot-password', ['Forgot Password']],
  ['reset-password', 'reset-password', ['Reset Password']],
  ['forgot-username', 'forgot-username', ['Forgot Username']],
  ['quick-pay', 'quick-pay', ['Quick Pay']],
  ['payment-success', 'payment-success', ['Payment Successful']],
  ['payment-cancel', 'payment-cancel', ['Payment Cancelled']],
  ['maint', 'maintenance', ['Maintenance']],
  ['services-products', 'services-products', ['Services and Products']],
  ['legal-terms', 'legal-terms', ['Terms of Use']],
  ['cc-letterreturn', 'capital-credit-letter-return', ['Capital Credit Letter Return']],
  ['unclaimed-capital-credit', 'unclaimed-capital-credit', ['Unclaimed Capital Credits']],
  ['external-redirect', 'external-login', ['Signing In']],
  ['account-list', 'account-list', ['Account List']],
  ['service-type/application-for-service', 'application-for-service', ['Application For Service']],
  ['service-type/select-service-type', 'select-service-type', ['New Service']],
] as const;

/** The routes only a signed-in member sees: path, screen, title chain. */
const guardedRoutes = [
  ['aclarajump', 'meter-portal-redirect', ['My Meter']],
  ['payment-options', 'payment-options', ['Payment Options']],
  ['account-profile', 'account-profile', ['Account Profile']],
  ['accountoverview', 'account-overview', ['Account Overview']],
  ['pages/account-management', 'account-overview', ['Account Overview']],
  ['my-profile', 'my-profile', ['My Profile']],
  ['draft-payments', 'draft-payments', ['Draft Payments']],
  ['pages/outage-status', 'outage-status', ['Outage']],
  ['viewbill', 'view-bill', ['View Bill']],
  ['no-bill', 'no-bill', ['Bill Not Available']],
  ['schedule-payments-success', 'schedule-payments-success', ['Schedule Payment']],
  ['schedule-payments-error', 'schedule-payments-error', ['Schedule Payment']],
  ['schedule-payments-cancel', 'schedule-payments-cancel', ['Schedule Payment']],
  ['scheduled-payments', 'scheduled-payments', ['Scheduled Payments']],
  ['usage-tracker', 'usage-tracker', ['Usage Tracker']],
  ['usage-tracker/direct-usage-tracker', 'direct-usage-tracker', ['Usage Tracker']],
  ['operation-roundup', 'operation-roundup', ['Operation RoundUp']],
  ['levelized-billing', 'levelized-billing', ['Average Billing']],
  ['pages/service-requests', 'service-requests', ['Service Requests']],
  ['member-info-docs', 'member-info-docs', ['Member Information Documents']],
  ['delinquent-history', 'delinquent-history', ['Delinquent History']],
  ['view-all-accounts', 'view-all-accounts', ['View All Accounts']],
  ['manage-notifications', 'manage-notifications', ['Manage Notifications']],
  ['manage-contacts', 'manage-contacts', ['Manage Contacts']],
  ['billpayments/history', 'account-history', ['Billing & Payments', 'Account History']],
  ['billpayments/view-deposits', 'view-deposits', ['Billing & Payments', 'Deposits']],
  ['billpayments/view-arrangements', 'view-arrangements', ['Billing & Payments', 'Arrangements']],
  ['billpayments/payment-profile', 'payment-profile', ['Billing & Payments', 'Payment Profile']],
  ['billpayments/auto-pay', 'auto-pay', ['Billing & Payments', 'Auto Payments']],
  ['billpayments/pay-multiple', 'pay-multiple', ['Billing & Payments', 'Pay Multiple Accounts']],
  ['meter-reading', 'meter-reading', ['Meter Reading']],
  // npm run new-screen adds guarded routes above this line
] as const;

describe('resolveRoute: the route table of spec 01 §2.2', () => {
  it.each(publicRoutes)('shows %s to anyone (public): screen %s, title %j', (path, screen, titleChain) => {
    expect(routeAt(path)).toEqual({ path, screen, access: 'public', titleChain });
  });

  it.each(guardedRoutes)('guards %s (signed in only): screen %s, title %j', (path, screen, titleChain) => {
    expect(routeAt(path)).toEqual({ path, screen, access: 'guarded', titleChain });
  });

  it('has one entry per path and no other entries than the ones checked above plus accountoverview/:link', () => {
    const paths = portalRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const checked: string[] = [...publicRoutes, ...guardedRoutes].map(([path]) => path);
    expect(paths.toSorted()).toEqual([...checked, 'accountoverview/:link'].toSorted());
  });

  it('hands the link segment of accountoverview/{link} over as a decoded param', () => {
    expect(resolveRoute('accountoverview/mymeter')).toEqual({
      kind: 'route',
      route: {
        path: 'accountoverview/:link',
        screen: 'account-overview',
        access: 'guarded',
        titleChain: ['Account Overview'],
      },
      params: { link: 'mymeter' },
    });
    const decoded = resolveRoute('accountoverview/meter%20sense');
    expect(decoded.kind === 'route' && decoded.params).toEqual({ link: 'meter sense' });
  });

  it('gives the routes without a param an empty params object', () => {
    const resolution = resolveRoute('billpayments/history');
    expect(resolution.kind === 'route' && resolution.params).toEqual({});
  });

  it('ignores a leading or trailing slash, the query and the fragment when matching', () => {
    expect(routeAt('/billpayments/history/').path).toBe('billpayments/history');
    expect(routeAt('/accountoverview?accountno=300100200').path).toBe('accountoverview');
    expect(routeAt('quick-pay?accountno=300100200&phone=4821#dialog').path).toBe('quick-pay');
  });
});

describe('resolveRoute: redirects', () => {
  it("sends '' and '/' to home", () => {
    expect(resolveRoute('')).toEqual({ kind: 'redirect', to: 'home' });
    expect(resolveRoute('/')).toEqual({ kind: 'redirect', to: 'home' });
  });

  it('lists exactly the six paths spec 01 §2.2 sends under the pages/ prefix', () => {
    expect(PAGES_PREFIXED_PATHS).toEqual([
      'login',
      'register',
      'account-management',
      'forgot-password',
      'outage-status',
      'service-requests',
    ]);
  });

  it.each([
    'login',
    'register',
    'account-management',
    'forgot-password',
    'outage-status',
    'service-requests',
  ])('redirects %s without the prefix to pages/%s, a route of the table', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'redirect', to: `pages/${path}` });
    expect(resolveRoute(`/${path}/`)).toEqual({ kind: 'redirect', to: `pages/${path}` });
    expect(resolveRoute(`pages/${path}`).kind).toBe('route');
  });

  it('keeps the query when it redirects under pages/, so a time-out sign-in stays one', () => {
    expect(resolveRoute('/login?sessionTimeOut=true')).toEqual({
      kind: 'redirect',
      to: 'pages/login?sessionTimeOut=true',
    });
    expect(resolveRoute('login?returnUrl=%2Faccountoverview')).toEqual({
      kind: 'redirect',
      to: 'pages/login?returnUrl=%2Faccountoverview',
    });
    expect(resolveRoute('outage-status?accountno=300100202&locationid=L-17')).toEqual({
      kind: 'redirect',
      to: 'pages/outage-status?accountno=300100202&locationid=L-17',
    });
  });

  it('sends an unknown path to pages/home, which shows Home', () => {
    expect(UNKNOWN_PATH_TARGET).toBe('pages/home');
    for (const unknown of [
      'nowhere',
      'billpayments',
      'billpayments/unknown',
      'accountoverview/a/b',
      'pages/quick-pay',
    ]) {
      expect(resolveRoute(unknown)).toEqual({ kind: 'redirect', to: 'pages/home' });
    }
    expect(routeAt('pages/home').screen).toBe('home');
  });

  it('matches paths case-sensitively: a path in other capitals is unknown', () => {
    expect(resolveRoute('AccountOverview')).toEqual({ kind: 'redirect', to: 'pages/home' });
    expect(resolveRoute('LOGIN')).toEqual({ kind: 'redirect', to: 'pages/home' });
  });

  it('resolves a link segment that is not valid percent-encoding as not found: the path is known, its value broken', () => {
    expect(resolveRoute('accountoverview/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/accountoverview/%ZZ?accountno=300100200')).toEqual({ kind: 'not-found' });
  });

  it('keeps sending an unknown path with a broken escape to pages/home: only a route of the table is not found', () => {
    expect(resolveRoute('nowhere/%E0%A4%A')).toEqual({ kind: 'redirect', to: 'pages/home' });
    expect(resolveRoute('accountoverview/%ZZ/more')).toEqual({ kind: 'redirect', to: 'pages/home' });
  });

  it("treats a bare 'direct-usage-tracker' as unknown: the page lives at usage-tracker/direct-usage-tracker", () => {
    expect(resolveRoute('direct-usage-tracker')).toEqual({ kind: 'redirect', to: 'pages/home' });
  });
});

describe('guard', () => {
  it('lets anyone through a public route', () => {
    expect(guard(routeAt('quick-pay'), false)).toBe('allow');
    expect(guard(routeAt('quick-pay'), true)).toBe('allow');
  });

  it('lets a signed-in member through a guarded route', () => {
    expect(guard(routeAt('accountoverview'), true)).toBe('allow');
  });

  it('sends a visitor on a guarded route to login with the requested address as return URL', () => {
    expect(
      guard(routeAt('billpayments/history'), false, '/billpayments/history?accountno=300100201'),
    ).toEqual({
      redirect: 'login',
      returnUrl: '/billpayments/history?accountno=300100201',
    });
    expect(guard(routeAt('accountoverview/mymeter'), false, 'accountoverview/mymeter')).toEqual({
      redirect: 'login',
      returnUrl: '/accountoverview/mymeter',
    });
  });

  it("uses the route's own path as return URL when no address is given", () => {
    expect(guard(routeAt('usage-tracker'), false)).toEqual({
      redirect: 'login',
      returnUrl: '/usage-tracker',
    });
  });

  it('sends a visitor on the meter-portal jump page to login, as spec 01 §2.12 says', () => {
    expect(guard(routeAt('aclarajump'), false)).toEqual({ redirect: 'login', returnUrl: '/aclarajump' });
  });
});

describe('signedInVisitorRule', () => {
  it('sends a signed-in member from /quick-pay to accountoverview', () => {
    expect(signedInVisitorRule(routeAt('quick-pay'), true, false)).toEqual({ redirect: 'accountoverview' });
    expect(signedInVisitorRule(routeAt('quick-pay'), true, true)).toEqual({ redirect: 'accountoverview' });
  });

  it('sends a signed-in member from login to accountoverview, or signs them out in the meter-portal variant', () => {
    expect(signedInVisitorRule(routeAt('pages/login'), true, false)).toEqual({ redirect: 'accountoverview' });
    expect(signedInVisitorRule(routeAt('pages/login'), true, true)).toBe('sign-out');
  });

  it('leaves visitors, and signed-in members on other pages, where they are', () => {
    expect(signedInVisitorRule(routeAt('pages/login'), false, true)).toBe('stay');
    expect(signedInVisitorRule(routeAt('quick-pay'), false, false)).toBe('stay');
    expect(signedInVisitorRule(routeAt('home'), true, false)).toBe('stay');
  });
});

describe('maintenanceRedirect', () => {
  it('sends every page but the maintenance page there in maintenance mode', () => {
    expect(maintenanceRedirect('accountoverview', true)).toBe('maint');
    expect(maintenanceRedirect('/home?x=1', true)).toBe('maint');
    expect(maintenanceRedirect('/maint', true)).toBeNull();
  });

  it('sends the maintenance page home once the portal is out of maintenance, and nothing else anywhere', () => {
    expect(maintenanceRedirect('maint', false)).toBe('home');
    expect(maintenanceRedirect('accountoverview', false)).toBeNull();
  });
});

describe('pageTitle', () => {
  it("joins the route chain's titles with ' | '", () => {
    expect(pageTitle(['Billing & Payments', 'Account History'])).toBe('Billing & Payments | Account History');
    expect(pageTitle(['Home'])).toBe('Home');
  });

  it('adds the site name last when there is one', () => {
    expect(pageTitle(['Quick Pay'], 'Riverbend Electric Cooperative')).toBe(
      'Quick Pay | Riverbend Electric Cooperative',
    );
    expect(pageTitle(['Billing & Payments', 'Deposits'], 'Riverbend')).toBe(
      'Billing & Payments | Deposits | Riverbend',
    );
  });

  it('leaves out blank titles and a blank or missing site name', () => {
    expect(pageTitle(['Home', ' '], '  ')).toBe('Home');
    expect(pageTitle(['Home'], null)).toBe('Home');
    expect(pageTitle([], 'Riverbend')).toBe('Riverbend');
    expect(pageTitle([])).toBe('');
  });
});
