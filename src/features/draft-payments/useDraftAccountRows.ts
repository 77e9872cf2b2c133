import { useState } from 'react';
import { getMemberDrafts } from '../../api/draft-payments.ts';
import { accountPageQuery } from '../../domain/accounts/account-page.ts';
import { draftTableLayout, firstDraftTablePage } from '../../domain/draft-payments/table-paging.ts';
import type { MemberDrafts } from '../../domain/draft-payments/types.ts';
import { type QueryResult, useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import type { DataTableQuery } from '../../ui/primitives/DataTable/DataTable.tsx';
import { memberDraftsPageKey } from './draft-keys.ts';

/** Which accounts a draft table lists: every one, or (`withDraft: 'true'`) those with a draft. */
export interface DraftRowsFilter {
  readonly withDraft?: 'true';
}

/** A draft table's rows and the table's props for them (see useDraftAccountRows). */
export type DraftAccountRows = ReturnType<typeof useDraftAccountRows>;

/**
 * The rows of a draft table. `first` answered `wholeDraftTableQuery` under `filter`: when a whole table
 * holds them all, the table shows them so (spec 02 §2.6's 480 px box); else the back office pages and
 * searches them, 25 rows first (the first of `first`'s rows while they load). `query` is for LoadState:
 * a failed page says so with Try again above the rows it had.
 */
export function useDraftAccountRows(
  member: { readonly memberNumber: string; readonly accessToken: string },
  first: MemberDrafts,
  filter: DraftRowsFilter = {},
) {
  const { client } = useElementContext();
  const layout = draftTableLayout(first.totalRecords);
  const [tableQuery, setTableQuery] = useState<DataTableQuery>(firstDraftTablePage);
  const pageQuery = { ...accountPageQuery(tableQuery), ...filter };
  const page = useQuery(
    layout.paged ? memberDraftsPageKey(member.memberNumber, pageQuery) : null,
    (signal) => getMemberDrafts(client, member, { query: pageQuery, signal }),
    { keepPrevious: true },
  );
  const shown: QueryResult<MemberDrafts> =
    !layout.paged || page.status === 'loading'
      ? {
          status: 'ready',
          data: layout.paged ? { ...first, accounts: first.accounts.slice(0, tableQuery.pageSize) } : first,
          error: undefined,
          refreshing: layout.paged,
          reload: page.reload,
        }
      : page;
  return {
    query: shown,
    searchable: layout.paged,
    table: layout.paged
      ? {
          server: {
            query: tableQuery,
            onQueryChange: setTableQuery,
            rowCount: shown.data?.totalRecords ?? first.totalRecords,
          },
          ...(layout.pageSizeOptions ? { pageSizeOptions: layout.pageSizeOptions } : {}),
          loading: shown.status === 'ready' && shown.refreshing,
        }
      : { paging: false, ...(layout.maxHeight ? { maxHeight: layout.maxHeight } : {}) },
  };
}
