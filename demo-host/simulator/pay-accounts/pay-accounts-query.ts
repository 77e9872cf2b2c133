import {
  type AccountFilter,
  accountFilters,
  searchWords,
  type SelectAllKind,
  selectAllKinds,
} from '../../../src/domain/pay-accounts/account-view.ts';
import { isOneOf, listed, pageOf, pageProblems, pageRefusals } from '../query-parameters.ts';

// Which of a member's accounts the Pay Multiple Accounts list asks for (docs/api.md, "Pay Multiple
// Accounts service"): the search, the filter, one account, those paid on a day, those a "select all"
// chooses, and the page. The words and filters are the screen's own (account-view.ts), so the back office
// finds what the screen would have found in the whole list.

export interface PayAccountsQuery {
  /** The search's words, folded as the screen folds them; none keeps every account. */
  words: string[];
  filter: AccountFilter;
  /** Undefined keeps every account. */
  accountNumber: string | undefined;
  /** yyyy-mm-dd of the last payment; undefined keeps every account. */
  paidOn: string | undefined;
  /** Undefined answers the matching accounts; otherwise those a "select all" of them chooses. */
  choose: SelectAllKind | undefined;
  offset: number;
  /** Undefined: every matching account from `offset` on. */
  limit: number | undefined;
}

/** What the back office answers a query it cannot serve, one message per wrong parameter. */
export const payAccountsQueryRefusals = {
  offset: pageRefusals.offset,
  limit: pageRefusals.limit,
  filter: `filter must be ${listed(accountFilters)}.`,
  paidOn: 'paidOn must be a date, yyyy-mm-dd.',
  choose: `choose must be ${listed(selectAllKinds)}.`,
} as const;

/** yyyy-mm-dd of a day the calendar has: 2026-02-30 is no day. */
function isIsoDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The query the request's parameters ask for, or what is wrong with them. An empty `search` or
 * `accountNumber` narrows nothing; any other parameter, when sent, must be valid.
 */
export function parsePayAccountsQuery(
  parameters: Readonly<Record<string, string | undefined>>,
): PayAccountsQuery | string[] {
  const { search, filter, accountNumber, paidOn, choose, offset, limit } = parameters;
  const problems = pageProblems(offset, limit);
  if (filter !== undefined && !isOneOf(accountFilters, filter))
    problems.push(payAccountsQueryRefusals.filter);
  if (paidOn !== undefined && !isIsoDate(paidOn)) problems.push(payAccountsQueryRefusals.paidOn);
  if (choose !== undefined && !isOneOf(selectAllKinds, choose))
    problems.push(payAccountsQueryRefusals.choose);
  if (problems.length > 0) return problems;
  const exactNumber = accountNumber?.trim();
  return {
    words: searchWords(search ?? ''),
    filter: (filter as AccountFilter | undefined) ?? 'all',
    accountNumber: exactNumber ? exactNumber : undefined,
    paidOn,
    choose: choose as SelectAllKind | undefined,
    ...pageOf(offset, limit),
  };
}
