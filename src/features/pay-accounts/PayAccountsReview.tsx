import { useId, useMemo, type Ref } from 'react';
import { formatMoney } from '../../domain/money.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  accountAmountError,
  amountField,
  type PayAccountEntry,
  type PayFormValues,
  typedAmount,
} from '../../domain/pay-accounts/rules.ts';
import { FieldError } from '../../ui/primitives/FieldError/FieldError.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { WINDOWED_FROM } from './PayAccountList.tsx';
import * as styles from './PayAccountsReview.css.ts';
import { useWindowedRows } from './useWindowedRows.ts';

export interface PayAccountsReviewProps {
  /** The checked accounts, in the list's order; the same array while the choice is the same. */
  readonly chosen: readonly PayAccountEntry[];
  readonly values: PayFormValues;
  /** The sum of their amounts, to the cent. */
  readonly total: number;
  /** More accounts are chosen than one payment may pay: said here, and Pay stops on it. */
  readonly limitError: string | undefined;
  /** The count, which takes the focus when Pay stops on the limit. */
  readonly countRef?: Ref<HTMLParagraphElement>;
}

/**
 * What is about to be paid, before Pay: how many accounts are chosen, each with its amount (a long
 * choice scrolls in its box, rendered as it shows), and the total payment, announced as it changes.
 */
export function PayAccountsReview({ chosen, values, total, limitError, countRef }: PayAccountsReviewProps) {
  const headingId = useId();
  const errorId = useId();
  const keys = useMemo(() => chosen.map((entry) => entry.account.accountNumber), [chosen]);
  const windowed = chosen.length >= WINDOWED_FROM;
  const list = useWindowedRows({ keys, estimatedHeight: 48, overscan: 6 });

  return (
    <section className={styles.review} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {messages.reviewHeading}
      </h3>
      <p ref={countRef} tabIndex={-1} className={styles.count} aria-describedby={errorId}>
        {messages.chosenCount(chosen.length)}
      </p>
      <FieldError id={errorId} message={limitError} />
      {chosen.length > 0 ? (
        <div
          ref={list.viewport}
          className={windowed ? styles.scrolling : undefined}
          {...(windowed ? { tabIndex: 0, role: 'group', 'aria-label': messages.chosenCaption } : {})}
        >
          <ul
            className={styles.chosen}
            aria-label={messages.chosenCaption}
            style={{ height: list.totalHeight }}
          >
            {list.rows.map((row) => {
              const entry = chosen[row.index];
              if (!entry) return null;
              const { accountNumber, isPrepaidAccount, prepaidLabel, serviceAddress } = entry.account;
              const typed = String(values[amountField(accountNumber)] ?? '');
              const amount = typedAmount(values, accountNumber);
              const payable = amount !== undefined && accountAmountError(typed, entry) === undefined;
              return (
                <li
                  key={accountNumber}
                  ref={list.measure}
                  data-index={row.index}
                  data-key={accountNumber}
                  aria-setsize={chosen.length}
                  aria-posinset={row.index + 1}
                  className={styles.row}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <span className={styles.account}>
                    {isPrepaidAccount && prepaidLabel ? `${prepaidLabel} ${accountNumber}` : accountNumber}
                    {serviceAddress ? (
                      <>
                        <VisuallyHidden>, </VisuallyHidden>
                        <span className={styles.address}> {serviceAddress}</span>
                      </>
                    ) : null}
                  </span>
                  <span className={styles.amount}>
                    {payable ? formatMoney(amount) : messages.amountToFix}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className={styles.total} aria-live="polite">
        {messages.total}: {formatMoney(total)}
      </p>
    </section>
  );
}
