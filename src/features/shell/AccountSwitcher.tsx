import { useAtom, useAtomValue } from 'jotai';
import { switcherAccounts } from '../../domain/portal/accounts.ts';
import { selectedAccountAtom, memberAccountsAtom, type MemberAccount } from '../../state/session.ts';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './AccountSwitcher.css.ts';
import { portalMessages } from '../../domain/portal/messages.ts';

/**
 * The account switcher bar (spec 01 §2.4): the selected account and at most 4 others. Choosing one makes
 * it the account every screen (and every element of the page) shows.
 */
export function AccountSwitcher() {
  const accounts = useAtomValue(memberAccountsAtom);
  const [accountInfo, setAccountInfo] = useAtom(selectedAccountAtom);
  const listed = switcherAccounts(accounts ?? [], accountInfo?.accountNumber);
  if (!listed) return null;

  const select = (account: MemberAccount) =>
    setAccountInfo({
      accountHolderName: account.accountHolderName,
      locationId: account.locationId,
      accountType: account.accountType,
      accountNumber: account.accountNumber,
    });

  return (
    <section className={styles.bar} aria-label={portalMessages.shell.accountSwitcher}>
      <ul className={styles.list}>
        {[listed.selected, ...listed.others].map((account) => {
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
      </ul>
    </section>
  );
}
