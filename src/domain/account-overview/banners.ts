import { formatDate, formatDateTime, isoDate, type IsoDate } from '../dates.ts';
import { formatAccountBalance, formatMoney } from '../money.ts';
import { accountOverviewMessages } from './messages.ts';
import {
  hasActiveReturnedItems,
  hasCutoffWarning,
  hasText,
  isPrepaid,
  isYes,
  outageStatus,
} from './status.ts';
import type { AccountInfo, Arrangement } from './types.ts';

const texts = accountOverviewMessages;

/** The banner alerts of spec 02 §2.1, in the order they show. */
export const BANNER_ORDER = [
  'prepaid-disconnect',
  'capital-credit-refund',
  'cut-off',
  'returned-items',
  'active-outage',
  'arrangement',
] as const;
export type BannerId = (typeof BANNER_ORDER)[number];

/** The alert tones a banner uses (the names of the design system's Alert tones). */
export type BannerTone = 'error' | 'warning' | 'info';

export interface Banner {
  readonly id: BannerId;
  readonly tone: BannerTone;
  readonly text: string;
  /** A second sentence under the text: the arrangement's overdue notice. */
  readonly detail?: string;
}

/**
 * The cooperative's day: the rules compare dates with its calendar, and show date-times in its zone
 * (a member in another zone sees the cooperative's due dates and restoration times).
 */
export interface CooperativeDay {
  readonly today: IsoDate;
  /** The cooperative's IANA time zone; the browser's when the site names none. */
  readonly timeZone?: string;
}

const dateTimePattern = /^\d{4}-\d{2}-\d{2}T/;

/**
 * The estimated restoration time as the outage notice shows it: a date-time as MM/dd/yyyy HH:mm in the
 * cooperative's zone (the format of the outage screen's times, spec 03 §2.1), a plain date as
 * MM/dd/yyyy, any other text as sent (a back office may send it worded). Null when there is none.
 */
export function formatRestorationTime(value: string | null | undefined, timeZone?: string): string | null {
  if (!hasText(value)) return null;
  const text = value.trim();
  const zone = timeZone ? { timeZone } : {};
  if (dateTimePattern.test(text)) return formatDateTime(text, zone) ?? text;
  return formatDate(text, zone) ?? text;
}

/**
 * The active-outage notice: the spec's sentence followed by 'is not yet known.' when there is no
 * restoration time, else by 'is ' + the time (see `formatRestorationTime`) + '.', so both read as one
 * sentence.
 */
export function activeOutageText(
  estimatedTimeOfRestoration: string | null | undefined,
  timeZone?: string,
): string {
  const time = formatRestorationTime(estimatedTimeOfRestoration, timeZone);
  return (
    texts.banners.activeOutage +
    (time === null ? texts.banners.restorationTimeUnknown : texts.banners.restorationTime(time))
  );
}

/**
 * An arrangement's next payment is overdue when its due date is before the current date (spec 02
 * §2.1), compared as calendar days: due today is not overdue. No valid due date, not overdue.
 */
export function isArrangementPaymentOverdue(
  arrangement: Pick<Arrangement, 'nextPaymentDueDate'> | null | undefined,
  day: CooperativeDay,
): boolean {
  const due = isoDate(arrangement?.nextPaymentDueDate, day.timeZone);
  return due !== null && due < day.today;
}

function arrangementBanner(account: AccountInfo, today: CooperativeDay): Banner | null {
  const arrangement = account.arrangement;
  if (!isYes(account.hasArrangement) || !arrangement || !hasText(arrangement.arrangementNotation))
    return null;
  const notation = arrangement.arrangementNotation.trim();
  if (!isArrangementPaymentOverdue(arrangement, today))
    return { id: 'arrangement', tone: 'info', text: notation };
  const amount = arrangement.nextPaymentAmount;
  return {
    id: 'arrangement',
    tone: 'error',
    text: notation,
    detail: texts.arrangement.overdueNotice(
      typeof amount === 'number' && Number.isFinite(amount) ? formatMoney(amount) : null,
      formatDate(arrangement.nextPaymentDueDate) ?? '',
    ),
  };
}

/**
 * The banner alerts of spec 02 §2.1 that show for an account, in the fixed order of `BANNER_ORDER`:
 *
 * - prepaid disconnect: a prepaid account with no active returned items, with the back office's
 *   prepaidDisconnectAlert text (no text, no banner);
 * - capital credit refund: the back office's capitalCreditRefundMessage, when there is one;
 * - cut-off: the cutoff warning of spec 02 §4 (a cut-off message, derived status Past Due, not prepaid),
 *   with that message;
 * - returned items: the account has active returned items;
 * - active outage: the outage status is OFF, with the restoration time or 'is not yet known.';
 * - arrangement: the account has an arrangement with a notation; an overdue next payment turns it into
 *   an error and adds the overdue notice.
 */
export function overviewBanners(account: AccountInfo, today: CooperativeDay): Banner[] {
  const banners: (Banner | null)[] = [
    isPrepaid(account) && !hasActiveReturnedItems(account) && hasText(account.prepaidDisconnectAlert)
      ? { id: 'prepaid-disconnect', tone: 'error', text: account.prepaidDisconnectAlert.trim() }
      : null,
    hasText(account.capitalCreditRefundMessage)
      ? { id: 'capital-credit-refund', tone: 'info', text: account.capitalCreditRefundMessage.trim() }
      : null,
    hasCutoffWarning(account)
      ? { id: 'cut-off', tone: 'error', text: (account.cutOffMsg ?? '').trim() }
      : null,
    hasActiveReturnedItems(account)
      ? { id: 'returned-items', tone: 'warning', text: texts.banners.returnedItems }
      : null,
    outageStatus(account) === 'OFF'
      ? {
          id: 'active-outage',
          tone: 'warning',
          text: activeOutageText(account.estimatedTimeOfRestoration, today.timeZone),
        }
      : null,
    arrangementBanner(account, today),
  ];
  return banners.filter((banner): banner is Banner => banner !== null);
}

/** The arrangement details card: its lines, and whether the next payment is overdue. */
export interface ArrangementDetails {
  readonly lines: readonly { readonly label: string; readonly value: string }[];
  readonly nextPaymentOverdue: boolean;
  /** 'Overdue' beside the next payment when it is, else null. */
  readonly overdueLabel: string | null;
}

/**
 * The arrangement details card of an account with an arrangement (null otherwise): the arrangement
 * balance (negative in parentheses), the next payment amount and its due date (MM/dd/yyyy), each left
 * out when the back office sends none, and the overdue rule.
 */
export function arrangementDetails(account: AccountInfo, today: CooperativeDay): ArrangementDetails | null {
  const arrangement = account.arrangement;
  if (!isYes(account.hasArrangement) || !arrangement) return null;
  const labels = texts.arrangement;
  const lines: { label: string; value: string }[] = [];
  const { arrangementBalance, nextPaymentAmount } = arrangement;
  if (typeof arrangementBalance === 'number' && Number.isFinite(arrangementBalance)) {
    lines.push({ label: labels.arrangementBalance, value: formatAccountBalance(arrangementBalance) });
  }
  if (typeof nextPaymentAmount === 'number' && Number.isFinite(nextPaymentAmount)) {
    lines.push({ label: labels.nextPaymentAmount, value: formatMoney(nextPaymentAmount) });
  }
  const dueDate = formatDate(arrangement.nextPaymentDueDate);
  if (dueDate !== null) lines.push({ label: labels.nextPaymentDueDate, value: dueDate });
  const overdue = isArrangementPaymentOverdue(arrangement, today);
  return { lines, nextPaymentOverdue: overdue, overdueLabel: overdue ? labels.overdue : null };
}
