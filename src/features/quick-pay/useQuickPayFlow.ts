import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../api/errors.ts';
import type { VerifyAccountInput } from '../../api/quick-pay.ts';
import type { QuickPaySettingsResponse, QuickPayVerifyResponse } from '../../api/schemas/quick-pay.ts';
import { quickPayErrors } from '../../domain/quick-pay/errors.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { quickPaySessionAtom } from '../../state/session.ts';
import { useUnmountSignal } from '../../state/useUnmountSignal.ts';
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';

/** The calls, loaded while the visitor types (QuickPayFlow starts them); a lookup that comes first waits. */
export const loadQuickPayCalls = () => import('./quick-pay-calls.ts');

export type QuickPayStep = 'account' | 'verify' | 'pay';
export const quickPaySteps: readonly QuickPayStep[] = ['account', 'verify', 'pay'];

/** A lookup under way; the Pay step's own submission says when Pay is busy (PayStage). */
export type Busy = 'verifying-account' | 'loading-settings' | null;

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
 * recent payment confirmed) Pay. The Pay step's submission (payment initiated, hosted form posted once)
 * is PayStage's, which reports back through `showError` and `failAfterLookup`.
 */
export function useQuickPayFlow(options: {
  /** The lookup's time limit; absent, the site's, read when the lookup is sent. */
  verifyTimeoutSeconds: number | undefined;
}) {
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
        const { verifyAccount, siteVerifyTimeoutSeconds } = await loadQuickPayCalls();
        const timeoutSeconds =
          options.verifyTimeoutSeconds ??
          (await siteVerifyTimeoutSeconds(config.apiBase, config.applicationId));
        if (signal.aborted) return;
        // The token stays in the flow's memory until the hand-off needs it stored.
        const verified = await verifyAccount(client, input, timeoutSeconds, signal);
        update({ busy: null, step: 'verify', verified, settings: null });
        emit('coop-quick-pay-verified', { accountNumber: verified.account.accountNumber });
      } catch (error) {
        if (signal.aborted) return;
        update({ busy: null, error: () => errorText(error, quickPayErrors) });
      }
    },
    [client, config.apiBase, config.applicationId, emit, lookupSignal, options.verifyTimeoutSeconds, update],
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
      const { getPaymentSettings } = await loadQuickPayCalls();
      if (signal.aborted) return;
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
  const showError = useCallback((error: (() => string) | null) => update({ error }), [update]);

  return {
    state,
    findAccount,
    backToAccount,
    confirmAccount,
    continueAfterRecentPayment,
    cancelRecentPayment: backToAccount,
    dismissError,
    showError,
    failAfterLookup,
  };
}
