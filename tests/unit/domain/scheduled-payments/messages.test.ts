import { describe, expect, it } from 'vitest';
import { scheduledPaymentsMessages } from '../../../../src/domain/scheduled-payments/messages.ts';

describe('scheduledPaymentsMessages', () => {
  it('quotes the spec’s texts word for word', () => {
    expect(scheduledPaymentsMessages.title).toBe('Scheduled Payments');
    expect(scheduledPaymentsMessages.empty).toBe('No Payments scheduled at this time.');
    expect(scheduledPaymentsMessages.deleteConfirm).toBe(
      'Are you sure you want to delete Schedule Payments?',
    );
    expect(scheduledPaymentsMessages.yes).toBe('Yes');
    expect(scheduledPaymentsMessages.no).toBe('No');
    expect(scheduledPaymentsMessages.result.title).toBe('Schedule Payment');
    expect(scheduledPaymentsMessages.result.canceled).toBe('Your schedule payment has been canceled.');
    expect(scheduledPaymentsMessages.result.done).toBe('Done');
  });

  it('words the texts the spec does not give', () => {
    const { deleteLabel, result, ...rest } = scheduledPaymentsMessages;
    expect(deleteLabel('$40.00', '04-Dec-2026')).toBe(
      'Delete the scheduled payment of $40.00 on 04-Dec-2026',
    );
    expect(rest).toEqual({
      title: 'Scheduled Payments',
      loading: 'Loading scheduled payments…',
      empty: 'No Payments scheduled at this time.',
      caption: 'Scheduled payments',
      columns: {
        paymentDate: 'Payment Date',
        accounts: 'Account Number',
        amount: 'Amount',
        paymentMethod: 'Payment Method',
        paymentType: 'Payment Type',
        createdDate: 'Created Date',
        actions: 'Actions',
      },
      delete: 'Delete',
      deleteTitle: 'Delete Scheduled Payment',
      deleteConfirm: 'Are you sure you want to delete Schedule Payments?',
      yes: 'Yes',
      no: 'No',
      deleted: 'The scheduled payment was deleted.',
      deleteOutcomeUnknown:
        'We could not confirm whether the scheduled payment was deleted. The list below has been loaded again: check it before trying again.',
      accountSeparator: ', ',
    });
    expect(result).toEqual({
      title: 'Schedule Payment',
      canceled: 'Your schedule payment has been canceled.',
      done: 'Done',
      scheduled: 'Your payment has been scheduled.',
      confirmationNumber: 'Confirmation Number',
      paymentDate: 'Payment Date',
      failed: 'Your payment could not be scheduled.',
    });
  });
});
