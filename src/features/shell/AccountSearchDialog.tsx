import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { getAccountDetails } from '../../api/accounts.ts';
import { accountListErrors } from '../../domain/accounts/errors.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { memberAccountOf } from '../../state/session-actions.ts';
import { memberSessionAtom, type MemberAccount } from '../../state/session.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useSettledText } from '../../ui/forms/useSettledText.ts';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SearchField } from '../../ui/primitives/SearchField/SearchField.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './AccountSearchDialog.css.ts';

/** How many found accounts the dialog lists: a member narrows a longer list by typing. */
export const ACCOUNT_SEARCH_RESULTS = 10;

export interface AccountSearchDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The account the portal shows: marked in the list. */
  readonly selectedAccountNumber: string | undefined;
  readonly onChoose: (account: MemberAccount) => void;
}

/**
 * The account switcher's search, for a member with more accounts than the bar lists (a school district,
 * a county): the back office searches the account numbers, addresses and names, and the dialog lists
 * the first matches; choosing one makes it the account every screen shows.
 */
export function AccountSearchDialog({
  open,
  onOpenChange,
  selectedAccountNumber,
  onChoose,
}: AccountSearchDialogProps) {
  const messages = portalMessages.shell.accountSearch;
  const [text, setText] = useState('');
  const search = useSettledText(text.trim());

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setText('');
        onOpenChange(next);
      }}
      title={messages.open}
    >
      <SearchField
        label={messages.searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {open ? (
        <FoundAccounts
          search={search}
          pending={search !== text.trim()}
          selectedAccountNumber={selectedAccountNumber}
          onChoose={onChoose}
        />
      ) : null}
    </Dialog>
  );
}

interface FoundAccountsProps {
  readonly search: string;
  /** The member is still typing: the list shown is the last search's. */
  readonly pending: boolean;
  readonly selectedAccountNumber: string | undefined;
  readonly onChoose: (account: MemberAccount) => void;
}

function FoundAccounts({ search, pending, selectedAccountNumber, onChoose }: FoundAccountsProps) {
  const messages = portalMessages.shell.accountSearch;
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const query = { limit: String(ACCOUNT_SEARCH_RESULTS), ...(search ? { search } : {}) };
  const found = useQuery(
    session ? queryKeys.accountDetails(memberNumber, query) : null,
    (signal) => getAccountDetails(client, memberNumber, accessToken, query, signal),
    { keepPrevious: true },
  );
  const searching = pending || (found.status === 'ready' && found.refreshing);

  let status: string = messages.searching;
  if (!searching && found.status === 'ready') {
    const { accounts, totalRecords } = found.data;
    if (totalRecords === 0) status = messages.noMatch;
    else if (!search) status = messages.firstOf(accounts.length, totalRecords);
    else status = messages.matches(accounts.length, totalRecords);
  }

  return (
    <>
      <p className={styles.status} role="status">
        {found.status === 'failed' ? '' : status}
      </p>
      <LoadState query={found} errors={accountListErrors} loadingLabel={messages.searching}>
        {(data) => (
          <ul className={styles.results} aria-busy={searching || undefined}>
            {data.accounts.map((detail) => {
              const selected = detail.accountNumber === selectedAccountNumber;
              return (
                <li key={detail.accountNumber}>
                  <button
                    type="button"
                    className={styles.result}
                    aria-current={selected || undefined}
                    onClick={() => onChoose(memberAccountOf(detail))}
                  >
                    <span className={styles.number}>{detail.accountNumber}</span>{' '}
                    <span className={styles.details}>
                      {[detail.accountType, detail.serviceAddress, detail.accountHolderName]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    {selected ? (
                      <VisuallyHidden> {portalMessages.shell.selectedAccount}</VisuallyHidden>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </>
  );
}
