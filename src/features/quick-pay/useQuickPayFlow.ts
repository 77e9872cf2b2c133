import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../api/errors.ts';
import {
  getPaymentSettings,
  initiatePayment,
  verifyAccount,
  type VerifyAccountInput,
} from '../../api/quick-pay.ts';
import type { QuickPaySettingsResponse, QuickPayVerifyResponse } from '../../api/schemas/quick-pay.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { quickPayErrors } from '../../domain/quick-pay/errors.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import {
  buildPaymentRequest,
  hostedFormFieldsFor,
  paymentCallbackUrls,
  quickPayHandOffExpiry,
} from '../../domain/quick-pay/hosted-form.ts';
import { paymentMethods } from '../../domain/quick-pay/payment-methods.ts';
import { quickPaySessionAtom } from '../../state/session.ts';
import { useUnmountSignal } from '../../state/useUnmountSignal.ts';
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePaymentSubmission } from '../../ui/payment/usePaymentSubmission.ts';

export type QuickPayStep = 'account' | 'verify' | 'pay';
export const quickPaySteps: readonly QuickPayStep[] = ['account', 'verify', 'pay'];

export type Busy = 'verifying-account' | 'loading-settings' | 'paying' | null;

export interface QuickPayFlowState {
  readonly step: QuickPayStep;
  readonly verified: QuickPayVerifyResponse | null;
  readonly settings: QuickPaySettingsResponse | null;
  readonly busy: Busy;
  /** Read when shown (a reader, not the text), so a language switch shows it in the new language. */
  readonly error: (() => string) | null;
  /** The recent-payment Confirm dialog is open. */
  readonly confirmingRecentPayment: boolean;
  /** Changes whenever the account form must start again (Back, Cancel on Confirm, an expired session). */
  readonly accountFormGeneration: number;
  /** The account number to put back in the account form after the Quick Pay session expired. */
  readonly expiredAccountNumber: string | null;
}

const initialState: QuickPayFlowState = {
  step: 'account',
  verified: null,
  settings: null,
  busy: null,
  error: null,
  confirmingRecentPayment: false,
  accountFormGeneration: 0,
  expiredAccountNumber: null,
};

/**
 * The Quick Pay dialog's state machine (spec 01 §4): Account → (verified) Verify → (settings loaded,
 * recent payment confirmed) Pay → payment initiated → hosted form posted once.
 */
export function useQuickPayFlow(options: { verifyTimeoutSeconds: number | undefined }) {
  const { client, config } = useElementContext();
  const emit = useCoopEvents();
  const setQuickPaySession = useSetAtom(quickPaySessionAtom);
  const [state, setState] = useState<QuickPayFlowState>(initialState);
  // The lookups stop with the element: taken off the page, it sends nothing more under its token.
  const lookupSignal = useUnmountSignal();

  const update = useCallback(
    (patch: Partial<QuickPayFlowState>) => setState((s) => ({ ...s, ...patch })),
    [],
  );

  // The token was stored only for the result page: a flow that ends here (the dialog closed, the element
  // taken off the page) takes it back. A page leaving for the hosted page runs no clean-up.
  useEffect(() => () => setQuickPaySession(null), [setQuickPaySession]);

  const findAccount = useCallback(
    async (input: VerifyAccountInput) => {
      update({ busy: 'verifying-account', error: null });
      const signal = lookupSignal();
      try {
        // The token stays in the flow's memory until the hand-off needs it stored.
        const verified = await verifyAccount(client, input, options.verifyTimeoutSeconds, signal);
        update({ busy: null, step: 'verify', verified, settings: null });
        emit('coop-quick-pay-verified', { accountNumber: verified.account.accountNumber });
      } catch (error) {
        if (signal.aborted) return;
        update({ busy: null, error: () => errorText(error, quickPayErrors) });
      }
    },
    [client, emit, lookupSignal, options.verifyTimeoutSeconds, update],
  );

  const backToAccount = useCallback(() => {
    // Back after a return from the hosted page: the stored token belonged to that attempt.
    setQuickPaySession(null);
    setState((s) => ({ ...initialState, accountFormGeneration: s.accountFormGeneration + 1 }));
  }, [setQuickPaySession]);

  /**
   * A call after the lookup was refused: the Quick Pay token has expired, and every further try would be
   * refused too. Start again at the Account step, keeping the account number.
   */
  const failAfterLookup = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.isUnauthorized)) {
        update({ busy: null, error: () => errorText(error, quickPayErrors) });
        return;
      }
      setQuickPaySession(null);
      setState((s) => ({
        ...initialState,
        accountFormGeneration: s.accountFormGeneration + 1,
        expiredAccountNumber: s.verified?.account.accountNumber ?? null,
        error: () => quickPayMessages.sessionExpired,
      }));
    },
    [setQuickPaySession, update],
  );

  const confirmAccount = useCallback(async () => {
    const verified = state.verified;
    if (!verified) return;
    update({ busy: 'loading-settings', error: null });
    const signal = lookupSignal();
    try {
      const settings = await getPaymentSettings(
        client,
        verified.memberNumber,
        verified.quickPayToken,
        signal,
      );
      const hasRecentPayment = settings.paymentSettings.lastPayment !== null;
      update({
        busy: null,
        settings,
        step: hasRecentPayment ? 'verify' : 'pay',
        confirmingRecentPayment: hasRecentPayment,
      });
    } catch (error) {
      if (!signal.aborted) failAfterLookup(error);
    }
  }, [client, failAfterLookup, lookupSignal, state.verified, update]);

  const continueAfterRecentPayment = useCallback(
    () => update({ confirmingRecentPayment: false, step: 'pay' }),
    [update],
  );

  const dismissError = useCallback(() => update({ error: null }), [update]);

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

  const { handOff } = payment;
  const pay = useCallback(
    async (amount: number) => {
      const { verified, settings } = state;
      if (!verified || !settings) return;
      update({ error: null });
      const outcome = await payment.pay({ verified, amount });
      if (outcome.status === 'busy' || outcome.status === 'held') return;
      if (outcome.status === 'unknown') {
        update({ error: () => quickPayMessages.paymentOutcomeUnknown });
        return;
      }
      if (outcome.status === 'failed') {
        failAfterLookup(outcome.cause);
        return;
      }
      const { account } = verified;
      const initiation = outcome.result;
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
      if (!left) update({ error: () => errorMessages.generic });
    },
    [config.apiBase, emit, failAfterLookup, handOff, payment, setQuickPaySession, state, update],
  );

  return {
    // Pay is busy from the press until the answer, and while the page leaves for the hosted page.
    state: { ...state, busy: state.busy ?? (payment.busy ? 'paying' : null) } satisfies QuickPayFlowState,
    findAccount,
    backToAccount,
    confirmAccount,
    continueAfterRecentPayment,
    cancelRecentPayment: backToAccount,
    dismissError,
    pay,
  };
}
