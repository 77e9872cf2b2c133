import { useMemo } from 'react';
import {
  resultMessage,
  type ScheduleSuccess,
  scheduleSuccess,
} from '../../domain/scheduled-payments/list.ts';
import { scheduledPaymentsMessages } from '../../domain/scheduled-payments/messages.ts';
import { readScheduledPaymentDate } from '../../state/scheduled-payment-date.ts';
import { useNavigationState, usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import * as styles from './ScheduleResultScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const messages = scheduledPaymentsMessages.result;

/** The success page's confirmation number and payment date, each when known. */
function details(success: ScheduleSuccess) {
  return [
    ...(success.transNo ? [{ label: messages.confirmationNumber, value: success.transNo }] : []),
    ...(success.paymentDateText ? [{ label: messages.paymentDate, value: success.paymentDateText }] : []),
  ];
}

/** Which of the three schedule payment pages (routes schedule-payments-success, -error, -cancel). */
export type ScheduleResultKind = 'success' | 'error' | 'cancel';

export interface ScheduleResultScreenProps {
  readonly kind: ScheduleResultKind;
  /** The success page's `transno` query parameter. */
  readonly transNo?: string;
}

/**
 * Where a payment scheduled for a future date ends (spec 02 §2.7): the success page (the navigation
 * state's message, the confirmation number `transno` and the date stored under it), the cancel page
 * ('Your schedule payment has been canceled.') or the error page (the navigation state's message),
 * each titled Schedule Payment with Done to the account overview.
 */
export function ScheduleResultScreen({ kind, transNo }: ScheduleResultScreenProps) {
  const navigation = usePortalNavigation();
  const state = useNavigationState();
  const language = useLanguage();
  const success = useMemo(
    () =>
      kind === 'success'
        ? scheduleSuccess(transNo ?? null, readScheduledPaymentDate(transNo?.trim() ?? null), state.message)
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the message reads in the active language
    [kind, transNo, state.message, language],
  );

  return (
    <div className={styles.screen} data-result={kind}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <div className={styles.result}>
        {success ? (
          <>
            <Alert tone="success">{success.message}</Alert>
            {details(success).length > 0 ? <DetailList items={details(success)} /> : null}
          </>
        ) : kind === 'cancel' ? (
          <Alert tone="info">{messages.canceled}</Alert>
        ) : (
          <Alert tone="error">{resultMessage(state.message, messages.failed)}</Alert>
        )}
        <div className={styles.actions}>
          <Button onClick={() => navigation.navigate('accountoverview', { reason: 'done' })}>
            {messages.done}
          </Button>
        </div>
      </div>
    </div>
  );
}
