/** The part of an account-list entry (spec 01 §3) the header needs. */
export interface ListedAccount {
  readonly accountNumber: string;
  readonly isPrimaryAccount: boolean;
}

/** The account switcher shows the selected account plus at most this many others (spec 01 §9). */
export const SWITCHER_MAX_OTHER_ACCOUNTS = 4;

/**
 * How many of the member's accounts sign-in loads: enough for the switcher whichever is selected, and
 * the same whatever the member holds (the rest are searched on the back office's side).
 */
export const SIGN_IN_ACCOUNT_PAGE_SIZE = SWITCHER_MAX_OTHER_ACCOUNTS + 1;

/**
 * The selected account (spec 01 §4): the one matching the account number of the account info, else the
 * primary account. A list without a primary account falls back to its first account; an empty list has
 * none.
 */
export function selectedAccount<Account extends ListedAccount>(
  accounts: readonly Account[],
  accountInfoAccountNumber: string | null | undefined,
): Account | null {
  const matching = accountInfoAccountNumber
    ? accounts.find((account) => account.accountNumber === accountInfoAccountNumber)
    : undefined;
  return matching ?? accounts.find((account) => account.isPrimaryAccount) ?? accounts[0] ?? null;
}

/**
 * What the account switcher lists: the selected account (as `selectedAccount` picks it) and, in list
 * order, at most 4 of the others.
 */
export function switcherAccounts<Account extends ListedAccount>(
  accounts: readonly Account[],
  selectedAccountNumber: string | null | undefined,
): { readonly selected: Account; readonly others: readonly Account[] } | null {
  const selected = selectedAccount(accounts, selectedAccountNumber);
  if (!selected) return null;
  const others = accounts.filter((account) => account !== selected).slice(0, SWITCHER_MAX_OTHER_ACCOUNTS);
  return { selected, others };
}
