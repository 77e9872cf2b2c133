import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { getPaymentResult } from '../../api/payments.ts';
import { getQuickPayPaymentResult } from '../../api/quick-pay.ts';
import type { PaymentResult as PaymentResultData } from '../../api/schemas/quick-pay.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { quickPayErrors } from '../../domain/quick-pay/errors.ts';
import { formatMoney } from '../../domain/money.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { isSignedInAtom, memberSessionAtom, quickPaySessionAtom } from '../../state/session.ts';
import { useCoopEvents, useElementContext, useNavigate } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { PaidAccountsReceipt } from './PaidAccountsReceipt.tsx';
import * as styles from './PaymentResult.css';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';

const messages = quickPayMessages.result;

export interface PaymentResultProps {
  /** Which return address of the hosted payment page this element serves. */
  readonly kind?: 'success' | 'cancel';
}

type Load =
  | { status: 'loading' }
  | { status: 'ready'; result: PaymentResultData }
  /** Read when shown, so a language switch shows it in the new language. */
  | { status: 'failed'; message: () => string }
  | { status: 'not-applicable' };

/**
 * `<coop-payment-result>`: where the hosted payment page returns (spec 01 §2.12). Shows the result
 * of the payment named by `encodedParam`, removes the quick-pay token, and offers Done and, once the
 * result shows, a printed receipt (the result card alone on paper).
 */
export function PaymentResult({ kind = 'success' }: PaymentResultProps) {
  const { client, config } = useElementContext();
  const emit = useCoopEvents();
  const navigate = useNavigate();
  const portal = usePortalNavigation();
  const [quickPaySession, setQuickPaySession] = useAtom(quickPaySessionAtom);
  const memberSession = useAtomValue(memberSessionAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const routeQuery = useRouteQuery();
  const [query] = useState(() => routeQuery);
  const isFromQuickPay = query.get('isFromQuickPay') === 'true';
  const encodedParam = query.get('encodedParam') ?? '';
  const [load, setLoad] = useState<Load>(
    kind === 'success' ? { status: 'loading' } : { status: 'not-applicable' },
  );
  // The token is read once: this page removes it, and the result must still load.
  const token = useRef(isFromQuickPay ? quickPaySession?.token : memberSession?.accessToken);
  const accountNumber = useRef(quickPaySession?.accountNumber);

  useEffect(() => {
    setQuickPaySession(null);
  }, [setQuickPaySession]);

  useEffect(() => {
    if (kind !== 'success') {
      emit('coop-payment-result', { outcome: 'cancel', confirmationNumber: null, amount: null });
      return;
    }
    const bearer = token.current;
    if (!encodedParam || !bearer) {
      setLoad({ status: 'failed', message: () => errorMessages.generic });
      return;
    }
    let current = true;
    const request = isFromQuickPay
      ? getQuickPayPaymentResult(client, encodedParam, bearer)
      : getPaymentResult(client, encodedParam, bearer);
    request.then(
      (result) => {
        if (!current) return;
        setLoad({ status: 'ready', result });
        emit('coop-payment-result', {
          outcome: 'success',
          confirmationNumber: result.confirmationNumber,
          amount: result.paymentAmount,
        });
      },
      (error: unknown) =>
        current && setLoad({ status: 'failed', message: () => errorText(error, quickPayErrors) }),
    );
    return () => {
      current = false;
    };
  }, [client, emit, encodedParam, isFromQuickPay, kind]);

  function done() {
    if (kind === 'success' && !isFromQuickPay && portal.reachesPortal) {
      const known = accountNumber.current
        ? `?accountno=${encodeURIComponent(accountNumber.current)}`
        : memberSession
          ? `?member_number=${encodeURIComponent(memberSession.memberNumber)}`
          : '';
      portal.navigate(`accountoverview${known}`, { reason: 'done' });
    } else if (kind === 'cancel' && signedIn && portal.reachesPortal) {
      portal.navigate('accountoverview', { reason: 'done' });
    } else navigate(config.homeUrl, 'done');
  }

  return (
    <section
      className={styles.card}
      part="card"
      aria-labelledby="coop-payment-result-heading"
      aria-busy={load.status === 'loading'}
    >
      <h2 id="coop-payment-result-heading" className={styles.heading}>
        {kind === 'success' ? messages.successTitle : messages.cancelledTitle}
      </h2>
      {kind === 'cancel' ? <p className={styles.text}>{messages.cancelledText}</p> : null}
      {load.status === 'loading' ? <Spinner label={quickPayMessages.loading} /> : null}
      {load.status === 'failed' ? <Alert tone="error">{load.message()}</Alert> : null}
      {load.status === 'ready' ? (
        <>
          {load.result.postbackMessage ? <Alert tone="success">{load.result.postbackMessage}</Alert> : null}
          <DetailList
            items={[
              { label: messages.paymentAmountLabel, value: formatMoney(load.result.paymentAmount) },
              { label: messages.convenienceFeeLabel, value: formatMoney(load.result.convenienceFee) },
              {
                label: messages.cardOrBankLastFourLabel,
                value: load.result.cardOrBankAccountNumberLastFourDigits,
              },
              { label: messages.confirmationNumberLabel, value: load.result.confirmationNumber },
              { label: messages.accountBalanceLabel, value: formatMoney(load.result.accountBalance) },
            ]}
          />
          {/* A signed-in member's payment may pay many accounts: its receipt lists them all. */}
          {!isFromQuickPay && memberSession ? (
            <PaidAccountsReceipt encodedParam={encodedParam} member={memberSession} />
          ) : null}
        </>
      ) : null}
      <div className={styles.actions}>
        {load.status === 'ready' ? (
          <Button variant="secondary" onClick={() => window.print()}>
            {messages.printReceipt}
          </Button>
        ) : null}
        <Button onClick={done}>{quickPayMessages.buttons.done}</Button>
      </div>
    </section>
  );
}
