import { formatDate } from '../dates.ts';
import { nameFrom } from '../language.ts';
import { formatMoney, roundToCents } from '../money.ts';
import { depositsMessages as messages } from './messages.ts';

/** A deposit as the back office sends it (docs/api.md, "Deposits service"). */
export interface DepositItem {
  readonly depositId: string;
  readonly description?: string | null | undefined;
  readonly depositDate?: string | null | undefined;
  readonly amount: number;
  readonly interestPaid?: number | null | undefined;
  readonly status?: string | null | undefined;
  readonly refundDate?: string | null | undefined;
}

/** A row of the table: the deposit with its texts as shown. */
export interface DepositRow {
  readonly depositId: string;
  readonly description: string;
  readonly depositDate: string;
  /** MM/dd/yyyy; '' when absent. */
  readonly depositDateText: string;
  readonly amount: number;
  readonly amountText: string;
  readonly interestPaidText: string;
  readonly statusText: string;
  readonly held: boolean;
  readonly refundDateText: string;
}

/** The deposits as rows, the most recently paid first. */
export function depositRows(deposits: readonly DepositItem[]): DepositRow[] {
  return deposits
    .map((deposit) => ({
      depositId: deposit.depositId,
      description: deposit.description ?? '',
      depositDate: deposit.depositDate ?? '',
      depositDateText: formatDate(deposit.depositDate ?? null) ?? '',
      amount: deposit.amount,
      amountText: formatMoney(deposit.amount),
      interestPaidText: typeof deposit.interestPaid === 'number' ? formatMoney(deposit.interestPaid) : '',
      statusText: deposit.status ? nameFrom(messages.statuses, deposit.status) : '',
      held: deposit.status === 'Held',
      refundDateText: formatDate(deposit.refundDate ?? null) ?? '',
    }))
    .sort((a, b) => (a.depositDate < b.depositDate ? 1 : a.depositDate > b.depositDate ? -1 : 0));
}

/** What the cooperative holds: the sum of the held deposits, `$200.00`. */
export function totalHeldText(deposits: readonly DepositItem[]): string {
  return formatMoney(
    roundToCents(
      deposits
        .filter((deposit) => deposit.status === 'Held')
        .reduce((sum, deposit) => sum + deposit.amount, 0),
    ),
  );
}
