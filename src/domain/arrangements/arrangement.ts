import { isArrangementPaymentOverdue } from '../account-overview/banners.ts';
import { hasText, isYes } from '../account-overview/status.ts';
import type { AccountInfo } from '../account-overview/types.ts';
import { formatDate } from '../dates.ts';
import { formatAccountBalance, formatMoney } from '../money.ts';
import { arrangementsMessages as messages } from './messages.ts';

/** The cooperative's day (`cooperativeDay`): today on its calendar, in its zone. */
export interface ArrangementDay {
  readonly today: string;
  readonly timeZone?: string;
}

/** What the screen shows of an account's payment arrangement. */
export interface ArrangementSummary {
  /** The back office's notation; null when it sent none. */
  readonly notation: string | null;
  /** `$270.00`, or N/A. */
  readonly balanceText: string;
  readonly nextPaymentAmountText: string;
  /** MM/dd/yyyy, or N/A. */
  readonly nextPaymentDueDateText: string;
  /** The next payment's due date is before today (spec 02 §2.1). */
  readonly overdue: boolean;
  /** The overdue notice when overdue, else null. */
  readonly overdueNotice: string | null;
}

function amountOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The account's arrangement (spec 02 §3 hasArrangement, arrangement), or null when it has none: the
 * flag off or no arrangement sent. Its next payment is overdue when its due date is before the
 * cooperative's today, as calendar days (due today is not overdue).
 */
export function arrangementSummary(
  account: Pick<AccountInfo, 'hasArrangement' | 'arrangement'>,
  day: ArrangementDay,
): ArrangementSummary | null {
  const arrangement = account.arrangement;
  if (!isYes(account.hasArrangement) || !arrangement) return null;
  const balance = amountOf(arrangement.arrangementBalance);
  const next = amountOf(arrangement.nextPaymentAmount);
  const dueText = formatDate(arrangement.nextPaymentDueDate ?? null);
  const overdue = isArrangementPaymentOverdue(arrangement, day);
  return {
    notation: hasText(arrangement.arrangementNotation) ? arrangement.arrangementNotation.trim() : null,
    balanceText: balance === null ? messages.notAvailable : formatAccountBalance(balance),
    nextPaymentAmountText: next === null ? messages.notAvailable : formatMoney(next),
    nextPaymentDueDateText: dueText ?? messages.notAvailable,
    overdue,
    overdueNotice: overdue
      ? messages.overdueNotice(next === null ? null : formatMoney(next), dueText ?? '')
      : null,
  };
}
