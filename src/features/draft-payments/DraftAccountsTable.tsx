import { useMemo } from 'react';
import { draftDayText } from '../../domain/draft-payments/draft-day.ts';
import { draftPaymentsErrorMessages } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import type { DraftAccount } from '../../domain/draft-payments/types.ts';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { draftAccountColumns, draftTableProps } from './draft-table-columns.ts';
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
  const layout = draftTableProps(accounts.length);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(layout.searchable), [language, layout.searchable]);
  return (
    <DataTable
      caption={messages.tabs.accounts}
      hideCaption
      columns={columns}
      data={accounts}
      getRowId={(row) => row.accountNumber}
      {...layout.table}
      emptyMessage={draftPaymentsErrorMessages.noAccounts}
    />
  );
}
