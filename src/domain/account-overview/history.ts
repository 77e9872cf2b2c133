import { formatDate, instantOf } from '../dates.ts';
import { formatAccountBalance } from '../money.ts';
import { accountOverviewMessages } from './messages.ts';
import { hasText } from './status.ts';
import type { BillFields, BillingHistoryItem, HistoryType, PaymentHistoryItem } from './types.ts';

/** The history list shows at most this many records (spec 02 §9)… */
export const HISTORY_MAX_RECORDS = 9;
/** …and keeps the height of this many rows, padded with empty ones, whatever the history (spec 02 §9). */
export const HISTORY_ROW_COUNT = 10;

/** A combined history row (spec 02 §3): amount, historyType, recordDate plus the bill fields. */
export interface HistoryRecordRow extends BillFields {
  /** Stable among the rows of one list: 'payment-<index>' or 'bill-<index>' in the lists as given. */
  readonly key: string;
  readonly amount: number;
  readonly historyType: HistoryType;
  /** The payment date or bill date as sent. */
  readonly recordDate: string;
  /** The date as shown (MM/dd/yyyy), '' when it is not a date. */
  readonly recordDateText: string;
  /** The amount as shown: `$1,234.50`, a negative (a credit) in parentheses `($12.50)`. */
  readonly amountText: string;
  /** 'Payment' or 'Bill', as shown. */
  readonly historyTypeText: string;
}

const texts = accountOverviewMessages.history;

function recordRow(
  key: string,
  amount: number,
  historyType: HistoryType,
  recordDate: string,
  billFields: BillFields,
): HistoryRecordRow {
  return {
    ...billFields,
    key,
    amount,
    historyType,
    recordDate,
    recordDateText: formatDate(recordDate) ?? '',
    amountText: formatAccountBalance(amount),
    historyTypeText: historyType === 'Payment' ? texts.payment : texts.bill,
  };
}

/**
 * Payments and bills as one list of combined rows, newest first. A bill's amount is its ending
 * balance. Rows with the same record date list payments before bills (a payment on a bill's date is
 * made against that bill, so it is the later event), then in the order the lists gave them; rows
 * whose date is not a date go last, in that order too.
 */
export function combinedHistory(
  payments: readonly PaymentHistoryItem[],
  bills: readonly BillingHistoryItem[],
): HistoryRecordRow[] {
  const rows = [
    ...payments.map((payment, index) =>
      recordRow(`payment-${index}`, payment.paymentAmount, 'Payment', payment.paymentDate, {}),
    ),
    ...bills.map(({ billDate, endingBalance, ...billFields }, index) =>
      recordRow(`bill-${index}`, endingBalance, 'Bill', billDate, billFields),
    ),
  ];
  const instants = new Map(rows.map((row) => [row, instantOf(row.recordDate)]));
  // Array.prototype.sort is stable, so equal rows keep payments-then-bills, each in its list order.
  return rows.sort((a, b) => {
    const [first, second] = [instants.get(a) ?? null, instants.get(b) ?? null];
    if (first === second) return 0;
    if (first === null) return 1;
    if (second === null) return -1;
    return second - first;
  });
}

/**
 * The history list of the overview (spec 02 §9): the combined rows newest first, at most 9 of them;
 * the list keeps the height of `HISTORY_ROW_COUNT` rows.
 */
export function historyRows(
  payments: readonly PaymentHistoryItem[],
  bills: readonly BillingHistoryItem[],
): HistoryRecordRow[] {
  return combinedHistory(payments, bills).slice(0, HISTORY_MAX_RECORDS);
}

/** What 'View Bill' on a row does: open the statement, or say there is none. */
export type ViewBillAction =
  | {
      readonly kind: 'open-statement';
      readonly billViewUrl: string;
      readonly statementStartDate: string | null;
    }
  | { readonly kind: 'no-statement'; readonly message: string };

/**
 * 'View Bill' is offered on bill rows only. A bill with a statement address opens it (through the PDF
 * bill view call); a bill without one shows the no-statement dialog (spec 02 §8).
 */
export function viewBillAction(row: HistoryRecordRow): ViewBillAction | null {
  if (row.historyType !== 'Bill') return null;
  if (!hasText(row.billViewUrl)) {
    return { kind: 'no-statement', message: accountOverviewMessages.noBillDialog.message };
  }
  return {
    kind: 'open-statement',
    billViewUrl: row.billViewUrl.trim(),
    statementStartDate: hasText(row.statementStartDate) ? row.statementStartDate : null,
  };
}

/** The dialog 'View Bill' opens: the bill's statement in the PDF viewer, or the no-bill dialog. */
export type BillDialog =
  | {
      readonly kind: 'statement';
      /** The bill's date as shown, in the viewer's title. */
      readonly date: string;
      readonly billViewUrl: string;
      /** The statement's start date as sent, '' when the bill has none. */
      readonly statementStartDate: string;
    }
  | { readonly kind: 'no-statement' };

/** The dialog 'View Bill' on `row` opens (`viewBillAction`); none on a payment's row. */
export function billDialogOf(row: HistoryRecordRow): BillDialog | null {
  const action = viewBillAction(row);
  if (!action) return null;
  if (action.kind === 'no-statement') return { kind: 'no-statement' };
  return {
    kind: 'statement',
    date: row.recordDateText,
    billViewUrl: action.billViewUrl,
    statementStartDate: action.statementStartDate ?? '',
  };
}
