import { afterLogoutTarget, SESSION_TIMEOUT_QUERY } from './logout.ts';
import {
  guard,
  maintenanceRedirect,
  notFoundRoute,
  type PortalRoute,
  resolveRoute,
  signedInVisitorRule,
} from './routes.ts';

/** Where the member's account list stands: 'logged in' needs it loaded (spec 01 §4). */
export type AccountsStatus = 'none' | 'loading' | 'ready' | 'failed';

export interface RouteDecisionInput {
  readonly maintenance: boolean;
  /** A stored session whose token passes the validity check. */
  readonly sessionValid: boolean;
  readonly accounts: AccountsStatus;
  readonly meterPortalVariant: boolean;
  /** The session has just ended by a time-out and no screen has been shown since. */
  readonly timedOut: boolean;
}

export type RouteDecision =
  | { readonly kind: 'redirect'; readonly to: string }
  /** The session is valid but the account list is still loading: nothing to decide yet. */
  | { readonly kind: 'wait' }
  /** The account list could not be loaded: a guarded screen cannot show. */
  | { readonly kind: 'accounts-failed' }
  | {
      readonly kind: 'show';
      /** A route of the table, or `notFoundRoute` for a route's path with an unreadable parameter. */
      readonly route: PortalRoute;
      readonly params: Readonly<Record<string, string>>;
      /** The meter-portal variant signs out a member who opens the sign-in page (spec 01 §4). */
      readonly signOut: boolean;
    };

function loginAddress(returnUrl: string, timedOut: boolean): string {
  const query = new URLSearchParams({ returnUrl });
  if (timedOut) query.set(SESSION_TIMEOUT_QUERY, 'true');
  return `login?${query.toString()}`;
}

/**
 * What the portal does with an address, in order: maintenance (spec 01 §2.1), the route table's
 * redirects, then for a signed-in member the visitor rule and for everyone else the guard (spec 01 §2.2).
 * A time-out sends a guarded address to login with both the return URL and the time-out flag, and any
 * other address to login with the flag (spec 01 §4).
 */
export function decideRoute(url: string, input: RouteDecisionInput): RouteDecision {
  const maintenanceTarget = maintenanceRedirect(url, input.maintenance);
  if (maintenanceTarget) return { kind: 'redirect', to: maintenanceTarget };

  const resolution = resolveRoute(url);
  if (resolution.kind === 'redirect') return { kind: 'redirect', to: resolution.to };
  const { route, params } =
    resolution.kind === 'not-found' ? { route: notFoundRoute, params: {} } : resolution;

  if (input.sessionValid && input.accounts === 'loading') {
    // Public screens do not depend on the account list, except the ones the visitor rule redirects.
    if (route.access === 'guarded' || route.screen === 'login' || route.screen === 'quick-pay') {
      return { kind: 'wait' };
    }
  }
  const signedIn = input.sessionValid && input.accounts === 'ready';
  if (input.sessionValid && input.accounts === 'failed' && route.access === 'guarded') {
    return { kind: 'accounts-failed' };
  }

  const visitorRule = signedInVisitorRule(route, signedIn, input.meterPortalVariant);
  if (typeof visitorRule === 'object') return { kind: 'redirect', to: visitorRule.redirect };

  const decision = guard(route, signedIn, url);
  if (decision !== 'allow') return { kind: 'redirect', to: loginAddress(decision.returnUrl, input.timedOut) };

  if (input.timedOut && route.screen !== 'login') {
    return { kind: 'redirect', to: afterLogoutTarget({ reason: 'timeout', signOutLink: null }) };
  }
  return { kind: 'show', route, params, signOut: visitorRule === 'sign-out' };
}
