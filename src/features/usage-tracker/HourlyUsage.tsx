import { useId, useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getHourlyUsage } from '../../api/usage-tracker.ts';
import { formatDate, type IsoDate } from '../../domain/dates.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import { hasNoReadings, intervalReadings, totalWattHours } from '../../domain/usage-tracker/interval.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { formatIntervalAmount } from '../../domain/usage-tracker/units.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Chart, type ChartSeries } from '../../ui/primitives/Chart/Chart.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { intervalValueFormatter, readingAxis } from './usage-chart.ts';
import { usageKeys } from './usage-keys.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface HourlyUsageProps {
  readonly account: MemberAccount;
  readonly meterId: string;
  readonly date: IsoDate;
  readonly unitLabel: string;
  readonly timeZone: string | undefined;
  readonly onClose: () => void;
}

/** The hours of a day chosen on the daily chart (spec 03 §2.2, the meter-data feature). */
export function HourlyUsage({ account, meterId, date, unitLabel, timeZone, onClose }: HourlyUsageProps) {
  const { client } = useElementContext();
  const headingId = useId();
  const hourly = useQuery(
    usageKeys(account.memberNumber, account.accountNumber, 'hourly', meterId, date),
    (signal) => getHourlyUsage(client, account, { meterId, date }, signal),
  );
  const title = messages.chart.hourly(formatDate(date) ?? date);
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-section="hourly">
      <h3 id={headingId} className={styles.panelHeading}>
        {title}
      </h3>
      <LoadState
        query={hourly}
        errors={usageTrackerErrors}
        loadingLabel={messages.hourly.loading}
        isEmpty={(data) => hasNoReadings(intervalReadings(data).points)}
        emptyMessage={messages.empty.noHourlyUsage}
      >
        {(data) => <HourlyChart data={data} title={title} unitLabel={unitLabel} timeZone={timeZone} />}
      </LoadState>
      <div className={styles.panelActions}>
        <Button variant="secondary" onClick={onClose}>
          {messages.hourly.close}
        </Button>
      </div>
    </section>
  );
}

interface HourlyChartProps {
  readonly data: Parameters<typeof intervalReadings>[0];
  readonly title: string;
  readonly unitLabel: string;
  readonly timeZone: string | undefined;
}

function HourlyChart({ data, title, unitLabel, timeZone }: HourlyChartProps) {
  const readings = useMemo(() => intervalReadings(data), [data]);
  const language = useLanguage();
  // The axis and series names read in the active language.
  const x = useMemo(
    () => readingAxis(readings.points.map((point) => point.start)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readings, language],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: messages.chart.usage,
        kind: 'bars',
        unit: unitLabel,
        values: readings.points.map((point) => (point.wattHours === null ? null : point.wattHours / 1000)),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readings, unitLabel, language],
  );
  return (
    <>
      <p className={styles.panelText} role="status">
        {`${messages.interval.total}: ${formatIntervalAmount(totalWattHours(readings.points) / 1000, unitLabel)}`}
      </p>
      <Chart
        title={title}
        x={x}
        series={series}
        formatValue={intervalValueFormatter}
        height={220}
        {...(timeZone ? { timeZone } : {})}
      />
    </>
  );
}
