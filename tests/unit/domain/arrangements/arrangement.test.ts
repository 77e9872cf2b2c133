import { describe, expect, it } from 'vitest';
import { arrangementSummary } from '../../../../src/domain/arrangements/arrangement.ts';

const today = { today: '2026-11-24' };
const arrangement = {
  arrangementNotation: ' Payment arrangement: 6 monthly payments of $45.00 ',
  arrangementBalance: 270,
  nextPaymentAmount: 45,
  nextPaymentDueDate: '2026-11-21',
};

describe('arrangementSummary', () => {
  it('shows the notation, balance and next payment, overdue when its due date is before today', () => {
    expect(arrangementSummary({ hasArrangement: true, arrangement }, today)).toEqual({
      notation: 'Payment arrangement: 6 monthly payments of $45.00',
      balanceText: '$270.00',
      nextPaymentAmountText: '$45.00',
      nextPaymentDueDateText: '11/21/2026',
      overdue: true,
      overdueNotice: 'Your arrangement payment of $45.00 was due on 11/21/2026 and is overdue.',
    });
  });

  it('is not overdue when the next payment is due today or later', () => {
    for (const nextPaymentDueDate of ['2026-11-24', '2026-12-21']) {
      expect(
        arrangementSummary(
          { hasArrangement: 'Y', arrangement: { ...arrangement, nextPaymentDueDate } },
          today,
        ),
      ).toMatchObject({ overdue: false, overdueNotice: null });
    }
  });

  it('says N/A for what the back office did not send, and is not overdue without a due date', () => {
    expect(
      arrangementSummary({ hasArrangement: true, arrangement: { arrangementBalance: -5 } }, today),
    ).toEqual({
      notation: null,
      balanceText: '($5.00)',
      nextPaymentAmountText: 'N/A',
      nextPaymentDueDateText: 'N/A',
      overdue: false,
      overdueNotice: null,
    });
  });

  it('words the overdue notice without an amount when none was sent', () => {
    expect(
      arrangementSummary(
        { hasArrangement: true, arrangement: { ...arrangement, nextPaymentAmount: null } },
        today,
      )?.overdueNotice,
    ).toBe('Your arrangement payment was due on 11/21/2026 and is overdue.');
  });

  it('is null when the account has no arrangement', () => {
    expect(arrangementSummary({ hasArrangement: false, arrangement }, today)).toBe(null);
    expect(arrangementSummary({ hasArrangement: 'N', arrangement }, today)).toBe(null);
    expect(arrangementSummary({ hasArrangement: true, arrangement: null }, today)).toBe(null);
  });
});
