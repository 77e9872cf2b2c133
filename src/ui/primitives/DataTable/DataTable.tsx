import type { CSSProperties, ReactNode } from 'react';
import { dataTableMessages } from '../../../domain/primitive-messages/data-table.ts';
import { exportFormats, type ExportTable } from '../../../domain/table-export/export-table.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { exportTable, type DataTableColumn } from './columns.ts';
import * as styles from './DataTable.css';
import { DataTableBody } from './DataTableBody.tsx';
import { DataTableExport } from './DataTableExport.tsx';
import { DataTableHead } from './DataTableHead.tsx';
import { DataTablePagination } from './DataTablePagination.tsx';
import type {
  DataTableExportOptions,
  DataTableFilter,
  DataTableSelection,
  DataTableServerMode,
  DataTableSort,
} from './options.ts';
import { useDataTableState } from './useDataTableState.ts';

export { dataTableAlignments, dataTableColumnKinds } from './columns.ts';
export type { DataTableAlignment, DataTableColumn, DataTableColumnKind, DataTableValue } from './columns.ts';
export type {
  DataTableExportOptions,
  DataTableFilter,
  DataTableHiddenSelection,
  DataTableQuery,
  DataTableSelection,
  DataTableServerMode,
  DataTableSort,
  DataTableSortDirection,
} from './options.ts';
export type { ExportCell, ExportFormat } from '../../../domain/table-export/export-table.ts';

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

/** 'var(--x)' → '--x', to set a vanilla-extract variable from a prop. */
function customPropertyName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
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
  pageSizeOptions = defaultPageSizeOptions,
  emptyMessage = dataTableMessages.noRecords,
  selection,
  server,
  loading = false,
  toolbar,
  maxHeight,
  export: exportOptions,
  paging = true,
  minRows = 0,
  // The rows, their ids, the first sort and page size, the screen's filter, the dates: for the state only.
  ...stateOptions
}: DataTableProps<TRow>) {
  const state = useDataTableState({
    ...stateOptions,
    columns,
    pageSizeOptions,
    selection,
    server,
    loading,
    paging,
  });

  async function prepareExport(): Promise<ExportTable> {
    const source = server && exportOptions?.allRows ? await exportOptions.allRows() : state.matchingRows();
    return exportTable(columns, source, state.dates);
  }

  const hasSearch = columns.some((column) => column.searchable);
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
              <SearchField
                label={dataTableMessages.search}
                value={state.searchText}
                onChange={(event) => state.search(event.target.value)}
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
          <DataTableHead
            table={state.table}
            columnsById={state.columnsById}
            selectable={Boolean(selection)}
            onSort={state.sort}
          />
          <DataTableBody
            rows={state.pageRows}
            columns={columns}
            selection={selection}
            dates={state.dates}
            loading={loading}
            emptyMessage={emptyMessage}
            minRows={minRows}
          />
        </table>
      </div>
      {paging || server !== undefined ? (
        <DataTablePagination
          pageIndex={state.pageIndex}
          pageCount={state.pageCount}
          pageSize={state.pageSize}
          pageSizes={state.pageSizes}
          totalRows={state.totalRows}
          loading={loading}
          onPageChange={state.goToPage}
          onPageSizeChange={state.changePageSize}
        />
      ) : null}
      <p className={styles.announcer} role="status">
        {state.announcement}
      </p>
    </div>
  );
}
