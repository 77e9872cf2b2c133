import { draftPaymentsErrors } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import type { DraftAccount } from '../../domain/draft-payments/types.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSelection,
} from '../../ui/primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import type { DraftAccountRows } from './useDraftAccountRows.ts';

export interface DraftRowsTableProps {
  /** The rows from the back office (useDraftAccountRows). */
  readonly rows: DraftAccountRows;
  /** Said by the tab or legend just above: the caption is for screen readers only. */
  readonly caption: string;
  readonly columns: readonly DataTableColumn<DraftAccount>[];
  readonly selection?: DataTableSelection<DraftAccount>;
  readonly emptyMessage?: string;
}

/**
 * One of the draft tabs' tables: whole in its 480 px box for a member with few accounts, else a page at a
 * time from the back office; a page that failed to load says so with Try again above the rows it had.
 */
export function DraftRowsTable({ rows, caption, columns, selection, emptyMessage }: DraftRowsTableProps) {
  return (
    <LoadState query={rows.query} errors={draftPaymentsErrors} loadingLabel={messages.loading}>
      {(data) => (
        <DataTable
          caption={caption}
          hideCaption
          columns={columns}
          data={data.accounts}
          getRowId={(row) => row.accountNumber}
          {...rows.table}
          {...(selection ? { selection } : {})}
          {...(emptyMessage ? { emptyMessage } : {})}
        />
      )}
    </LoadState>
  );
}
