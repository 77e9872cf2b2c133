import { Suspense, useEffect, useRef } from 'react';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { accountRestriction, paymentMethods } from '../../domain/quick-pay/payment-methods.ts';
import { formatDate } from '../../domain/dates.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { Stepper } from '../../ui/primitives/Stepper/Stepper.tsx';
import { AccountStep, type AccountLookupValues } from './AccountStep.tsx';
import * as styles from './QuickPayFlow.css';
import { quickPaySteps, useQuickPayFlow, type QuickPayFlowState } from './useQuickPayFlow.ts';

// The Account step is all the dialog shows on its first click, so only its code comes with the click; the
// later steps load while the visitor types (they start loading when the flow appears).
const verifyStep = lazyComponent(() => import('./VerifyStep.tsx').then((module) => module.VerifyStep));
const payStep = lazyComponent(() => import('./PayStep.tsx').then((module) => module.PayStep));
const VerifyStep = verifyStep.Component;
const PayStep = payStep.Component;

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

  useEffect(() => {
    verifyStep.preload();
    payStep.preload();
  }, []);

  // Moving between steps puts focus at the top of the new step, so keyboard and screen-reader users
  // continue from there instead of from a button that no longer exists.
  useEffect(() => {
    const expired = state.expiredAccountNumber !== null;
    if (previousStep.current !== state.step && (state.step !== 'account' || expired)) {
      stepHeading.current?.focus();
    }
    previousStep.current = state.step;
  }, [state.step, state.expiredAccountNumber]);

  const lastPayment = state.settings?.paymentSettings.lastPayment ?? null;
  const methods =
    state.verified && state.settings ? paymentMethods(state.verified.account, state.settings) : null;
  const restriction = state.verified ? accountRestriction(state.verified.account) : null;

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
            bothRestricted={restriction?.bothRestricted ?? false}
            restrictionTooltip={restriction?.restrictionTooltip}
            restrictionMessage={restriction?.restrictionMessage}
            busy={state.busy === 'loading-settings'}
            onBack={flow.backToAccount}
            onVerify={() => void flow.confirmAccount()}
          />
        ) : null}
        {state.step === 'pay' && state.verified && state.settings && methods ? (
          <PayStep
            account={state.verified.account}
            settings={state.settings}
            busy={state.busy === 'paying'}
            onPay={(amount) => void flow.pay(amount)}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={state.confirmingRecentPayment && lastPayment !== null}
        title={quickPayMessages.recentPaymentTitle}
        message={
          lastPayment
            ? quickPayMessages.recentPayment(
                lastPayment.paymentAmount,
                formatDate(lastPayment.paymentDate) ?? '',
              )
            : ''
        }
        confirmLabel={quickPayMessages.buttons.continue}
        cancelLabel={quickPayMessages.buttons.cancel}
        onConfirm={flow.continueAfterRecentPayment}
        onCancel={flow.cancelRecentPayment}
      />
    </div>
  );
}
