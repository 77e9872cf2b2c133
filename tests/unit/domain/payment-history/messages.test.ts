import { describe, expect, it } from 'vitest';
import { paymentHistoryMessages } from '../../../../src/domain/payment-history/messages.ts';

describe('paymentHistoryMessages', () => {
  it('quotes the spec’s texts word for word', () => {
    expect(paymentHistoryMessages.title).toBe('Account History');
    expect(paymentHistoryMessages.noAccounts).toBe('There are no accounts available...!');
    expect(paymentHistoryMessages.payment).toBe('Payment');
    expect(paymentHistoryMessages.bill).toBe('Bill');
    expect(paymentHistoryMessages.viewBill).toBe('View Bill');
    expect(paymentHistoryMessages.billFileNotFound).toBe('Bill History File not found.');
    expect(paymentHistoryMessages.noBillDialog.message).toBe(
      'The billing statement is not available. Please check back soon.',
    );
  });

  it('words the texts the spec does not give', () => {
    const { billViewerTitle, ...rest } = paymentHistoryMessages;
    expect(billViewerTitle('11/01/2026')).toBe('Bill of 11/01/2026');
    expect(rest).toEqual({
      title: 'Account History',
      loading: 'Loading the billing and payment history',
      noAccounts: 'There are no accounts available...!',
      caption: 'Billing & Payment History',
      empty: 'No payments or bills yet.',
      noMatches: 'No payments or bills match the filters.',
      columns: { date: 'Date', type: 'Type', amount: 'Amount', dueDate: 'Due Date', actions: 'Actions' },
      payment: 'Payment',
      bill: 'Bill',
      filters: {
        type: 'Show',
        all: 'Payments and bills',
        payments: 'Payments only',
        bills: 'Bills only',
        from: 'From',
        to: 'To',
        clear: 'Clear filters',
        toBeforeFrom: 'The To date must be on or after the From date.',
      },
      viewBill: 'View Bill',
      billFileNotFound: 'Bill History File not found.',
      noBillDialog: {
        title: 'Bill Not Available',
        message: 'The billing statement is not available. Please check back soon.',
      },
      exportFileName: 'account-history',
    });
  });
});
