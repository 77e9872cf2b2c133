import type { AutoPayAccount } from '../../api/schemas/auto-pay.ts';
import { autoPayMessages as messages } from '../../domain/auto-pay/messages.ts';
import { formatDate } from '../../domain/dates.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { preloadAutoPayDialogs } from './auto-pay-dialogs.ts';
import * as styles from './AutoPayAccountCard.css.ts';

export interface AutoPayAccountCardProps {
  readonly account: AutoPayAccount;
  readonly busy: boolean;
  readonly onEnrol: () => void;
  readonly onRemove: () => void;
}

/**
 * One of the member's accounts with its auto payment (the method and since when) and Remove, or what
 * keeps it from enrolling, or Enrol; the buttons bring the dialogs' code on intent.
 */
export function AutoPayAccountCard({ account, busy, onEnrol, onRemove }: AutoPayAccountCardProps) {
  const { autoPay } = account;
  return (
    <li className={styles.account} data-account={account.accountNumber}>
      <h3 className={styles.accountHeading}>{messages.account(account.accountNumber)}</h3>
      <p className={styles.details}>{account.serviceAddress}</p>
      {autoPay ? (
        <>
          <span className={styles.enrolledMarker}>{messages.enrolledMarker}</span>
          <p className={styles.details} data-part="method">
            {messages.enrolledWith(autoPay.description, messages.kinds[autoPay.paymentMethod] ?? '')}
          </p>
          <p className={styles.status}>{messages.enrolledSince(formatDate(autoPay.enrolledDate) ?? '')}</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              aria-label={messages.removeLabel(account.accountNumber)}
              aria-haspopup="dialog"
              disabled={busy}
              onPointerEnter={preloadAutoPayDialogs}
              onFocus={preloadAutoPayDialogs}
              onClick={onRemove}
            >
              {messages.remove}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.status} data-part="status">
            {account.ineligibleReason ?? messages.notEnrolled}
          </p>
          {account.ineligibleReason ? null : (
            <div className={styles.actions}>
              <Button
                aria-label={messages.enrolLabel(account.accountNumber)}
                aria-haspopup="dialog"
                disabled={busy}
                onPointerEnter={preloadAutoPayDialogs}
                onFocus={preloadAutoPayDialogs}
                onClick={onEnrol}
              >
                {messages.enrol}
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
