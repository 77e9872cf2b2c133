import { formatDayMonthYear, instantOf } from '../dates.ts';
import { nameFrom } from '../language.ts';
import { formatMoney } from '../money.ts';
import { scheduledPaymentsMessages as messages } from './messages.ts';

/** A scheduled payment as the back office lists it (spec 02 §3). */
export interface ScheduledPaymentItem {
  readonly transNo: string;
  readonly createdDate?: string | null | undefined;
  readonly paymentType?: string | null | undefined;
  readonly amount: number;
  readonly paymentMethod?: string | null | undefined;
  readonly paymentDate: string;
  readonly accountDetails?:
    readonly { readonly accountNumber: string; readonly amount: number }[] | null | undefined;
}

/** A row of the list: the payment with its texts as shown. */
export interface ScheduledPaymentRow {
  readonly transNo: string;
  readonly paymentDate: string;
  /** dd-MMM-yyyy (spec 02 §9); '' when it is not a date. */
  readonly paymentDateText: string;
  /** dd-MMM-yyyy; '' when absent or not a date. */
  readonly createdDateText: string;
  readonly amount: number;
  /** `$1,234.50`. */
  readonly amountText: string;
  /** The accounts it pays, joined. */
  readonly accountsText: string;
  readonly accountNumbers: readonly string[];
  readonly paymentMethod: string;
  readonly paymentType: string;
}

function rowOf(payment: ScheduledPaymentItem): ScheduledPaymentRow {
  const accountNumbers = (payment.accountDetails ?? []).map((detail) => detail.accountNumber);
  return {
    transNo: payment.transNo,
    paymentDate: payment.paymentDate,
    paymentDateText: formatDayMonthYear(payment.paymentDate) ?? '',
    createdDateText: formatDayMonthYear(payment.createdDate ?? null) ?? '',
    amount: payment.amount,
    amountText: formatMoney(payment.amount),
    accountsText: accountNumbers.join(messages.accountSeparator),
    accountNumbers,
    paymentMethod: payment.paymentMethod ?? '',
    paymentType: payment.paymentType ? nameFrom(messages.paymentTypes, payment.paymentType) : '',
  };
}

/**
 * The rows the screen lists: every scheduled payment, or with `accountNumber` (the route's optional
 * accountno) only those paying that account; soonest payment date first (ours: the spec gives no order),
 * payments without a date last.
 */
export function scheduledPaymentRows(
  payments: readonly ScheduledPaymentItem[],
  accountNumber?: string,
): ScheduledPaymentRow[] {
  const chosen = accountNumber
    ? payments.filter((payment) =>
        (payment.accountDetails ?? []).some((detail) => detail.accountNumber === accountNumber),
      )
    : payments;
  const rows = chosen.map(rowOf);
  const instants = new Map(rows.map((row) => [row, instantOf(row.paymentDate)]));
  return rows.sort((a, b) => {
    const [first, second] = [instants.get(a) ?? null, instants.get(b) ?? null];
    if (first === second) return 0;
    if (first === null) return 1;
    if (second === null) return -1;
    return first - second;
  });
}

/** What the success page shows (spec 02 §2.7): its message, confirmation number and payment date. */
export interface ScheduleSuccess {
  readonly message: string;
  /** The `transno` query parameter; null when absent. */
  readonly transNo: string | null;
  /** The date stored under the transNo, as dd-MMM-yyyy; null when none was stored or it is not a date. */
  readonly paymentDateText: string | null;
}

/** The success page's content from its query, the stored date and the navigation state's message. */
export function scheduleSuccess(
  transNo: string | null,
  storedDate: string | null,
  stateMessage: unknown,
): ScheduleSuccess {
  const trimmed = transNo?.trim() ?? '';
  return {
    message: resultMessage(stateMessage, messages.result.scheduled),
    transNo: trimmed === '' ? null : trimmed,
    paymentDateText: storedDate ? formatDayMonthYear(storedDate) : null,
  };
}

/** The navigation state's `message` when it is text, else `fallback` (the error and success pages). */
export function resultMessage(stateMessage: unknown, fallback: string): string {
  return typeof stateMessage === 'string' && stateMessage.trim() !== '' ? stateMessage.trim() : fallback;
}
