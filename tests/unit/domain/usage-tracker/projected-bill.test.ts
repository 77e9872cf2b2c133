import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../src/domain/language.ts';
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

  it('says one day in the singular, and nothing of a date the last bill lacks', () => {
    const oneDayEach = projectBill({ ...period, readingDays: 1, usageToDate: 30 }, '2026-12-06')!;
    expect(projectedBillSentences({ ...oneDayEach, daysLeft: 1, previousBillDate: null }, 'kWh')).toEqual([
      'Your bill for 11/08/2026 to 12/07/2026 is projected at $125.25 for about 900 kWh: 30 kWh over the first 1 day, 1 day left.',
      'Your last bill was $128.45: $3.20 more than projected.',
    ]);
  });

  it('says it in Spanish on a Spanish page', async () => {
    await switchLanguage('es');
    try {
      expect(projectedBillSentences(projectBill(period, '2026-11-24')!, 'kWh')).toEqual([
        'Se proyecta que su factura del 08/11/2026 al 07/12/2026 será de $125.25 por unos 900 kWh: 480 kWh en los primeros 16 días, quedan 13 días.',
        'Su última factura, del 04/11/2026, fue de $128.45: $3.20 más de lo proyectado.',
      ]);
      const sameDay = { ...projectBill(period, '2026-11-24')!, readingDays: 1, daysLeft: 1, difference: 0 };
      expect(projectedBillSentences(sameDay, 'kWh')).toEqual([
        'Se proyecta que su factura del 08/11/2026 al 07/12/2026 será de $125.25 por unos 900 kWh: 480 kWh en el primer día, queda 1 día.',
        'Su última factura, del 04/11/2026, fue de $128.45: lo mismo que lo proyectado.',
      ]);
    } finally {
      await switchLanguage('en');
    }
  });
});
