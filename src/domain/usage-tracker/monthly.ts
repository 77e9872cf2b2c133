import type { MonthUsage } from './types.ts';
import { roundedUsage, type UsageUnit } from './units.ts';

/** A month as the chart and the table show it: MM/yyyy. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return year && number ? `${number}/${year}` : month;
}

export interface MonthlyRow {
  readonly month: string;
  readonly label: string;
  readonly usage: number | null;
  readonly days: number;
  readonly averageHigh: number | null;
  readonly averageLow: number | null;
}

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The months in order, oldest first (the chart's order), values rounded as shown. */
export function monthlyRows(months: readonly MonthUsage[], unit: UsageUnit): MonthlyRow[] {
  return [...months]
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0))
    .map((month) => {
      const usage = finite(month.usageValue);
      const high = finite(month.averageHighTemp);
      const low = finite(month.averageLowTemp);
      return {
        month: month.month,
        label: formatMonth(month.month),
        usage: usage === null ? null : roundedUsage(usage, unit),
        days: month.days,
        averageHigh: high === null ? null : Math.round(high),
        averageLow: low === null ? null : Math.round(low),
      };
    });
}
