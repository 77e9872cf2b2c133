import { useCallback, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  amountField,
  defaultAmountText,
  type PayAccountEntry,
  type PayAccountsData,
  payField,
  type PayFormValues,
} from '../../domain/pay-accounts/rules.ts';

export interface KnownAccountsOptions {
  /** The accounts the form starts with (its default values are theirs). */
  readonly initial: readonly PayAccountEntry[];
  readonly allowFutureDatedPayments: boolean;
  readonly form: UseFormReturn<PayFormValues>;
}

/**
 * The accounts the form knows: those the member has been shown or has chosen, in the order they came.
 * A member with thousands of accounts never loads them all: the form holds a box and an amount for each
 * account as it arrives, set to its defaults (unchecked, its default amount), and the rules read the
 * known accounts as the screen's `PayAccountsData`, which always holds every checked one. An account
 * answered again (fresher, after a payment) takes its place; what the member typed stays.
 */
export function useKnownAccounts({ initial, allowFutureDatedPayments, form }: KnownAccountsOptions) {
  const { setValues } = form;
  const [known, setKnown] = useState(
    () => new Map(initial.map((entry) => [entry.account.accountNumber, entry] as const)),
  );
  // The map as last set, for `add` to compare against without waiting for a render.
  const latest = useRef(known);
  const data = useMemo<PayAccountsData>(
    () => ({ accounts: [...known.values()], allowFutureDatedPayments }),
    [known, allowFutureDatedPayments],
  );

  /** Adds the accounts answered; `checked` checks them too (a "select all"). */
  const add = useCallback(
    (entries: readonly PayAccountEntry[], { checked = false }: { checked?: boolean } = {}) => {
      const before = latest.current;
      const values: Record<string, string | boolean> = {};
      let changed = false;
      for (const entry of entries) {
        const { accountNumber } = entry.account;
        const was = before.get(accountNumber);
        if (was !== entry) changed = true;
        if (!was) values[amountField(accountNumber)] = defaultAmountText(entry);
        if (!was || checked) values[payField(accountNumber)] = checked;
      }
      if (changed) {
        const next = new Map(before);
        for (const entry of entries) next.set(entry.account.accountNumber, entry);
        latest.current = next;
        setKnown(next);
      }
      if (Object.keys(values).length > 0) setValues(values);
    },
    [setValues],
  );

  return { data, add };
}
