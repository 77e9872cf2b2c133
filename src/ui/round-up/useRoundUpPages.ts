import { useMemo, useState } from 'react';
import { getOperationRoundup, type RoundUpMember } from '../../api/operation-roundup.ts';
import type { OperationRoundup } from '../../api/schemas/operation-roundup.ts';
import { accountPageQuery } from '../../domain/accounts/account-page.ts';
import type { RoundUpAccount } from '../../domain/operation-roundup/rows.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { type QueryResult, useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import type { DataTableQuery, DataTableServerMode } from '../primitives/DataTable/DataTable.tsx';

/** The round-up rows a table shows, a page at a time, and every account of the pages loaded. */
export interface RoundUpPages {
  /** The page shown (the last one while the next loads). */
  readonly page: QueryResult<OperationRoundup>;
  /** For the table's server mode. */
  readonly server: DataTableServerMode;
  /** Another page is on its way: the rows shown are the last page's. */
  readonly loading: boolean;
  /** Every account of the pages loaded, as last loaded: a row selected on one page is checked and sent from it. */
  readonly known: readonly RoundUpAccount[];
}

/** The first page asked for: 10 rows in the back office's order (the primary account first). */
const firstPage: DataTableQuery = { pageIndex: 0, pageSize: 10, sort: null, search: '' };

/**
 * The member's Operation RoundUp rows for the Operation RoundUp screen and My Profile's tab: a member
 * may hold thousands of accounts, so the back office searches, sorts and pages them, and the table
 * shows the page it answers. A change refreshes every page (`queryKeys.operationRoundup`).
 */
export function useRoundUpPages(member: RoundUpMember): RoundUpPages {
  const { client } = useElementContext();
  const [tableQuery, setTableQuery] = useState<DataTableQuery>(firstPage);
  const pageQuery = accountPageQuery(tableQuery);
  const page = useQuery(
    queryKeys.operationRoundupPage(member.memberNumber, { ...pageQuery }),
    (signal) => getOperationRoundup(client, member, { query: pageQuery, signal }),
    { keepPrevious: true },
  );
  const [loaded, setLoaded] = useState<Readonly<Record<string, RoundUpAccount>>>({});
  const [shownRows, setShownRows] = useState<readonly RoundUpAccount[] | undefined>(undefined);
  const rows = page.data?.accounts;
  if (rows && rows !== shownRows) {
    setShownRows(rows);
    setLoaded((current) => ({
      ...current,
      ...Object.fromEntries(rows.map((account) => [account.accountNumber, account])),
    }));
  }
  const known = useMemo(() => Object.values(loaded), [loaded]);
  return {
    page,
    server: { query: tableQuery, onQueryChange: setTableQuery, rowCount: page.data?.totalRecords ?? 0 },
    loading: page.status === 'ready' && page.refreshing,
    known,
  };
}
