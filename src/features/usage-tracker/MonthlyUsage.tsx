import { useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getMonthlyUsage } from '../../api/usage-tracker.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { type MonthlyRow, monthlyRows } from '../../domain/usage-tracker/monthly.ts';
import type { UsageMeter } from '../../domain/usage-tracker/types.ts';
import { formatUsageNumber, type UsageUnit } from '../../domain/usage-tracker/units.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Chart, type ChartSeries, type ChartXAxis } from '../../ui/primitives/Chart/Chart.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DailyUsage.css.ts';
import { usageValueFormatter } from './usage-chart.ts';
import { usageKeys } from './usage-keys.ts';
import { numberFormat } from '../../domain/numbers.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface MonthlyUsageProps {
  readonly account: MemberAccount;
  readonly meter: UsageMeter;
  readonly unit: UsageUnit;
  readonly unitLabel: string;
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** The Monthly tab (the account's usage history): the last 13 calendar months as bars, and their table. */
export function MonthlyUsage({ account, meter, unit, unitLabel }: MonthlyUsageProps) {
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
      {(data) => <MonthlyContent rows={monthlyRows(data.months, unit)} unit={unit} unitLabel={unitLabel} />}
    </LoadState>
  );
}

function MonthlyContent({
  rows,
  unit,
  unitLabel,
}: {
  readonly rows: MonthlyRow[];
  readonly unit: UsageUnit;
  readonly unitLabel: string;
}) {
  const text = messages.monthly;
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
    </div>
  );
}
