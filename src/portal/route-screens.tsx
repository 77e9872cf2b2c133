import { type ComponentType, createElement, type LazyExoticComponent, type ReactElement } from 'react';
import type { SiteConfiguration } from '../api/schemas/site-configuration.ts';
import { portalMessages } from '../domain/portal/messages.ts';
import type { PortalRoute, PortalScreen } from '../domain/portal/routes.ts';
import { lazyComponent } from '../ui/lazy-component.ts';
import { RequireMember } from './RequireMember.tsx';

const titles = portalMessages.titles;

/** What a route hands its screen: the route, its path params, its query, and the site configuration. */
export interface ScreenContext {
  readonly route: PortalRoute;
  /** The decoded ':name' segments of the route's path ('accountoverview/:link' → { link }). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly site: SiteConfiguration;
  readonly onMaintenanceOver: () => void;
}

/** One screen of the table, whatever its props. */
export interface RouteScreenEntry {
  render(context: ScreenContext): ReactElement;
  /** Starts loading the screen's chunk ahead of its first render (the portal's first screen). */
  preload(): void;
}

export interface ScreenEntry<Props extends object> extends RouteScreenEntry {
  /** The screen's own chunk, loaded the first time one of its routes shows (docs/performance.md). */
  readonly Screen: LazyExoticComponent<ComponentType<Props>>;
  /** The screen's props from the route's params and query (and the site where needed). */
  readonly props: (context: ScreenContext) => Props;
}

/** Props a screen does not take: each must be `never`, so handing one over does not compile. */
type NotTaken<Given, Props> = { readonly [Name in Exclude<keyof Given, keyof Props>]: never };

/**
 * A screen of the table. `Props` comes from the loaded component alone (`NoInfer`), and `Given` (what the
 * `props` function hands over) must be those props and no others: a screen whose props change no longer
 * compiles here until its `props` function gives exactly what it now takes.
 */
function screen<Props extends object, Given extends NoInfer<Props>>(
  load: () => Promise<ComponentType<Props>>,
  props: (context: ScreenContext) => Given & NotTaken<Given, NoInfer<Props>>,
): ScreenEntry<Props> {
  const { Component: Screen, preload } = lazyComponent(load);
  return { Screen, props, preload, render: (context) => createElement(Screen, props(context)) };
}

/** A screen without props of its own. */
const noProps = () => ({});

/**
 * Stands in for a screen still to be built, under its page title: a new route may show it first, and
 * `npm run new-screen` replaces it. `Props` are the props the real screen will take: its entry's `props`
 * function is written against them, so building the screen means only swapping this for the screen's
 * import. Every route of the specs has its screen now.
 */
export function placeholder<Props extends object = object>(
  title: string,
): () => Promise<ComponentType<Props>> {
  return () =>
    import('../features/public-pages/PlaceholderScreen.tsx').then(({ PlaceholderScreen }) => {
      function Placeholder() {
        return <PlaceholderScreen title={title} />;
      }
      return Placeholder;
    });
}

/**
 * A public route whose screen still shows a member's data (the account list, spec 01 §2.2): a visitor
 * gets the Sign In form in its place, on the same address, and the screen once signed in there.
 */
function forMembersOnly<Props extends object>(entry: ScreenEntry<Props>): ScreenEntry<Props> {
  return { ...entry, render: (context) => <RequireMember>{entry.render(context)}</RequireMember> };
}

function optional(value: string | null | undefined): string | undefined {
  return value ?? undefined;
}

/**
 * Every portal screen with its lazy component and its props (spec 01 §2.2, spec 02 §2, spec 03 §2).
 * `satisfies Record<PortalScreen, …>` makes the table exhaustive: a screen added to the route table
 * without an entry here does not compile, so no route ever falls through to a default.
 */
export const routeScreens = {
  home: screen(
    () => import('../features/home/HomeScreen.tsx').then((m) => m.HomeScreen),
    ({ site }) => ({ site }),
  ),
  login: screen(
    () => import('../features/login/LoginScreen.tsx').then((m) => m.LoginScreen),
    ({ query }) => ({
      returnUrl: query.get('returnUrl'),
      sessionTimeOut: query.get('sessionTimeOut') === 'true',
    }),
  ),
  register: screen(
    () => import('../features/registration/RegistrationScreen.tsx').then((m) => m.RegistrationScreen),
    noProps,
  ),
  'forgot-password': screen(
    () => import('../features/password/ForgotPasswordScreen.tsx').then((m) => m.ForgotPasswordScreen),
    noProps,
  ),
  'reset-password': screen(
    () => import('../features/password/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen),
    ({ query }) => ({ query }),
  ),
  'forgot-username': screen(
    () => import('../features/password/ForgotUsernameScreen.tsx').then((m) => m.ForgotUsernameScreen),
    noProps,
  ),
  'quick-pay': screen(
    () => import('../features/quick-pay/QuickPayInline.tsx').then((m) => m.QuickPayInline),
    ({ query }) => ({ accountNo: optional(query.get('accountno')), phone: optional(query.get('phone')) }),
  ),
  'payment-success': screen(
    () => import('../features/payment-result/PaymentResult.tsx').then((m) => m.PaymentResult),
    () => ({ kind: 'success' as const }),
  ),
  'payment-cancel': screen(
    () => import('../features/payment-result/PaymentResult.tsx').then((m) => m.PaymentResult),
    () => ({ kind: 'cancel' as const }),
  ),
  maintenance: screen(
    () => import('../features/public-pages/MaintenanceScreen.tsx').then((m) => m.MaintenanceScreen),
    ({ onMaintenanceOver }) => ({ onMaintenanceOver }),
  ),
  'services-products': screen(
    () =>
      import('../features/public-pages/ServicesAndProductsScreen.tsx').then(
        (m) => m.ServicesAndProductsScreen,
      ),
    ({ site }) => ({ addresses: site.webContent.servicesAndProducts }),
  ),
  'legal-terms': screen(
    () => import('../features/public-pages/TermsOfUseScreen.tsx').then((m) => m.TermsOfUseScreen),
    ({ site }) => ({ html: site.webContent.termsOfUse }),
  ),
  'payment-options': screen(
    () => import('../features/public-pages/PaymentOptionsScreen.tsx').then((m) => m.PaymentOptionsScreen),
    noProps,
  ),
  'meter-portal-redirect': screen(
    () =>
      import('../features/public-pages/MeterPortalRedirectScreen.tsx').then(
        (m) => m.MeterPortalRedirectScreen,
      ),
    noProps,
  ),
  'external-login': screen(
    () => import('../features/public-pages/ExternalLoginScreen.tsx').then((m) => m.ExternalLoginScreen),
    noProps,
  ),
  'not-found': screen(
    () => import('../features/public-pages/NotFoundScreen.tsx').then((m) => m.NotFoundScreen),
    noProps,
  ),

  'account-overview': screen(
    () =>
      import('../features/account-overview/AccountOverviewScreen.tsx').then((m) => m.AccountOverviewScreen),
    // accountno and isFromViewAllAccounts are read by the account context from the route's query.
    ({ params, query }) => ({ link: params.link ?? optional(query.get('link')) }),
  ),
  // The overview with the latest bill's statement open, or with the no-bill dialog open.
  'view-bill': screen(
    () =>
      import('../features/account-overview/AccountOverviewScreen.tsx').then((m) => m.AccountOverviewScreen),
    () => ({ openOnLoad: 'latest-bill' as const }),
  ),
  'no-bill': screen(
    () =>
      import('../features/account-overview/AccountOverviewScreen.tsx').then((m) => m.AccountOverviewScreen),
    () => ({ openOnLoad: 'no-bill' as const }),
  ),

  // One screen for both: View All Accounts is guarded by the route table; Account List is public there,
  // and shows a visitor the Sign In form instead of the member's accounts.
  'view-all-accounts': screen(
    () => import('../features/account-list/AccountListScreen.tsx').then((m) => m.AccountListScreen),
    () => ({ title: titles.viewAllAccounts }),
  ),
  'account-list': forMembersOnly(
    screen(
      () => import('../features/account-list/AccountListScreen.tsx').then((m) => m.AccountListScreen),
      () => ({ title: titles.accountList }),
    ),
  ),

  // Public pages of spec 03 §2.8 and §2.9, and the home page's Application For Service tile (spec 01 §2.6).
  'capital-credit-letter-return': screen(
    () =>
      import('../features/capital-credit-letter/CapitalCreditLetterScreen.tsx').then(
        (m) => m.CapitalCreditLetterScreen,
      ),
    noProps,
  ),
  'unclaimed-capital-credit': screen(
    () =>
      import('../features/unclaimed-capital-credits/UnclaimedCapitalCreditsScreen.tsx').then(
        (m) => m.UnclaimedCapitalCreditsScreen,
      ),
    noProps,
  ),
  'application-for-service': screen(
    () =>
      import('../features/apply-for-service/ApplyForServiceScreen.tsx').then((m) => m.ApplyForServiceScreen),
    noProps,
  ),
  'select-service-type': screen(
    () =>
      import('../features/apply-for-service/SelectServiceTypeScreen.tsx').then(
        (m) => m.SelectServiceTypeScreen,
      ),
    noProps,
  ),
  'account-profile': screen(
    () => import('../features/account-profile/AccountProfileScreen.tsx').then((m) => m.AccountProfileScreen),
    noProps,
  ),
  'my-profile': screen(
    () => import('../features/my-profile/MyProfileScreen.tsx').then((m) => m.MyProfileScreen),
    noProps,
  ),
  'draft-payments': screen(
    () => import('../features/draft-payments/DraftPaymentsScreen.tsx').then((m) => m.DraftPaymentsScreen),
    noProps,
  ),
  'outage-status': screen(
    () => import('../features/outage/OutageScreen.tsx').then((m) => m.OutageScreen),
    noProps,
  ),
  'schedule-payments-success': screen(
    () =>
      import('../features/scheduled-payments/ScheduleResultScreen.tsx').then((m) => m.ScheduleResultScreen),
    ({ query }) => ({ kind: 'success' as const, transNo: optional(query.get('transno')) }),
  ),
  'schedule-payments-error': screen(
    () =>
      import('../features/scheduled-payments/ScheduleResultScreen.tsx').then((m) => m.ScheduleResultScreen),
    () => ({ kind: 'error' as const }),
  ),
  'schedule-payments-cancel': screen(
    () =>
      import('../features/scheduled-payments/ScheduleResultScreen.tsx').then((m) => m.ScheduleResultScreen),
    () => ({ kind: 'cancel' as const }),
  ),
  'scheduled-payments': screen(
    () =>
      import('../features/scheduled-payments/ScheduledPaymentsScreen.tsx').then(
        (m) => m.ScheduledPaymentsScreen,
      ),
    ({ query }) => ({ accountNumber: optional(query.get('accountno')) }),
  ),
  'usage-tracker': screen(
    () => import('../features/usage-tracker/UsageTrackerScreen.tsx').then((m) => m.UsageTrackerScreen),
    noProps,
  ),
  // The same screen on the page without the portal's header (src/domain/portal/layout.ts).
  'direct-usage-tracker': screen(
    () => import('../features/usage-tracker/UsageTrackerScreen.tsx').then((m) => m.UsageTrackerScreen),
    noProps,
  ),
  'operation-roundup': screen(
    () =>
      import('../features/operation-roundup/OperationRoundupScreen.tsx').then(
        (m) => m.OperationRoundupScreen,
      ),
    noProps,
  ),
  'levelized-billing': screen(
    () => import('../features/average-billing/AverageBillingScreen.tsx').then((m) => m.AverageBillingScreen),
    noProps,
  ),
  'service-requests': screen(
    () =>
      import('../features/service-requests/ServiceRequestsScreen.tsx').then((m) => m.ServiceRequestsScreen),
    noProps,
  ),
  'member-info-docs': screen(
    () => import('../features/member-info-docs/MemberInfoDocsScreen.tsx').then((m) => m.MemberInfoDocsScreen),
    noProps,
  ),
  'delinquent-history': screen(
    () =>
      import('../features/delinquent-history/DelinquentHistoryScreen.tsx').then(
        (m) => m.DelinquentHistoryScreen,
      ),
    noProps,
  ),
  'manage-notifications': screen(
    () =>
      import('../features/manage-notifications/ManageNotificationsScreen.tsx').then(
        (m) => m.ManageNotificationsScreen,
      ),
    noProps,
  ),
  'manage-contacts': screen(
    () => import('../features/manage-contacts/ManageContactsScreen.tsx').then((m) => m.ManageContactsScreen),
    noProps,
  ),
  'account-history': screen(
    () => import('../features/payment-history/PaymentHistoryScreen.tsx').then((m) => m.PaymentHistoryScreen),
    noProps,
  ),
  'view-deposits': screen(
    () => import('../features/deposits/DepositsScreen.tsx').then((m) => m.DepositsScreen),
    noProps,
  ),
  'view-arrangements': screen(
    () => import('../features/arrangements/ArrangementsScreen.tsx').then((m) => m.ArrangementsScreen),
    noProps,
  ),
  'payment-profile': screen(
    () => import('../features/payment-profile/PaymentProfileScreen.tsx').then((m) => m.PaymentProfileScreen),
    noProps,
  ),
  'auto-pay': screen(
    () => import('../features/auto-pay/AutoPayScreen.tsx').then((m) => m.AutoPayScreen),
    noProps,
  ),
  'pay-multiple': screen(
    () => import('../features/pay-accounts/PayAccountsScreen.tsx').then((m) => m.PayAccountsScreen),
    noProps,
  ),
  'meter-reading': screen(
    () => import('../features/meter-reading/MeterReadingScreen.tsx').then((m) => m.MeterReadingScreen),
    noProps,
  ),
  // npm run new-screen adds screens above this line
} satisfies Record<PortalScreen, RouteScreenEntry>;
