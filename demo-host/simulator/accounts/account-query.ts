import {
  type AccountSortField,
  type AccountStatusFilter,
  accountSortFields,
  accountStatusFilters,
} from '../../../src/domain/accounts/account-page.ts';
import { isOneOf, listed, pageOf, pageProblems, pageRefusals } from '../query-parameters.ts';
import type { AccountRecord } from './account-records.ts';

// Which of a member's accounts a page of account details holds (docs/api.md, "Account details"): the
// search, the status filter, the order and the page, worked out on the back office's side so a member
// with thousands of accounts never sends them all.

/** The contract's statuses and sort fields: the elements' own, so the two cannot differ (the page limit too, in query-parameters.ts). */
export { accountSortFields, accountStatusFilters };
export type { AccountSortField, AccountStatusFilter };

export interface AccountQuery {
  /** In lower case; undefined keeps every account. */
  search: string | undefined;
  status: AccountStatusFilter | undefined;
  accountNumber: string | undefined;
  /** Undefined: the primary account first, then by account number. */
  sort: AccountSortField | undefined;
  descending: boolean;
  offset: number;
  /** Undefined: every matching account from `offset` on. */
  limit: number | undefined;
}

/** What the back office answers a query it cannot serve, one message per wrong parameter. */
export const accountQueryRefusals = {
  offset: pageRefusals.offset,
  limit: pageRefusals.limit,
  status: `status must be ${listed(accountStatusFilters)}.`,
  sort: `sort must be ${listed(accountSortFields)}.`,
  direction: 'direction must be ascending or descending.',
} as const;

/**
 * The query the request's parameters ask for, or what is wrong with them. An empty `search` or
 * `accountNumber` narrows nothing; any other parameter, when sent, must be valid.
 */
export function parseAccountQuery(
  parameters: Readonly<Record<string, string | undefined>>,
): AccountQuery | string[] {
  const { search, status, accountNumber, sort, direction, offset, limit } = parameters;
  const problems = pageProblems(offset, limit);
  if (status !== undefined && !isOneOf(accountStatusFilters, status))
    problems.push(accountQueryRefusals.status);
  if (sort !== undefined && !isOneOf(accountSortFields, sort)) problems.push(accountQueryRefusals.sort);
  if (direction !== undefined && direction !== 'ascending' && direction !== 'descending') {
    problems.push(accountQueryRefusals.direction);
  }
  if (problems.length > 0) return problems;
  const needle = search?.trim().toLowerCase();
  const exactNumber = accountNumber?.trim();
  return {
    search: needle ? needle : undefined,
    status: status as AccountStatusFilter | undefined,
    accountNumber: exactNumber ? exactNumber : undefined,
    sort: sort as AccountSortField | undefined,
    descending: direction === 'descending',
    ...pageOf(offset, limit),
  };
}

/**
 * Which accounts each status filter keeps. A cut-off account is one with a disconnection scheduled: a
 * cut-off date. (Every past due account has a cut-off amount, the amount that avoids it, so that amount
 * alone would name the past due accounts again.)
 */
const statusFilters: Record<AccountStatusFilter, (account: AccountRecord) => boolean> = {
  due: (account) => account.accountBalance > 0,
  pastDue: (account) => account.pastDueAmount > 0 || account.derivedStatus === 'Past Due',
  cutOff: (account) => account.cutOffDate !== null,
};

type SearchedFields = Pick<
  AccountRecord,
  'accountNumber' | 'accountHolderName' | 'serviceAddress' | 'serviceType' | 'derivedStatus'
>;

/** What a search reads of each account, in lower case, with the fields it was made from. */
const searchTexts = new WeakMap<AccountRecord, SearchedFields & { text: string }>();

function searchTextOf(account: AccountRecord): string {
  const known = searchTexts.get(account);
  if (
    known?.accountNumber === account.accountNumber &&
    known.accountHolderName === account.accountHolderName &&
    known.serviceAddress === account.serviceAddress &&
    known.serviceType === account.serviceType &&
    known.derivedStatus === account.derivedStatus
  ) {
    return known.text;
  }
  const { accountNumber, accountHolderName, serviceAddress, serviceType, derivedStatus } = account;
  // Joined by a character no search holds (it is trimmed text), so a match never spans two fields.
  const text = [accountNumber, accountHolderName, serviceAddress, serviceType, derivedStatus]
    .join('\u0000')
    .toLowerCase();
  searchTexts.set(account, {
    accountNumber,
    accountHolderName,
    serviceAddress,
    serviceType,
    derivedStatus,
    text,
  });
  return text;
}

type SortKey = string | number | null;

/** Each address's sort key, with the address it was made from: addresses seldom change, sorts often. */
const addressKeys = new WeakMap<AccountRecord, { address: string; key: string }>();

/** The address in any case, its numbers by their value: "20 Elm St" before "100 Elm St". */
function addressKey(account: AccountRecord): string {
  const known = addressKeys.get(account);
  if (known?.address === account.serviceAddress) return known.key;
  const key = account.serviceAddress.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
  addressKeys.set(account, { address: account.serviceAddress, key });
  return key;
}

/** What each sort field orders by. */
const sortKeys: Record<AccountSortField, (account: AccountRecord) => SortKey> = {
  accountNumber: (account) => account.accountNumber,
  accountType: (account) => account.serviceType.toLowerCase(),
  serviceAddress: addressKey,
  status: (account) => account.derivedStatus.toLowerCase(),
  balance: (account) => account.accountBalance,
  dueDate: (account) => account.dueDate,
};

function compareNumbers(first: AccountRecord, second: AccountRecord): number {
  if (first.accountNumber === second.accountNumber) return 0;
  return first.accountNumber < second.accountNumber ? -1 : 1;
}

/** The order without a sort: the primary account first, then by account number. */
export function byPrimaryThenNumber(first: AccountRecord, second: AccountRecord): number {
  return Number(second.isPrimaryAccount) - Number(first.isPrimaryAccount) || compareNumbers(first, second);
}

/**
 * The accounts in the sort's order: a missing value (a prepaid account's due date) last either way,
 * and accounts of equal value by account number, so that pages never overlap.
 */
function sorted(
  accounts: readonly AccountRecord[],
  sort: AccountSortField,
  descending: boolean,
): AccountRecord[] {
  const keyOf = sortKeys[sort];
  const keyed: { account: AccountRecord; key: string | number }[] = [];
  const missing: AccountRecord[] = [];
  for (const account of accounts) {
    const key = keyOf(account);
    if (key === null) missing.push(account);
    else keyed.push({ account, key });
  }
  // One field's keys are all numbers or all text, which `<` orders alike.
  const after = descending ? -1 : 1;
  keyed.sort((first, second) =>
    first.key < second.key
      ? -after
      : first.key > second.key
        ? after
        : compareNumbers(first.account, second.account),
  );
  return [...keyed.map((entry) => entry.account), ...missing.sort(compareNumbers)];
}

/**
 * The last sorts of each list of accounts (a member's, member-index.ts), by the sort asked for, with
 * the key of each account: a list is sorted again only when one of its keys changed (a payment changes
 * a balance), so paging through thousands of accounts in one order costs a look at each, not a sort.
 */
const sortedOrders = new WeakMap<
  readonly AccountRecord[],
  Map<string, { order: AccountRecord[]; keys: SortKey[] }>
>();

function sortedOrder(accounts: readonly AccountRecord[], sort: AccountSortField, descending: boolean) {
  const keyOf = sortKeys[sort];
  const name = `${sort} ${descending ? 'descending' : 'ascending'}`;
  const orders = sortedOrders.get(accounts) ?? new Map<string, { order: AccountRecord[]; keys: SortKey[] }>();
  const known = orders.get(name);
  if (known?.order.every((account, index) => keyOf(account) === known.keys[index])) return known.order;
  const order = sorted(accounts, sort, descending);
  orders.set(name, { order, keys: order.map(keyOf) });
  sortedOrders.set(accounts, orders);
  return order;
}

/**
 * The page of the member's `accounts` that `query` asks for, and how many accounts match in all.
 * `accounts` come in the order without a sort (`byPrimaryThenNumber`), as `memberAccountList` gives
 * them, and are not changed: the same list is sorted once for many pages.
 */
export function queryAccounts(
  accounts: readonly AccountRecord[],
  query: AccountQuery,
): { page: AccountRecord[]; totalRecords: number } {
  const { search, status, accountNumber } = query;
  const statusFilter = status === undefined ? undefined : statusFilters[status];
  const ordered = query.sort ? sortedOrder(accounts, query.sort, query.descending) : accounts;
  const matching = ordered.filter(
    (account) =>
      (accountNumber === undefined || account.accountNumber === accountNumber) &&
      (statusFilter === undefined || statusFilter(account)) &&
      (search === undefined || searchTextOf(account).includes(search)),
  );
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return { page: matching.slice(query.offset, end), totalRecords: matching.length };
}
