import { type RouteTarget, routeTarget } from '../portal/links.ts';
import { isFeatureEnabled } from '../site/features.ts';
import { accountOverviewMessages } from './messages.ts';
import type { AccountOverviewSettings } from './settings.ts';
import { hasText, isElectric, isYes } from './status.ts';
import { accountStatusName } from './status-names.ts';
import type { AccountInfo } from './types.ts';
import { billingProgramme, type SummaryLine } from './summary.ts';

/**
 * The outage screen for an account: /outage-status with accountno, memberno, locationid and accounttype
 * (spec 02 §2.1), at the portal's path pages/outage-status where /outage-status redirects (spec 03 §2).
 * A value the account does not have is left out rather than sent empty.
 */
export function outageStatusTarget(
  account: Pick<AccountInfo, 'accountNumber' | 'locationId' | 'accountType'>,
  memberNumber: string,
): RouteTarget {
  const query: Record<string, string> = {};
  const add = (key: string, value: string | null | undefined) => {
    if (hasText(value)) query[key] = value.trim();
  };
  add('accountno', account.accountNumber);
  add('memberno', memberNumber);
  add('locationid', account.locationId);
  add('accounttype', account.accountType);
  return routeTarget('pages/outage-status', query);
}

/** The Account Status card and its Report Outage button show when outage is enabled (the Outage feature). */
export function isAccountStatusCardShown(settings: Pick<AccountOverviewSettings, 'features'>): boolean {
  return isFeatureEnabled(settings.features, 'Outage');
}

/**
 * The Billed Usage Summary graph shows when the usage graph is enabled and the account is electric or
 * non-electric usage is not hidden (spec 02 §2.1).
 */
export function isUsageGraphShown(
  account: Pick<AccountInfo, 'accountType'>,
  settings: Pick<AccountOverviewSettings, 'usageGraphEnabled' | 'hideNonElectricUsage'>,
): boolean {
  return Boolean(settings.usageGraphEnabled) && (isElectric(account) || !settings.hideNonElectricUsage);
}

export type OverviewLayout = 'basic' | 'detailed';

/**
 * The layout setting (spec 02 §2.1 "a basic or detailed layout depending on a setting"): 'basic' (any
 * case) gives the basic layout; anything else, missing included, the detailed one, which is the screen
 * the spec describes in full.
 */
export function overviewLayout(settings: Pick<AccountOverviewSettings, 'layout'>): OverviewLayout {
  return (settings.layout ?? '').trim().toLowerCase() === 'basic' ? 'basic' : 'detailed';
}

export type OverviewCardId =
  | 'account-status'
  | 'my-account'
  | 'my-bill'
  | 'budget-billing'
  | 'arrangement-details'
  | 'quick-links'
  | 'payment-programs';

export interface OverviewCard {
  readonly id: OverviewCardId;
  readonly title: string;
}

const cardTitles = accountOverviewMessages.cards;

/**
 * The cards of spec 02 §2.1, in its order. The spec gives conditions only for the Account Status card
 * (outage enabled); the others follow their content: budget billing for a Budget or Average account,
 * arrangement details for an account with an arrangement. My Account, My Bill, quick links (Account
 * Profile is always one) and payment programs (Pay Multiple Accounts is always one) always show.
 */
export function overviewCards(
  account: Pick<AccountInfo, 'billingType' | 'hasArrangement' | 'arrangement'>,
  settings: Pick<AccountOverviewSettings, 'features'>,
): OverviewCard[] {
  const cards: (OverviewCard | false)[] = [
    isAccountStatusCardShown(settings) && { id: 'account-status', title: cardTitles.accountStatus },
    { id: 'my-account', title: cardTitles.myAccount },
    { id: 'my-bill', title: cardTitles.myBill },
    billingProgramme(account) !== null && { id: 'budget-billing', title: cardTitles.budgetBilling },
    isYes(account.hasArrangement) &&
      Boolean(account.arrangement) && { id: 'arrangement-details', title: cardTitles.arrangementDetails },
    { id: 'quick-links', title: cardTitles.quickLinks },
    { id: 'payment-programs', title: cardTitles.paymentPrograms },
  ];
  return cards.filter((card): card is OverviewCard => card !== false);
}

/**
 * The cards the basic layout keeps: the account and its bill. The spec does not say what the basic
 * layout leaves out; it keeps what a member comes for (who, how much, by when, Pay Bill, the banners,
 * the statement and the history) and leaves the detailed cards and the usage graph to the detailed one.
 */
export const BASIC_LAYOUT_CARDS: readonly OverviewCardId[] = ['my-account', 'my-bill'];

/** The cards of `overviewCards` the layout shows, in their order. */
export function cardsInLayout(cards: readonly OverviewCard[], layout: OverviewLayout): OverviewCard[] {
  return layout === 'detailed' ? [...cards] : cards.filter((card) => BASIC_LAYOUT_CARDS.includes(card.id));
}

/** The Billed Usage Summary graph in a layout: its rule (`isUsageGraphShown`), in the detailed layout only. */
export function isUsageGraphInLayout(
  account: Pick<AccountInfo, 'accountType'>,
  settings: Pick<AccountOverviewSettings, 'usageGraphEnabled' | 'hideNonElectricUsage' | 'layout'>,
): boolean {
  return overviewLayout(settings) === 'detailed' && isUsageGraphShown(account, settings);
}

/** View Details of the usage graph: the usage tracker on its monthly tab (spec 02 §2.1). */
export const usageDetailsTarget: RouteTarget = routeTarget('usage-tracker', undefined, {
  isMonthlyUsageTab: true,
});

/** View More of the history: the billing and payment history screen (spec 02 §2.1). */
export const historyTarget: RouteTarget = routeTarget('billpayments/history');

/**
 * The account's identity lines (spec 02 §2.1): account holder, account number, account status (the
 * derived status when the back office sends no account status; in the page's language when known) and
 * service address. A line without a value is left out.
 */
export function accountDetailLines(
  account: Pick<
    AccountInfo,
    'accountHolderName' | 'accountNumber' | 'accountStatus' | 'derivedStatus' | 'serviceAddress'
  >,
): SummaryLine[] {
  const labels = accountOverviewMessages.account;
  const status = hasText(account.accountStatus) ? account.accountStatus : account.derivedStatus;
  const lines: [string, string | null | undefined][] = [
    [labels.accountHolder, account.accountHolderName],
    [labels.accountNumber, account.accountNumber],
    [labels.accountStatus, hasText(status) ? accountStatusName(status) : status],
    [labels.serviceAddress, account.serviceAddress],
  ];
  return lines.flatMap(([label, value]) => (hasText(value) ? [{ label, value: value.trim() }] : []));
}

/** The statement heading and bill messages (spec 02 §2.1), as the back office sends them. */
export interface StatementSection {
  readonly heading: string;
  readonly billMessages: readonly string[];
}

/**
 * The statement block: the back office's statement heading message, else 'Statement'; its bill messages
 * (one text or a list) without blank ones.
 */
export function statementSection(
  account: Pick<AccountInfo, 'statementHeadingMessage' | 'billMessages'>,
): StatementSection {
  const messages = account.billMessages;
  const list = typeof messages === 'string' ? [messages] : (messages ?? []);
  return {
    heading: hasText(account.statementHeadingMessage)
      ? account.statementHeadingMessage.trim()
      : accountOverviewMessages.statement.heading,
    billMessages: list.filter(hasText).map((message) => message.trim()),
  };
}
