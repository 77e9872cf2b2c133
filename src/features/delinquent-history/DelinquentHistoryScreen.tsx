import { Suspense, useMemo, useState } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getDelinquentFile, getDelinquents } from '../../api/delinquent-history.ts';
import { formatDate } from '../../domain/dates.ts';
import { delinquentHistoryErrors } from '../../domain/delinquent-history/errors.ts';
import { delinquentHistoryMessages as messages } from '../../domain/delinquent-history/messages.ts';
import {
  DELINQUENTS_INITIAL_SORT,
  DELINQUENTS_PAGE_SIZE,
  DELINQUENTS_PAGE_SIZE_OPTIONS,
  delinquentPdfRequest,
  delinquentRowId,
} from '../../domain/delinquent-history/notices.ts';
import type { Delinquent } from '../../domain/delinquent-history/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { accountArea } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { PdfViewerDialog, preloadDelinquentDialogs } from './delinquent-dialogs.ts';
import * as styles from './DelinquentHistoryScreen.css.ts';

/** The area's keys under the account. */
const delinquentHistoryKeys = accountArea('delinquent-history');

/**
 * Delinquent History (spec 03 §2.6) of the account the member is looking at (the address's `accountno`
 * switches it, through the account context): its delinquent notices, each notice's PDF in the viewer.
 */
export function DelinquentHistoryScreen() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={delinquentHistoryErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
      >
        {({ context, info }) => (
          <DelinquentHistoryContent
            key={info.accountNumber}
            context={context}
            accountNumber={info.accountNumber}
          />
        )}
      </AccountFrame>
    </div>
  );
}

interface DelinquentHistoryContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
}

function DelinquentHistoryContent({ context, accountNumber }: DelinquentHistoryContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account: MemberAccount = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const notices = useQuery(delinquentHistoryKeys(memberNumber, accountNumber), (signal) =>
    getDelinquents(client, account, signal),
  );
  const [open, setOpen] = useState<Delinquent | null>(null);
  const openRequest = open ? delinquentPdfRequest(open) : null;

  return (
    <>
      <DetailList items={[{ label: messages.account, value: accountNumber }]} />
      <LoadState
        query={notices}
        errors={delinquentHistoryErrors}
        loadingLabel={messages.loading}
        isEmpty={(rows) => rows.length === 0}
        emptyMessage={messages.empty}
      >
        {(rows) => (
          <DataTable
            caption={messages.caption}
            hideCaption
            columns={delinquentColumns(setOpen)}
            data={rows}
            getRowId={delinquentRowId}
            initialSort={DELINQUENTS_INITIAL_SORT}
            pageSizeOptions={DELINQUENTS_PAGE_SIZE_OPTIONS}
            defaultPageSize={DELINQUENTS_PAGE_SIZE}
            emptyMessage={messages.empty}
          />
        )}
      </LoadState>
      <Suspense fallback={null}>
        {open ? (
          <PdfViewerDialog
            open
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpen(null);
            }}
            title={messages.viewerTitle(formatDate(open.billDate) ?? open.billDate)}
            file={openRequest ? (signal) => getDelinquentFile(client, account, openRequest, signal) : null}
            missingMessage={messages.fileNotFound}
          />
        ) : null}
      </Suspense>
    </>
  );
}

const headers = messages.columns;

/** Spec 03 §2.6: the view-PDF button, Bill Date, Past Due, Late Fee, Cutoff Date. */
function delinquentColumns(onView: (row: Delinquent) => void): DataTableColumn<Delinquent>[] {
  return [
    {
      id: 'viewPdf',
      header: headers.viewPdf,
      hideHeader: true,
      value: () => '',
      cell: (row) => (
        <Button
          variant="link"
          className={styles.viewPdf}
          aria-haspopup="dialog"
          onPointerEnter={preloadDelinquentDialogs}
          onFocus={preloadDelinquentDialogs}
          onClick={() => onView(row)}
        >
          {messages.viewPdf}
          <VisuallyHidden> {messages.viewPdfOf(formatDate(row.billDate) ?? row.billDate)}</VisuallyHidden>
        </Button>
      ),
    },
    { id: 'billDate', header: headers.billDate, value: (row) => row.billDate, kind: 'date', sortable: true },
    {
      id: 'pastDue',
      header: headers.pastDue,
      value: (row) => row.pastDue,
      cell: (row) => formatMoney(row.pastDue),
      searchText: (row) => formatMoney(row.pastDue),
      exportValue: (row) => row.pastDue,
      align: 'end',
      sortable: true,
    },
    {
      id: 'lateFee',
      header: headers.lateFee,
      value: (row) => row.lateFee,
      cell: (row) => formatMoney(row.lateFee),
      searchText: (row) => formatMoney(row.lateFee),
      exportValue: (row) => row.lateFee,
      align: 'end',
      sortable: true,
    },
    {
      id: 'cutoffDate',
      header: headers.cutoffDate,
      value: (row) => row.cutoffDate,
      kind: 'date',
      sortable: true,
    },
  ];
}
