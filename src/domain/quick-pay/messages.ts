import { errorMessages } from '../error-messages.ts';
import { formatMoney } from '../money.ts';
import { catalogue } from '../language.ts';

/** Which charges the minimum payment message names; amount.ts decides. */
export type MinimumPaymentBreakdown =
  | 'cutoffReconnectDisconnectDeposit'
  | 'cutoffReconnectDeposit'
  | 'reconnectDisconnect'
  | 'reconnect'
  | 'amountOnly';

const minimumPaymentIncludes: Record<Exclude<MinimumPaymentBreakdown, 'amountOnly'>, string> = {
  cutoffReconnectDisconnectDeposit: 'cutoff amount, reconnect fee, disconnect fee and additional deposit',
  cutoffReconnectDeposit: 'cutoff amount, reconnect fee and additional deposit',
  reconnectDisconnect: 'reconnect and disconnect fees',
  reconnect: 'reconnect fee',
};

/** Every Quick Pay text shown to a visitor, worded as spec 01 (§2.11, §5, §8) says. */
export const quickPayMessages = catalogue(
  () =>
    ({
      dialogTitle: 'Quick Pay',
      loading: 'Loading…',
      featureUnavailable: 'Service unavailable, please contact administrator.',
      genericError: errorMessages.generic,
      /** Not in the spec: a call after the lookup was refused (the Quick Pay token expired). */
      sessionExpired:
        'Your Quick Pay session has expired. Please enter the last 4 digits of your phone number again.',
      /**
       * Not in the spec: the payment request got no clear answer (lost, or a server error). The hosted page
       * takes the money and was never reached, so nothing was charged; Pay again continues the same request
       * (same idempotency key).
       */
      paymentOutcomeUnknown:
        'We could not get an answer from the payment service. No payment has been made: press Pay again to continue.',

      steps: { account: 'Account', verify: 'Verify', pay: 'Pay' },
      buttons: {
        continue: 'Continue',
        back: 'Back',
        verify: 'Verify',
        pay: 'Pay',
        no: 'No',
        yes: 'Yes',
        cancel: 'Cancel',
        done: 'Done',
      },

      accountStep: {
        accountNumberLabel: 'Account Number',
        accountNumberHint: 'Your Account Number is on your bill.',
        accountNumberRequired: 'Please enter your account number.',
        accountNumberInvalid: 'Please enter valid account number.',
        phoneLastFourLabel: 'Last 4 Digits of Phone Number',
        phoneLastFourPrefix: '(XXX) XXX - ',
        phoneLastFourHint: 'Phone number must be associated with your account.',
        phoneLastFourRequired: 'Please enter last 4 digits of your phone number.',
        phoneLastFourInvalid: 'Please enter valid last 4 digits of your phone number.',
      },

      verifyStep: {
        intro: 'To start, please verify your account.',
        accountNumberLabel: 'Account #',
        accountHolderNameLabel: 'Name On Account',
        serviceAddressLabel: 'Service Address',
      },

      payStep: {
        dueDateLabel: 'Due Date',
        balanceLabel: 'Balance',
        paymentAmountLabel: 'Payment amount',
        notAvailable: 'N/A',
        gatewayNotice: 'Online payments are processed through the secured payment gateway.',
      },

      amount: {
        invalid: 'You must enter valid amount.',
        notPositive: 'Payment amount should be greater than 0.',
        aboveMaximum: 'You must enter a payment amount less than 9999999999.99.',
        overpay: 'You may not overpay your account balance.',
        underpay: 'You may not pay less than your account balance.',
        minimumPayment: (amount: number, breakdown: MinimumPaymentBreakdown): string => {
          const required = `At this time, you are required to pay a minimum payment amount of ${formatMoney(amount)}`;
          return breakdown === 'amountOnly'
            ? `${required}.`
            : `${required} which includes ${minimumPaymentIncludes[breakdown]}.`;
        },
        prepaidMinimum: (amount: number): string =>
          `You must pay the minimum amount of ${formatMoney(amount)}`,
        prepaidReconnectMinimum: (amount: number): string =>
          `You must pay the minimum reconnect amount of ${formatMoney(amount)}`,
      },

      restriction: {
        bothRestricted:
          'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
        bothTooltip: 'ECheck & Credit Card Payment Restricted.',
        cardTooltip: 'Credit Card Payment Restricted.',
        echeckTooltip: 'ECheck Payment Restricted.',
      },

      quitConfirmation: 'Are you sure you want to quit making payment ?',

      recentPaymentTitle: 'Confirm',
      /** `date` is already formatted for display (MM/dd/yyyy). */
      recentPayment: (amount: number, date: string): string =>
        `You have made a recent payment of ${formatMoney(amount)} on ${date}. Would you like to proceed with another payment?`,

      /** A signed-in member who clicks Quick Pay is sent to the portal's payments instead (spec 01 §2.6). */
      signedIn: {
        title: 'Make a Payment',
        message:
          'You are signed in. Make your payment from your account, where all your accounts and payment options are.',
        goToPayments: 'Go to Payments',
      },

      result: {
        successTitle: 'Payment successful',
        cancelledTitle: 'Payment cancelled',
        cancelledText: 'Your payment was cancelled. No payment was made.',
        paymentAmountLabel: 'Payment amount',
        convenienceFeeLabel: 'Convenience fee',
        cardOrBankLastFourLabel: 'Paid with card or account ending in',
        confirmationNumberLabel: 'Confirmation number',
        accountBalanceLabel: 'Account balance',
        printReceipt: 'Print receipt',
      },
    }) as const,
  () => import('./es.ts'),
  'quickPayMessages',
);
