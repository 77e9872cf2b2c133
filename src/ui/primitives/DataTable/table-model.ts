import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type ColumnDef,
  type FilterFn,
  type ReactTable,
  type Row,
  type SortFn,
  type SortingState,
} from '@tanstack/react-table';
import { dataTableSearchMatches } from '../../../domain/data-table.ts';
import type { DateFormatOptions } from '../../../domain/dates.ts';
import { compareValues, searchedText, sortValue, type DataTableColumn } from './columns.ts';
import type { DataTableSort } from './options.ts';

/** The parts of TanStack Table a data table uses, and how its columns, sort and search map onto them. */

export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

export type Features = typeof features;
// TanStack's row data must be an object; the screen's row types are.
export type RowObject = Record<string, unknown>;
export type TableModel = ReactTable<Features, RowObject>;
export type TableColumn = Column<Features, RowObject, unknown>;
export type TableRow = Row<Features, RowObject>;

/** A data table's sort as TanStack's: one column, or none. */
export function toSortingState(sort: DataTableSort | null | undefined): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];
}

/** The header's `aria-sort`: only the sorted column has a direction. */
export function ariaSortOf(column: TableColumn): 'ascending' | 'descending' | 'none' {
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

/** The screen's columns as TanStack's: sorted by `sortValue`, searched when `searchable`. */
export function columnDefsOf<TRow>(
  columns: readonly DataTableColumn<TRow>[],
): ColumnDef<Features, RowObject>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    // TanStack's undefined handling puts empty values last in both directions.
    accessorFn: (row) => sortValue(column, row as TRow),
    enableSorting: column.sortable ?? false,
    enableGlobalFilter: column.searchable ?? false,
    sortUndefined: 'last',
    sortFn: ((rowA, rowB, columnId) =>
      compareValues(rowA.getValue(columnId), rowB.getValue(columnId))) satisfies SortFn<Features, RowObject>,
  }));
}

/** The search across the searchable columns: a row matches when one of their texts holds the query. */
export function searchFilterOf<TRow>(
  columnsById: ReadonlyMap<string, DataTableColumn<TRow>>,
  dates: DateFormatOptions,
): FilterFn<Features, RowObject> {
  return (row, columnId, query: string) => {
    const column = columnsById.get(columnId);
    if (!column) return false;
    return dataTableSearchMatches(searchedText(column, row.original as TRow, dates), query);
  };
}
