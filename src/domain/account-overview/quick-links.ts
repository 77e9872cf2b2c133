import { isFeatureEnabled } from '../site/features.ts';
import { type RouteTarget, routeTarget } from '../portal/links.ts';
import { accountOverviewMessages } from './messages.ts';
import { outageStatusTarget } from './sections.ts';
import type { AccountOverviewSettings } from './settings.ts';
import { hasText, isElectric, isPrepaid, isYes } from './status.ts';
import type { AccountInfo } from './types.ts';

const titles = accountOverviewMessages.quickLinks;

/** The customer-configured PDF: opened in the PDF viewer through the capital credit PDF view call. */
export interface PdfTarget {
  readonly kind: 'pdf';
  readonly url: string;
}

/**
 * A quick link (spec 02 §3 'Quick link': title, navLink, type, state): `target` carries the navLink
 * (path and query), the type (a route or the PDF) and the navigation state.
 */
export interface QuickLink<Id extends string = QuickLinkId> {
  readonly id: Id;
  readonly title: string;
  readonly target: RouteTarget | PdfTarget;
}

/** What a quick link's condition reads: the selected account, the site's settings, the member. */
export interface QuickLinkContext {
  readonly account: AccountInfo;
  readonly settings: AccountOverviewSettings;
  readonly memberNumber: string;
}

/** One row of a link table of spec 02 §2.1: the spec's condition in words, and as a rule. */
export interface LinkTableRow<Id extends string> {
  readonly id: Id;
  /** The condition as spec 02 §2.1 words it. */
  readonly condition: string;
  readonly isShown: (context: QuickLinkContext) => boolean;
  readonly link: (context: QuickLinkContext) => QuickLink<Id>;
}

export type QuickLinkId =
  | 'account-profile'
  | 'manage-notifications'
  | 'paperless'
  | 'outage-status'
  | 'service-requests'
  | 'usage-tracker'
  | 'customer-pdf'
  | 'meter-reading';

/**
 * The quick links table of spec 02 §2.1, in its order. The outage and service request links use the
 * portal's paths under pages/, where the spec's /outage-status and /service-requests redirect (spec 03
 * §2); the outage link carries the account like the Report Outage button does. "Outage reporting
 * enabled" is the Outage feature.
 */
export const QUICK_LINK_ROWS: readonly LinkTableRow<QuickLinkId>[] = [
  {
    id: 'account-profile',
    condition: 'always',
    isShown: () => true,
    link: () => ({
      id: 'account-profile',
      title: titles.accountProfile,
      target: routeTarget('account-profile'),
    }),
  },
  {
    id: 'manage-notifications',
    condition: 'Notifications feature on and site allows subscribing',
    isShown: ({ settings }) =>
      isFeatureEnabled(settings.features, 'Notifications') &&
      settings.configuration.allowSubscribeForNotification,
    link: () => ({
      id: 'manage-notifications',
      title: titles.manageNotifications,
      target: routeTarget('manage-notifications'),
    }),
  },
  {
    id: 'paperless',
    condition: "paperless member-level or account-level option is 'Y'",
    isShown: ({ settings }) =>
      isYes(settings.paperlessMemberLevelOption) || isYes(settings.paperlessAccountLevelOption),
    link: () => ({
      id: 'paperless',
      title: titles.paperlessOptions,
      // The navigation state that opens My Profile on its paperless tab (spec 02 §2.3).
      target: routeTarget('my-profile', undefined, { paperless: true }),
    }),
  },
  {
    id: 'outage-status',
    condition: 'outage reporting enabled, and account electric or non-electric outage not hidden',
    isShown: ({ account, settings }) =>
      isFeatureEnabled(settings.features, 'Outage') &&
      (isElectric(account) || !settings.hideNonElectricOutage),
    link: ({ account, memberNumber }) => ({
      id: 'outage-status',
      title: titles.reportOutage,
      target: outageStatusTarget(account, memberNumber),
    }),
  },
  {
    id: 'service-requests',
    condition: 'feature OnlineServiceOrder enabled',
    isShown: ({ settings }) => isFeatureEnabled(settings.features, 'OnlineServiceOrder'),
    link: () => ({
      id: 'service-requests',
      title: titles.serviceRequests,
      target: routeTarget('pages/service-requests'),
    }),
  },
  {
    id: 'usage-tracker',
    condition: 'feature Usages enabled',
    isShown: ({ settings }) => isFeatureEnabled(settings.features, 'Usages'),
    link: () => ({ id: 'usage-tracker', title: titles.usageTracker, target: routeTarget('usage-tracker') }),
  },
  {
    id: 'customer-pdf',
    condition: "its flag is 'Y' and a URL exists",
    isShown: ({ account, settings }) => isYes(settings.customerPdfLinkFlag) && hasText(account.viewccPdfUrl),
    link: ({ account }) => ({
      id: 'customer-pdf',
      title: hasText(account.ccPdfLinkText) ? account.ccPdfLinkText.trim() : titles.customerPdf,
      target: { kind: 'pdf', url: (account.viewccPdfUrl ?? '').trim() },
    }),
  },
  {
    id: 'meter-reading',
    condition: 'account collects meter readings and is not prepaid',
    isShown: ({ account }) => isYes(account.collectMeterReading) && !isPrepaid(account),
    link: () => ({ id: 'meter-reading', title: titles.meterReading, target: routeTarget('meter-reading') }),
  },
];

/** The quick links shown for an account: each row of the spec's table whose condition holds, in order. */
export function quickLinks(context: QuickLinkContext): QuickLink[] {
  return QUICK_LINK_ROWS.filter((row) => row.isShown(context)).map((row) => row.link(context));
}
