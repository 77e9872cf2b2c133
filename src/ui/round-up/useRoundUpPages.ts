import { useMemo, useState } from 'react';
import { getOperationRoundup, type RoundUpMember } from '../../api/operation-roundup.ts';
import type { OperationRoundup } from '../../api/schemas/operation-roundup.ts';
import type { RoundUpAccount } from '../../domain/operation-roundup/rows.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { type AccountPages, useAccountPages } from '../account/useAccountPages.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import type { DataTableQuery } from '../primitives/DataTable/DataTable.tsx';

/** The round-up rows a table shows, a page at a time, and every account of the pages loaded. */
export interface RoundUpPages extends AccountPages<OperationRoundup> {
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
  const pages = useAccountPages(
    (query) => queryKeys.operationRoundupPage(member.memberNumber, { ...query }),
    (query, signal) => getOperationRoundup(client, member, { query, signal }),
    firstPage,
  );
  const [loaded, setLoaded] = useState<Readonly<Record<string, RoundUpAccount>>>({});
  const [shownRows, setShownRows] = useState<readonly RoundUpAccount[] | undefined>(undefined);
  const rows = pages.page.data?.accounts;
  if (rows && rows !== shownRows) {
    setShownRows(rows);
    setLoaded((current) => ({
      ...current,
      ...Object.fromEntries(rows.map((account) => [account.accountNumber, account])),
    }));
  }
  const known = useMemo(() => Object.values(loaded), [loaded]);
  return { ...pages, known };
}
