import { Suspense, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatAccountBalance } from '../../domain/money.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  amountField,
  cutoffBlockMessage,
  dueDateText,
  type PayAccountEntry,
  type PayAccountsData,
  payField,
  type PayFormValues,
} from '../../domain/pay-accounts/rules.ts';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { MoneyField } from '../../ui/primitives/MoneyField/MoneyField.tsx';
import { InfoDialog, preloadPayAccountsDialogs } from './pay-accounts-dialogs.ts';
import * as styles from './PayAccountList.css.ts';

export interface PayAccountListProps {
  readonly data: PayAccountsData;
  readonly form: UseFormReturn<PayFormValues>;
  /** A payment is under way: nothing changes meanwhile. */
  readonly busy: boolean;
}

/**
 * The member's accounts, one card each with its balance, due date and status, a box to pay it and, once
 * checked, its amount (spec 01 §5). An account that may not be paid online stays unchecked, and the
 * cut-off dialog says why.
 */
export function PayAccountList({ data, form, busy }: PayAccountListProps) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  // The account whose cut-off stopped the member; the message is read at each render.
  const [cutoffEntry, setCutoffEntry] = useState<PayAccountEntry | null>(null);
  const cutoffMessage = cutoffEntry ? cutoffBlockMessage(cutoffEntry) : undefined;
  const values = watch();

  return (
    <>
      <ul className={styles.accounts} aria-label={messages.accountsCaption}>
        {data.accounts.map((entry) => {
          const { accountNumber } = entry.account;
          const blocked = cutoffBlockMessage(entry);
          const checked = values[payField(accountNumber)] === true;
          return (
            <li key={accountNumber} className={styles.account} data-account={accountNumber}>
              <h3 className={styles.accountHeading}>
                {entry.account.isPrepaidAccount && entry.account.prepaidLabel
                  ? `${entry.account.prepaidLabel} ${accountNumber}`
                  : accountNumber}
              </h3>
              <DetailList
                items={[
                  {
                    label: messages.columns.balance,
                    value: formatAccountBalance(entry.account.accountBalance),
                  },
                  { label: messages.columns.dueDate, value: dueDateText(entry) },
                  { label: messages.columns.status, value: entry.account.derivedStatus },
                ]}
              />
              <CheckboxField
                label={messages.payAccount(accountNumber)}
                error={errors[payField(accountNumber)]?.message}
                disabled={busy}
                onPointerEnter={blocked ? preloadPayAccountsDialogs : undefined}
                onFocus={blocked ? preloadPayAccountsDialogs : undefined}
                {...register(payField(accountNumber), {
                  onChange: (event: { target: HTMLInputElement }) => {
                    if (blocked && event.target.checked) {
                      setValue(payField(accountNumber), false);
                      setCutoffEntry(entry);
                    }
                  },
                })}
              />
              {checked ? (
                <MoneyField
                  label={messages.amountFor(accountNumber)}
                  error={errors[amountField(accountNumber)]?.message}
                  readOnly={busy}
                  {...register(amountField(accountNumber))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
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
