import { useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { SignedInMember } from '../../api/account-overview.ts';
import { errorText } from '../../api/errors.ts';
import { getPayAccounts } from '../../api/pay-accounts.ts';
import {
  type AccountFilter,
  type AccountView,
  clearSelection,
  type SelectAllKind,
  viewParameters,
} from '../../domain/pay-accounts/account-view.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  amountField,
  type PayAccountEntry,
  type PayAccountsData,
  type PayFormValues,
  payField,
  selectedEntries,
  selectionField,
} from '../../domain/pay-accounts/rules.ts';
import { queryCacheOf } from '../../state/query-cache.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useSettledText } from '../../ui/forms/useSettledText.ts';
import type { PayAccountListHandle } from './PayAccountList.tsx';
import { accountsPage, everyAccount, useFirstAccountsPage } from './usePayAccountPages.ts';

export interface PayAccountsChoiceOptions {
  readonly member: SignedInMember;
  /** The accounts the form knows (every checked one among them). */
  readonly data: PayAccountsData;
  /** Adds accounts answered to those the form knows; `checked` checks them. */
  readonly addAccounts: (entries: readonly PayAccountEntry[], options?: { checked?: boolean }) => void;
  readonly form: UseFormReturn<PayFormValues>;
  /** The form's values of this render. */
  readonly values: PayFormValues;
}

/**
 * Which of a member's accounts the screen shows and how the member chooses among them, worked out on the
 * back office's side so that thousands of accounts are never loaded at once: the search (sent once the
 * member pauses typing; what is typed stays) and the filter; "select all due / past due" over every
 * account they match, not only those loaded; the announcement of what a search or a choice did; and the
 * first error of Pay brought into view, however far down the list or behind the search it is.
 */
export function usePayAccountsChoice({ member, data, addAccounts, form, values }: PayAccountsChoiceOptions) {
  const { client } = useElementContext();
  const cache = queryCacheOf(useStore());
  const { setFocus, clearErrors, setValues } = form;
  // What the search field holds, and the view the list shows (its search sent once typing pauses).
  const [typed, setTyped] = useState(everyAccount.search);
  const [filter, setFilter] = useState<AccountFilter>(everyAccount.filter);
  const settled = useSettledText(typed);
  const view = useMemo<AccountView>(() => ({ search: settled, filter }), [settled, filter]);
  const firstPage = useFirstAccountsPage(member, view);
  const page = firstPage.data;
  // The view's answer, not the last view's shown while it loads.
  const current = firstPage.status === 'ready' && firstPage.previous !== true;
  // The view the list shows: the one its first page is of (the last one while a new one loads).
  const lastShown = useRef(view);
  if (current) lastShown.current = view;
  const shownView = current ? view : lastShown.current;

  // What the member's last search or choice did, worded when said (a language switch rewords it).
  const [outcome, setOutcome] = useState<
    | { readonly kind: 'shown' }
    | {
        readonly kind: 'chosen';
        readonly chosen: number;
        readonly blocked: number;
        /** A "select all" that found more than one payment may pay: how many it found. */
        readonly found?: number;
        readonly answered?: number;
      }
    | { readonly kind: 'failed'; readonly error: unknown }
    | null
  >(null);
  const showAccounts = (next: { search?: string; filter?: AccountFilter }) => {
    if (next.search !== undefined) setTyped(next.search);
    if (next.filter !== undefined) setFilter(next.filter);
    setOutcome({ kind: 'shown' });
  };
  const announcement =
    outcome?.kind === 'chosen'
      ? [
          messages.selectedAll(outcome.chosen, outcome.blocked),
          ...(outcome.found !== undefined && outcome.answered !== undefined
            ? [messages.chosenFirst(outcome.answered, outcome.found)]
            : []),
        ].join(' ')
      : outcome?.kind === 'shown' && current && page && typed === view.search
        ? page.totalRecords === 0
          ? messages.noMatch
          : messages.shownCount(page.totalRecords, page.accountCount)
        : null;

  const listRef = useRef<PayAccountListHandle>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  // A field to focus once the list shows the view that holds its account.
  const focusOnceShown = useRef<{ accountNumber: string; name: string } | null>(null);
  useEffect(() => {
    const target = focusOnceShown.current;
    if (target && current && listRef.current?.focusField(target.accountNumber, target.name)) {
      focusOnceShown.current = null;
    }
  }, [page, current]);

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
        focusOnceShown.current = { accountNumber, name };
        // Every account, when its first page holds it; else a search for its number.
        const firstOfAll = cache.snapshot<{ accounts: readonly PayAccountEntry[] }>(
          accountsPage(member, everyAccount, 0, client).key,
        ).data;
        const onFirstPage = firstOfAll?.accounts.some(
          (shown) => shown.account.accountNumber === accountNumber,
        );
        showAccounts({ search: onFirstPage ? '' : accountNumber, filter: 'all' });
      }
      return;
    }
    const other = (['method', 'paymentDate', 'agreeFee'] as const).find((field) => found[field]);
    if (other) setFocus(other);
  };

  /**
   * Every due (or past-due) account the view matches, and that may be paid online, is checked, however
   * many are loaded; at most as many as one payment may pay. The accounts already chosen stay chosen,
   * with the amounts typed.
   */
  const choosing = useRef(false);
  const chooseAll = async (kind: SelectAllKind) => {
    if (choosing.current) return;
    choosing.current = true;
    try {
      const answer = await getPayAccounts(client, member, { ...viewParameters(view), choose: kind });
      addAccounts(answer.accounts, { checked: true });
      clearErrors([payField(data.accounts[0]?.account.accountNumber ?? ''), selectionField]);
      const chosen = new Set(selectedEntries(data, values).map((entry) => entry.account.accountNumber));
      for (const entry of answer.accounts) chosen.add(entry.account.accountNumber);
      setOutcome({
        kind: 'chosen',
        chosen: chosen.size,
        blocked: answer.choosable[kind].blocked,
        ...(answer.totalRecords > answer.accounts.length
          ? { found: answer.totalRecords, answered: answer.accounts.length }
          : {}),
      });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      choosing.current = false;
    }
  };
  const clearAll = () => {
    setValues(clearSelection(data, values));
    clearErrors(selectionField);
    setOutcome({ kind: 'chosen', chosen: 0, blocked: 0 });
  };

  return {
    typed,
    view,
    shownView,
    firstPage,
    announcement,
    /** A "select all" could not load its accounts: the catalogue's message. */
    chooseError: outcome?.kind === 'failed' ? errorText(outcome.error, payAccountsErrors) : null,
    showAccounts,
    chooseAll,
    clearAll,
    focusFirstError,
    listRef,
    countRef,
  };
}
