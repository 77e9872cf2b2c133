import type { ExportFormat } from '../../../domain/table-export/export-table.ts';

/**
 * What a screen tells a data table besides its columns and rows: the sort, the selection, server mode,
 * its own filter and the export.
 */

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
