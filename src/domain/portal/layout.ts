import { splitPath } from './links.ts';
import { DIRECT_USAGE_TRACKER_SEGMENT } from './routes.ts';

function isDirectUsageTrackerPath(path: string): boolean {
  return path.split('/').at(-1) === DIRECT_USAGE_TRACKER_SEGMENT;
}

/** The header is hidden in maintenance mode, on the maintenance page and on the direct usage tracker page. */
export function isHeaderShown(url: string, maintenance: boolean): boolean {
  const { path } = splitPath(url);
  return !maintenance && path !== 'maint' && !isDirectUsageTrackerPath(path);
}

/** The footer is hidden in maintenance mode and on the maintenance page (spec 01 §2.5). */
export function isFooterShown(url: string, maintenance: boolean): boolean {
  return !maintenance && splitPath(url).path !== 'maint';
}

const loginPaths: readonly string[] = ['login', 'pages/login'];

/** The header's Sign In button: logged out and not on the login page (spec 01 §2.3). */
export function isSignInButtonShown(url: string, signedIn: boolean): boolean {
  return !signedIn && !loginPaths.includes(splitPath(url).path);
}

/** The logo links to the configured redirect, else to '/' (spec 01 §2.3). */
export function logoHref(logoClickRedirectionLink: string | null | undefined): string {
  const link = logoClickRedirectionLink?.trim();
  return link ? link : '/';
}

/** Pages without the account switcher bar, exactly as spec 01 §2.4 lists them ('' is '/'). */
export const ACCOUNT_SWITCHER_HIDDEN_PATHS: readonly string[] = [
  '',
  'home',
  'payment-options',
  'services-products',
  'billpayments/pay-multiple',
  'billpayments/auto-pay',
  'billpayments/payment-profile',
  'draft-payments',
  'levelized-billing',
  'operation-roundup',
  'my-profile',
  'scheduled-payments',
  'member-info-docs',
  'legal-terms',
  'view-all-accounts',
];

/**
 * The account switcher bar shows below the header for a signed-in member with more than one account,
 * except on the pages of ACCOUNT_SWITCHER_HIDDEN_PATHS and the direct usage tracker page. 'pages/home'
 * counts as 'home': it is the same Home screen, where unknown addresses land.
 */
export function isAccountSwitcherShown(url: string, signedIn: boolean, accountCount: number): boolean {
  if (!signedIn || accountCount <= 1) return false;
  const { path } = splitPath(url);
  const page = path === 'pages/home' ? 'home' : path;
  return !ACCOUNT_SWITCHER_HIDDEN_PATHS.includes(page) && !isDirectUsageTrackerPath(path);
}
