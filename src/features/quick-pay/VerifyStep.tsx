import { formatDate } from '../../domain/dates.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { accountRestriction } from '../../domain/quick-pay/payment-methods.ts';
import type { QuickPayAccount, QuickPayLastPayment } from '../../domain/quick-pay/types.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { Tooltip } from '../../ui/primitives/Tooltip/Tooltip.tsx';
import * as styles from './QuickPayFlow.css';

const messages = quickPayMessages.verifyStep;

export interface VerifyStepProps {
  readonly account: QuickPayAccount;
  readonly busy: boolean;
  readonly onBack: () => void;
  readonly onVerify: () => void;
  /** The account's last payment once Verify has loaded the settings: a recent one is asked about. */
  readonly lastPayment: QuickPayLastPayment | null;
  readonly confirmingRecentPayment: boolean;
  readonly onContinueAfterRecentPayment: () => void;
  readonly onCancelRecentPayment: () => void;
}

/**
 * Step 2: the member checks it is their account before paying (spec 01 §2.11). Verify is hidden when
 * the account is eligible for neither card nor e-check; after a recent payment, Verify asks whether to
 * continue to Pay or start again (spec 01 §4).
 */
export function VerifyStep({
  account,
  busy,
  onBack,
  onVerify,
  lastPayment,
  confirmingRecentPayment,
  onContinueAfterRecentPayment,
  onCancelRecentPayment,
}: VerifyStepProps) {
  const { bothRestricted, restrictionTooltip, restrictionMessage } = accountRestriction(account);
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{messages.intro}</p>
      <DetailList
        items={[
          {
            label: messages.accountNumberLabel,
            value: (
              <span className={styles.accountNumber}>
                {account.accountNumber}
                {account.isPrepaidAccount && account.prepaidLabel ? (
                  <span className={styles.badge}>{account.prepaidLabel}</span>
                ) : null}
                {restrictionTooltip ? (
                  <Tooltip content={restrictionTooltip} label={restrictionTooltip}>
                    <span aria-hidden="true" className={styles.warningIcon}>
                      !
                    </span>
                  </Tooltip>
                ) : null}
              </span>
            ),
          },
          { label: messages.accountHolderNameLabel, value: account.accountHolderName },
          { label: messages.serviceAddressLabel, value: account.serviceAddress },
        ]}
      />
      {restrictionMessage ? <Alert tone="warning">{restrictionMessage}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {quickPayMessages.buttons.back}
        </Button>
        {bothRestricted ? null : (
          <Button onClick={onVerify} loading={busy}>
            {quickPayMessages.buttons.verify}
          </Button>
        )}
      </div>
      {lastPayment ? (
        <ConfirmDialog
          open={confirmingRecentPayment}
          title={quickPayMessages.recentPaymentTitle}
          message={quickPayMessages.recentPayment(
            lastPayment.paymentAmount,
            formatDate(lastPayment.paymentDate) ?? '',
          )}
          confirmLabel={quickPayMessages.buttons.continue}
          cancelLabel={quickPayMessages.buttons.cancel}
          onConfirm={onContinueAfterRecentPayment}
          onCancel={onCancelRecentPayment}
        />
      ) : null}
    </div>
  );
}
