import { useState } from 'react';
import { type AccountPageQuery, accountPageQuery } from '../../domain/accounts/account-page.ts';
import type { QueryKey } from '../../state/query-cache.ts';
import { type QueryResult, useQuery } from '../../state/useQuery.ts';
import type { DataTableQuery, DataTableServerMode } from '../primitives/DataTable/DataTable.tsx';

/** A list of the member's accounts shown a page at a time, in a data table's server mode. */
export interface AccountPages<T> {
  /** The page shown (the last one while the next loads). */
  readonly page: QueryResult<T>;
  /** For the table's server mode. */
  readonly server: DataTableServerMode;
  /** Another page is on its way: the rows shown are the last page's. */
  readonly loading: boolean;
}

/**
 * One of the member's lists of accounts (with their round-up, their paperless boxes, …) that the back
 * office searches, sorts and pages with the account details' parameters: the table reports its query,
 * the page it asks for is loaded under `keyOf` (keep them under the prefix a change refreshes) and the
 * last page stays on screen while the next loads.
 */
export function useAccountPages<T extends { readonly totalRecords: number }>(
  keyOf: (query: AccountPageQuery) => QueryKey,
  load: (query: AccountPageQuery, signal: AbortSignal) => Promise<T>,
  firstPage: DataTableQuery,
): AccountPages<T> {
  const [tableQuery, setTableQuery] = useState<DataTableQuery>(firstPage);
  const pageQuery = accountPageQuery(tableQuery);
  const page = useQuery(keyOf(pageQuery), (signal) => load(pageQuery, signal), { keepPrevious: true });
  return {
    page,
    server: { query: tableQuery, onQueryChange: setTableQuery, rowCount: page.data?.totalRecords ?? 0 },
    loading: page.status === 'ready' && page.refreshing,
  };
}
