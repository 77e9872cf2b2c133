import { useMemo } from 'react';
import { draftDayText } from '../../domain/draft-payments/draft-day.ts';
import { draftPaymentsErrorMessages } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import type { DraftAccount, MemberDrafts } from '../../domain/draft-payments/types.ts';
import { accountTypeName } from '../../domain/payment-profile/wallet.ts';
import type { DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { draftAccountColumns } from './draft-table-columns.ts';
import { DraftRowsTable } from './DraftRowsTable.tsx';
import { useDraftAccountRows } from './useDraftAccountRows.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const { columns: headers } = messages;

/** The table's columns, their headers read in the active language. */
const tableColumns = (searchable: boolean): readonly DataTableColumn<DraftAccount>[] => [
  ...draftAccountColumns(searchable),
  {
    id: 'draftAccountType',
    header: headers.draftAccountType,
    value: (row) => (row.draft ? accountTypeName(row.draft.draftAccountType) : messages.noDraft),
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

export interface DraftAccountsTableProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  /** The screen's first answer: every account, or the first of many (useDraftAccountRows). */
  readonly first: MemberDrafts;
}

/**
 * The Accounts tab (spec 02 §2.6): every account with its current draft, in a box 480 px high; a member
 * with many accounts pages through them and searches, on the back office's side (useDraftAccountRows).
 */
export function DraftAccountsTable({ member, first }: DraftAccountsTableProps) {
  const language = useLanguage();
  const rows = useDraftAccountRows(member, first);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(rows.searchable), [language, rows.searchable]);
  return (
    <DraftRowsTable
      rows={rows}
      caption={messages.tabs.accounts}
      columns={columns}
      emptyMessage={draftPaymentsErrorMessages.noAccounts}
    />
  );
}
