import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { switcherAccounts } from '../../domain/portal/accounts.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { selectedAccountOf } from '../../state/session-actions.ts';
import { selectedAccountAtom, memberAccountsAtom, type MemberAccount } from '../../state/session.ts';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { lazyComponent } from '../../ui/lazy-component.ts';
import * as styles from './AccountSwitcher.css.ts';

// The search shows no dialog at first: its code (with the Radix dialog) comes with the member's intent on
// its button, so the bar adds nothing to a screen's first load.
const accountSearchDialog = lazyComponent(() =>
  import('./AccountSearchDialog.tsx').then((module) => module.AccountSearchDialog),
);
const AccountSearchDialog = accountSearchDialog.Component;

/**
 * The account switcher bar (spec 01 §2.4): the selected account and at most 4 others. Choosing one makes
 * it the account every screen (and every element of the page) shows. A member with more accounts than
 * that finds the others with the bar's search, on the back office's side.
 */
export function AccountSwitcher() {
  const accounts = useAtomValue(memberAccountsAtom);
  const [accountInfo, setAccountInfo] = useAtom(selectedAccountAtom);
  const [searching, setSearching] = useState(false);
  const firstPage = accounts?.firstPage ?? [];
  // A selection found by the search is beyond the first page: listed first, as the selected account.
  const selectedElsewhere =
    accountInfo && !firstPage.some((account) => account.accountNumber === accountInfo.accountNumber)
      ? [{ ...accountInfo, isPrimaryAccount: false }]
      : [];
  const listed = switcherAccounts([...selectedElsewhere, ...firstPage], accountInfo?.accountNumber);
  if (!listed) return null;
  const shown = [listed.selected, ...listed.others];
  const moreThanShown = (accounts?.count ?? 0) > shown.length;

  const select = (account: MemberAccount) => setAccountInfo(selectedAccountOf(account));

  return (
    <section className={styles.bar} aria-label={portalMessages.shell.accountSwitcher}>
      <ul className={styles.list}>
        {shown.map((account) => {
          const selected = account === listed.selected;
          return (
            <li key={account.accountNumber}>
              <button
                type="button"
                className={styles.account}
                aria-pressed={selected}
                onClick={() => {
                  if (!selected) select(account);
                }}
              >
                <span className={styles.number}>{account.accountNumber}</span>
                {account.accountType ? <span className={styles.type}>{account.accountType}</span> : null}
                {selected ? <VisuallyHidden> {portalMessages.shell.selectedAccount}</VisuallyHidden> : null}
              </button>
            </li>
          );
        })}
        {moreThanShown ? (
          <li>
            <button
              type="button"
              className={`${styles.account} ${styles.find}`}
              aria-haspopup="dialog"
              onPointerEnter={accountSearchDialog.preload}
              onFocus={accountSearchDialog.preload}
              onClick={() => setSearching(true)}
            >
              {portalMessages.shell.accountSearch.open}
            </button>
          </li>
        ) : null}
      </ul>
      <Suspense fallback={null}>
        {searching ? (
          <AccountSearchDialog
            open
            onOpenChange={setSearching}
            selectedAccountNumber={accountInfo?.accountNumber}
            onChoose={(account) => {
              select(account);
              setSearching(false);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
