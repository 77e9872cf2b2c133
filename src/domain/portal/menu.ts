import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';
import { type LinkTarget, linkTarget, routeTarget } from './links.ts';
import { portalMessages } from './messages.ts';
import {
  type ConfigurationFlags,
  isMeterPortalVariant,
  isSet,
  type SiteSettings,
} from './site-configuration.ts';

/**
 * One entry of the main menu, standard or custom. A top-level entry is a menu section; its children are
 * its items, or (in a mega menu) its columns, whose children are the items.
 */
export interface MenuEntry {
  /** Stable within one menu: a key for rendering and for tests. */
  readonly id: string;
  readonly label: string;
  /** Null for a heading that only opens its children. */
  readonly target: LinkTarget | null;
  /** The children are laid out as columns of a mega menu. */
  readonly megaMenu: boolean;
  readonly children: readonly MenuEntry[];
}

export interface StandardMenuInput {
  readonly features: readonly FeatureFlag[];
  readonly configuration: ConfigurationFlags;
  readonly siteSettings: Pick<SiteSettings, 'coopContactUsLink'>;
}

const labels = portalMessages.menu;

/** The link value of accountoverview that opens the My Meter view (spec 01 §2.6, spec 02 §2.1). */
export const MY_METER_LINK = 'mymeter';
/**
 * The link value of accountoverview that opens the detailed usage analysis view. Spec 02 §2.1 calls it
 * "the meter-sense link value" without giving it; this is the portal's value.
 */
export const DETAILED_USAGE_LINK = 'metersense';

function entry(id: string, label: string, target: LinkTarget | null, children: MenuEntry[] = []): MenuEntry {
  return { id, label, target, megaMenu: false, children };
}

function route(id: string, label: string, path: string, query?: Record<string, string>): MenuEntry {
  return entry(id, label, routeTarget(path, query));
}

function present<T>(...items: (T | false | null | undefined)[]): T[] {
  return items.filter((item): item is T => Boolean(item));
}

/**
 * The standard main menu of spec 01 §2.3 with the visibility rules of §6. Sections and columns left
 * without items are dropped. The meter-portal (WHEC) variant labels drafts 'EZ Pay', adds My Meter and
 * the cooperative-specific Contact and Account Services submenus, and drops the external Contact Us.
 */
export function standardMenu({ features, configuration, siteSettings }: StandardMenuInput): MenuEntry[] {
  const feature = (name: Parameters<typeof isFeatureEnabled>[1]) => isFeatureEnabled(features, name);
  const meterPortal = isMeterPortalVariant(features, configuration);

  // linkTarget gives null for a missing link and for '#', the back office's "no link".
  const outageMap = feature('OutageMapLinkEnabled') ? linkTarget(configuration.outageMapLink, true) : null;
  const delinquents = configuration.isOnlineDelinquentView
    ? linkTarget(configuration.delinquentViewUrl)
    : null;
  const amiPortal = configuration.nexGridEnable ? linkTarget(configuration.nexGridLinkUrl, true) : null;
  const faq = linkTarget(configuration.displayFaqUrl, true);
  const contactUs = linkTarget(siteSettings.coopContactUsLink, true);
  const detailedUsageLabel = configuration.detailedUsageAnalysisLabel;

  const myAccount = entry(
    'my-account',
    labels.myAccount,
    null,
    present<MenuEntry>(
      route('account-overview', labels.accountOverview, 'accountoverview'),
      route('account-profile', labels.accountProfile, 'account-profile'),
      route('account-history', labels.accountHistory, 'billpayments/history'),
      configuration.serviceRequestMenuEnabled &&
        route('service-requests', labels.serviceRequests, 'pages/service-requests'),
      outageMap && entry('outage-map', labels.outageMap, outageMap),
      feature('Notifications') &&
        configuration.allowSubscribeForNotification &&
        entry('notifications', labels.notifications, null, [
          route('manage-notifications', labels.manageNotifications, 'manage-notifications'),
          route('manage-contacts', labels.manageContacts, 'manage-contacts'),
        ]),
      feature('Usages') && route('usage-tracker', labels.usageTracker, 'usage-tracker'),
      configuration.clientAvailable &&
        isSet(detailedUsageLabel) &&
        route('detailed-usage', detailedUsageLabel.trim(), 'accountoverview', { link: DETAILED_USAGE_LINK }),
      delinquents && entry('delinquents', labels.delinquents, delinquents),
      meterPortal && route('my-meter', labels.myMeter, 'accountoverview', { link: MY_METER_LINK }),
      amiPortal && entry('ami-portal', labels.amiPortal, amiPortal),
    ),
  );

  const billingColumn = entry(
    'billing',
    labels.billing,
    null,
    present<MenuEntry>(
      feature('Deposits') && route('deposits', labels.deposits, 'billpayments/view-deposits'),
      feature('Arrangements') && route('arrangements', labels.arrangements, 'billpayments/view-arrangements'),
      feature('AverageBilling') && route('average-billing', labels.averageBilling, 'levelized-billing'),
    ),
  );
  const paymentsColumn = entry(
    'payments',
    labels.payments,
    null,
    present<MenuEntry>(
      route('payment-profile', labels.paymentProfile, 'billpayments/payment-profile'),
      feature('Autopay') && route('auto-payments', labels.autoPayments, 'billpayments/auto-pay'),
      route('payment-options', labels.paymentOptions, 'payment-options'),
      route('pay-multiple-accounts', labels.payMultipleAccounts, 'billpayments/pay-multiple'),
      configuration.allowFutureDatedPayments &&
        route('scheduled-payments', labels.scheduledPayments, 'scheduled-payments'),
      (configuration.allowCreditDraft || configuration.allowBankDraft) &&
        route('draft-payments', meterPortal ? labels.ezPay : labels.draftPayments, 'draft-payments'),
    ),
  );
  const billingAndPayments: MenuEntry = {
    ...entry(
      'billing-and-payments',
      labels.billingAndPayments,
      null,
      [billingColumn, paymentsColumn].filter((column) => column.children.length > 0),
    ),
    megaMenu: true,
  };

  const contactSubmenu = entry(
    'contact',
    labels.contact,
    null,
    present<MenuEntry>(
      contactUs && entry('contact-contact-us', labels.contactUs, contactUs),
      feature('Outage') && route('contact-report-outage', labels.reportAnOutage, 'pages/outage-status'),
    ),
  );
  const accountServicesSubmenu = entry(
    'account-services',
    labels.accountServices,
    null,
    configuration.serviceRequestMenuEnabled
      ? [
          route('start-or-stop-service', labels.startOrStopService, 'pages/service-requests'),
          route('outdoor-light', labels.outdoorLight, 'pages/service-requests'),
          route('right-of-way-maintenance', labels.rightOfWayMaintenance, 'pages/service-requests'),
        ]
      : [],
  );

  const more = entry(
    'more',
    labels.more,
    null,
    present<MenuEntry>(
      feature('RoundUp') && route('operation-roundup', labels.operationRoundUp, 'operation-roundup'),
      !meterPortal && contactUs && entry('contact-us', labels.contactUs, contactUs),
      route('services-and-products', labels.servicesAndProducts, 'services-products'),
      configuration.memberInfoLinkAvailable &&
        route(
          'member-info-docs',
          isSet(configuration.memberInfoDocsLinkName)
            ? configuration.memberInfoDocsLinkName.trim()
            : labels.memberInformationDocuments,
          'member-info-docs',
        ),
      faq && entry('faqs', labels.faqs, faq),
      meterPortal && contactSubmenu.children.length > 0 && contactSubmenu,
      meterPortal && accountServicesSubmenu.children.length > 0 && accountServicesSubmenu,
    ),
  );

  return present<MenuEntry>(
    route('home', labels.home, 'home'),
    myAccount,
    billingAndPayments.children.length > 0 && billingAndPayments,
    feature('Outage') && route('outage', labels.outage, 'pages/outage-status'),
    more,
  );
}

/** Deeper custom sub-menus are cut off here; a header menu has no use for more levels. */
export const CUSTOM_MENU_MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return ['true', 'y', 'yes', '1'].includes(value.trim().toLowerCase());
  return value === 1;
}

function positionOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return Number.POSITIVE_INFINITY;
}

function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

function parseCustomItems(items: unknown[], parentId: string, depth: number): MenuEntry[] {
  const parsed: { entry: MenuEntry; position: number; index: number }[] = [];
  items.forEach((item, index) => {
    if (!isRecord(item) || typeof item.title !== 'string' || item.title.trim() === '') return;
    const id = `${parentId}-${index}`;
    const subMenu = depth < CUSTOM_MENU_MAX_DEPTH ? listOf(item.subMenu) : null;
    const children = subMenu ? parseCustomItems(subMenu, id, depth + 1) : [];
    const target =
      typeof item.moduleLink === 'string' ? linkTarget(item.moduleLink, isOn(item.external)) : null;
    if (!target && children.length === 0) return;
    parsed.push({
      entry: { id, label: item.title.trim(), target, megaMenu: isOn(item.megaMenu), children },
      position: positionOf(item.position),
      index,
    });
  });
  return parsed
    .sort((a, b) => (a.position === b.position ? a.index - b.index : a.position - b.position))
    .map(({ entry: parsedEntry }) => parsedEntry);
}

/**
 * The configuration's custom menu (mcpMenu: a list of {title, moduleLink, external, megaMenu, position,
 * subMenu}, or that list as JSON text) as menu entries: sorted by position (items without one last, ties
 * in list order), sub-menus nested, external links marked. An item is skipped when it is not an object,
 * has no title, or has neither a usable link nor a usable sub-menu; a link with a scheme other than
 * http(s), mailto or tel never becomes a target. Anything that is not a list gives an empty menu.
 */
export function customMenu(mcpMenu: unknown): MenuEntry[] {
  const items = listOf(mcpMenu);
  return items ? parseCustomItems(items, 'custom', 1) : [];
}

/** The menu the header shows: the custom one when the configuration asks for it and it has entries. */
export function mainMenu(input: StandardMenuInput): MenuEntry[] {
  if (input.configuration.useCustomMenu) {
    const custom = customMenu(input.configuration.mcpMenu);
    if (custom.length > 0) return custom;
  }
  return standardMenu(input);
}
