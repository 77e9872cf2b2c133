import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { getAccountDetails } from '../../api/accounts.ts';
import {
  accountListRows,
  accountOverviewFromListRoute,
  type AccountListRow,
} from '../../domain/accounts/account-list.ts';
import { accountPageQuery } from '../../domain/accounts/account-page.ts';
import { accountListErrors } from '../../domain/accounts/errors.ts';
import { accountStatusName } from '../../domain/account-overview/status-names.ts';
import { accountListMessages as messages } from '../../domain/accounts/messages.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { queryKeys } from '../../state/query-keys.ts';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import type { DataTableQuery, DataTableServerMode } from '../../ui/primitives/DataTable/options.ts';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './AccountListScreen.css.ts';

export interface AccountListScreenProps {
  /** The page title of the route: 'View All Accounts' or 'Account List'. */
  readonly title: string;
}

// The spec gives no page size for this list; the data table's usual choices, 10 rows first.
const pageSizeOptions = [10, 25, 50, 100] as const;

/** The table's columns, their headers read in the active language. */
const accountColumns = (): readonly DataTableColumn<AccountListRow>[] => [
  {
    id: 'accountNumber',
    header: messages.columns.accountNumber,
    value: (row) => row.accountNumber,
    cell: (row) => (
      <RouteLink className={styles.accountLink} to={accountOverviewFromListRoute(row.accountNumber)}>
        {row.accountNumber}
      </RouteLink>
    ),
    rowHeader: true,
    sortable: true,
    searchable: true,
  },
  {
    id: 'accountType',
    header: messages.columns.accountType,
    value: (row) => row.accountType,
    sortable: true,
    searchable: true,
  },
  {
    id: 'serviceAddress',
    header: messages.columns.serviceAddress,
    value: (row) => row.serviceAddress,
    sortable: true,
    searchable: true,
  },
  {
    id: 'status',
    header: messages.columns.status,
    value: (row) => accountStatusName(row.status),
    sortable: true,
    searchable: true,
  },
  {
    id: 'balance',
    header: messages.columns.balance,
    value: (row) => row.balance,
    cell: (row) => row.balanceText,
    searchText: (row) => row.balanceText,
    align: 'end',
    sortable: true,
    searchable: true,
  },
  {
    id: 'dueDate',
    header: messages.columns.dueDate,
    value: (row) => row.dueDate,
    cell: (row) => row.dueDateText,
    searchText: (row) => row.dueDateText,
    sortable: true,
    searchable: true,
  },
];

/**
 * Every account of the signed-in member (spec 01 §2.2: View All Accounts and Account List) in one
 * searchable, sortable table: number, type, service address, status, balance and due date. Each account
 * number opens that account's overview, marked as coming from this list (spec 02 §2.1). A member may
 * hold thousands of accounts: the back office pages, searches and sorts them, and the table shows the
 * page it answers.
 */
export function AccountListScreen({ title }: AccountListScreenProps) {
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const [tableQuery, setTableQuery] = useState<DataTableQuery>(firstPage);
  const pageQuery = accountPageQuery(tableQuery);
  const page = useQuery(
    session ? queryKeys.accountDetails(memberNumber, { ...pageQuery }) : null,
    (signal) => getAccountDetails(client, memberNumber, accessToken, pageQuery, signal),
    { keepPrevious: true },
  );

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{title}</h2>
      {session ? (
        <LoadState
          query={page}
          errors={accountListErrors}
          loadingLabel={messages.loading}
          isEmpty={(data) => data.totalRecords === 0 && tableQuery.search === ''}
          emptyMessage={messages.noAccounts}
        >
          {(data) => (
            <AccountTable
              caption={title}
              accounts={data.accounts}
              server={{ query: tableQuery, onQueryChange: setTableQuery, rowCount: data.totalRecords }}
              loading={page.status === 'ready' && page.refreshing}
            />
          )}
        </LoadState>
      ) : null}
    </div>
  );
}

/** The first page the list asks for: 10 rows in the back office's order (the primary account first). */
const firstPage: DataTableQuery = { pageIndex: 0, pageSize: 10, sort: null, search: '' };

interface AccountTableProps {
  /** The screen's title: the heading just above says it, so the caption is for screen readers only. */
  readonly caption: string;
  /** The accounts of the page shown. */
  readonly accounts: Parameters<typeof accountListRows>[0];
  readonly server: DataTableServerMode;
  /** The next page is on its way: the rows shown are the last page's. */
  readonly loading: boolean;
}

function AccountTable({ caption, accounts, server, loading }: AccountTableProps) {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => accountColumns(), [language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- balances and dates format in the active language
  const rows = useMemo(() => accountListRows(accounts), [accounts, language]);
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={(row) => row.accountNumber}
      pageSizeOptions={pageSizeOptions}
      server={server}
      loading={loading}
      emptyMessage={messages.noAccounts}
    />
  );
}
