import { describe, it, expect } from 'vitest';
import { formatDate } from '../../../../src/domain/dates.ts';
import { quickPayMessages } from '../../../../src/domain/quick-pay/messages.ts';

// Each expected string is copied from spec 01 (§2.11, §5, §8) so a wording drift fails here.
describe('quickPayMessages', () => {
  it('words the Account step as the spec does', () => {
    expect(quickPayMessages.accountStep).toEqual({
      accountNumberLabel: 'Account Number',
      accountNumberHint: 'Your Account Number is on your bill.',
      accountNumberRequired: 'Please enter your account number.',
      accountNumberInvalid: 'Please enter valid account number.',
      phoneLastFourLabel: 'Last 4 Digits of Phone Number',
      phoneLastFourPrefix: '(XXX) XXX - ',
      phoneLastFourHint: 'Phone number must be associated with your account.',
      phoneLastFourRequired: 'Please enter last 4 digits of your phone number.',
      phoneLastFourInvalid: 'Please enter valid last 4 digits of your phone number.',
    });
  });

  it('words the steps, the Verify step and the Pay step as the spec does', () => {
    expect(quickPayMessages.steps).toEqual({ account: 'Account', verify: 'Verify', pay: 'Pay' });
    expect(quickPayMessages.verifyStep).toEqual({
      intro: 'To start, please verify your account.',
      accountNumberLabel: 'Account #',
      accountHolderNameLabel: 'Name On Account',
      serviceAddressLabel: 'Service Address',
    });
    expect(quickPayMessages.payStep).toEqual({
      dueDateLabel: 'Due Date',
      balanceLabel: 'Balance',
      paymentAmountLabel: 'Payment amount',
      notAvailable: 'N/A',
      gatewayNotice: 'Online payments are processed through the secured payment gateway.',
    });
  });

  it('names every button of the dialog as the spec does', () => {
    expect(quickPayMessages.buttons).toEqual({
      continue: 'Continue',
      back: 'Back',
      verify: 'Verify',
      pay: 'Pay',
      no: 'No',
      yes: 'Yes',
      cancel: 'Cancel',
      done: 'Done',
    });
  });

  it('words the fixed amount messages as the spec does', () => {
    expect(quickPayMessages.amount.invalid).toBe('You must enter valid amount.');
    expect(quickPayMessages.amount.notPositive).toBe('Payment amount should be greater than 0.');
    expect(quickPayMessages.amount.aboveMaximum).toBe(
      'You must enter a payment amount less than 9999999999.99.',
    );
    expect(quickPayMessages.amount.overpay).toBe('You may not overpay your account balance.');
    expect(quickPayMessages.amount.underpay).toBe('You may not pay less than your account balance.');
  });

  it('writes each minimum payment variant with the amount in dollars', () => {
    const { minimumPayment } = quickPayMessages.amount;
    expect(minimumPayment(235, 'cutoffReconnectDisconnectDeposit')).toBe(
      'At this time, you are required to pay a minimum payment amount of $235.00 which includes cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    );
    expect(minimumPayment(225, 'cutoffReconnectDeposit')).toBe(
      'At this time, you are required to pay a minimum payment amount of $225.00 which includes cutoff amount, reconnect fee and additional deposit.',
    );
    expect(minimumPayment(185, 'reconnectDisconnect')).toBe(
      'At this time, you are required to pay a minimum payment amount of $185.00 which includes reconnect and disconnect fees.',
    );
    expect(minimumPayment(175, 'reconnect')).toBe(
      'At this time, you are required to pay a minimum payment amount of $175.00 which includes reconnect fee.',
    );
    expect(minimumPayment(1500, 'amountOnly')).toBe(
      'At this time, you are required to pay a minimum payment amount of $1,500.00.',
    );
  });

  it('writes the prepaid minimums without a closing period, as the spec does', () => {
    expect(quickPayMessages.amount.prepaidMinimum(20)).toBe('You must pay the minimum amount of $20.00');
    expect(quickPayMessages.amount.prepaidReconnectMinimum(35)).toBe(
      'You must pay the minimum reconnect amount of $35.00',
    );
  });

  it('words the restriction message and its tooltips as the spec does', () => {
    expect(quickPayMessages.restriction).toEqual({
      bothRestricted:
        'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
      bothTooltip: 'ECheck & Credit Card Payment Restricted.',
      cardTooltip: 'Credit Card Payment Restricted.',
      echeckTooltip: 'ECheck Payment Restricted.',
    });
  });

  it('asks for confirmation before quitting, with the space before the question mark kept', () => {
    expect(quickPayMessages.quitConfirmation).toBe('Are you sure you want to quit making payment ?');
  });

  it('writes the recent payment prompt with the amount in dollars and the date as given', () => {
    expect(quickPayMessages.recentPaymentTitle).toBe('Confirm');
    expect(quickPayMessages.recentPayment(75, '11/19/2026')).toBe(
      'You have made a recent payment of $75.00 on 11/19/2026. Would you like to proceed with another payment?',
    );
    expect(quickPayMessages.recentPayment(1234.5, '01/02/2027')).toBe(
      'You have made a recent payment of $1,234.50 on 01/02/2027. Would you like to proceed with another payment?',
    );
  });

  it('300500600: turns the last payment of the settings into the prompt', () => {
    const lastPayment = { paymentAmount: 75, paymentDate: '2026-11-19' };
    expect(
      quickPayMessages.recentPayment(lastPayment.paymentAmount, formatDate(lastPayment.paymentDate) ?? ''),
    ).toBe(
      'You have made a recent payment of $75.00 on 11/19/2026. Would you like to proceed with another payment?',
    );
  });

  it('words the feature-off and generic error texts as the spec does', () => {
    expect(quickPayMessages.featureUnavailable).toBe('Service unavailable, please contact administrator.');
    expect(quickPayMessages.genericError).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it('titles the dialog and its loading state', () => {
    expect(quickPayMessages.dialogTitle).toBe('Quick Pay');
    expect(quickPayMessages.loading).toBe('Loading…');
  });

  it('sends a signed-in member to the portal payments', () => {
    expect(quickPayMessages.signedIn).toEqual({
      title: 'Make a Payment',
      message:
        'You are signed in. Make your payment from your account, where all your accounts and payment options are.',
      goToPayments: 'Go to Payments',
    });
  });

  it('labels the payment result page', () => {
    expect(quickPayMessages.result).toEqual({
      successTitle: 'Payment successful',
      cancelledTitle: 'Payment cancelled',
      cancelledText: 'Your payment was cancelled. No payment was made.',
      paymentAmountLabel: 'Payment amount',
      convenienceFeeLabel: 'Convenience fee',
      cardOrBankLastFourLabel: 'Paid with card or account ending in',
      confirmationNumberLabel: 'Confirmation number',
      accountBalanceLabel: 'Account balance',
      printReceipt: 'Print receipt',
    });
  });
});
