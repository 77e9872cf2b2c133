import { describe, expect, it } from 'vitest';
import { depositsMessages } from '../../../../src/domain/deposits/messages.ts';

describe('depositsMessages', () => {
  it('words every text of the Deposits screen', () => {
    expect(depositsMessages).toEqual({
      title: 'Deposits',
      loading: 'Loading deposits…',
      noAccounts: 'There are no accounts available...!',
      empty: 'This account has no deposits.',
      caption: 'Deposits',
      columns: {
        description: 'Deposit',
        depositDate: 'Date Paid',
        amount: 'Amount',
        interestPaid: 'Interest Paid',
        status: 'Status',
        refundDate: 'Refunded or Applied',
      },
      statuses: { Held: 'Held', Refunded: 'Refunded', Applied: 'Applied to bill' },
      totalHeld: 'Total Deposits Held',
      exportFileName: 'deposits',
    });
  });
});
