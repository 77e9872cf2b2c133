import { useMemo, useState } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getDailyUsage } from '../../api/usage-tracker.ts';
import { formatDate, type IsoDate } from '../../domain/dates.ts';
import {
  dailyPoints,
  dailySummary,
  hasNoUsage,
  usageSortDirection,
  usageTableRows,
} from '../../domain/usage-tracker/daily.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import {
  dailyGreenButtonReadings,
  greenButtonService,
} from '../../domain/usage-tracker/green-button-readings.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import type { DateRange } from '../../domain/usage-tracker/timeframes.ts';
import type {
  DailyUsage as DailyUsageData,
  UsageMeter,
  UsageSettings,
} from '../../domain/usage-tracker/types.ts';
import { formatUsageAmount, type UsageUnit } from '../../domain/usage-tracker/units.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Chart } from '../../ui/primitives/Chart/Chart.tsx';
import { DetailList, type DetailListItem } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { HourlyUsage } from './HourlyUsage.tsx';
import { PrepaidSummary } from './PrepaidSummary.tsx';
import { dailyAxis, dailySeries, usageValueFormatter } from './usage-chart.ts';
import { usageKeys } from './usage-keys.ts';
import { UsageExplained } from './UsageExplained.tsx';
import { UsageGreenButton } from './UsageGreenButton.tsx';
import { UsageTable } from './UsageTable.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface DailyUsageProps {
  readonly account: MemberAccount;
  readonly meter: UsageMeter;
  readonly unit: UsageUnit;
  readonly unitLabel: string;
  readonly range: DateRange;
  readonly settings: UsageSettings;
  /** The cooperative's time zone: hourly readings are shown in it. */
  readonly timeZone: string | undefined;
}

const chartHeight = 280;

/**
 * The Daily tab's data (spec 03 §2.2): the range's bars with their temperatures, a day's hourly usage
 * when chosen (the meter-data feature), the comparison with a year before, and the table. A new range,
 * meter or unit loads again while the last one stays on screen, so the chart redraws in place.
 */
export function DailyUsage({ account, meter, unit, unitLabel, range, settings, timeZone }: DailyUsageProps) {
  const { client } = useElementContext();
  const { memberNumber, accountNumber } = account;
  const daily = useQuery(
    usageKeys(memberNumber, accountNumber, 'daily', meter.meterId, unit, range.fromDate, range.toDate),
    (signal) =>
      getDailyUsage(
        client,
        account,
        { meterId: meter.meterId, fromDate: range.fromDate, toDate: range.toDate, unit },
        signal,
      ),
    { keepPrevious: true },
  );
  return (
    <LoadState
      query={daily}
      errors={usageTrackerErrors}
      loadingLabel={messages.loading}
      isEmpty={(data) => hasNoUsage(dailyPoints(data, meter.meterId))}
      emptyMessage={messages.empty.noUsageInRange}
    >
      {(data) => (
        <DailyUsageContent
          data={data}
          account={account}
          meter={meter}
          unit={unit}
          unitLabel={unitLabel}
          range={range}
          settings={settings}
          timeZone={timeZone}
        />
      )}
    </LoadState>
  );
}

interface DailyUsageContentProps extends DailyUsageProps {
  readonly data: DailyUsageData;
}

function DailyUsageContent({
  data,
  account,
  meter,
  unit,
  unitLabel,
  range,
  settings,
  timeZone,
}: DailyUsageContentProps) {
  const points = useMemo(() => dailyPoints(data, meter.meterId), [data, meter.meterId]);
  const language = useLanguage();
  // The axis and series names read in the active language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const x = useMemo(() => dailyAxis(points), [points, language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const series = useMemo(() => dailySeries(points, unitLabel), [points, unitLabel, language]);
  const formatValue = useMemo(() => usageValueFormatter(unit), [unit]);
  const rows = useMemo(
    () => usageTableRows(data, meter.meterId, unit, usageSortDirection(settings.usageSortOrder)),
    // The Type column reads in the active language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, meter.meterId, unit, settings.usageSortOrder, language],
  );
  const [chosenDay, setChosenDay] = useState<IsoDate | null>(null);
  // A day of another range is no longer on the chart.
  const shownDay = chosenDay && points.some((point) => point.date === chosenDay) ? chosenDay : null;
  const hourly =
    settings.meterDataEnabled &&
    unit === 'usage' &&
    meter.intervalMinutes !== null &&
    meter.intervalMinutes !== undefined;

  const meterData = data.usagesByMeter.find((one) => one.meterId === meter.meterId);
  const summary = dailySummary(points, meterData?.summarization);
  // Green Button counts usage: the file is offered with the Usage unit, as Explained is.
  const fileReadings = useMemo(
    () =>
      unit === 'usage'
        ? dailyGreenButtonReadings(meterData?.meterUsages ?? [], timeZone ?? 'UTC', greenButtonService(meter))
        : [],
    [unit, meterData, timeZone, meter],
  );
  const amount = (value: number) => formatUsageAmount(value, unit, unitLabel);
  const figures: DetailListItem[] = [];
  if (summary.total !== null && unit !== 'demand')
    figures.push({ label: messages.summary.total, value: amount(summary.total) });
  if (summary.average !== null)
    figures.push({ label: messages.summary.average, value: amount(summary.average) });
  if (summary.highest)
    figures.push({
      label: messages.summary.highest,
      value: messages.summary.on(amount(summary.highest.value), formatDate(summary.highest.date) ?? ''),
    });
  if (summary.lowest)
    figures.push({
      label: messages.summary.lowest,
      value: messages.summary.on(amount(summary.lowest.value), formatDate(summary.lowest.date) ?? ''),
    });

  return (
    <div className={styles.view}>
      <DetailList items={figures} className={styles.figures} />
      {unit === 'dollars' ? <PrepaidSummary account={account} range={range} /> : null}
      {hourly ? <p className={styles.hint}>{messages.chart.chooseDay}</p> : null}
      <Chart
        title={messages.chart.daily}
        x={x}
        series={series}
        formatValue={formatValue}
        height={chartHeight}
        timeZone="UTC"
        {...(hourly
          ? {
              onPointChoose: (index: number) => setChosenDay(points[index]?.date ?? null),
              chooseHint: messages.chart.chooseDay,
            }
          : {})}
      />
      {shownDay ? (
        <HourlyUsage
          key={shownDay}
          account={account}
          meterId={meter.meterId}
          date={shownDay}
          unitLabel={unitLabel}
          timeZone={timeZone}
          onClose={() => setChosenDay(null)}
        />
      ) : null}
      {unit === 'usage' ? (
        <UsageExplained
          account={account}
          meterId={meter.meterId}
          range={range}
          current={data}
          unitLabel={unitLabel}
        />
      ) : null}
      <UsageTable
        rows={rows}
        unit={unit}
        unitLabel={unitLabel}
        sortDirection={usageSortDirection(settings.usageSortOrder)}
      />
      {unit === 'usage' ? (
        <UsageGreenButton
          account={account}
          meter={meter}
          kind="daily"
          readings={fileReadings}
          timeZone={timeZone}
        />
      ) : null}
    </div>
  );
}
