import type { DateFormatOptions } from '../../../domain/dates.ts';
import { dataTableMessages } from '../../../domain/primitive-messages/data-table.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { shownText, type DataTableColumn } from './columns.ts';
import * as styles from './DataTable.css';
import type { DataTableSelection } from './options.ts';
import type { TableRow } from './table-model.ts';

export interface DataTableBodyProps<TRow> {
  /** The rows of the page shown. */
  readonly rows: readonly TableRow[];
  readonly columns: readonly DataTableColumn<TRow>[];
  /** Adds the selection column, its `rowLabel` naming each row's checkbox. */
  readonly selection?: DataTableSelection<TRow>;
  /** The locale and time zone of the date columns. */
  readonly dates: DateFormatOptions;
  /** Other rows are on their way: the rows shown are greyed. */
  readonly loading: boolean;
  /** Shown in one full-width row when there are no rows. */
  readonly emptyMessage: string;
  /** The rows' height the body keeps, filled with empty rows. */
  readonly minRows: number;
}

function renderCell<TRow>(row: TableRow, column: DataTableColumn<TRow>, dates: DateFormatOptions) {
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

/**
 * The rows of a data table's page, each with its checkbox when rows can be selected; in the narrow
 * layout each row is a card whose cells are labelled by their headers.
 */
export function DataTableBody<TRow>({
  rows,
  columns,
  selection,
  dates,
  loading,
  emptyMessage,
  minRows,
}: DataTableBodyProps<TRow>) {
  const columnCount = columns.length + (selection ? 1 : 0);
  return (
    <tbody className={loading ? `${styles.body} ${styles.bodyLoading}` : styles.body}>
      {rows.length === 0 ? (
        <tr className={styles.row}>
          <td colSpan={columnCount} className={styles.empty}>
            {loading ? dataTableMessages.loadingRows : emptyMessage}
          </td>
        </tr>
      ) : (
        rows.map((row) => {
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
              {columns.map((column) => renderCell(row, column, dates))}
            </tr>
          );
        })
      )}
      {Array.from({ length: Math.max(0, minRows - Math.max(rows.length, 1)) }, (_, index) => (
        // Keeps the table at its height; nothing in it for assistive technology.
        <tr key={`padding-${index}`} className={`${styles.row} ${styles.paddingRow}`} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, cell) => (
            <td key={cell} className={styles.cell} />
          ))}
        </tr>
      ))}
    </tbody>
  );
}
