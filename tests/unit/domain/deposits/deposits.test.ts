import { describe, expect, it } from 'vitest';
import { depositRows, totalHeldText } from '../../../../src/domain/deposits/deposits.ts';

const held = {
  depositId: 'D-1',
  description: 'Residential service deposit',
  depositDate: '2023-09-24',
  amount: 150,
  interestPaid: 4.52,
  status: 'Held',
  refundDate: null,
};
const refunded = {
  depositId: 'D-2',
  description: 'Water service deposit',
  depositDate: '2024-05-24',
  amount: 1075,
  interestPaid: 1.13,
  status: 'Refunded',
  refundDate: '2026-05-24',
};

describe('depositRows', () => {
  it('shows each deposit’s texts, the most recently paid first', () => {
    expect(depositRows([held, refunded])).toEqual([
      {
        depositId: 'D-2',
        description: 'Water service deposit',
        depositDate: '2024-05-24',
        depositDateText: '05/24/2024',
        amount: 1075,
        amountText: '$1,075.00',
        interestPaidText: '$1.13',
        statusText: 'Refunded',
        held: false,
        refundDateText: '05/24/2026',
      },
      {
        depositId: 'D-1',
        description: 'Residential service deposit',
        depositDate: '2023-09-24',
        depositDateText: '09/24/2023',
        amount: 150,
        amountText: '$150.00',
        interestPaidText: '$4.52',
        statusText: 'Held',
        held: true,
        refundDateText: '',
      },
    ]);
  });

  it('words an applied deposit, shows an unknown status as sent, and leaves absent values empty', () => {
    const [applied, other] = depositRows([
      { depositId: 'A', amount: 10, status: 'Applied', depositDate: '2026-01-02' },
      { depositId: 'B', amount: 20, status: 'Pending' },
    ]);
    expect(applied).toMatchObject({ statusText: 'Applied to bill', interestPaidText: '', description: '' });
    expect(other).toMatchObject({ statusText: 'Pending', depositDateText: '', refundDateText: '' });
  });
});

describe('totalHeldText', () => {
  it('adds up the held deposits only', () => {
    expect(totalHeldText([held, refunded, { ...held, depositId: 'D-3', amount: 50.1 }])).toBe('$200.10');
    expect(totalHeldText([refunded])).toBe('$0.00');
    expect(totalHeldText([])).toBe('$0.00');
  });
});
