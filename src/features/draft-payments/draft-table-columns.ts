import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import type { DraftAccount } from '../../domain/draft-payments/types.ts';
import type { DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';

/**
 * The account number (the row's header) and service address columns every draft table starts with,
 * searchable when the table pages (useDraftAccountRows). Headers read in the active language.
 */
export function draftAccountColumns(searchable: boolean): readonly DataTableColumn<DraftAccount>[] {
  return [
    {
      id: 'accountNumber',
      header: messages.columns.accountNumber,
      value: (row) => row.accountNumber,
      rowHeader: true,
      searchable,
    },
    {
      id: 'serviceAddress',
      header: messages.columns.serviceAddress,
      value: (row) => row.serviceAddress,
      searchable,
    },
  ];
}
