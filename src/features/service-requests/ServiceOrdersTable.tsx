import { useMemo } from 'react';
import {
  reviewStatusText,
  SERVICE_ORDERS_INITIAL_SORT,
  SERVICE_ORDERS_PAGE_SIZE,
  SERVICE_ORDERS_PAGE_SIZE_OPTIONS,
  serviceOrderRowId,
} from '../../domain/service-requests/history.ts';
import { serviceRequestsMessages as messages } from '../../domain/service-requests/messages.ts';
import type { ServiceOrderRow } from '../../domain/service-requests/types.ts';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const headers = messages.history.columns;

/** Spec 03 §2.5: Services, Requested date (MM/dd/yyyy), Requested Number, Review Status. */
/** The table's columns, their headers read in the active language. */
const tableColumns = (): readonly DataTableColumn<ServiceOrderRow>[] => [
  { id: 'services', header: headers.services, value: (row) => row.description, sortable: true },
  {
    id: 'requestedDate',
    header: headers.requestedDate,
    value: (row) => row.creation,
    kind: 'date',
    sortable: true,
  },
  { id: 'requestedNumber', header: headers.requestedNumber, value: (row) => row.soNumber, sortable: true },
  { id: 'reviewStatus', header: headers.reviewStatus, value: reviewStatusText, sortable: true },
];

export interface ServiceOrdersTableProps {
  readonly rows: readonly ServiceOrderRow[];
}

/** The account's past requests (spec 03 §2.5, §9): newest first, 5 a page (5/10/25/50/100). */
export function ServiceOrdersTable({ rows }: ServiceOrdersTableProps) {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(), [language]);
  return (
    <DataTable
      caption={messages.history.heading}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={serviceOrderRowId}
      initialSort={SERVICE_ORDERS_INITIAL_SORT}
      pageSizeOptions={SERVICE_ORDERS_PAGE_SIZE_OPTIONS}
      defaultPageSize={SERVICE_ORDERS_PAGE_SIZE}
      emptyMessage={messages.history.empty}
    />
  );
}
