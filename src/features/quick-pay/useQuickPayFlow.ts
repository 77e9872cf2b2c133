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
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';
import { resetHostedFormSubmission, submitHostedForm } from './submit-hosted-form.ts';

export type QuickPayStep = 'account' | 'verify' | 'pay';
export const quickPaySteps: readonly QuickPayStep[] = ['account', 'verify', 'pay'];

export type Busy = 'verifying-account' | 'loading-settings' | 'paying' | null;

export interface QuickPayFlowState {
  readonly step: QuickPayStep;
  readonly verified: QuickPayVerifyResponse | null;
  readonly settings: QuickPaySettingsResponse | null;
  readonly busy: Busy;
  readonly error: string | null;
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
  // A ref, not state: two clicks in one frame must not both start a payment.
  const paymentStarted = useRef(false);

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
      paymentStarted.current = false;
      resetHostedFormSubmission();
      update({ busy: null });
    };
    window?.addEventListener('pageshow', onPageShow);
    return () => window?.removeEventListener('pageshow', onPageShow);
  }, [host, update]);

  const findAccount = useCallback(
    async (input: VerifyAccountInput) => {
      update({ busy: 'verifying-account', error: null });
      try {
        const verified = await verifyAccount(client, input, options.verifyTimeoutSeconds);
        setQuickPaySession({
          token: verified.quickPayToken,
          memberNumber: verified.memberNumber,
          encryptedAccount: verified.encryptedAccount,
          accountNumber: verified.account.accountNumber,
        });
        update({ busy: null, step: 'verify', verified, settings: null });
        emit('coop-quick-pay-verified', { accountNumber: verified.account.accountNumber });
      } catch (error) {
        update({ busy: null, error: errorText(error, quickPayErrors) });
      }
    },
    [client, emit, options.verifyTimeoutSeconds, setQuickPaySession, update],
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
        update({ busy: null, error: errorText(error, quickPayErrors) });
        return;
      }
      setQuickPaySession(null);
      setState((s) => ({
        ...initialState,
        accountFormGeneration: s.accountFormGeneration + 1,
        expiredAccountNumber: s.verified?.account.accountNumber ?? null,
        error: quickPayMessages.sessionExpired,
      }));
    },
    [setQuickPaySession, update],
  );

  const confirmAccount = useCallback(async () => {
    const verified = state.verified;
    if (!verified) return;
    update({ busy: 'loading-settings', error: null });
    try {
      const settings = await getPaymentSettings(client, verified.memberNumber, verified.quickPayToken);
      const hasRecentPayment = settings.paymentSettings.lastPayment !== null;
      update({
        busy: null,
        settings,
        step: hasRecentPayment ? 'verify' : 'pay',
        confirmingRecentPayment: hasRecentPayment,
      });
    } catch (error) {
      failAfterLookup(error);
    }
  }, [client, failAfterLookup, state.verified, update]);

  const continueAfterRecentPayment = useCallback(
    () => update({ confirmingRecentPayment: false, step: 'pay' }),
    [update],
  );

  const dismissError = useCallback(() => update({ error: null }), [update]);

  const pay = useCallback(
    async (amount: number) => {
      const { verified, settings } = state;
      if (!verified || !settings || paymentStarted.current) return;
      paymentStarted.current = true;
      update({ busy: 'paying', error: null });
      const { account } = verified;
      const methods = paymentMethods(account, settings);
      try {
        const initiation = await initiatePayment(
          client,
          verified.memberNumber,
          verified.encryptedAccount,
          verified.quickPayToken,
          buildPaymentRequest(account, amount, account.minimumPaymentDue),
        );
        const requisition = initiation.paymentRequisitionSettings;
        const pageOrigin = host.ownerDocument.location.origin;
        const checked = checkActionUrl(requisition.actionUrl, {
          allowedOrigins: config.paymentOrigins,
          pageOrigin,
        });
        if (!checked.ok) {
          console.error(`[coop] payment page address rejected: ${checked.reason}`);
          paymentStarted.current = false;
          update({ busy: null, error: errorMessages.generic });
          return;
        }
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
          paymentType: methods.defaultPaymentType,
        });
        // The page now navigates to the hosted payment page; the Pay button stays busy until it does.
        submitHostedForm(host.ownerDocument, checked.url, fields);
      } catch (error) {
        // Nothing was charged: the member may press Pay again, which starts a new payment request.
        paymentStarted.current = false;
        failAfterLookup(error);
      }
    },
    [client, config.apiBase, config.paymentOrigins, emit, failAfterLookup, host, state, update],
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
