import { formatDate, instantOf } from '../dates.ts';
import { accountOverviewMessages } from './messages.ts';
import { hasText } from './status.ts';
import { numberFormat } from '../numbers.ts';

/** How many bills the Billed Usage Summary graph shows: a year of monthly bills. */
export const USAGE_GRAPH_BILL_COUNT = 12;

/** A bill as the usage graph reads it: its date and the usage it billed. */
export interface BilledUsageSource {
  readonly billDate: string;
  readonly usage?: number | null;
  readonly usageUnit?: string | null;
}

/** One bar of the Billed Usage Summary graph. */
export interface BilledUsagePoint {
  readonly billDate: string;
  /** MM/dd/yyyy. */
  readonly billDateText: string;
  readonly usage: number;
  /** The usage as shown: '1,150 kWh'. */
  readonly usageText: string;
}

export interface BilledUsageSummary {
  /** Oldest first, as a graph reads left to right. */
  readonly points: readonly BilledUsagePoint[];
  /** The unit of the bills (the first one given), '' when none says. */
  readonly unit: string;
  /** The graph's text alternative. */
  readonly summary: string;
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/**
 * The Billed Usage Summary (spec 02 §2.1): the usage of the latest `USAGE_GRAPH_BILL_COUNT` bills that
 * carry a usage and a valid date, oldest first.
 */
export function billedUsageSummary(bills: readonly BilledUsageSource[]): BilledUsageSummary {
  const dated = bills.flatMap((bill) => {
    const instant = instantOf(bill.billDate);
    const usage = bill.usage;
    return instant !== null && typeof usage === 'number' && Number.isFinite(usage)
      ? [{ bill, instant, usage }]
      : [];
  });
  const latest = dated
    .sort((a, b) => b.instant - a.instant)
    .slice(0, USAGE_GRAPH_BILL_COUNT)
    .reverse();
  const unit = (bills.find((bill) => hasText(bill.usageUnit))?.usageUnit ?? '').trim();
  const texts = accountOverviewMessages.usage;
  return {
    points: latest.map(({ bill, usage }) => ({
      billDate: bill.billDate,
      billDateText: formatDate(bill.billDate) ?? '',
      usage,
      usageText: texts.amount(wholeNumber.format(usage), unit),
    })),
    unit,
    summary: texts.summary(latest.length, unit),
  };
}
