import { useSetAtom } from 'jotai';
import { initiatePayment } from '../../api/quick-pay.ts';
import type { QuickPaySettingsResponse, QuickPayVerifyResponse } from '../../api/schemas/quick-pay.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { quickPayErrors } from '../../domain/quick-pay/errors.ts';
import {
  buildPaymentRequest,
  hostedFormFieldsFor,
  paymentCallbackUrls,
  quickPayHandOffExpiry,
} from '../../domain/quick-pay/hosted-form.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { paymentMethods } from '../../domain/quick-pay/payment-methods.ts';
import { quickPaySessionAtom } from '../../state/session.ts';
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePaymentSubmission } from '../../ui/payment/usePaymentSubmission.ts';
import { PayStep } from './PayStep.tsx';

export interface PayStageProps {
  readonly verified: QuickPayVerifyResponse;
  readonly settings: QuickPaySettingsResponse;
  /** The flow's message above the step: a reader, or null to clear it. */
  readonly showError: (error: (() => string) | null) => void;
  /** A refused payment request: an expired token starts the flow again (useQuickPayFlow). */
  readonly failAfterLookup: (error: unknown) => void;
}

/**
 * The Pay step with what paying takes: the payment request, the hand-off to the hosted page and the
 * token stored for the result page. Its code is the Pay step's chunk, loaded while the visitor types.
 */
export function PayStage({ verified, settings, showError, failAfterLookup }: PayStageProps) {
  const { client, config } = useElementContext();
  const emit = useCoopEvents();
  const setQuickPaySession = useSetAtom(quickPaySessionAtom);

  // Money mode: the payment's request is sent once under its idempotency key. Its answer lost, nothing
  // was charged (the hosted page takes the money), and Pay again sends the same key: the back office
  // answers with the same payment request instead of starting a second one.
  const payment = usePaymentSubmission({
    send: ({ verified, amount }: { verified: QuickPayVerifyResponse; amount: number }, call) =>
      initiatePayment(
        client,
        verified.memberNumber,
        verified.encryptedAccount,
        verified.quickPayToken,
        buildPaymentRequest(verified.account, amount, verified.account.minimumPaymentDue),
        call,
      ),
    errors: quickPayErrors,
    money: { intent: 'quick-pay.pay', affects: [] },
    outcomeUnknownMessage: quickPayMessages.paymentOutcomeUnknown,
  });

  async function pay(amount: number) {
    showError(null);
    const outcome = await payment.pay({ verified, amount });
    if (outcome.status === 'busy' || outcome.status === 'held') return;
    if (outcome.status === 'unknown') {
      showError(() => quickPayMessages.paymentOutcomeUnknown);
      return;
    }
    if (outcome.status === 'failed') {
      failAfterLookup(outcome.cause);
      return;
    }
    const { account } = verified;
    const initiation = outcome.result;
    const { handOff } = payment;
    const fields = hostedFormFieldsFor({
      account,
      settings,
      initiation,
      paymentAmount: amount,
      callbacks: paymentCallbackUrls(config.apiBase, handOff.page().origin),
    });
    // The page now navigates to the hosted payment page; the Pay button stays busy until it does, and is
    // ready again when the member comes back with the browser's Back.
    const left = handOff.post(initiation.paymentRequisitionSettings.actionUrl, fields, () => {
      setQuickPaySession({
        token: verified.quickPayToken,
        memberNumber: verified.memberNumber,
        encryptedAccount: verified.encryptedAccount,
        accountNumber: account.accountNumber,
        expiresAt: quickPayHandOffExpiry(Date.now()),
      });
      emit('coop-payment-submitted', {
        accountNumber: account.accountNumber,
        amount,
        paymentType: paymentMethods(account, settings).defaultPaymentType,
      });
    });
    if (!left) showError(() => errorMessages.generic);
  }

  return (
    <PayStep
      account={verified.account}
      settings={settings}
      // Busy from the press until the answer, and while the page leaves for the hosted page.
      busy={payment.busy}
      onPay={(amount) => void pay(amount)}
    />
  );
}
