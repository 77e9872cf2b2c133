import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import { draftTableLayout } from '../../domain/draft-payments/table-paging.ts';
import type { DraftAccount } from '../../domain/draft-payments/types.ts';
import type { DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';

/**
 * The account number (the row's header) and service address columns every draft table starts with,
 * searchable when the table pages (draftTableLayout). Headers read in the active language.
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

/**
 * A draft table's layout for `accountCount` rows (draftTableLayout): whether its account columns search,
 * and the table's paging props, whole in its 480 px box or paged.
 */
export function draftTableProps(accountCount: number) {
  const { paged, maxHeight, pageSizeOptions } = draftTableLayout(accountCount);
  return {
    searchable: paged,
    table: {
      paging: paged,
      ...(maxHeight ? { maxHeight } : {}),
      ...(pageSizeOptions ? { pageSizeOptions } : {}),
    },
  };
}
