import { useId } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getPrepaidSummary } from '../../api/usage-tracker.ts';
import { formatDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import type { DateRange } from '../../domain/usage-tracker/timeframes.ts';
import type { PrepaidSummary as PrepaidSummaryData } from '../../domain/usage-tracker/types.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { DetailList, type DetailListItem } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { usageKeys } from './usage-keys.ts';
import { numberFormat } from '../../domain/numbers.ts';

const number = numberFormat({ maximumFractionDigits: 0 });

function lines(summary: PrepaidSummaryData): DetailListItem[] {
  const text = messages.prepaid;
  const items: DetailListItem[] = [];
  const money = (value: number | null | undefined) => (typeof value === 'number' ? formatMoney(value) : null);
  const push = (label: string, value: string | null) => {
    if (value !== null) items.push({ label, value });
  };
  push(text.currentBalance, money(summary.currentBalance));
  push(text.averageDailyCharge, money(summary.avgDailyChg));
  push(
    text.lastEnergyUsage,
    typeof summary.lastEnergyUsage === 'number'
      ? `${number.format(summary.lastEnergyUsage)} ${summary.unitOfMeasure ?? ''}`.trim()
      : null,
  );
  push(text.lastDailyEnergyCharge, money(summary.lastDailyEnergyChg));
  const payment = money(summary.lastPaymentAmount);
  const paidOn = formatDate(summary.lastPaymentDate ?? null);
  push(text.lastPayment, payment && paidOn ? messages.summary.on(payment, paidOn) : payment);
  push(text.arrears, money(summary.arreCapture));
  return items;
}

/** The prepaid summary (spec 03 §3), shown with the Dollars unit. */
export function PrepaidSummary({
  account,
  range,
}: {
  readonly account: MemberAccount;
  readonly range: DateRange;
}) {
  const { client } = useElementContext();
  const headingId = useId();
  const summary = useQuery(
    usageKeys(account.memberNumber, account.accountNumber, 'prepaid-summary', range.fromDate, range.toDate),
    (signal) => getPrepaidSummary(client, account, range, signal),
  );
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelHeading}>
        {messages.prepaid.title}
      </h3>
      <LoadState query={summary} errors={usageTrackerErrors} loadingLabel={messages.loading}>
        {(data) => <DetailList items={lines(data)} />}
      </LoadState>
    </section>
  );
}
