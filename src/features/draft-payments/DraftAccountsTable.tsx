import { useMemo } from 'react';
import { draftDayText } from '../../domain/draft-payments/draft-day.ts';
import { draftPaymentsErrorMessages } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import { draftTableLayout } from '../../domain/draft-payments/table-paging.ts';
import type { DraftAccount } from '../../domain/draft-payments/types.ts';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { draftAccountColumns } from './draft-table-columns.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const { columns: headers } = messages;

/** The table's columns, their headers read in the active language. */
const tableColumns = (searchable: boolean): readonly DataTableColumn<DraftAccount>[] => [
  ...draftAccountColumns(searchable),
  {
    id: 'draftAccountType',
    header: headers.draftAccountType,
    value: (row) => row.draft?.draftAccountType ?? messages.noDraft,
  },
  {
    id: 'draftAccount',
    header: headers.draftAccount,
    value: (row) => row.draft?.draftAccountNumberMasked ?? '',
  },
  {
    id: 'institution',
    header: headers.institution,
    value: (row) => row.draft?.financialInstitutionName ?? '',
  },
  {
    id: 'draftDay',
    header: headers.draftDay,
    value: (row) => (row.draft ? draftDayText(row.draft) : ''),
  },
];

/**
 * The Accounts tab (spec 02 §2.6): every account with its current draft, in a box 480 px high; a member
 * with many accounts pages through them and searches (draftTableLayout).
 */
export function DraftAccountsTable({ accounts }: { readonly accounts: readonly DraftAccount[] }) {
  const language = useLanguage();
  const layout = draftTableLayout(accounts.length);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(layout.paged), [language, layout.paged]);
  return (
    <DataTable
      caption={messages.tabs.accounts}
      hideCaption
      columns={columns}
      data={accounts}
      getRowId={(row) => row.accountNumber}
      paging={layout.paged}
      {...(layout.maxHeight ? { maxHeight: layout.maxHeight } : {})}
      {...(layout.pageSizeOptions ? { pageSizeOptions: layout.pageSizeOptions } : {})}
      emptyMessage={draftPaymentsErrorMessages.noAccounts}
    />
  );
}
