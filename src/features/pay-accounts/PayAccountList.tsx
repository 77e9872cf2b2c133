import { Suspense, useCallback, useImperativeHandle, useState, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SignedInMember } from '../../api/account-overview.ts';
import type { AccountView, PayAccountsPage } from '../../domain/pay-accounts/account-view.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  amountField,
  cutoffBlockMessage,
  type PayAccountEntry,
  payField,
  type PayFormValues,
} from '../../domain/pay-accounts/rules.ts';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { InfoDialog } from './pay-accounts-dialogs.ts';
import * as styles from './PayAccountList.css.ts';
import { PayAccountRow } from './PayAccountRow.tsx';
import { useAccountRows, usePageLoads } from './usePayAccountPages.ts';
import { useWindowedRows } from './useWindowedRows.ts';

/** Above this many accounts the list scrolls in a box of its own and renders only what shows. */
export const WINDOWED_FROM = 13;

/** What the form asks of the list: to bring an account's field into view and give it the focus. */
export interface PayAccountListHandle {
  /** False when the account is not in the list as it is shown (the search or the filter hides it). */
  readonly focusField: (accountNumber: string, name: string) => boolean;
}

export interface PayAccountListProps {
  readonly member: SignedInMember;
  /** The search and the filter the list shows. */
  readonly view: AccountView;
  /** The view's first page: the list's size, and its first accounts. */
  readonly firstPage: PayAccountsPage;
  /** Each page's accounts as it arrives, for the form to know them. */
  readonly onEntries: (entries: readonly PayAccountEntry[]) => void;
  readonly values: PayFormValues;
  readonly form: UseFormReturn<PayFormValues>;
  /** A payment is under way: nothing changes meanwhile. */
  readonly busy: boolean;
  readonly ref?: Ref<PayAccountListHandle>;
}

/**
 * The member's accounts, one card each with its balance, due date and status, a box to pay it and, once
 * checked, its amount (spec 01 §5). A long list (a school district's thousands) scrolls in its box,
 * loads its accounts a page at a time as they come into view and renders only those in view, so the
 * screen costs the same for six accounts or six thousand; the checked accounts and their amounts live
 * in the form whether they are rendered or not. An account that may not be paid online stays
 * unchecked, and the cut-off dialog says why.
 */
export function PayAccountList({
  member,
  view,
  firstPage,
  onEntries,
  values,
  form,
  busy,
  ref,
}: PayAccountListProps) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  // The account whose cut-off stopped the member; the message is read at each render.
  const [cutoffEntry, setCutoffEntry] = useState<PayAccountEntry | null>(null);
  const cutoffMessage = cutoffEntry ? cutoffBlockMessage(cutoffEntry) : undefined;
  const { rows: entries, keys } = useAccountRows({ member, view, firstPage });
  const windowed = entries.length >= WINDOWED_FROM;
  const list = useWindowedRows({ keys, estimatedHeight: windowed ? 150 : 190 });
  const { reveal } = list;
  const failedPage = usePageLoads({ member, view, count: entries.length, visible: list.visible, onEntries });

  useImperativeHandle(
    ref,
    () => ({
      focusField: (accountNumber, name) =>
        reveal(accountNumber, (row) =>
          row.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus(),
        ),
    }),
    [reveal],
  );

  const onBlocked = useCallback(
    (entry: PayAccountEntry) => {
      setValue(payField(entry.account.accountNumber), false);
      setCutoffEntry(entry);
    },
    [setValue],
  );

  return (
    <>
      {failedPage ? (
        <LoadState query={failedPage} errors={payAccountsErrors}>
          {() => null}
        </LoadState>
      ) : null}
      <div
        ref={list.viewport}
        className={windowed ? `${styles.viewport} ${styles.scrolling}` : styles.viewport}
        // A box that scrolls takes the focus, so the keyboard scrolls it even where no account of it is
        // drawn yet (rows whose page is on its way hold nothing to focus).
        {...(windowed ? { tabIndex: 0, role: 'group', 'aria-label': messages.accountsCaption } : {})}
      >
        <ul
          className={styles.accounts}
          aria-label={messages.accountsCaption}
          aria-busy={list.rows.some((row) => !entries[row.index]) || undefined}
          style={{ height: list.totalHeight }}
          onFocus={list.onFocus}
        >
          {list.rows.map((row) => {
            const entry = entries[row.index];
            if (!entry) {
              return (
                <li
                  key={keys[row.index]}
                  ref={list.measure}
                  data-index={row.index}
                  aria-setsize={entries.length}
                  aria-posinset={row.index + 1}
                  className={styles.row}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <p className={styles.placeholder}>{messages.loading}</p>
                </li>
              );
            }
            const { accountNumber } = entry.account;
            return (
              <li
                key={accountNumber}
                ref={list.measure}
                data-index={row.index}
                data-key={accountNumber}
                data-account={accountNumber}
                aria-setsize={entries.length}
                aria-posinset={row.index + 1}
                className={styles.row}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <PayAccountRow
                  entry={entry}
                  checked={values[payField(accountNumber)] === true}
                  payError={errors[payField(accountNumber)]?.message}
                  amountError={errors[amountField(accountNumber)]?.message}
                  busy={busy}
                  register={register}
                  onBlocked={onBlocked}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <Suspense fallback={null}>
        {cutoffMessage ? (
          <InfoDialog
            open
            onOpenChange={(open) => {
              if (!open) setCutoffEntry(null);
            }}
            title={messages.cutoffTitle}
            okLabel={messages.ok}
            size="compact"
          >
            {cutoffMessage}
          </InfoDialog>
        ) : null}
      </Suspense>
    </>
  );
}
