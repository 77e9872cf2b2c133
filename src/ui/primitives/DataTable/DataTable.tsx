import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type FilterFn,
  type Row,
  type RowSelectionState,
  type SortFn,
  type Updater,
} from '@tanstack/react-table';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { DateFormatOptions } from '../../../domain/dates.ts';
import { dataTableMessages } from '../../../domain/primitive-messages/data-table.ts';
import {
  exportFormats,
  type ExportFormat,
  type ExportTable,
} from '../../../domain/table-export/export-table.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import {
  compareValues,
  exportCell,
  searchedText,
  shownText,
  sortValue,
  type DataTableColumn,
} from './columns.ts';
import * as styles from './DataTable.css';
import { DataTableExport } from './DataTableExport.tsx';

export { dataTableAlignments, dataTableColumnKinds } from './columns.ts';
export type { DataTableAlignment, DataTableColumn, DataTableColumnKind, DataTableValue } from './columns.ts';
export type { ExportCell, ExportFormat } from '../../../domain/table-export/export-table.ts';

export type DataTableSortDirection = 'ascending' | 'descending';

export interface DataTableSort {
  readonly columnId: string;
  readonly direction: DataTableSortDirection;
}

/** Turns on the selection column. Give `selectedRowIds` to control it, or only `onChange` to be told. */
export interface DataTableSelection<TRow> {
  /** Names a row's checkbox, e.g. the account number: 'Select row 300100200'. */
  readonly rowLabel: (row: TRow) => string;
  /** The selected row ids (see `getRowId`) when the screen owns the selection. */
  readonly selectedRowIds?: readonly string[];
  /**
   * Called on every change with the selected ids and the selected rows of `data`, in its order. A
   * selected row that `data` does not hold (another server page, a row a filter hides with 'keep') is
   * among the ids only.
   */
  readonly onChange?: (selectedRowIds: readonly string[], selectedRows: readonly TRow[]) => void;
}

/** The rows a screen fetches in server mode: one page of those matching the search, in the sort's order. */
export interface DataTableQuery {
  /** Zero-based. */
  readonly pageIndex: number;
  readonly pageSize: number;
  /** Null for the server's own order. */
  readonly sort: DataTableSort | null;
  /** The search box's text, trimmed; '' for none. */
  readonly search: string;
}

/**
 * Server mode: the screen owns the query and passes only the rows of its page as `data`. The table
 * neither sorts, searches nor slices them.
 */
export interface DataTableServerMode {
  readonly query: DataTableQuery;
  /**
   * Called with the whole next query when the member pages, changes the page size, sorts, or searches
   * (once typing pauses). A sort, a search and a new `filter` go back to the first page.
   */
  readonly onQueryChange: (query: DataTableQuery) => void;
  /** How many rows match the search (and the screen's filter) across all pages. */
  readonly rowCount: number;
  /** How long the search box waits after the last key before it reports: 300 ms by default. */
  readonly searchDelayMs?: number;
}

/**
 * What becomes of selected rows that a new filter choice no longer shows: `drop` unselects them (so a
 * bulk action never touches rows the member cannot see), `keep` leaves them selected.
 */
export type DataTableHiddenSelection = 'drop' | 'keep';

/** A filter the screen applies outside the table, e.g. a view selector; `data` holds the rows it lets through. */
export interface DataTableFilter {
  /** Names the current choice, e.g. 'average-billing'. When it changes the table goes back to its first page. */
  readonly key: string;
  /** `drop` by default. */
  readonly hiddenSelection?: DataTableHiddenSelection;
}

/** Turns on the export buttons. */
export interface DataTableExportOptions<TRow> {
  /** The file's name; the format's extension is added: 'payment-history' → 'payment-history.csv'. */
  readonly fileName: string;
  /** The buttons, in order: both CSV and spreadsheet by default. */
  readonly formats?: readonly ExportFormat[];
  /**
   * Server mode: fetches every row of the current search, filter and sort (the table holds one page).
   * Required there: without it a server-mode table shows no export buttons.
   */
  readonly allRows?: () => Promise<readonly TRow[]>;
}

export interface DataTableProps<TRow> {
  /** Names the table; required, because a table without a name is hard to find with a screen reader. */
  readonly caption: string;
  /** Hides the caption on screen, e.g. when a heading just above says the same. Printed, it is the title. */
  readonly hideCaption?: boolean;
  readonly columns: readonly DataTableColumn<TRow>[];
  /** Every row (client mode), or the rows of the query's page (server mode). */
  readonly data: readonly TRow[];
  /** A stable id per row (an account number); selection survives sorting and new data by it. The index by default. */
  readonly getRowId?: (row: TRow, index: number) => string;
  /** Client mode only; server mode starts from its query. */
  readonly initialSort?: DataTableSort;
  /** The page size choices, e.g. [10, 25, 50, 100]. */
  readonly pageSizeOptions?: readonly number[];
  /** The first page size; the first option by default. Client mode only. */
  readonly defaultPageSize?: number;
  /** Shown in one full-width row when there are no rows or nothing matches the search. */
  readonly emptyMessage?: string;
  readonly selection?: DataTableSelection<TRow>;
  /** Server mode (see `DataTableServerMode`); the table pages, sorts and searches by itself without it. */
  readonly server?: DataTableServerMode;
  /**
   * Other rows are on their way: the rows shown stay, greyed, the table is marked busy and a status
   * says so. Never replaced by a spinner, so the member keeps their place.
   */
  readonly loading?: boolean;
  /** The screen's own filter outside the table (see `DataTableFilter`). */
  readonly filter?: DataTableFilter;
  /** The screen's controls above the table, in its toolbar: a view selector, bulk action buttons. */
  readonly toolbar?: ReactNode;
  /** Px: the table scrolls in a box this high, its header row in view; keyboard users can focus the box. */
  readonly maxHeight?: number;
  /** The IANA time zone of every date column (the cooperative's); the browser's by default. */
  readonly timeZone?: string;
  /** The BCP 47 locale of every date column; en-US by default. */
  readonly locale?: string;
  /** Export buttons (see `DataTableExportOptions`). */
  readonly export?: DataTableExportOptions<TRow>;
  /**
   * False for a short list shown whole, e.g. the overview's latest records with a link to the full
   * history: no page controls, every row on one page. Client mode only.
   */
  readonly paging?: boolean;
  /**
   * The table keeps at least this many rows' height, with empty rows below the records (hidden from
   * assistive technology and dropped in the narrow layout), e.g. the overview's history of ten rows.
   */
  readonly minRows?: number;
}

const defaultPageSizeOptions = [10, 25, 50, 100] as const;
const defaultSearchDelayMs = 300;

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

type Features = typeof features;
// TanStack's row data must be an object; the screen's row types are.
type RowObject = Record<string, unknown>;

function toSortingState(sort: DataTableSort | null | undefined) {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];
}

function ariaSortOf(column: Column<Features, RowObject, unknown>): 'ascending' | 'descending' | 'none' {
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

/** 'var(--x)' → '--x', to set a vanilla-extract variable from a prop. */
function customPropertyName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {direction !== 'descending' && (
        <path
          d="M8 2 12 7H4Z"
          className={direction === 'ascending' ? styles.sortIconActive : styles.sortIconIdle}
        />
      )}
      {direction !== 'ascending' && (
        <path
          d="M8 14 4 9h8Z"
          className={direction === 'descending' ? styles.sortIconActive : styles.sortIconIdle}
        />
      )}
    </svg>
  );
}

/**
 * A table of records for the signed-in screens: sorting by header buttons, pagination with a page
 * size choice, an optional search across the searchable columns, an optional selection column, the
 * screen's own controls in its toolbar, CSV and spreadsheet export, and a print layout. It pages, sorts
 * and searches in the browser, or, in server mode, reports the query and shows the page it is given.
 * Below 600 px of its own width each row becomes a card whose cells are labelled by their headers.
 * Host pages can style `::part(table)`, `::part(pagination)` and `::part(search)`.
 */
export function DataTable<TRow extends object>({
  caption,
  hideCaption = false,
  columns,
  data,
  getRowId,
  initialSort,
  pageSizeOptions = defaultPageSizeOptions,
  defaultPageSize,
  emptyMessage = dataTableMessages.noRecords,
  selection,
  server,
  loading = false,
  filter,
  toolbar,
  maxHeight,
  timeZone,
  locale,
  export: exportOptions,
  paging = true,
  minRows = 0,
}: DataTableProps<TRow>) {
  const pageSizeId = useId();
  const serverMode = server !== undefined;
  const [searchText, setSearchText] = useState(server?.query.search ?? '');
  const [announcement, setAnnouncement] = useState('');
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);
  // A query reported but not yet rendered back: the base of a second change in the same moment.
  const unsettledQuery = useRef<DataTableQuery | null>(null);
  // The rows shown when a server search was reported; its count is announced once others arrive.
  const searchAwaitingRows = useRef<{ readonly data: readonly TRow[] } | null>(null);

  const rows = data as readonly RowObject[];
  const rowIdOf = getRowId as ((row: RowObject, index: number) => string) | undefined;
  const idOf = (row: RowObject, index: number) => (rowIdOf ? rowIdOf(row, index) : String(index));
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const dates = useMemo<DateFormatOptions>(() => ({ locale, timeZone }), [locale, timeZone]);

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, RowObject> => ({
        id: column.id,
        header: column.header,
        // TanStack's undefined handling puts empty values last in both directions.
        accessorFn: (row) => sortValue(column, row as TRow),
        enableSorting: column.sortable ?? false,
        enableGlobalFilter: column.searchable ?? false,
        sortUndefined: 'last',
        sortFn: ((rowA, rowB, columnId) =>
          compareValues(rowA.getValue(columnId), rowB.getValue(columnId))) satisfies SortFn<
          Features,
          RowObject
        >,
      })),
    [columns],
  );

  const matchesSearch = useMemo<FilterFn<Features, RowObject>>(
    () => (row, columnId, query: string) => {
      const column = columnsById.get(columnId);
      if (!column) return false;
      const text = searchedText(column, row.original as TRow, dates);
      return text.toLocaleLowerCase('en').includes(query.trim().toLocaleLowerCase('en'));
    },
    [columnsById, dates],
  );

  const controlledSelection = selection?.selectedRowIds;
  const rowSelection = useMemo<RowSelectionState>(
    () =>
      controlledSelection
        ? Object.fromEntries(controlledSelection.map((id) => [id, true as const]))
        : ownSelection,
    [controlledSelection, ownSelection],
  );

  function commitSelection(next: RowSelectionState) {
    if (!controlledSelection) setOwnSelection(next);
    if (selection?.onChange) {
      const selectedRows = rows.filter((row, index) => next[idOf(row, index)]) as TRow[];
      selection.onChange(Object.keys(next), selectedRows);
    }
  }

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
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

  const hasSearch = columns.some((column) => column.searchable);
  const pageRows = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.state.pagination;
  const totalRows = server ? server.rowCount : table.getPrePaginatedRowModel().rows.length;
  const pageCount = Math.max(1, server ? Math.ceil(server.rowCount / pageSize) : table.getPageCount());
  const canPrevious = pageIndex > 0;
  const canNext = pageIndex + 1 < pageCount;
  const firstRowShown = Math.min(totalRows, pageIndex * pageSize + 1);
  const lastRowShown = Math.min(totalRows, (pageIndex + 1) * pageSize);
  const columnCount = columns.length + (selection ? 1 : 0);
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected() && !allSelected;
  const sizeOptions = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];
  const searchDelayMs = server?.searchDelayMs ?? defaultSearchDelayMs;

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
    if (server) changeQuery({ pageSize: size, pageIndex: Math.floor((pageIndex * pageSize) / size) });
    else table.setPageSize(size);
  }

  // The screen set the search itself (a reset, a link): the box shows it.
  const [querySearchShown, setQuerySearchShown] = useState(server?.query.search);
  if (server && server.query.search !== querySearchShown) {
    setQuerySearchShown(server.query.search);
    if (server.query.search !== searchText.trim()) setSearchText(server.query.search);
  }

  function onSearch(event: ChangeEvent<HTMLInputElement>) {
    const query = event.target.value;
    setSearchText(query);
    // Server mode reports the text once typing pauses (below), not a request per key.
    if (server) return;
    table.setGlobalFilter(query.trim());
    table.setPageIndex(0);
    setAnnouncement(
      query.trim() ? dataTableMessages.matchingRecords(table.getFilteredRowModel().rows.length) : '',
    );
  }

  const reportSearch = useEffectEvent((text: string) => {
    if (!server || text === (unsettledQuery.current ?? server.query).search) return;
    searchAwaitingRows.current = { data };
    changeQuery({ search: text, pageIndex: 0 });
  });

  useEffect(() => {
    if (!serverMode) return;
    const timer = setTimeout(() => reportSearch(searchText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [serverMode, searchText, searchDelayMs]);

  // A server search is announced when its rows have arrived, with the count the server gave.
  const serverRowCount = server?.rowCount ?? 0;
  const serverSearch = server?.query.search ?? '';
  useEffect(() => {
    const awaiting = searchAwaitingRows.current;
    if (!awaiting || loading || awaiting.data === data) return;
    searchAwaitingRows.current = null;
    setAnnouncement(serverSearch ? dataTableMessages.matchingRecords(serverRowCount) : '');
  }, [data, loading, serverRowCount, serverSearch]);

  function onSort(column: Column<Features, RowObject, unknown>) {
    const header = columnsById.get(column.id)?.header ?? column.id;
    const next = column.getNextSortingOrder();
    if (server) {
      const direction = next === 'desc' ? 'descending' : 'ascending';
      changeQuery({ sort: { columnId: column.id, direction }, pageIndex: 0 });
    } else {
      column.toggleSorting(next === 'desc', false);
      table.setPageIndex(0);
    }
    setAnnouncement(
      next === 'desc'
        ? dataTableMessages.sortedDescending(header)
        : dataTableMessages.sortedAscending(header),
    );
  }

  // A button that becomes disabled loses focus to the page; hand it to the other one instead, once
  // the new page has rendered and the other one is enabled.
  function goToPreviousPage() {
    goToPage(pageIndex - 1);
    if (pageIndex - 1 === 0) focusAfterRender.current = nextButton.current;
  }

  function goToNextPage() {
    goToPage(pageIndex + 1);
    if (pageIndex + 2 >= pageCount) focusAfterRender.current = previousButton.current;
  }

  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = null;
  });

  // A new filter choice shows other rows: back to the first page, before the member sees a page past
  // the end; and, unless the screen keeps them, selected rows no longer shown are unselected.
  const filterKey = filter?.key;
  const hiddenSelection = filter?.hiddenSelection ?? 'drop';
  const previousFilterKey = useRef(filterKey);
  const onFilterChange = useEffectEvent(() => {
    goToPage(0);
    if (hiddenSelection === 'keep' || !selection) return;
    const shown = new Set(rows.map(idOf));
    const kept = Object.fromEntries(Object.entries(rowSelection).filter(([id]) => shown.has(id)));
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

  async function prepareExport(): Promise<ExportTable> {
    const source =
      server && exportOptions?.allRows
        ? await exportOptions.allRows()
        : table.getPrePaginatedRowModel().rows.map((row) => row.original as TRow);
    return {
      headers: columns.map((column) => column.header),
      rows: source.map((row) => columns.map((column) => exportCell(column, row, dates))),
    };
  }

  function renderCell(row: Row<Features, RowObject>, column: DataTableColumn<TRow>) {
    const original = row.original as TRow;
    const content = column.cell ? column.cell(original) : shownText(column, original, dates);
    const className = `${styles.cell} ${styles.alignment[column.align ?? 'start']}`;
    const label = (
      <span className={styles.cellLabel} aria-hidden="true">
        {column.header}
      </span>
    );
    return column.rowHeader ? (
      <th key={column.id} scope="row" className={className}>
        {label}
        <span>{content}</span>
      </th>
    ) : (
      <td key={column.id} className={className}>
        {label}
        <span>{content}</span>
      </td>
    );
  }

  const showExport = exportOptions !== undefined && (!server || exportOptions.allRows !== undefined);
  const hasToolbar = Boolean(toolbar) || hasSearch || showExport;
  const scrollBox =
    maxHeight === undefined
      ? { className: styles.scroller }
      : {
          className: `${styles.scroller} ${styles.scrollBox}`,
          style: { [customPropertyName(styles.maxHeightVar)]: `${maxHeight}px` } as CSSProperties,
          role: 'region',
          'aria-label': dataTableMessages.scrollRegion(caption),
          tabIndex: 0,
        };

  return (
    <div className={styles.root}>
      {hasToolbar && (
        <div className={styles.toolbar}>
          {toolbar ? <div className={styles.screenControls}>{toolbar}</div> : null}
          {hasSearch && (
            <div part="search" className={styles.search}>
              <TextField
                type="search"
                label={dataTableMessages.search}
                value={searchText}
                onChange={onSearch}
              />
            </div>
          )}
          {showExport && (
            <DataTableExport
              formats={exportOptions.formats ?? exportFormats}
              fileName={exportOptions.fileName}
              sheetName={caption}
              prepare={prepareExport}
            />
          )}
        </div>
      )}
      <div {...scrollBox}>
        <table part="table" className={styles.table} aria-busy={loading || undefined}>
          <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>
            {hideCaption ? <span className={styles.hiddenCaptionText}>{caption}</span> : caption}
          </caption>
          <thead className={styles.head}>
            <tr className={styles.headRow}>
              {selection && (
                <th scope="col" className={`${styles.headerCell} ${styles.selectionCell}`}>
                  <label className={styles.checkboxLabel}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={allSelected}
                      ref={(input) => {
                        if (input) input.indeterminate = someSelected;
                      }}
                      disabled={table.getFilteredRowModel().rows.length === 0}
                      onChange={(event) => table.toggleAllRowsSelected(event.target.checked)}
                    />
                    <span className={styles.selectAllText}>{dataTableMessages.selectAllRows}</span>
                  </label>
                </th>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const column = columnsById.get(header.column.id);
                if (!column) return null;
                const alignClass = styles.alignment[column.align ?? 'start'];
                if (!column.sortable) {
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`${styles.headerCell} ${styles.staticHeaderCell} ${alignClass}`}
                    >
                      {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                    </th>
                  );
                }
                const direction = ariaSortOf(header.column);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction}
                    className={`${styles.headerCell} ${alignClass}`}
                  >
                    <button type="button" className={styles.sortButton} onClick={() => onSort(header.column)}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={loading ? `${styles.body} ${styles.bodyLoading}` : styles.body}>
            {pageRows.length === 0 ? (
              <tr className={styles.row}>
                <td colSpan={columnCount} className={styles.empty}>
                  {loading ? dataTableMessages.loadingRows : emptyMessage}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => {
                const selected = row.getIsSelected();
                return (
                  <tr
                    key={row.id}
                    className={styles.row}
                    data-row-id={row.id}
                    data-selected={selected || undefined}
                  >
                    {selection && (
                      <td className={`${styles.cell} ${styles.selectionCell}`}>
                        <label className={styles.checkboxLabel}>
                          <input
                            type="checkbox"
                            className={styles.checkbox}
                            checked={selected}
                            onChange={row.getToggleSelectedHandler()}
                          />
                          <VisuallyHidden>
                            {dataTableMessages.selectRow(selection.rowLabel(row.original as TRow))}
                          </VisuallyHidden>
                        </label>
                      </td>
                    )}
                    {columns.map((column) => renderCell(row, column))}
                  </tr>
                );
              })
            )}
            {Array.from({ length: Math.max(0, minRows - Math.max(pageRows.length, 1)) }, (_, index) => (
              // Keeps the table at its height; nothing in it for assistive technology.
              <tr
                key={`padding-${index}`}
                className={`${styles.row} ${styles.paddingRow}`}
                aria-hidden="true"
              >
                {Array.from({ length: columnCount }, (_, cell) => (
                  <td key={cell} className={styles.cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging || serverMode ? (
        <div part="pagination" className={styles.pagination}>
          <div className={styles.pageSummary}>
            <div className={styles.pageSize}>
              <label className={styles.pageSizeLabel} htmlFor={pageSizeId}>
                {dataTableMessages.rowsPerPage}
              </label>
              <select
                id={pageSizeId}
                className={styles.pageSizeSelect}
                value={pageSize}
                onChange={(event) => changePageSize(Number(event.target.value))}
              >
                {sizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            {totalRows > 0 && (
              <span className={styles.rowRange}>
                {dataTableMessages.rowRange(firstRowShown, lastRowShown, totalRows)}
              </span>
            )}
            <span role="status" className={styles.loadingStatus}>
              {loading ? dataTableMessages.loadingRows : ''}
            </span>
          </div>
          <div className={styles.pageNavigation}>
            <Button
              ref={previousButton}
              variant="secondary"
              className={styles.pageButton}
              disabled={!canPrevious}
              onClick={goToPreviousPage}
            >
              {dataTableMessages.previousPage}
            </Button>
            <p className={styles.pageStatus} aria-live="polite">
              {dataTableMessages.pageOf(pageIndex + 1, pageCount)}
            </p>
            <Button
              ref={nextButton}
              variant="secondary"
              className={styles.pageButton}
              disabled={!canNext}
              onClick={goToNextPage}
            >
              {dataTableMessages.nextPage}
            </Button>
          </div>
        </div>
      ) : null}
      <p className={styles.announcer} role="status">
        {announcement}
      </p>
    </div>
  );
}
