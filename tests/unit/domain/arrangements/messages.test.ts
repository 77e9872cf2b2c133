import { describe, expect, it } from 'vitest';
import { arrangementsMessages } from '../../../../src/domain/arrangements/messages.ts';

describe('arrangementsMessages', () => {
  it('words every text of the Arrangements screen', () => {
    const { overdueNotice, ...rest } = arrangementsMessages;
    expect(rest).toEqual({
      title: 'Arrangements',
      loading: 'Loading the arrangement…',
      noAccounts: 'There are no accounts available...!',
      details: 'Arrangement Details',
      noArrangement: 'This account has no payment arrangement.',
      notation: 'Arrangement',
      arrangementBalance: 'Arrangement Balance',
      nextPaymentAmount: 'Next Payment Amount',
      nextPaymentDueDate: 'Next Payment Due Date',
      overdue: 'Overdue',
      notAvailable: 'N/A',
    });
    expect(overdueNotice('$45.00', '11/21/2026')).toBe(
      'Your arrangement payment of $45.00 was due on 11/21/2026 and is overdue.',
    );
    expect(overdueNotice(null, '11/21/2026')).toBe(
      'Your arrangement payment was due on 11/21/2026 and is overdue.',
    );
  });
});
