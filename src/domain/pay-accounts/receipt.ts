import type { ExportTable } from '../table-export/export-table.ts';
import { payAccountsMessages } from './messages.ts';
import { sumAmounts } from './rules.ts';

/** What the back office answers for a payment's receipt (docs/api.md, "Get a payment's receipt"). */
export interface PayAccountsReceipt {
  readonly confirmationNumber: string;
  /** yyyy-mm-dd. */
  readonly paymentDate: string;
  readonly paymentMethod: 'cc' | 'echeck';
  readonly cardOrBankAccountNumberLastFourDigits: string;
  /** The sum of the accounts' amounts, without the convenience fee. */
  readonly amount: number;
  readonly convenienceFee: number;
  readonly accounts: readonly {
    readonly accountNumber: string;
    readonly serviceAddress: string;
    readonly paymentAmount: number;
  }[];
}

const messages = payAccountsMessages.receipt;

/** yyyy-mm-dd as MM/dd/yyyy, the specs' date format. */
function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The receipt as a table file holds it: one row per account paid, each with the payment's confirmation
 * number, date and method, so that any row read alone (a spreadsheet filtered, a row pasted into an
 * accounts payable system) still says which payment paid it. Amounts stay numbers a spreadsheet adds up.
 */
export function receiptTable(receipt: PayAccountsReceipt): ExportTable {
  const columns = messages.columns;
  const date = usDate(receipt.paymentDate);
  const paidWith = messages.paidWith(receipt.paymentMethod, receipt.cardOrBankAccountNumberLastFourDigits);
  return {
    headers: [
      columns.confirmationNumber,
      columns.paymentDate,
      columns.paidWith,
      columns.accountNumber,
      columns.serviceAddress,
      columns.amountPaid,
    ],
    rows: receipt.accounts.map((account) => [
      receipt.confirmationNumber,
      date,
      paidWith,
      account.accountNumber,
      account.serviceAddress,
      account.paymentAmount,
    ]),
  };
}

/** The sum of the accounts' amounts, to the cent. */
export function receiptTotal(receipt: PayAccountsReceipt): number {
  return sumAmounts(receipt.accounts.map((account) => account.paymentAmount));
}
