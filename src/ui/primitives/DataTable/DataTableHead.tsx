import { dataTableMessages } from '../../../domain/primitive-messages/data-table.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import type { DataTableColumn } from './columns.ts';
import * as styles from './DataTable.css';
import { ariaSortOf, type TableColumn, type TableModel } from './table-model.ts';

export interface DataTableHeadProps<TRow> {
  readonly table: TableModel;
  readonly columnsById: ReadonlyMap<string, DataTableColumn<TRow>>;
  /** Adds the select-all checkbox over the selection column. */
  readonly selectable: boolean;
  readonly onSort: (column: TableColumn) => void;
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
 * The header row of a data table: the select-all checkbox and the column headers, a sortable one as a
 * button. In the narrow card layout it stays as a bar of these controls.
 */
export function DataTableHead<TRow>({ table, columnsById, selectable, onSort }: DataTableHeadProps<TRow>) {
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected() && !allSelected;
  return (
    <thead className={styles.head}>
      <tr className={styles.headRow}>
        {selectable && (
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
  );
}
