import { splitPath } from './links.ts';
import { portalMessages } from './messages.ts';

type TitleKey = keyof typeof portalMessages.titles;

/**
 * The titles' keys by name (`titles.home` is 'home'): a route holds the keys of its titles and reads
 * them from the catalogue whenever its `titleChain` is read, so the titles follow the active language.
 */
const titles = Object.fromEntries(Object.keys(portalMessages.titles).map((key) => [key, key])) as {
  readonly [Key in TitleKey]: Key;
};

function titlesOf(keys: readonly TitleKey[]): string[] {
  return keys.map((key) => portalMessages.titles[key]);
}

/** The screen a route shows; several paths may show the same screen ('home' and 'pages/home'). */
export type PortalScreen =
  | 'home'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'forgot-username'
  | 'quick-pay'
  | 'payment-success'
  | 'payment-cancel'
  | 'maintenance'
  | 'services-products'
  | 'legal-terms'
  | 'capital-credit-letter-return'
  | 'unclaimed-capital-credit'
  | 'meter-portal-redirect'
  | 'external-login'
  | 'account-list'
  | 'application-for-service'
  | 'select-service-type'
  | 'payment-options'
  | 'account-profile'
  | 'account-overview'
  | 'my-profile'
  | 'draft-payments'
  | 'outage-status'
  | 'view-bill'
  | 'no-bill'
  | 'schedule-payments-success'
  | 'schedule-payments-error'
  | 'schedule-payments-cancel'
  | 'scheduled-payments'
  | 'usage-tracker'
  | 'direct-usage-tracker'
  | 'operation-roundup'
  | 'levelized-billing'
  | 'service-requests'
  | 'member-info-docs'
  | 'delinquent-history'
  | 'view-all-accounts'
  | 'manage-notifications'
  | 'manage-contacts'
  | 'account-history'
  | 'view-deposits'
  | 'view-arrangements'
  | 'payment-profile'
  | 'auto-pay'
  | 'pay-multiple'
  | 'meter-reading'
  // npm run new-screen adds screens above this line
  /** Not a route of the table: what an address of the table with an unusable parameter shows. */
  | 'not-found';

export type RouteAccess = 'public' | 'guarded';

export interface PortalRoute {
  /** Without the leading slash; a ':name' segment matches any one segment and is handed over as a param. */
  readonly path: string;
  readonly screen: PortalScreen;
  readonly access: RouteAccess;
  /** Titles from the outermost route to this one, e.g. ['Billing & Payments', 'Account History']. */
  readonly titleChain: readonly string[];
}

function publicRoute(path: string, screen: PortalScreen, ...titleKeys: TitleKey[]): PortalRoute {
  return {
    path,
    screen,
    access: 'public',
    get titleChain() {
      return titlesOf(titleKeys);
    },
  };
}

function guardedRoute(path: string, screen: PortalScreen, ...titleKeys: TitleKey[]): PortalRoute {
  return {
    path,
    screen,
    access: 'guarded',
    get titleChain() {
      return titlesOf(titleKeys);
    },
  };
}

/** The last path segment of the direct usage tracker page (spec 01 §2.2). */
export const DIRECT_USAGE_TRACKER_SEGMENT = 'direct-usage-tracker';

/**
 * Paths spec 01 §2.2 sends "under a 'pages/' prefix": reaching one without the prefix redirects to
 * 'pages/' + path (spec 03 §2 words it the same way: "when reached without the prefix, are redirected
 * under a pages/ prefix"). The prefixed paths are therefore the routes; the bare ones only redirect.
 */
export const PAGES_PREFIXED_PATHS = [
  'login',
  'register',
  'account-management',
  'forgot-password',
  'outage-status',
  'service-requests',
] as const;

/** Where an unknown path goes (spec 01 §2.2, spec 03 §2: "Unknown paths go to pages/home"); it shows Home. */
export const UNKNOWN_PATH_TARGET = 'pages/home';

/**
 * What an address shows when its path has the shape of a route of the table but a parameter that cannot
 * be read ('accountoverview/%E0%A4%A': not valid percent-encoding). The specs send unknown paths home
 * (spec 01 §2.2); this path is not unknown, it names the account overview with a broken link value, so
 * it gets a page saying so rather than a silent trip home. It is public: the address itself is broken,
 * and signing in would only lead back to it. Not part of `portalRoutes`: no address matches it.
 */
export const notFoundRoute: PortalRoute = {
  path: '',
  screen: 'not-found',
  access: 'public',
  get titleChain() {
    return titlesOf([titles.notFound]);
  },
};

/** The route table of spec 01 §2.2 (with the application-for-service pages of §2.6). */
export const portalRoutes: readonly PortalRoute[] = [
  publicRoute('home', 'home', titles.home),
  publicRoute('pages/home', 'home', titles.home),
  publicRoute('pages/login', 'login', titles.signIn),
  publicRoute('pages/register', 'register', titles.registration),
  publicRoute('pages/forgot-password', 'forgot-password', titles.forgotPassword),
  publicRoute('reset-password', 'reset-password', titles.resetPassword),
  publicRoute('forgot-username', 'forgot-username', titles.forgotUsername),
  publicRoute('quick-pay', 'quick-pay', titles.quickPay),
  publicRoute('payment-success', 'payment-success', titles.paymentSuccess),
  publicRoute('payment-cancel', 'payment-cancel', titles.paymentCancel),
  publicRoute('maint', 'maintenance', titles.maintenance),
  publicRoute('services-products', 'services-products', titles.servicesAndProducts),
  publicRoute('legal-terms', 'legal-terms', titles.termsOfUse),
  publicRoute('cc-letterreturn', 'capital-credit-letter-return', titles.capitalCreditLetterReturn),
  publicRoute('unclaimed-capital-credit', 'unclaimed-capital-credit', titles.unclaimedCapitalCredits),
  // Spec 01 §2.2 lists it public, yet spec 01 §2.12 and spec 03 §2 send a visitor who is not signed in
  // to login: that is what the guard does, with a return URL back here.
  guardedRoute('aclarajump', 'meter-portal-redirect', titles.meterPortalRedirect),
  publicRoute('external-redirect', 'external-login', titles.externalLogin),
  publicRoute('account-list', 'account-list', titles.accountList),
  // Targets of the home page's application-for-service tile (spec 01 §2.6): for people without an account.
  publicRoute(
    'service-type/application-for-service',
    'application-for-service',
    titles.applicationForService,
  ),
  publicRoute('service-type/select-service-type', 'select-service-type', titles.newService),

  guardedRoute('payment-options', 'payment-options', titles.paymentOptions),
  guardedRoute('account-profile', 'account-profile', titles.accountProfile),
  guardedRoute('accountoverview', 'account-overview', titles.accountOverview),
  guardedRoute('accountoverview/:link', 'account-overview', titles.accountOverview),
  // 'account-management' has no screen of its own in the specs: the account area opens on the overview.
  guardedRoute('pages/account-management', 'account-overview', titles.accountOverview),
  guardedRoute('my-profile', 'my-profile', titles.myProfile),
  guardedRoute('draft-payments', 'draft-payments', titles.draftPayments),
  guardedRoute('pages/outage-status', 'outage-status', titles.outage),
  guardedRoute('viewbill', 'view-bill', titles.viewBill),
  guardedRoute('no-bill', 'no-bill', titles.noBill),
  guardedRoute('schedule-payments-success', 'schedule-payments-success', titles.schedulePayment),
  guardedRoute('schedule-payments-error', 'schedule-payments-error', titles.schedulePayment),
  guardedRoute('schedule-payments-cancel', 'schedule-payments-cancel', titles.schedulePayment),
  guardedRoute('scheduled-payments', 'scheduled-payments', titles.scheduledPayments),
  guardedRoute('usage-tracker', 'usage-tracker', titles.usageTracker),
  guardedRoute(`usage-tracker/${DIRECT_USAGE_TRACKER_SEGMENT}`, 'direct-usage-tracker', titles.usageTracker),
  guardedRoute('operation-roundup', 'operation-roundup', titles.operationRoundUp),
  guardedRoute('levelized-billing', 'levelized-billing', titles.averageBilling),
  guardedRoute('pages/service-requests', 'service-requests', titles.serviceRequests),
  guardedRoute('member-info-docs', 'member-info-docs', titles.memberInformationDocuments),
  guardedRoute('delinquent-history', 'delinquent-history', titles.delinquentHistory),
  guardedRoute('view-all-accounts', 'view-all-accounts', titles.viewAllAccounts),
  guardedRoute('manage-notifications', 'manage-notifications', titles.manageNotifications),
  guardedRoute('manage-contacts', 'manage-contacts', titles.manageContacts),
  guardedRoute('billpayments/history', 'account-history', titles.billingAndPayments, titles.accountHistory),
  guardedRoute('billpayments/view-deposits', 'view-deposits', titles.billingAndPayments, titles.deposits),
  guardedRoute(
    'billpayments/view-arrangements',
    'view-arrangements',
    titles.billingAndPayments,
    titles.arrangements,
  ),
  guardedRoute(
    'billpayments/payment-profile',
    'payment-profile',
    titles.billingAndPayments,
    titles.paymentProfile,
  ),
  guardedRoute('billpayments/auto-pay', 'auto-pay', titles.billingAndPayments, titles.autoPayments),
  guardedRoute(
    'billpayments/pay-multiple',
    'pay-multiple',
    titles.billingAndPayments,
    titles.payMultipleAccounts,
  ),
  guardedRoute('meter-reading', 'meter-reading', titles.meterReading),
  // npm run new-screen adds routes above this line
];

export type RouteResolution =
  | { readonly kind: 'route'; readonly route: PortalRoute; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The path has the shape of a route of the table, with a parameter that cannot be read. */
  | { readonly kind: 'not-found' };

type RouteMatch = Record<string, string> | 'malformed-param' | null;

function matchRoute(route: PortalRoute, segments: readonly string[]): RouteMatch {
  const routeSegments = route.path.split('/');
  if (routeSegments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  let malformed = false;
  for (const [index, routeSegment] of routeSegments.entries()) {
    const segment = segments[index] ?? '';
    if (routeSegment.startsWith(':')) {
      if (segment === '') return null;
      try {
        params[routeSegment.slice(1)] = decodeURIComponent(segment);
      } catch {
        // Keep matching: only a path whose fixed segments all match is this route with a bad parameter.
        malformed = true;
      }
    } else if (routeSegment !== segment) {
      return null;
    }
  }
  return malformed ? 'malformed-param' : params;
}

/**
 * Which route a portal address shows. '' redirects to 'home'; a path of PAGES_PREFIXED_PATHS redirects
 * to its 'pages/' form keeping the query (so 'login?sessionTimeOut=true' stays a time-out sign-in);
 * an unknown path redirects to 'pages/home'; a route's path with a parameter that is not valid
 * percent-encoding is 'not-found' (see `notFoundRoute`). Paths match exactly (case-sensitive); a
 * leading or trailing slash, the query and the fragment are ignored for matching.
 */
export function resolveRoute(url: string): RouteResolution {
  const { path, search } = splitPath(url);
  if (path === '') return { kind: 'redirect', to: 'home' };
  if ((PAGES_PREFIXED_PATHS as readonly string[]).includes(path)) {
    return { kind: 'redirect', to: `pages/${path}${search}` };
  }
  const segments = path.split('/');
  let malformedParam = false;
  for (const route of portalRoutes) {
    const match = matchRoute(route, segments);
    if (match === 'malformed-param') malformedParam = true;
    else if (match) return { kind: 'route', route, params: match };
  }
  return malformedParam ? { kind: 'not-found' } : { kind: 'redirect', to: UNKNOWN_PATH_TARGET };
}

export type GuardDecision = 'allow' | { readonly redirect: 'login'; readonly returnUrl: string };

/**
 * A guarded route needs a signed-in member (a valid token and the account list loaded, spec 01 §4);
 * anyone else goes to login with the address they asked for as the return URL. `requestedUrl` is that
 * address (path and query); without it the route's own path is used.
 */
export function guard(route: PortalRoute, signedIn: boolean, requestedUrl?: string): GuardDecision {
  if (route.access === 'public' || signedIn) return 'allow';
  const asked = requestedUrl ?? route.path;
  const { path, search } = splitPath(asked);
  return { redirect: 'login', returnUrl: `/${path}${search}` };
}

/**
 * What a signed-in member meets on a page meant for visitors: /quick-pay sends them to accountoverview
 * (spec 01 §6); the login page does too, or signs them out in the meter-portal variant (spec 01 §4).
 */
export function signedInVisitorRule(
  route: PortalRoute,
  signedIn: boolean,
  meterPortalVariant: boolean,
): 'stay' | 'sign-out' | { readonly redirect: 'accountoverview' } {
  if (!signedIn) return 'stay';
  if (route.screen === 'quick-pay') return { redirect: 'accountoverview' };
  if (route.screen === 'login') return meterPortalVariant ? 'sign-out' : { redirect: 'accountoverview' };
  return 'stay';
}

/**
 * In maintenance mode every address shows the maintenance page (spec 01 §2.1); once the portal is out of
 * maintenance the maintenance page goes home (spec 03 §2.12). Null: stay where you are.
 */
export function maintenanceRedirect(url: string, maintenance: boolean): 'maint' | 'home' | null {
  const onMaintenancePage = splitPath(url).path === 'maint';
  if (maintenance) return onMaintenancePage ? null : 'maint';
  return onMaintenancePage ? 'home' : null;
}

/** The document title: the route chain's titles, then the site name, joined with ' | ' (spec 01 §2.1). */
export function pageTitle(titleChain: readonly string[], siteName?: string | null): string {
  const parts = titleChain.map((title) => title.trim()).filter((title) => title !== '');
  if (siteName && siteName.trim() !== '') parts.push(siteName.trim());
  return parts.join(' | ');
}
