import {
  cutoffBlockMessage,
  payField,
  type PayAccountEntry,
  type PayAccountsData,
  type PayFormValues,
} from './rules.ts';

/**
 * Finding and choosing accounts among many (a school district, a county): the search, the filters and
 * the "select all" of the Pay Multiple Accounts screen, which the back office applies to the whole list
 * (docs/api.md, "Get the accounts to pay"; the simulator runs these very functions), and the pages the
 * screen asks it for. Not in the spec.
 */

/** What the list shows: every account, or those due, past due or at cut-off. */
export const accountFilters = ['all', 'due', 'pastDue', 'cutoff'] as const;
export type AccountFilter = (typeof accountFilters)[number];

/**
 * Something is owed now: a balance on a standard account; on a prepaid account (whose balance is what
 * is left to use), a reconnect amount.
 */
export function isDue(entry: PayAccountEntry): boolean {
  const { account } = entry;
  return account.isPrepaidAccount ? account.prepaidReconnectAmount > 0 : account.accountBalance > 0;
}

/** Part of what is owed is past its due date. */
export function isPastDue(entry: PayAccountEntry): boolean {
  return entry.account.pastDueAmount > 0;
}

/** The account is at cut-off: a cut-off amount must be paid to keep, or get back, the service. */
export function isAtCutoff(entry: PayAccountEntry): boolean {
  return entry.account.cutoffAmount > 0;
}

export function matchesFilter(entry: PayAccountEntry, filter: AccountFilter): boolean {
  switch (filter) {
    case 'due':
      return isDue(entry);
    case 'pastDue':
      return isPastDue(entry);
    case 'cutoff':
      return isAtCutoff(entry);
    case 'all':
      return true;
  }
}

/** Lower case without accents or extra spaces: "Peña  Rd" and "pena rd" are the same words. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search; none for an empty search. */
export function searchWords(search: string): string[] {
  const words = folded(search);
  return words === '' ? [] : words.split(' ');
}

/** What a search looks in: the account number, the prepaid label and the service address. */
export function searchText(entry: PayAccountEntry): string {
  const { account } = entry;
  return folded(`${account.accountNumber} ${account.prepaidLabel ?? ''} ${account.serviceAddress}`);
}

export interface AccountView {
  readonly search: string;
  readonly filter: AccountFilter;
}

/** How many accounts the list asks the back office for at a time, as its rows come into view. */
export const ACCOUNTS_PAGE_SIZE = 50;

/** The accounts call's parameters for the accounts a view matches (docs/api.md); defaults are not sent. */
export function viewParameters(view: AccountView): { search?: string; filter?: AccountFilter } {
  const search = view.search.trim();
  return {
    ...(search === '' ? {} : { search }),
    ...(view.filter === 'all' ? {} : { filter: view.filter }),
  };
}

/** The accounts call's parameters for one page of a view, the first being 0. */
export function pageParameters(
  view: AccountView,
  page: number,
): { search?: string; filter?: AccountFilter; offset: string; limit: string } {
  return {
    ...viewParameters(view),
    offset: String(page * ACCOUNTS_PAGE_SIZE),
    limit: String(ACCOUNTS_PAGE_SIZE),
  };
}

/**
 * Whether the list shows an account: it is of the filter, and its search text (the account number, the
 * prepaid label and the address, folded) holds every word of the search, in any order ("maple gym" finds
 * "Maple Elementary Gymnasium 2"). `text` gives the search text when it is kept from one search to the
 * next (a long list's, on the back office's side); it is read only when there are words.
 */
export function isShown(
  entry: PayAccountEntry,
  view: { readonly words: readonly string[]; readonly filter: AccountFilter },
  text: () => string = () => searchText(entry),
): boolean {
  if (!matchesFilter(entry, view.filter)) return false;
  if (view.words.length === 0) return true;
  const searched = text();
  return view.words.every((word) => searched.includes(word));
}

/** How many accounts a "select all" would choose, and how many it leaves out (not payable online). */
export interface Choosable {
  readonly payable: number;
  readonly blocked: number;
}

/**
 * One page of the member's accounts as the back office answers it (docs/api.md, "Pay Multiple Accounts
 * service"): the page's accounts, how many match in all, how many the member has, and what each "select
 * all" would do with the search and filter of the page.
 */
export interface PayAccountsPage extends PayAccountsData {
  readonly totalRecords: number;
  readonly accountCount: number;
  readonly choosable: Readonly<Record<SelectAllKind, Choosable>>;
}

/** Which accounts a "select all" chooses. */
export const selectAllKinds = ['due', 'pastDue'] as const;
export type SelectAllKind = (typeof selectAllKinds)[number];

export interface SelectAll {
  /** The `pay_` fields to check: every such account that may be paid online. */
  readonly values: Readonly<Record<string, true>>;
  /** How many accounts it chooses. */
  readonly chosen: number;
  /** Such accounts left out because they may not be paid online (the cut-off dialog's accounts). */
  readonly blocked: number;
}

/**
 * Chooses every account of `entries` (all those the list shows, however many are on screen) that is due,
 * or past due, and may be paid online. The accounts already chosen stay chosen, with the amounts typed.
 */
export function selectAll(entries: readonly PayAccountEntry[], kind: SelectAllKind): SelectAll {
  const values: Record<string, true> = {};
  let chosen = 0;
  let blocked = 0;
  for (const entry of entries) {
    if (!(kind === 'due' ? isDue(entry) : isPastDue(entry))) continue;
    if (cutoffBlockMessage(entry) !== undefined) {
      blocked += 1;
    } else {
      values[payField(entry.account.accountNumber)] = true;
      chosen += 1;
    }
  }
  return { values, chosen, blocked };
}

/** Every account unchecked: the `pay_` fields of the checked ones, set to false. */
export function clearSelection(data: PayAccountsData, values: PayFormValues): Record<string, false> {
  const cleared: Record<string, false> = {};
  for (const entry of data.accounts) {
    const name = payField(entry.account.accountNumber);
    if (values[name] === true) cleared[name] = false;
  }
  return cleared;
}
