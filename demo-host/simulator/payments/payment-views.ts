import type { PaymentRecord } from './payment-records.ts';

export const paymentProcessedMessage = 'Your payment was processed successfully.';

/** The payment result (Quick Pay's and the payment service's), field for field as docs/api.md has it. */
export function paymentResultView(payment: PaymentRecord) {
  return {
    postbackMessage: paymentProcessedMessage,
    accountBalance: payment.accountBalanceAfter,
    paymentAmount: payment.paymentAmount,
    convenienceFee: payment.convenienceFee,
    cardOrBankAccountNumberLastFourDigits: payment.cardOrBankAccountNumberLastFourDigits,
    confirmationNumber: payment.confirmationNumber,
  };
}
