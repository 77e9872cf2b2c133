import { accountOverviewMessages } from '../account-overview/messages.ts';
import { formatMoney } from '../money.ts';
import { wholeNumberFormat } from '../numbers.ts';
import { quickPayMessages } from '../quick-pay/messages.ts';
import { catalogue } from '../language.ts';

/** Counts as the member reads them: 2,400. */
function countText(count: number): string {
  return wholeNumberFormat.format(count);
}

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
      /** Not in the spec: the search over the accounts of a member with many. */
      search: 'Search by account number or address',
      /** Not in the spec: which accounts the list shows. */
      filterLabel: 'Show',
      filters: {
        all: 'All accounts',
        due: 'Due',
        pastDue: 'Past due',
        cutoff: 'Cut-off',
      },
      /** Not in the spec: chooses every account the list shows (not only those on screen) with something due. */
      selectAllDue: (count: number) => `Select all due (${countText(count)})`,
      /** Not in the spec: the same, for the accounts with a past-due amount. */
      selectAllPastDue: (count: number) => `Select all past due (${countText(count)})`,
      /** Not in the spec: unchecks every account. */
      clearSelection: 'Clear selection',
      /** Not in the spec: how many accounts the search and the filter show. */
      shownCount: (shown: number, total: number) =>
        shown === total
          ? total === 1
            ? '1 account'
            : `${countText(total)} accounts`
          : `Showing ${countText(shown)} of ${countText(total)} accounts`,
      /** Not in the spec: the search or the filter leaves no account. */
      noMatch: 'No accounts match your search.',
      /** Not in the spec: said after a "select all": how many are chosen now, and those left out. */
      selectedAll: (chosen: number, blocked: number) =>
        [
          chosen === 1 ? '1 account chosen.' : `${countText(chosen)} accounts chosen.`,
          ...(blocked === 0
            ? []
            : [
                blocked === 1
                  ? '1 account was left out: it cannot be paid online.'
                  : `${countText(blocked)} accounts were left out: they cannot be paid online.`,
              ]),
        ].join(' '),
      /**
       * Not in the spec: said after a "select all" that found more accounts than one payment may pay: only
       * the first of them, in the list's order, are chosen.
       */
      chosenFirst: (chosen: number, of: number) =>
        `Only the first ${countText(chosen)} of ${countText(of)} accounts were chosen: one payment can pay at most ${countText(chosen)} accounts. Pay the others in another payment.`,
      /** Not in the spec: the review of what is paid, before Pay. */
      reviewHeading: 'Review your payment',
      /** Not in the spec: the list of the accounts chosen, in the review. */
      chosenCaption: 'Accounts chosen',
      /** Not in the spec: how many accounts are chosen. */
      chosenCount: (count: number) =>
        count === 0
          ? 'No accounts chosen yet.'
          : count === 1
            ? '1 account chosen'
            : `${countText(count)} accounts chosen`,
      /** Not in the spec: a chosen account whose amount is not yet one that can be paid. */
      amountToFix: 'Amount to check',
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
        /** The back office takes at most `limit` accounts in one payment (docs/api.md). */
        tooManyAccounts: (count: number, limit: number) =>
          `One payment can pay at most ${countText(limit)} accounts, and ${countText(count)} are chosen. Clear some of them and pay those in another payment.`,
      },
      /** Not in the spec: the receipt of a payment, under its result, listing every account it paid. */
      receipt: {
        heading: 'Receipt',
        summary: (count: number, total: number) =>
          count === 1
            ? `This payment paid 1 account, ${formatMoney(total)}.`
            : `This payment paid ${countText(count)} accounts, ${formatMoney(total)} in all.`,
        /** The downloaded file's name, without its extension. */
        fileName: (confirmationNumber: string) => `payment-receipt-${confirmationNumber}`,
        /** The spreadsheet's one sheet. */
        sheetName: 'Accounts paid',
        columns: {
          confirmationNumber: 'Confirmation number',
          paymentDate: 'Payment date',
          paidWith: 'Paid with',
          accountNumber: 'Account number',
          serviceAddress: 'Service address',
          amountPaid: 'Amount paid',
        },
        paidWith: (paymentMethod: 'cc' | 'echeck', lastFourDigits: string) =>
          paymentMethod === 'cc' ? `Card ending ${lastFourDigits}` : `Bank account ending ${lastFourDigits}`,
      },
      /** Spec 01 §8. */
      restriction: quickPayMessages.restriction,
    }) as const,
  () => import('./es.ts'),
  'payAccountsMessages',
);
