import { useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getMonthlyUsage } from '../../api/usage-tracker.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import {
  greenButtonService,
  monthlyGreenButtonReadings,
} from '../../domain/usage-tracker/green-button-readings.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { type MonthlyRow, monthlyRows } from '../../domain/usage-tracker/monthly.ts';
import type { MonthUsage, UsageMeter } from '../../domain/usage-tracker/types.ts';
import { formatUsageNumber, type UsageUnit } from '../../domain/usage-tracker/units.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Chart, type ChartSeries, type ChartXAxis } from '../../ui/primitives/Chart/Chart.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { usageValueFormatter } from './usage-chart.ts';
import { usageKeys } from './usage-keys.ts';
import { UsageGreenButton } from './UsageGreenButton.tsx';
import { numberFormat } from '../../domain/numbers.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface MonthlyUsageProps {
  readonly account: MemberAccount;
  readonly meter: UsageMeter;
  readonly unit: UsageUnit;
  readonly unitLabel: string;
  /** The cooperative's time zone: each month starts at its midnight in the Green Button file. */
  readonly timeZone: string | undefined;
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** The Monthly tab (the account's usage history): the last 13 calendar months as bars, and their table. */
export function MonthlyUsage({ account, meter, unit, unitLabel, timeZone }: MonthlyUsageProps) {
  const { client } = useElementContext();
  const monthly = useQuery(
    usageKeys(account.memberNumber, account.accountNumber, 'monthly', meter.meterId, unit),
    (signal) => getMonthlyUsage(client, account, { meterId: meter.meterId, unit }, signal),
    { keepPrevious: true },
  );
  return (
    <LoadState
      query={monthly}
      errors={usageTrackerErrors}
      loadingLabel={messages.loading}
      isEmpty={(data) => monthlyRows(data.months, unit).every((row) => row.usage === null)}
      emptyMessage={messages.empty.noUsage}
    >
      {(data) => (
        <MonthlyContent
          months={data.months}
          account={account}
          meter={meter}
          unit={unit}
          unitLabel={unitLabel}
          timeZone={timeZone}
        />
      )}
    </LoadState>
  );
}

interface MonthlyContentProps extends MonthlyUsageProps {
  readonly months: readonly MonthUsage[];
}

function MonthlyContent({ months, account, meter, unit, unitLabel, timeZone }: MonthlyContentProps) {
  const text = messages.monthly;
  const rows = useMemo(() => monthlyRows(months, unit), [months, unit]);
  // Green Button counts usage: the file is offered with the Usage unit, as on the Daily tab.
  const fileReadings = useMemo(() => {
    if (unit !== 'usage') return [];
    const { firstReadingDate: first, lastReadingDate: last } = meter;
    return monthlyGreenButtonReadings(
      months,
      timeZone ?? 'UTC',
      greenButtonService(meter),
      first && last ? { first, last } : null,
    );
  }, [months, unit, meter, timeZone]);
  const x = useMemo<ChartXAxis>(
    () => ({ kind: 'categories', label: messages.chart.month, values: rows.map((row) => row.label) }),
    [rows],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: messages.chart.usage, kind: 'bars', unit: unitLabel, values: rows.map((row) => row.usage) },
      {
        label: text.averageHigh,
        kind: 'line',
        unit: '°F',
        axis: 'end',
        color: 'coop-color-danger',
        values: rows.map((row) => row.averageHigh),
      },
      {
        label: text.averageLow,
        kind: 'line',
        unit: '°F',
        axis: 'end',
        color: 'coop-color-text',
        dashed: true,
        values: rows.map((row) => row.averageLow),
      },
    ],
    [rows, unitLabel, text],
  );
  const formatValue = useMemo(() => usageValueFormatter(unit), [unit]);
  const language = useLanguage();
  const columns = useMemo<DataTableColumn<MonthlyRow>[]>(
    () => [
      {
        id: 'month',
        header: text.month,
        value: (row) => row.month,
        cell: (row) => row.label,
        sortable: true,
        rowHeader: true,
        exportValue: (row) => row.label,
      },
      { id: 'days', header: text.days, value: (row) => row.days, align: 'end' },
      {
        id: 'usage',
        header: messages.table.usage(unitLabel),
        value: (row) => row.usage,
        cell: (row) => (row.usage === null ? null : formatUsageNumber(row.usage, unit)),
        align: 'end',
        sortable: true,
      },
      {
        id: 'high',
        header: text.averageHigh,
        value: (row) => row.averageHigh,
        cell: (row) => (row.averageHigh === null ? null : wholeNumber.format(row.averageHigh)),
        align: 'end',
      },
      {
        id: 'low',
        header: text.averageLow,
        value: (row) => row.averageLow,
        cell: (row) => (row.averageLow === null ? null : wholeNumber.format(row.averageLow)),
        align: 'end',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
    [text, unit, unitLabel, language],
  );
  return (
    <div className={styles.view}>
      <Chart title={messages.chart.monthly} x={x} series={series} formatValue={formatValue} height={280} />
      <DataTable
        caption={text.caption}
        columns={columns}
        data={rows}
        getRowId={(row) => row.month}
        initialSort={{ columnId: 'month', direction: 'descending' }}
        paging={false}
        export={{ fileName: text.fileName, formats: ['xlsx', 'csv'] }}
      />
      {unit === 'usage' ? (
        <UsageGreenButton
          account={account}
          meter={meter}
          kind="monthly"
          readings={fileReadings}
          timeZone={timeZone}
        />
      ) : null}
    </div>
  );
}
