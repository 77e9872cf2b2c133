import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
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
} from '../../domain/quick-pay/hosted-form.ts';
import { paymentMethods } from '../../domain/quick-pay/payment-methods.ts';
import { checkActionUrl } from '../../domain/security/action-url.ts';
import { quickPaySessionAtom } from '../../state/session.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useUnmountSignal } from '../../state/useUnmountSignal.ts';
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';
import { resetHostedFormSubmission, submitHostedForm } from '../../ui/payment/submit-hosted-form.ts';

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
  const { client, config, host } = useElementContext();
  const emit = useCoopEvents();
  const setQuickPaySession = useSetAtom(quickPaySessionAtom);
  const [state, setState] = useState<QuickPayFlowState>(initialState);
  // A ref, not state: once the payment request is answered, the page is leaving for the hosted page.
  const leavingForPaymentPage = useRef(false);
  // The lookups stop with the element: taken off the page, it sends nothing more under its token.
  const lookupSignal = useUnmountSignal();

  const update = useCallback(
    (patch: Partial<QuickPayFlowState>) => setState((s) => ({ ...s, ...patch })),
    [],
  );

  // Back from the hosted page through the browser's back-forward cache, the page is as it was when it
  // left: the Pay button busy and the form marked posted. The payment was not made here, so allow
  // another attempt.
  useEffect(() => {
    const window = host.ownerDocument.defaultView;
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leavingForPaymentPage.current = false;
      resetHostedFormSubmission();
      update({ busy: null });
    };
    window?.addEventListener('pageshow', onPageShow);
    return () => window?.removeEventListener('pageshow', onPageShow);
  }, [host, update]);

  const findAccount = useCallback(
    async (input: VerifyAccountInput) => {
      update({ busy: 'verifying-account', error: null });
      const signal = lookupSignal();
      try {
        const verified = await verifyAccount(client, input, options.verifyTimeoutSeconds, signal);
        setQuickPaySession({
          token: verified.quickPayToken,
          memberNumber: verified.memberNumber,
          encryptedAccount: verified.encryptedAccount,
          accountNumber: verified.account.accountNumber,
        });
        update({ busy: null, step: 'verify', verified, settings: null });
        emit('coop-quick-pay-verified', { accountNumber: verified.account.accountNumber });
      } catch (error) {
        if (signal.aborted) return;
        update({ busy: null, error: () => errorText(error, quickPayErrors) });
      }
    },
    [client, emit, lookupSignal, options.verifyTimeoutSeconds, setQuickPaySession, update],
  );

  const backToAccount = useCallback(() => {
    setState((s) => ({ ...initialState, accountFormGeneration: s.accountFormGeneration + 1 }));
  }, []);

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
  const paymentRequest = useMutation({
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
    money: { affects: [] },
    outcomeUnknownMessage: quickPayMessages.paymentOutcomeUnknown,
  });

  const pay = useCallback(
    async (amount: number) => {
      const { verified, settings } = state;
      // Set from the payment request's answer until the page leaves for the hosted page.
      if (!verified || !settings || leavingForPaymentPage.current) return;
      update({ busy: 'paying', error: null });
      const outcome = await paymentRequest.submit({ verified, amount });
      if (outcome.status === 'busy') return;
      if (outcome.status === 'unknown') {
        update({ busy: null, error: () => quickPayMessages.paymentOutcomeUnknown });
        return;
      }
      if (outcome.status === 'failed') {
        failAfterLookup(outcome.cause);
        return;
      }
      const { account } = verified;
      const initiation = outcome.result;
      const pageOrigin = host.ownerDocument.location.origin;
      const checked = checkActionUrl(initiation.paymentRequisitionSettings.actionUrl, {
        allowedOrigins: config.paymentOrigins,
        pageOrigin,
      });
      if (!checked.ok) {
        console.error(`[coop] payment page address rejected: ${checked.reason}`);
        update({ busy: null, error: () => errorMessages.generic });
        return;
      }
      leavingForPaymentPage.current = true;
      const fields = hostedFormFieldsFor({
        account,
        settings,
        initiation,
        paymentAmount: amount,
        callbacks: paymentCallbackUrls(config.apiBase, pageOrigin),
      });
      emit('coop-payment-submitted', {
        accountNumber: account.accountNumber,
        amount,
        paymentType: paymentMethods(account, settings).defaultPaymentType,
      });
      // The page now navigates to the hosted payment page; the Pay button stays busy until it does.
      submitHostedForm(host.ownerDocument, checked.url, fields);
    },
    [config.apiBase, config.paymentOrigins, emit, failAfterLookup, host, paymentRequest, state, update],
  );

  return {
    state,
    findAccount,
    backToAccount,
    confirmAccount,
    continueAfterRecentPayment,
    cancelRecentPayment: backToAccount,
    dismissError,
    pay,
  };
}
