import { accountOverviewMessages } from '../account-overview/messages.ts';
import { formatMoney } from '../money.ts';
import { quickPayMessages } from '../quick-pay/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Pay Multiple Accounts screen. Texts the spec does not give are marked "Not in the
 * spec" so a reviewer can tell them apart. The amount rules' messages are spec 01 §5's, shared with
 * Quick Pay (quickPayMessages.amount).
 */
export const payAccountsMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route (spec 02 §2.1, the payment program link). */
      title: 'Pay Multiple Accounts',
      /** Not in the spec: what screen readers hear while the accounts load. */
      loading: 'Loading…',
      /** Spec 02 §8, as the account overview words it. */
      noAccounts: accountOverviewMessages.errors.noAccounts,
      /** Not in the spec: the accounts table's caption. */
      accountsCaption: 'Accounts to pay',
      /** Not in the spec: the columns. */
      columns: {
        pay: 'Pay',
        account: 'Account',
        balance: 'Balance',
        dueDate: 'Due Date',
        status: 'Status',
        amount: 'Payment amount',
      },
      /** Not in the spec: a row's checkbox, named by its account. */
      payAccount: (accountNumber: string) => `Pay account ${accountNumber}`,
      /** Not in the spec: a row's amount field, named by its account. */
      amountFor: (accountNumber: string) => `Payment amount for ${accountNumber}`,
      /** Spec 01 §2.11: a due date that is absent, or a prepaid account's. */
      notAvailable: quickPayMessages.payStep.notAvailable,
      /** Not in the spec: the sum of the checked rows' amounts. */
      total: 'Total payment',
      /** Not in the spec: the payment method group. */
      methodLegend: 'Pay with',
      /** Not in the spec: the hosted page's methods. */
      newCard: 'New credit or debit card',
      newEcheck: 'New bank account (e-check)',
      /** Not in the spec: a stored method that cannot pay these accounts, and why. */
      expired: 'expired',
      /** Not in the spec: the date field. */
      paymentDate: 'Payment date',
      /** Not in the spec: under the date field when future dates are allowed. */
      paymentDateHint: 'Choose a later date to schedule the payment.',
      /** Spec 01 §2.11. */
      gatewayNotice: quickPayMessages.payStep.gatewayNotice,
      /** Not in the spec: the fees and taxes the payment tax call answered. */
      feesHeading: 'Fees and taxes',
      convenienceFee: 'Convenience fee',
      taxes: 'Taxes',
      totalCharged: 'Total charged',
      /** Not in the spec: while the payment tax call runs. */
      feesLoading: 'Working out the fees…',
      /** Not in the spec: the box the member ticks before a payment with a fee. */
      agreeFee: (fee: number) => `I agree to the ${formatMoney(fee)} convenience fee`,
      /** Not in the spec: the buttons. */
      payNow: 'Pay Now',
      schedule: 'Schedule Payment',
      /** Not in the spec: leaves a payment being scheduled (to schedule-payments-cancel). */
      cancel: 'Cancel',
      /** Spec 02 §8 and §6: the cut-off dialog's title; not in the spec. */
      cutoffTitle: 'Payment not allowed',
      /** Not in the spec: the dialog's button. */
      ok: 'OK',
      /** Spec 01 §6's recent-payment question, asked when a checked account was already paid today. */
      paidTodayTitle: quickPayMessages.recentPaymentTitle,
      /** Not in the spec: one sentence per account paid today, then Quick Pay's question. */
      paidToday: (payments: readonly { accountNumber: string; paymentAmount: number }[]) =>
        [
          ...payments.map(
            (payment) =>
              `You have made a payment of ${formatMoney(payment.paymentAmount)} on account ${payment.accountNumber} today.`,
          ),
          'Would you like to proceed with another payment?',
        ].join(' '),
      yes: quickPayMessages.buttons.yes,
      no: quickPayMessages.buttons.no,
      /** Not in the spec: the hosted payment's start lost its answer; nothing can have been paid. */
      paymentPageNotOpened:
        'The secure payment page could not be opened. Nothing has been paid. Please press Pay Now again.',
      /** Not in the spec: the stored-method payment's answer was lost. */
      outcomeUnknown:
        'We could not confirm whether your payment went through. Check your payment history before paying again.',
      /** Not in the spec: the schedule call's answer was lost. */
      scheduleOutcomeUnknown:
        'We could not confirm whether your payment was scheduled. Check your scheduled payments before scheduling again.',
      /** Not in the spec: the form's rules beyond spec 01 §5. */
      errors: {
        noneSelected: 'Please select at least one account to pay.',
        methodRequired: 'Please choose how to pay.',
        dateRequired: 'Please enter a payment date.',
        dateInPast: 'The payment date cannot be in the past.',
        dateTooFar: 'The payment date must be within one year.',
        futureNotAllowed: 'Payments cannot be scheduled for a later date.',
        scheduleNeedsStoredMethod: 'To schedule a payment, choose a saved card or bank account.',
        agreeFee: 'Please agree to the convenience fee to continue.',
        methodNotAllowed: 'This payment method cannot pay every selected account.',
      },
      /** Spec 01 §8. */
      restriction: quickPayMessages.restriction,
    }) as const,
  () => import('./es.ts'),
  'payAccountsMessages',
);
