import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import {
  type AccountFilter,
  clearSelection,
  searchText,
  selectAll,
  selectAllCount,
  type SelectAllKind,
  shownEntries,
} from '../../domain/pay-accounts/account-view.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  amountField,
  type PayAccountsData,
  type PayFormValues,
  payField,
  selectedEntries,
  selectionField,
} from '../../domain/pay-accounts/rules.ts';
import type { PayAccountListHandle } from './PayAccountList.tsx';

export interface PayAccountsChoiceOptions {
  readonly data: PayAccountsData;
  readonly form: UseFormReturn<PayFormValues>;
  /** The form's values of this render. */
  readonly values: PayFormValues;
}

/**
 * Which of a long list of accounts the screen shows and how the member chooses among them: the search
 * and the filter, "select all due / past due" over everything shown (not only the rows on screen), the
 * announcement of what a search or a choice did, and the first error of Pay brought into view, however
 * far down the list (or behind the search) it is.
 */
export function usePayAccountsChoice({ data, form, values }: PayAccountsChoiceOptions) {
  const { setFocus, setValues, clearErrors } = form;
  // What the list shows: the search and the filter, over the accounts' texts made once.
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AccountFilter>('all');
  const texts = useMemo(() => data.accounts.map(searchText), [data]);
  const shown = useMemo(() => shownEntries(data, { search, filter }, texts), [data, search, filter, texts]);
  const counts = useMemo(
    () => ({ due: selectAllCount(shown, 'due'), pastDue: selectAllCount(shown, 'pastDue') }),
    [shown],
  );
  // What the member's last search or choice did, worded when said (a language switch rewords it).
  const [outcome, setOutcome] = useState<
    | { readonly kind: 'shown' }
    | { readonly kind: 'chosen'; readonly chosen: number; readonly blocked: number }
    | null
  >(null);
  const showAccounts = (next: { search?: string; filter?: AccountFilter }) => {
    if (next.search !== undefined) setSearch(next.search);
    if (next.filter !== undefined) setFilter(next.filter);
    setOutcome({ kind: 'shown' });
  };
  const announcement =
    outcome?.kind === 'chosen'
      ? messages.selectedAll(outcome.chosen, outcome.blocked)
      : outcome?.kind === 'shown'
        ? shown.length === 0
          ? messages.noMatch
          : messages.shownCount(shown.length, data.accounts.length)
        : null;

  const listRef = useRef<PayAccountListHandle>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  // A field to focus once the list shows every account again (the search hid it).
  const focusAfterShowingAll = useRef<{ accountNumber: string; name: string } | null>(null);
  useEffect(() => {
    const target = focusAfterShowingAll.current;
    if (target && listRef.current?.focusField(target.accountNumber, target.name)) {
      focusAfterShowingAll.current = null;
    }
  }, [shown]);

  /** The first error Pay found, in the screen's order, brought into view and focused. */
  const focusFirstError = (found: FieldErrors<PayFormValues>) => {
    if (found[selectionField]) {
      countRef.current?.focus();
      return;
    }
    for (const entry of data.accounts) {
      const { accountNumber } = entry.account;
      const name = [payField(accountNumber), amountField(accountNumber)].find((field) => found[field]);
      if (!name) continue;
      if (!listRef.current?.focusField(accountNumber, name)) {
        focusAfterShowingAll.current = { accountNumber, name };
        showAccounts({ search: '', filter: 'all' });
      }
      return;
    }
    const other = (['method', 'paymentDate', 'agreeFee'] as const).find((field) => found[field]);
    if (other) setFocus(other);
  };

  /** Every due (or past-due) account shown is checked, however many are on screen; the rest stay. */
  const chooseAll = (kind: SelectAllKind) => {
    const choice = selectAll(shown, kind);
    setValues(choice.values);
    clearErrors([payField(data.accounts[0]?.account.accountNumber ?? ''), selectionField]);
    setOutcome({
      kind: 'chosen',
      chosen: selectedEntries(data, { ...values, ...choice.values }).length,
      blocked: choice.blocked,
    });
  };
  const clearAll = () => {
    setValues(clearSelection(data, values));
    clearErrors(selectionField);
    setOutcome({ kind: 'chosen', chosen: 0, blocked: 0 });
  };

  return {
    search,
    filter,
    shown,
    counts,
    announcement,
    showAccounts,
    chooseAll,
    clearAll,
    focusFirstError,
    listRef,
    countRef,
  };
}
