import { useMemo, useState } from 'react';
import { draftEligibility } from '../../domain/draft-payments/eligibility.ts';
import type { DraftAccount, DraftOption, DraftSettings } from '../../domain/draft-payments/types.ts';

/**
 * The accounts checked in the setup form: at first the page's account when it may be drafted with the
 * first option; only eligible ones, kept in the order they were checked; the selection's message shown
 * once the member has touched it (or pressed Submit without one).
 */
export function useDraftSelection(
  accounts: readonly DraftAccount[],
  settings: DraftSettings,
  initialOption: DraftOption,
  accountNo: string | null,
) {
  const [selectedIds, setSelectedIds] = useState<readonly string[]>(() =>
    accounts.some(
      (account) =>
        account.accountNumber === accountNo && draftEligibility(account, initialOption, settings).eligible,
    )
      ? [accountNo as string]
      : [],
  );
  const [touched, setTouched] = useState(false);
  const selected = useMemo(
    () => accounts.filter((account) => selectedIds.includes(account.accountNumber)),
    [accounts, selectedIds],
  );

  return {
    selectedIds,
    selected,
    touched,
    toggle(account: DraftAccount, checked: boolean) {
      setTouched(true);
      setSelectedIds((ids) =>
        checked
          ? [...ids.filter((id) => id !== account.accountNumber), account.accountNumber]
          : ids.filter((id) => id !== account.accountNumber),
      );
    },
    /** Another draft option: the accounts it cannot draft leave the selection. */
    keepEligible(option: DraftOption) {
      setSelectedIds((ids) =>
        ids.filter((id) => {
          const account = accounts.find((candidate) => candidate.accountNumber === id);
          return account !== undefined && draftEligibility(account, option, settings).eligible;
        }),
      );
    },
    touch: () => setTouched(true),
    clear() {
      setSelectedIds([]);
      setTouched(false);
    },
  };
}
