import { daysBetween, formatDate, type IsoDate } from '../dates.ts';
import { formatMoney } from '../money.ts';
import { usageTrackerMessages } from './messages.ts';
import type { BillingPeriod } from './types.ts';
import { numberFormat } from '../numbers.ts';

/**
 * The projected bill (beyond the spec) of the current billing period: the usage so far, carried at its
 * daily average over the days of the period, charged at the account's rate (an energy charge per unit
 * and a customer charge per day), beside the last bill.
 */
export interface ProjectedBill {
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  readonly periodDays: number;
  readonly readingDays: number;
  readonly daysLeft: number;
  readonly usageToDate: number;
  readonly projectedUsage: number;
  /** Dollars, to the cent. */
  readonly projectedAmount: number;
  readonly previousAmount: number | null;
  readonly previousBillDate: IsoDate | null;
  /** projectedAmount − previousAmount, to the cent; null without a previous bill. */
  readonly difference: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Null before the period has a day of readings, or for a period that ends before it starts. */
export function projectBill(period: BillingPeriod, today: IsoDate): ProjectedBill | null {
  const periodDays = daysBetween(period.periodStart, period.periodEnd) + 1;
  if (periodDays <= 0 || period.readingDays <= 0) return null;
  const readingDays = Math.min(period.readingDays, periodDays);
  const projectedUsage = (period.usageToDate / readingDays) * periodDays;
  const projectedAmount = cents(
    projectedUsage * period.energyCharge + period.customerChargePerDay * periodDays,
  );
  const previous = period.previousBill ?? null;
  return {
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    periodDays,
    readingDays,
    daysLeft: Math.max(0, Math.min(periodDays, daysBetween(today, period.periodEnd))),
    usageToDate: period.usageToDate,
    projectedUsage,
    projectedAmount,
    previousAmount: previous ? previous.amount : null,
    previousBillDate: previous ? previous.billDate : null,
    difference: previous ? cents(projectedAmount - previous.amount) : null,
  };
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/**
 * The projection in words, e.g. 'Your bill for 11/05/2026 to 12/04/2026 is projected at $142.30 for
 * about 1,052 kWh: 512 kWh over the first 19 days, 10 days left. Your last bill, on 11/04/2026, was
 * $128.45: $13.85 less than projected.'
 */
export function projectedBillSentences(bill: ProjectedBill, unit: string): string[] {
  const words = usageTrackerMessages.projected;
  const first = words.projection({
    from: formatDate(bill.periodStart) ?? bill.periodStart,
    to: formatDate(bill.periodEnd) ?? bill.periodEnd,
    amount: formatMoney(bill.projectedAmount),
    usage: `${wholeNumber.format(Math.round(bill.projectedUsage))} ${unit}`,
    usageSoFar: `${wholeNumber.format(Math.round(bill.usageToDate))} ${unit}`,
    readingDays: bill.readingDays,
    daysLeft: bill.daysLeft,
  });
  if (bill.previousAmount === null || bill.difference === null) return [first];
  const difference = formatMoney(Math.abs(bill.difference));
  const comparison =
    bill.difference === 0
      ? words.sameAsProjected
      : bill.difference > 0
        ? words.lessThanProjected(difference)
        : words.moreThanProjected(difference);
  const on = bill.previousBillDate ? (formatDate(bill.previousBillDate) ?? bill.previousBillDate) : null;
  return [first, words.lastBill(on, formatMoney(bill.previousAmount), comparison)];
}
