import { useMemo } from 'react';
import { getOutageHistory } from '../../api/outage.ts';
import { outageErrors } from '../../domain/outage/errors.ts';
import {
  OUTAGE_HISTORY_INITIAL_SORT,
  OUTAGE_HISTORY_PAGE_SIZE,
  OUTAGE_HISTORY_PAGE_SIZE_OPTIONS,
  outageHistoryRowId,
} from '../../domain/outage/history.ts';
import { outageMessages as messages } from '../../domain/outage/messages.ts';
import type { OutageHistoryRow } from '../../domain/outage/types.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { outageKeys } from './outage-keys.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const headers = messages.history.columns;

/** Spec 03 §2.1: account number, time of interruption, time restored and description; times MM/dd/yyyy HH:mm. */
/** The table's columns, their headers read in the active language. */
const tableColumns = (): readonly DataTableColumn<OutageHistoryRow>[] => [
  { id: 'accountNumber', header: headers.accountNumber, value: (row) => row.accountNumber },
  {
    id: 'timeOfInterruption',
    header: headers.timeOfInterruption,
    value: (row) => row.timeOfInterruption,
    kind: 'dateTime',
    sortable: true,
  },
  {
    id: 'timeOfRestored',
    header: headers.timeOfRestored,
    value: (row) => row.timeOfRestored,
    kind: 'dateTime',
    sortable: true,
  },
  { id: 'description', header: headers.description, value: (row) => row.description, sortable: true },
];

export interface OutageHistoryTableProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly accountNumber: string;
  readonly locationId: string;
  /** The cooperative's time zone, in which the times are shown. */
  readonly timeZone: string | undefined;
}

/** Outage History (spec 03 §2.1, §9): the location's past outages, newest first, 10 a page (10/25/50/100). */
export function OutageHistoryTable({ member, accountNumber, locationId, timeZone }: OutageHistoryTableProps) {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(), [language]);
  const { client } = useElementContext();
  const history = useQuery(outageKeys(member.memberNumber, accountNumber, 'history', locationId), (signal) =>
    getOutageHistory(client, member, locationId, signal),
  );
  return (
    <LoadState query={history} errors={outageErrors} loadingLabel={messages.history.loading}>
      {(rows) => (
        <DataTable
          caption={messages.history.caption}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={outageHistoryRowId}
          initialSort={OUTAGE_HISTORY_INITIAL_SORT}
          pageSizeOptions={OUTAGE_HISTORY_PAGE_SIZE_OPTIONS}
          defaultPageSize={OUTAGE_HISTORY_PAGE_SIZE}
          emptyMessage={messages.history.empty}
          {...(timeZone ? { timeZone } : {})}
        />
      )}
    </LoadState>
  );
}
