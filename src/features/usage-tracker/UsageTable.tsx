import { useMemo } from 'react';
import type { UsageSortDirection, UsageTableRow } from '../../domain/usage-tracker/daily.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { formatUsageNumber, type UsageUnit } from '../../domain/usage-tracker/units.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import * as styles from './UsageTable.css.ts';
import { numberFormat } from '../../domain/numbers.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface UsageTableProps {
  readonly rows: readonly UsageTableRow[];
  readonly unit: UsageUnit;
  readonly unitLabel: string;
  readonly sortDirection: UsageSortDirection;
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** A month of days fits a page; the longest timeframe (180 days) fits the largest. */
const pageSizes = [31, 93, 186] as const;

const integer = (value: number | null) => (value === null ? null : wholeNumber.format(value));

/**
 * The usage table of spec 03 §2.2: the days by date (descending unless the site says otherwise), the
 * export's columns (Reading Date, Meter, Reading, Type, Low Temperature, High Temperature, usage),
 * demand with two decimals and other usage as integers, dates MM/dd/yyyy; exported to CSV or a
 * spreadsheet, and printed with the chart.
 */
export function UsageTable({ rows, unit, unitLabel, sortDirection }: UsageTableProps) {
  const text = messages.table;
  const language = useLanguage();
  const columns = useMemo<DataTableColumn<UsageTableRow>[]>(
    () => [
      {
        id: 'date',
        header: text.readingDate,
        value: (row) => row.date,
        kind: 'date',
        sortable: true,
        rowHeader: true,
      },
      { id: 'meter', header: text.meter, value: (row) => row.meterId },
      {
        id: 'reading',
        header: text.reading,
        value: (row) => row.endReading,
        cell: (row) => integer(row.endReading),
        align: 'end',
        sortable: true,
      },
      { id: 'type', header: text.type, value: (row) => row.type, sortable: true },
      {
        id: 'low',
        header: text.lowTemperature,
        value: (row) => row.lowTemperature,
        cell: (row) => integer(row.lowTemperature),
        align: 'end',
      },
      {
        id: 'high',
        header: text.highTemperature,
        value: (row) => row.highTemperature,
        cell: (row) => integer(row.highTemperature),
        align: 'end',
      },
      {
        id: 'usage',
        header: text.usage(unitLabel),
        value: (row) => row.usage,
        cell: (row) => (row.usage === null ? null : formatUsageNumber(row.usage, unit)),
        align: 'end',
        sortable: true,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
    [text, unit, unitLabel, language],
  );
  return (
    <DataTable
      caption={text.caption}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      initialSort={{ columnId: 'date', direction: sortDirection }}
      pageSizeOptions={pageSizes}
      export={{ fileName: text.fileName, formats: ['xlsx', 'csv'] }}
      toolbar={
        <Button variant="secondary" className={styles.print} onClick={() => window.print()}>
          {messages.chart.print}
        </Button>
      }
    />
  );
}
