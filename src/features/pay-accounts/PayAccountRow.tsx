import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { formatAccountBalance } from '../../domain/money.ts';
import { accountStatusName } from '../../domain/account-overview/status-names.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  amountField,
  cutoffBlockMessage,
  dueDateText,
  type PayAccountEntry,
  payField,
  type PayFormValues,
} from '../../domain/pay-accounts/rules.ts';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { MoneyField } from '../../ui/primitives/MoneyField/MoneyField.tsx';
import { preloadPayAccountsDialogs } from './pay-accounts-dialogs.ts';
import * as styles from './PayAccountRow.css.ts';

export interface PayAccountRowProps {
  readonly entry: PayAccountEntry;
  readonly checked: boolean;
  readonly payError: string | undefined;
  readonly amountError: string | undefined;
  /** A payment is under way: nothing changes meanwhile. */
  readonly busy: boolean;
  readonly register: UseFormRegister<PayFormValues>;
  /** The member checked an account that may not be paid online: the box is unchecked again, and why said. */
  readonly onBlocked: (entry: PayAccountEntry) => void;
}

/**
 * One of the member's accounts (spec 01 §5): its number (with the prepaid label), service address,
 * balance, due date and status, a box to pay it and, once checked, its amount. Drawn again only when
 * its own values change: a long list re-renders only what it shows, and of that only what changed.
 */
export const PayAccountRow = memo(function PayAccountRow({
  entry,
  checked,
  payError,
  amountError,
  busy,
  register,
  onBlocked,
}: PayAccountRowProps) {
  const { accountNumber } = entry.account;
  const blocked = cutoffBlockMessage(entry) !== undefined;
  return (
    <div className={styles.card}>
      <div className={styles.identity}>
        <h3 className={styles.accountHeading}>
          {entry.account.isPrepaidAccount && entry.account.prepaidLabel
            ? `${entry.account.prepaidLabel} ${accountNumber}`
            : accountNumber}
        </h3>
        {entry.account.serviceAddress ? (
          <p className={styles.address}>{entry.account.serviceAddress}</p>
        ) : null}
      </div>
      <DetailList
        className={styles.details}
        items={[
          { label: messages.columns.balance, value: formatAccountBalance(entry.account.accountBalance) },
          { label: messages.columns.dueDate, value: dueDateText(entry) },
          {
            label: messages.columns.status,
            value: entry.account.derivedStatus && accountStatusName(entry.account.derivedStatus),
          },
        ]}
      />
      <div className={styles.pay}>
        <CheckboxField
          label={messages.payAccount(accountNumber)}
          error={payError}
          disabled={busy}
          onPointerEnter={blocked ? preloadPayAccountsDialogs : undefined}
          onFocus={blocked ? preloadPayAccountsDialogs : undefined}
          {...register(payField(accountNumber), {
            onChange: (event: { target: HTMLInputElement }) => {
              if (blocked && event.target.checked) onBlocked(entry);
            },
          })}
        />
        {checked ? (
          <MoneyField
            label={messages.amountFor(accountNumber)}
            error={amountError}
            readOnly={busy}
            {...register(amountField(accountNumber))}
          />
        ) : null}
      </div>
    </div>
  );
});
