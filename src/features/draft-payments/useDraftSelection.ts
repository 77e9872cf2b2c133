import { useMemo, useState } from 'react';
import { draftEligibility } from '../../domain/draft-payments/eligibility.ts';
import type { DraftAccount, DraftOption, DraftSettings } from '../../domain/draft-payments/types.ts';

/**
 * The accounts checked in the setup form, from any page of the table: at first the page's account
 * (`opened`, looked up by its number) when it may be drafted with the first option; only eligible ones,
 * kept in the order they were checked; the selection's message shown once the member has touched it
 * (or pressed Submit without one).
 */
export function useDraftSelection(
  opened: DraftAccount | undefined,
  settings: DraftSettings,
  initialOption: DraftOption,
) {
  const [selected, setSelected] = useState<readonly DraftAccount[]>(() =>
    opened && draftEligibility(opened, initialOption, settings).eligible ? [opened] : [],
  );
  const [touched, setTouched] = useState(false);
  const selectedIds = useMemo(() => selected.map((account) => account.accountNumber), [selected]);
  const without = (accounts: readonly DraftAccount[], accountNumber: string) =>
    accounts.filter((account) => account.accountNumber !== accountNumber);

  return {
    selectedIds,
    selected,
    touched,
    toggle(account: DraftAccount, checked: boolean) {
      setTouched(true);
      setSelected((accounts) =>
        checked
          ? [...without(accounts, account.accountNumber), account]
          : without(accounts, account.accountNumber),
      );
    },
    /** Another draft option: the accounts it cannot draft leave the selection. */
    keepEligible(option: DraftOption) {
      setSelected((accounts) =>
        accounts.filter((account) => draftEligibility(account, option, settings).eligible),
      );
    },
    touch: () => setTouched(true),
    clear() {
      setSelected([]);
      setTouched(false);
    },
  };
}
