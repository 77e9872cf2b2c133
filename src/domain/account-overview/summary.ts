import { formatDate } from '../dates.ts';
import { routeTarget, type RouteTarget } from '../portal/links.ts';
import { formatAccountBalance, formatMoney, roundToCents } from '../money.ts';
import { isMeterPortalVariant } from '../portal/site-configuration.ts';
import { accountOverviewMessages } from './messages.ts';
import type { AccountOverviewSettings } from './settings.ts';
import { hasText, isPastDueOrCutoff, isPrepaid, isYes } from './status.ts';
import type { AccountInfo } from './types.ts';

const texts = accountOverviewMessages.summary;

/** One labelled value of the amount block. */
export interface SummaryLine {
  readonly label: string;
  readonly value: string;
}

/** The amount block of the account overview (spec 02 §2.1), every text ready to show. */
export interface AmountSummary {
  /** 'Total Amount Due', or 'Account Balance' for a prepaid account. */
  readonly amount: SummaryLine;
  /** The year-to-date difference and net balance, for Budget and Average billing only. */
  readonly billingDifferences: readonly SummaryLine[];
  /** The past due amount, only when above zero (in whole cents). */
  readonly pastDue: SummaryLine | null;
  /** The AutoPay / EZ Pay / Draft Pay note, only when the account is enrolled. */
  readonly enrolmentNote: string | null;
  /** The cut-off date or the payment due date. */
  readonly date: SummaryLine;
  /** Pay Bill: the payment screen with this account checked (billpayments/pay-multiple?accountno=). */
  readonly payBill: { readonly label: string; readonly target: RouteTarget };
}

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The billing type Budget or Average (any case), the types with a year-to-date difference. */
export function billingProgramme(account: Pick<AccountInfo, 'billingType'>): 'Budget' | 'Average' | null {
  const type = (account.billingType ?? '').trim().toLowerCase();
  if (type === 'budget') return 'Budget';
  if (type === 'average') return 'Average';
  return null;
}

function billingDifferences(account: AccountInfo): SummaryLine[] {
  const programme = billingProgramme(account);
  if (programme === null) return [];
  const lines: SummaryLine[] = [];
  if (isFiniteNumber(account.yearToDateBudgetDifference)) {
    lines.push({
      label: programme === 'Budget' ? texts.budgetDifference : texts.averageDifference,
      value: formatAccountBalance(account.yearToDateBudgetDifference),
    });
  }
  if (isFiniteNumber(account.netAccountBalance)) {
    lines.push({ label: texts.netAccountBalance, value: formatAccountBalance(account.netAccountBalance) });
  }
  return lines;
}

/**
 * The enrolment note: AutoPay when autoPayExists; otherwise, when a draft date is set, the draft
 * programme (named 'EZ Pay' in the meter-portal variant, 'Draft Pay' elsewhere, as the portal names
 * drafts) with its date.
 */
function enrolmentNote(account: AccountInfo, meterPortal: boolean): string | null {
  if (isYes(account.autoPayExists)) return texts.autoPayEnrolled;
  if (!hasText(account.draftDate)) return null;
  return texts.draftEnrolled(meterPortal ? texts.ezPay : texts.draftPay, formatDate(account.draftDate));
}

/**
 * Which date the amount block shows. The cut-off date, for a non-prepaid account whose derived status
 * is past-due-or-cutoff (spec 02 §4) and that has a valid cut-off date: paying before it keeps the
 * service on, so it replaces the due date. Otherwise the payment due date, or 'N/A' when there is none
 * (prepaid accounts have none).
 */
export function summaryDate(
  account: Pick<AccountInfo, 'isPrepaidAccount' | 'derivedStatus' | 'cutOffDate' | 'dueDate'>,
): SummaryLine {
  const cutOffDate = formatDate(account.cutOffDate);
  if (!isPrepaid(account) && isPastDueOrCutoff(account) && cutOffDate !== null) {
    return { label: texts.cutOffDate, value: cutOffDate };
  }
  return { label: texts.paymentDueDate, value: formatDate(account.dueDate) ?? texts.notAvailable };
}

/**
 * The amount block (spec 02 §2.1): the balance labelled 'Total Amount Due' ('Account Balance' for a
 * prepaid account), negative balances in parentheses; the budget/average differences when billingType
 * is Budget or Average; the past due amount when above zero; the AutoPay / EZ Pay / Draft Pay note when
 * enrolled; the cut-off date or the payment due date; the Pay Bill action.
 */
export function amountSummary(
  account: AccountInfo,
  settings: Pick<AccountOverviewSettings, 'features' | 'configuration'>,
): AmountSummary {
  const pastDueAmount = account.pastDueAmount;
  return {
    amount: {
      label: isPrepaid(account) ? texts.accountBalance : texts.totalAmountDue,
      value: formatAccountBalance(account.accountBalance),
    },
    billingDifferences: billingDifferences(account),
    pastDue:
      isFiniteNumber(pastDueAmount) && roundToCents(pastDueAmount) > 0
        ? { label: texts.pastDueAmount, value: formatMoney(pastDueAmount) }
        : null,
    enrolmentNote: enrolmentNote(account, isMeterPortalVariant(settings.features, settings.configuration)),
    date: summaryDate(account),
    payBill: {
      label: texts.payBill,
      target: routeTarget('billpayments/pay-multiple', { accountno: account.accountNumber }),
    },
  };
}
