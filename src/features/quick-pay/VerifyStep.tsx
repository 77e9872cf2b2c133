import type { QuickPayAccount } from '../../domain/quick-pay/types.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { Tooltip } from '../../ui/primitives/Tooltip/Tooltip.tsx';
import * as styles from './QuickPayFlow.css';

const messages = quickPayMessages.verifyStep;

export interface VerifyStepProps {
  readonly account: QuickPayAccount;
  /** From the account's eligibility: Verify is hidden when both card and e-check are restricted. */
  readonly bothRestricted: boolean;
  readonly restrictionTooltip: string | undefined;
  readonly restrictionMessage: string | undefined;
  readonly busy: boolean;
  readonly onBack: () => void;
  readonly onVerify: () => void;
}

/** Step 2: the member checks it is their account before paying (spec 01 §2.11). */
export function VerifyStep(props: VerifyStepProps) {
  const { account } = props;
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
                {props.restrictionTooltip ? (
                  <Tooltip content={props.restrictionTooltip} label={props.restrictionTooltip}>
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
      {props.restrictionMessage ? <Alert tone="warning">{props.restrictionMessage}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onBack} disabled={props.busy}>
          {quickPayMessages.buttons.back}
        </Button>
        {props.bothRestricted ? null : (
          <Button onClick={props.onVerify} loading={props.busy}>
            {quickPayMessages.buttons.verify}
          </Button>
        )}
      </div>
    </div>
  );
}
