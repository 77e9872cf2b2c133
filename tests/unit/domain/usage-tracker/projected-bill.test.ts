import { describe, expect, it } from 'vitest';
import { projectBill, projectedBillSentences } from '../../../../src/domain/usage-tracker/projected-bill.ts';

const period = {
  periodStart: '2026-11-08',
  periodEnd: '2026-12-07',
  usageToDate: 480,
  readingDays: 16,
  unitOfMeasure: 'kWh',
  energyCharge: 0.1125,
  customerChargePerDay: 0.8,
  previousBill: { billDate: '2026-11-04', amount: 128.45, usage: 920 },
};

describe('projectBill', () => {
  it('carries the daily average over the period and charges it at the rate', () => {
    expect(projectBill(period, '2026-11-24')).toEqual({
      periodStart: '2026-11-08',
      periodEnd: '2026-12-07',
      periodDays: 30,
      readingDays: 16,
      daysLeft: 13,
      usageToDate: 480,
      projectedUsage: 900,
      projectedAmount: 125.25,
      previousAmount: 128.45,
      previousBillDate: '2026-11-04',
      difference: -3.2,
    });
  });

  it('projects nothing before the first reading of the period', () => {
    expect(projectBill({ ...period, readingDays: 0, usageToDate: 0 }, '2026-11-08')).toBeNull();
  });

  it('compares with nothing without a previous bill', () => {
    const bill = projectBill({ ...period, previousBill: null }, '2026-11-24')!;
    expect(bill.difference).toBeNull();
    expect(projectedBillSentences(bill, 'kWh')).toHaveLength(1);
  });
});

describe('projectedBillSentences', () => {
  it('says the projection and the comparison with the last bill', () => {
    expect(projectedBillSentences(projectBill(period, '2026-11-24')!, 'kWh')).toEqual([
      'Your bill for 11/08/2026 to 12/07/2026 is projected at $125.25 for about 900 kWh: 480 kWh over the first 16 days, 13 days left.',
      'Your last bill, on 11/04/2026, was $128.45: $3.20 more than projected.',
    ]);
    expect(
      projectedBillSentences(projectBill({ ...period, usageToDate: 600 }, '2026-11-24')!, 'kWh')[1],
    ).toBe('Your last bill, on 11/04/2026, was $128.45: $22.11 less than projected.');
  });
});
