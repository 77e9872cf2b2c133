import type { ReactNode } from 'react';
import { formatDate, formatDateTime, instantOf, type DateFormatOptions } from '../../../domain/dates.ts';
import type { ExportCell, ExportTable } from '../../../domain/table-export/export-table.ts';

export const dataTableAlignments = ['start', 'center', 'end'] as const;
export type DataTableAlignment = (typeof dataTableAlignments)[number];

/**
 * What a column shows when its values are moments: `date` a calendar date (MM/dd/yyyy), `dateTime` a
 * date and time (MM/dd/yyyy HH:mm), both in the table's locale and time zone, sorted by instant.
 */
export const dataTableColumnKinds = ['date', 'dateTime'] as const;
export type DataTableColumnKind = (typeof dataTableColumnKinds)[number];

/**
 * What a column sorts and searches by. A `Date` is shown as MM/dd/yyyy when there is no `cell`; an ISO
 * string ('2026-07-04', '2026-07-04T15:30:00Z') is a moment in a column of a date `kind`.
 */
export type DataTableValue = string | number | Date | null | undefined;

/** One column, declared by the screen. */
export interface DataTableColumn<TRow> {
  /** Unique among the columns; the key of the sort state and of `initialSort`. */
  readonly id: string;
  /** Header text; also labels each cell in the narrow card layout. */
  readonly header: string;
  /** The raw value: sorted by (numbers as numbers, dates as dates) and shown when there is no `cell`. */
  readonly value: (row: TRow) => DataTableValue;
  /** Shows the values as dates or date-times and sorts them by instant (see `DataTableColumnKind`). */
  readonly kind?: DataTableColumnKind;
  /** What the cell shows, e.g. formatted money or a button. The shown text of `value` by default. */
  readonly cell?: (row: TRow) => ReactNode;
  /** Shown, searched and exported for an empty value, e.g. 'N/A'. Nothing by default. */
  readonly emptyText?: string;
  /** Adds a sort button to the header. */
  readonly sortable?: boolean;
  /** The search box matches this column. */
  readonly searchable?: boolean;
  /** The text the search matches, e.g. '$1,234.50' for a money column. The shown text of `value` by default. */
  readonly searchText?: (row: TRow) => string;
  /**
   * What an exported file holds for the cell: text, or a number a spreadsheet can add up. The shown text
   * of `value` by default (a number stays a number); give it when `cell` shows something else, e.g.
   * '$1,234.50'.
   */
  readonly exportValue?: (row: TRow) => ExportCell;
  /** `end` for amounts. `start` by default. */
  readonly align?: DataTableAlignment;
  /** Marks the cell as the header of its row (`<th scope="row">`), e.g. the account number. */
  readonly rowHeader?: boolean;
  /** The header is for assistive technology only, e.g. over a column of action buttons. */
  readonly hideHeader?: boolean;
}

function momentOf(value: DataTableValue): string | Date | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? new Date(value) : value;
}

/** The shown text of a value, or null when there is nothing to show. */
function formattedValue<TRow>(
  column: DataTableColumn<TRow>,
  row: TRow,
  dates: DateFormatOptions,
): string | null {
  const value = column.value(row);
  if (column.kind === 'dateTime') return formatDateTime(momentOf(value), dates);
  if (column.kind === 'date' || value instanceof Date) return formatDate(momentOf(value), dates);
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** The text a cell shows when the column has no `cell`: dates in the table's zone and locale. */
export function shownText<TRow>(column: DataTableColumn<TRow>, row: TRow, dates: DateFormatOptions): string {
  return formattedValue(column, row, dates) ?? column.emptyText ?? '';
}

/** The text the search box matches in a cell. */
export function searchedText<TRow>(
  column: DataTableColumn<TRow>,
  row: TRow,
  dates: DateFormatOptions,
): string {
  return column.searchText ? column.searchText(row) : shownText(column, row, dates);
}

/** What an exported file holds for a cell. */
export function exportCell<TRow>(
  column: DataTableColumn<TRow>,
  row: TRow,
  dates: DateFormatOptions,
): ExportCell {
  if (column.exportValue) return column.exportValue(row);
  const value = column.value(row);
  if (typeof value === 'number' && !column.kind) return value;
  return formattedValue(column, row, dates) ?? column.emptyText ?? null;
}

/** What an exported file holds: the headers, and each row's cells as `exportCell` gives them. */
export function exportTable<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
  dates: DateFormatOptions,
): ExportTable {
  return {
    headers: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => exportCell(column, row, dates))),
  };
}

/**
 * What a cell sorts by: a moment's instant (so '2026-07-04T10:00:00-05:00' comes after
 * '2026-07-04T14:00:00Z'), a number, or text. Undefined for an empty value, which sorts last.
 */
export function sortValue<TRow>(column: DataTableColumn<TRow>, row: TRow): string | number | undefined {
  const value = column.value(row);
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (column.kind && typeof value === 'string') return instantOf(value) ?? undefined;
  return value;
}

/** Numbers and instants in order of size, text in natural order ('A2' before 'A10'), ignoring case. */
export function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { numeric: true, sensitivity: 'base' });
}
