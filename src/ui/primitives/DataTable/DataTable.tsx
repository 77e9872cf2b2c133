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
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import { dataTableMessages } from '../../../domain/primitive-messages/data-table.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './DataTable.css';

export const dataTableAlignments = ['start', 'center', 'end'] as const;
export type DataTableAlignment = (typeof dataTableAlignments)[number];

/** What a column sorts and searches by. A `Date` is shown as MM/dd/yyyy when there is no `cell`. */
export type DataTableValue = string | number | Date | null | undefined;

/** One column, declared by the screen. */
export interface DataTableColumn<TRow> {
  /** Unique among the columns; the key of the sort state and of `initialSort`. */
  readonly id: string;
  /** Header text; also labels each cell in the narrow card layout. */
  readonly header: string;
  /** The raw value: sorted by (numbers as numbers, dates as dates) and shown when there is no `cell`. */
  readonly value: (row: TRow) => DataTableValue;
  /** What the cell shows, e.g. formatted money or a button. The shown text of `value` by default. */
  readonly cell?: (row: TRow) => ReactNode;
  /** Adds a sort button to the header. */
  readonly sortable?: boolean;
  /** The search box matches this column. */
  readonly searchable?: boolean;
  /** The text the search matches, e.g. '$1,234.50' for a money column. The shown text of `value` by default. */
  readonly searchText?: (row: TRow) => string;
  /** `end` for amounts. `start` by default. */
  readonly align?: DataTableAlignment;
  /** Marks the cell as the header of its row (`<th scope="row">`), e.g. the account number. */
  readonly rowHeader?: boolean;
}

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
  /** Called on every change with the selected ids and rows, in the order of `data`. */
  readonly onChange?: (selectedRowIds: readonly string[], selectedRows: readonly TRow[]) => void;
}

export interface DataTableProps<TRow> {
  /** Names the table; required, because a table without a name is hard to find with a screen reader. */
  readonly caption: string;
  /** Hides the caption on screen, e.g. when a heading just above says the same. */
  readonly hideCaption?: boolean;
  readonly columns: readonly DataTableColumn<TRow>[];
  readonly data: readonly TRow[];
  /** A stable id per row (an account number); selection survives sorting and new data by it. The index by default. */
  readonly getRowId?: (row: TRow, index: number) => string;
  readonly initialSort?: DataTableSort;
  /** The page size choices, e.g. [10, 25, 50, 100]. */
  readonly pageSizeOptions?: readonly number[];
  /** The first page size; the first option by default. */
  readonly defaultPageSize?: number;
  /** Shown in one full-width row when there are no rows or nothing matches the search. */
  readonly emptyMessage?: string;
  readonly selection?: DataTableSelection<TRow>;
}

const defaultPageSizeOptions = [10, 25, 50, 100] as const;

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

/** The text a value shows when the column has no `cell`. */
function shownText(value: DataTableValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value) ?? '';
  return String(value);
}

function comparable(value: DataTableValue): string | number {
  return value instanceof Date ? value.getTime() : (value ?? '');
}

/** Numbers and dates in order of size, text in natural order ('A2' before 'A10'), ignoring case. */
export function compareValues(a: DataTableValue, b: DataTableValue): number {
  const left = comparable(a);
  const right = comparable(b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right), 'en', { numeric: true, sensitivity: 'base' });
}

function toSortingState(sort: DataTableSort | undefined) {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];
}

function ariaSortOf(column: Column<Features, RowObject, unknown>): 'ascending' | 'descending' | 'none' {
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
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
 * size choice, an optional search across the searchable columns and an optional selection column.
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
}: DataTableProps<TRow>) {
  const pageSizeId = useId();
  const [search, setSearch] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);

  const rows = data as readonly RowObject[];
  const rowIdOf = getRowId as ((row: RowObject, index: number) => string) | undefined;
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, RowObject> => ({
        id: column.id,
        header: column.header,
        // TanStack's undefined handling puts empty values last in both directions.
        accessorFn: (row) => column.value(row as TRow) ?? undefined,
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
      const original = row.original as TRow;
      const text = column.searchText ? column.searchText(original) : shownText(column.value(original));
      return text.toLocaleLowerCase('en').includes(query.trim().toLocaleLowerCase('en'));
    },
    [columnsById],
  );

  const controlledSelection = selection?.selectedRowIds;
  const rowSelection = useMemo<RowSelectionState>(
    () =>
      controlledSelection
        ? Object.fromEntries(controlledSelection.map((id) => [id, true as const]))
        : ownSelection,
    [controlledSelection, ownSelection],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: rowIdOf,
    initialState: {
      sorting: toSortingState(initialSort),
      pagination: { pageIndex: 0, pageSize: defaultPageSize ?? pageSizeOptions[0] ?? 10 },
    },
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      if (!controlledSelection) setOwnSelection(next);
      if (selection?.onChange) {
        const ids = Object.keys(next);
        const idOf = (row: RowObject, index: number) => (rowIdOf ? rowIdOf(row, index) : String(index));
        const selectedRows = rows.filter((row, index) => next[idOf(row, index)]) as TRow[];
        selection.onChange(ids, selectedRows);
      }
    },
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
  const pageCount = Math.max(1, table.getPageCount());
  const canPrevious = table.getCanPreviousPage();
  const canNext = table.getCanNextPage();
  const columnCount = columns.length + (selection ? 1 : 0);
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected() && !allSelected;
  const sizeOptions = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];

  function onSearch(event: ChangeEvent<HTMLInputElement>) {
    const query = event.target.value;
    setSearch(query);
    table.setGlobalFilter(query.trim());
    table.setPageIndex(0);
    setAnnouncement(
      query.trim() ? dataTableMessages.matchingRecords(table.getFilteredRowModel().rows.length) : '',
    );
  }

  function onSort(column: Column<Features, RowObject, unknown>) {
    const header = columnsById.get(column.id)?.header ?? column.id;
    const next = column.getNextSortingOrder();
    column.toggleSorting(next === 'desc', false);
    table.setPageIndex(0);
    setAnnouncement(
      next === 'desc'
        ? dataTableMessages.sortedDescending(header)
        : dataTableMessages.sortedAscending(header),
    );
  }

  // A button that becomes disabled loses focus to the page; hand it to the other one instead, once
  // the new page has rendered and the other one is enabled.
  function goToPreviousPage() {
    table.previousPage();
    if (pageIndex - 1 === 0) focusAfterRender.current = nextButton.current;
  }

  function goToNextPage() {
    table.nextPage();
    if (pageIndex + 2 >= pageCount) focusAfterRender.current = previousButton.current;
  }

  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = null;
  });

  // New data with fewer rows (a refresh) can leave the member past the last page.
  const lastPageIndex = pageCount - 1;
  useEffect(() => {
    if (pageIndex > lastPageIndex) table.setPageIndex(lastPageIndex);
  }, [pageIndex, lastPageIndex, table]);

  function renderCell(row: Row<Features, RowObject>, column: DataTableColumn<TRow>) {
    const original = row.original as TRow;
    const content = column.cell ? column.cell(original) : shownText(column.value(original));
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

  return (
    <div className={styles.root}>
      {hasSearch && (
        <div part="search" className={styles.search}>
          <TextField type="search" label={dataTableMessages.search} value={search} onChange={onSearch} />
        </div>
      )}
      <div className={styles.scroller}>
        <table part="table" className={styles.table}>
          <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>
            {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
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
                      {column.header}
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
          <tbody className={styles.body}>
            {pageRows.length === 0 ? (
              <tr className={styles.row}>
                <td colSpan={columnCount} className={styles.empty}>
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => {
                const selected = row.getIsSelected();
                return (
                  <tr key={row.id} className={styles.row} data-selected={selected || undefined}>
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
          </tbody>
        </table>
      </div>
      <div part="pagination" className={styles.pagination}>
        <div className={styles.pageSize}>
          <label className={styles.pageSizeLabel} htmlFor={pageSizeId}>
            {dataTableMessages.rowsPerPage}
          </label>
          <select
            id={pageSizeId}
            className={styles.pageSizeSelect}
            value={pageSize}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
          >
            {sizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
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
      <p className={styles.announcer} role="status">
        {announcement}
      </p>
    </div>
  );
}
