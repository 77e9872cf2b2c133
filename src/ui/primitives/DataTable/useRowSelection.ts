import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { DataTableSelection } from './options.ts';

export interface RowSelection {
  /** The selected row ids, as TanStack Table keeps them. */
  readonly rowSelection: RowSelectionState;
  /** Selects exactly `next`, and tells the screen. */
  readonly commitSelection: (next: RowSelectionState) => void;
}

/**
 * The selected rows of a data table: the screen's when it gives `selectedRowIds`, the table's own
 * otherwise. Every change is told to the screen with the selected rows of `rows`, in their order.
 */
export function useRowSelection<TRow>(
  selection: DataTableSelection<TRow> | undefined,
  rows: readonly TRow[],
  idOf: (row: TRow, index: number) => string,
): RowSelection {
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
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
      const selectedRows = rows.filter((row, index) => next[idOf(row, index)]);
      selection.onChange(Object.keys(next), selectedRows);
    }
  }

  return { rowSelection, commitSelection };
}
