import { functionalUpdate, useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  dataTablePageAfterResize,
  dataTablePageSizes,
  dataTableSelectionWithin,
  dataTableSortAnnouncement,
} from '../../../domain/data-table.ts';
import type { DateFormatOptions } from '../../../domain/dates.ts';
import type { DataTableColumn } from './columns.ts';
import type { DataTableProps } from './DataTable.tsx';
import type { DataTableQuery } from './options.ts';
import {
  columnDefsOf,
  features,
  searchFilterOf,
  toSortingState,
  type RowObject,
  type TableColumn,
  type TableModel,
  type TableRow,
} from './table-model.ts';
import { useDataTableSearch } from './useDataTableSearch.ts';
import { useRowSelection } from './useRowSelection.ts';

/** The props the state reads, with the component's defaults applied. */
export type DataTableStateOptions<TRow> = Pick<
  DataTableProps<TRow>,
  | 'columns'
  | 'data'
  | 'getRowId'
  | 'initialSort'
  | 'defaultPageSize'
  | 'selection'
  | 'server'
  | 'filter'
  | 'timeZone'
  | 'locale'
> &
  Required<Pick<DataTableProps<TRow>, 'pageSizeOptions' | 'loading' | 'paging'>>;

export interface DataTableState<TRow> {
  /** The headers, the selection and the rows, for the markup. */
  readonly table: TableModel;
  readonly columnsById: ReadonlyMap<string, DataTableColumn<TRow>>;
  readonly dates: DateFormatOptions;
  readonly pageRows: readonly TableRow[];
  /** Zero-based. */
  readonly pageIndex: number;
  readonly pageSize: number;
  /** At least one: an empty table is on 'Page 1 of 1'. */
  readonly pageCount: number;
  /** The rows matching the search across all pages. */
  readonly totalRows: number;
  /** The page size choices, the current size among them. */
  readonly pageSizes: readonly number[];
  /** The search box's text as typed. */
  readonly searchText: string;
  /** What the polite status says after a sort or a search. */
  readonly announcement: string;
  readonly search: (text: string) => void;
  readonly sort: (column: TableColumn) => void;
  readonly goToPage: (index: number) => void;
  readonly changePageSize: (size: number) => void;
  /** Client mode: every row matching the search, in the sort's order. */
  readonly matchingRows: () => readonly TRow[];
}

/**
 * What a data table holds and does, without its markup: the sort, the page, the search and the
 * selection, kept by TanStack Table in client mode and reported as a query in server mode, and the
 * sentences announced after a sort or a search.
 */
export function useDataTableState<TRow extends object>({
  columns,
  data,
  getRowId,
  initialSort,
  pageSizeOptions,
  defaultPageSize,
  selection,
  server,
  loading,
  filter,
  paging,
  timeZone,
  locale,
}: DataTableStateOptions<TRow>): DataTableState<TRow> {
  const serverMode = server !== undefined;
  const [announcement, setAnnouncement] = useState('');
  // A query reported but not yet rendered back: the base of a second change in the same moment.
  const unsettledQuery = useRef<DataTableQuery | null>(null);

  const rowIdOf = getRowId as ((row: RowObject, index: number) => string) | undefined;
  const idOf = (row: TRow, index: number) => (getRowId ? getRowId(row, index) : String(index));
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const dates = useMemo<DateFormatOptions>(() => ({ locale, timeZone }), [locale, timeZone]);
  const columnDefs = useMemo(() => columnDefsOf(columns), [columns]);

  const matchesSearch = useMemo(() => searchFilterOf(columnsById, dates), [columnsById, dates]);
  const { rowSelection, commitSelection } = useRowSelection(selection, data, idOf);

  const table = useTable({
    features,
    columns: columnDefs,
    data: data as readonly RowObject[],
    getRowId: rowIdOf,
    initialState: {
      sorting: toSortingState(initialSort),
      pagination: {
        pageIndex: 0,
        pageSize:
          paging || serverMode ? (defaultPageSize ?? pageSizeOptions[0] ?? 10) : Number.MAX_SAFE_INTEGER,
      },
    },
    state: server
      ? {
          rowSelection,
          pagination: { pageIndex: server.query.pageIndex, pageSize: server.query.pageSize },
          sorting: toSortingState(server.query.sort),
        }
      : { rowSelection },
    // In server mode the rows arrive paged, sorted and searched.
    manualPagination: serverMode,
    manualSorting: serverMode,
    manualFiltering: serverMode,
    rowCount: server?.rowCount,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      commitSelection(functionalUpdate(updater, rowSelection)),
    globalFilterFn: matchesSearch,
    // One sorted column at a time: ascending, then descending.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    // The data table resets the page itself, where the member expects it.
    autoResetPageIndex: false,
  });

  const { pageIndex, pageSize } = table.state.pagination;
  const totalRows = server ? server.rowCount : table.getPrePaginatedRowModel().rows.length;
  const pageCount = Math.max(1, server ? Math.ceil(server.rowCount / pageSize) : table.getPageCount());

  /** Server mode: reports the query with `change` applied. */
  function changeQuery(change: Partial<DataTableQuery>) {
    if (!server) return;
    const next = { ...(unsettledQuery.current ?? server.query), ...change };
    unsettledQuery.current = next;
    server.onQueryChange(next);
  }

  useEffect(() => {
    unsettledQuery.current = null;
  });

  const { searchText, search } = useDataTableSearch({
    table,
    server,
    data,
    loading,
    reportedQuery: () => unsettledQuery.current ?? server?.query,
    changeQuery,
    announce: setAnnouncement,
  });

  function currentPageIndex(): number {
    return server
      ? (unsettledQuery.current ?? server.query).pageIndex
      : table.atoms.pagination.get().pageIndex;
  }

  function goToPage(index: number) {
    if (index === currentPageIndex()) return;
    if (server) changeQuery({ pageIndex: index });
    else table.setPageIndex(index);
  }

  function changePageSize(size: number) {
    // The first row shown stays on the new page.
    const nextPageIndex = dataTablePageAfterResize(pageIndex, pageSize, size);
    if (server) changeQuery({ pageSize: size, pageIndex: nextPageIndex });
    else table.setPageSize(size);
  }

  function sort(column: TableColumn) {
    const header = columnsById.get(column.id)?.header ?? column.id;
    const direction = column.getNextSortingOrder() === 'desc' ? 'descending' : 'ascending';
    if (server) {
      changeQuery({ sort: { columnId: column.id, direction }, pageIndex: 0 });
    } else {
      column.toggleSorting(direction === 'descending', false);
      table.setPageIndex(0);
    }
    setAnnouncement(dataTableSortAnnouncement(header, direction));
  }

  // A new filter choice shows other rows: back to the first page, before the member sees a page past
  // the end; and, unless the screen keeps them, selected rows no longer shown are unselected.
  const filterKey = filter?.key;
  const hiddenSelection = filter?.hiddenSelection ?? 'drop';
  const previousFilterKey = useRef(filterKey);
  const onFilterChange = useEffectEvent(() => {
    goToPage(0);
    if (hiddenSelection === 'keep' || !selection) return;
    const kept = dataTableSelectionWithin(rowSelection, data.map(idOf));
    if (Object.keys(kept).length !== Object.keys(rowSelection).length) commitSelection(kept);
  });
  useLayoutEffect(() => {
    if (previousFilterKey.current === filterKey) return;
    previousFilterKey.current = filterKey;
    onFilterChange();
  }, [filterKey]);

  // New data with fewer rows (a refresh) can leave the member past the last page. While other rows
  // load, the count is the old one: wait for them.
  const lastPageIndex = pageCount - 1;
  const clampPage = useEffectEvent(() => {
    if (currentPageIndex() > lastPageIndex) goToPage(lastPageIndex);
  });
  useEffect(() => {
    if (pageIndex > lastPageIndex && !(serverMode && loading)) clampPage();
  }, [pageIndex, lastPageIndex, serverMode, loading]);

  return {
    table,
    columnsById,
    dates,
    pageRows: table.getRowModel().rows,
    pageIndex,
    pageSize,
    pageCount,
    totalRows,
    pageSizes: dataTablePageSizes(pageSizeOptions, pageSize),
    searchText,
    announcement,
    search,
    sort,
    goToPage,
    changePageSize,
    matchingRows: () => table.getPrePaginatedRowModel().rows.map((row) => row.original as TRow),
  };
}
