import { Suspense, useEffect, useRef } from 'react';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { Stepper } from '../../ui/primitives/Stepper/Stepper.tsx';
import { AccountStep, type AccountLookupValues } from './AccountStep.tsx';
import * as styles from './QuickPayFlow.css';
import {
  loadQuickPayCalls,
  quickPaySteps,
  useQuickPayFlow,
  type QuickPayFlowState,
} from './useQuickPayFlow.ts';

// The Account step is all the dialog shows on its first click, so only its code comes with the click; the
// later steps, the calls and what paying takes load once it is on screen, while the visitor types.
const verifyStep = lazyComponent(() => import('./VerifyStep.tsx').then((module) => module.VerifyStep));
const payStage = lazyComponent(() => import('./PayStage.tsx').then((module) => module.PayStage));
const VerifyStep = verifyStep.Component;
const PayStage = payStage.Component;

/**
 * Starts loading the later steps' code once the dialog is on screen: after the frame that shows the
 * Account step, so none of it competes with that frame or with focus reaching the first field.
 */
function loadLaterStepsAfterShown(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      verifyStep.preload();
      payStage.preload();
      loadQuickPayCalls().catch(() => undefined);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const emptyLookup: AccountLookupValues = { accountNumber: '', phoneLastFourDigits: '' };

export interface QuickPayFlowProps {
  /** Prefill of step 1 (element attributes or the page's `accountno`/`phone` query). */
  readonly prefill?: AccountLookupValues;
  readonly verifyTimeoutSeconds: number | undefined;
  /** Lets a dialog ask before quitting once the visitor has made progress. */
  readonly onProgressChange?: (state: QuickPayFlowState) => void;
}

/** The three-step Quick Pay flow (Account, Verify, Pay), used inline and inside the dialog. */
export function QuickPayFlow({ prefill, verifyTimeoutSeconds, onProgressChange }: QuickPayFlowProps) {
  const flow = useQuickPayFlow({ verifyTimeoutSeconds });
  const { state } = flow;
  const stepIndex = quickPaySteps.indexOf(state.step);
  const stepHeading = useRef<HTMLDivElement>(null);
  const previousStep = useRef(state.step);

  useEffect(() => onProgressChange?.(state), [onProgressChange, state]);

  useEffect(loadLaterStepsAfterShown, []);

  // Moving between steps puts focus at the top of the new step, so keyboard and screen-reader users
  // continue from there instead of from a button that no longer exists.
  useEffect(() => {
    const expired = state.expiredAccountNumber !== null;
    if (previousStep.current !== state.step && (state.step !== 'account' || expired)) {
      stepHeading.current?.focus();
    }
    previousStep.current = state.step;
  }, [state.step, state.expiredAccountNumber]);

  return (
    <div className={styles.flow}>
      <div ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
        <Stepper steps={quickPaySteps.map((step) => quickPayMessages.steps[step])} current={stepIndex} />
      </div>
      {state.error ? (
        <Alert tone="error" onDismiss={flow.dismissError}>
          {state.error()}
        </Alert>
      ) : null}
      {state.step === 'account' ? (
        <AccountStep
          key={state.accountFormGeneration}
          initialValues={
            state.expiredAccountNumber !== null
              ? { ...emptyLookup, accountNumber: state.expiredAccountNumber }
              : state.accountFormGeneration === 0
                ? (prefill ?? emptyLookup)
                : emptyLookup
          }
          busy={state.busy === 'verifying-account'}
          onSubmit={(values) => void flow.findAccount(values)}
        />
      ) : null}
      <Suspense fallback={<Spinner label={quickPayMessages.loading} />}>
        {state.step === 'verify' && state.verified ? (
          <VerifyStep
            account={state.verified.account}
            busy={state.busy === 'loading-settings'}
            onBack={flow.backToAccount}
            onVerify={() => void flow.confirmAccount()}
            lastPayment={state.settings?.paymentSettings.lastPayment ?? null}
            confirmingRecentPayment={state.confirmingRecentPayment}
            onContinueAfterRecentPayment={flow.continueAfterRecentPayment}
            onCancelRecentPayment={flow.cancelRecentPayment}
          />
        ) : null}
        {state.step === 'pay' && state.verified && state.settings ? (
          <PayStage
            verified={state.verified}
            settings={state.settings}
            showError={flow.showError}
            failAfterLookup={flow.failAfterLookup}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
