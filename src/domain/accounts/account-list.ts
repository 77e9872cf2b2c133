import { formatDate } from '../dates.ts';
import { formatAccountBalance } from '../money.ts';
import { accountListMessages as messages } from './messages.ts';

/** What the account list needs of one account's details (spec 01 §3 'Account info'). */
export interface AccountListDetail {
  readonly accountNumber: string;
  readonly accountType: string;
  readonly serviceAddress?: string | undefined;
  readonly derivedStatus?: string | undefined;
  readonly accountBalance?: number | undefined;
  readonly dueDate?: string | null | undefined;
}

/** One row of the account list, with the texts it shows. */
export interface AccountListRow {
  readonly accountNumber: string;
  readonly accountType: string;
  readonly serviceAddress: string;
  readonly status: string;
  /** Sorted by; null when the back office sent none. */
  readonly balance: number | null;
  /** '$128.45', '($12.50)' for a negative balance (spec 02 §9), or 'N/A'. */
  readonly balanceText: string;
  /** The due date as an ISO calendar date, sorted by; null when there is none. */
  readonly dueDate: string | null;
  /** MM/dd/yyyy, or 'N/A'. */
  readonly dueDateText: string;
}

/** The rows of the account list, in the order the back office sent the accounts. */
export function accountListRows(details: readonly AccountListDetail[]): AccountListRow[] {
  return details.map((detail) => {
    const balance = detail.accountBalance ?? null;
    const dueDateText = formatDate(detail.dueDate);
    return {
      accountNumber: detail.accountNumber,
      accountType: detail.accountType,
      serviceAddress: detail.serviceAddress ?? '',
      status: detail.derivedStatus ?? '',
      balance,
      balanceText: balance === null ? messages.notAvailable : formatAccountBalance(balance),
      dueDate: dueDateText === null ? null : (detail.dueDate ?? null),
      dueDateText: dueDateText ?? messages.notAvailable,
    };
  });
}

/** The portal route of an account's overview, opened from the list (spec 02 §2.1 `isFromViewAllAccounts`). */
export function accountOverviewFromListRoute(accountNumber: string): string {
  const query = new URLSearchParams({ accountno: accountNumber, isFromViewAllAccounts: 'true' });
  return `accountoverview?${query.toString()}`;
}
