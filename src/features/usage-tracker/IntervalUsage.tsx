import { useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getIntervalUsage } from '../../api/usage-tracker.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import { intervalGreenButtonReadings } from '../../domain/usage-tracker/green-button-readings.ts';
import { hasNoReadings, intervalReadings, totalWattHours } from '../../domain/usage-tracker/interval.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import type { DateRange } from '../../domain/usage-tracker/timeframes.ts';
import type { IntervalUsage as IntervalUsageData, UsageMeter } from '../../domain/usage-tracker/types.ts';
import { formatIntervalAmount } from '../../domain/usage-tracker/units.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Chart } from '../../ui/primitives/Chart/Chart.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { intervalChart, intervalValueFormatter } from './usage-chart.ts';
import { UsageGreenButton } from './UsageGreenButton.tsx';
import { usageKeys } from './usage-keys.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface IntervalUsageProps {
  readonly account: MemberAccount;
  readonly meter: UsageMeter;
  readonly range: DateRange;
  readonly unitLabel: string;
  /** The cooperative's time zone: readings are shown, and grouped into days, in it. */
  readonly timeZone: string | undefined;
}

/** The Interval tab (the cloud meter data feature): the range's 15-minute readings, and Green Button. */
export function IntervalUsage({ account, meter, range, unitLabel, timeZone }: IntervalUsageProps) {
  const { client } = useElementContext();
  const interval = useQuery(
    usageKeys(
      account.memberNumber,
      account.accountNumber,
      'interval',
      meter.meterId,
      range.fromDate,
      range.toDate,
    ),
    (signal) => getIntervalUsage(client, account, { meterId: meter.meterId, ...range }, signal),
    { keepPrevious: true },
  );
  return (
    <LoadState
      query={interval}
      errors={usageTrackerErrors}
      loadingLabel={messages.loading}
      isEmpty={(data) => hasNoReadings(intervalReadings(data).points)}
      emptyMessage={messages.empty.noUsageInRange}
    >
      {(data) => (
        <IntervalContent
          data={data}
          account={account}
          meter={meter}
          unitLabel={unitLabel}
          timeZone={timeZone}
        />
      )}
    </LoadState>
  );
}

interface IntervalContentProps {
  readonly data: IntervalUsageData;
  readonly account: MemberAccount;
  readonly meter: UsageMeter;
  readonly unitLabel: string;
  readonly timeZone: string | undefined;
}

function IntervalContent({ data, account, meter, unitLabel, timeZone }: IntervalContentProps) {
  const stable = useMemo(() => intervalReadings(data), [data]);
  const fileReadings = useMemo(
    () => intervalGreenButtonReadings(stable.points, stable.intervalSeconds),
    [stable],
  );
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the axis and series names read in the active language
  const { x, series } = useMemo(() => intervalChart(stable, unitLabel), [stable, unitLabel, language]);
  const total = totalWattHours(stable.points) / 1000;
  return (
    <div className={styles.view}>
      <p className={styles.panelText} data-total-kwh={total.toFixed(3)}>
        {`${messages.interval.total}: ${formatIntervalAmount(total, unitLabel)}`}
      </p>
      <Chart
        title={messages.chart.interval}
        x={x}
        series={series}
        formatValue={intervalValueFormatter}
        height={280}
        {...(timeZone ? { timeZone } : {})}
      />
      <UsageGreenButton
        account={account}
        meter={meter}
        kind="interval"
        readings={fileReadings}
        intervalSeconds={stable.intervalSeconds}
        timeZone={timeZone}
      />
    </div>
  );
}
