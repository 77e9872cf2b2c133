import { useMemo, useState } from 'react';
import { getAccountHistory } from '../../api/payment-history.ts';
import { type BillDialog, billDialogOf } from '../../domain/account-overview/history.ts';
import { paymentHistoryErrors } from '../../domain/payment-history/errors.ts';
import {
  type AccountHistoryRow,
  accountHistoryRows,
  dateRangeError,
  filterHistory,
  filtersKey,
  hasFilters,
  type HistoryFilters,
  type HistoryTypeFilter,
  historyTypeFilters,
  historyTypeLabel,
  noHistoryFilters,
} from '../../domain/payment-history/filters.ts';
import { paymentHistoryMessages as messages } from '../../domain/payment-history/messages.ts';
import { accountArea } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { BillStatementDialog } from '../../ui/bill-statement/BillStatementDialog.tsx';
import { ViewBillButton } from '../../ui/bill-statement/ViewBillButton.tsx';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import * as styles from './PaymentHistoryScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

/** The area's keys under the account. */
const historyKeys = accountArea('account-history');

/** The type filter's choices, read in the active language. */
const typeOptions = () => historyTypeFilters.map((type) => ({ value: type, label: historyTypeLabel(type) }));

/**
 * Account History (route billpayments/history): the account's payments and bills as one list, newest
 * first, in the shared data table with a type filter and a date range, each bill's statement in the PDF
 * viewer (or the no-bill dialog), and the rows shown exported as CSV or a spreadsheet.
 */
export function PaymentHistoryScreen() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={paymentHistoryErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
      >
        {({ context, info }) => (
          <PaymentHistoryContent context={context} accountNumber={info.accountNumber} />
        )}
      </AccountFrame>
    </div>
  );
}

interface PaymentHistoryContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
}

function PaymentHistoryContent({ context, accountNumber }: PaymentHistoryContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const history = useQuery(historyKeys(memberNumber, accountNumber), (signal) =>
    getAccountHistory(client, account, signal),
  );
  return (
    <LoadState
      query={history}
      errors={paymentHistoryErrors}
      loadingLabel={messages.loading}
      isEmpty={({ payments, bills }) => payments.length === 0 && bills.length === 0}
      emptyMessage={messages.empty}
    >
      {({ payments, bills }) => (
        <HistoryTable
          key={accountNumber}
          member={{ memberNumber, accessToken }}
          rows={accountHistoryRows(payments, bills)}
        />
      )}
    </LoadState>
  );
}

interface HistoryTableProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly rows: readonly AccountHistoryRow[];
}

function HistoryTable({ member, rows }: HistoryTableProps) {
  const [filters, setFilters] = useState<HistoryFilters>(noHistoryFilters);
  const [bill, setBill] = useState<BillDialog | null>(null);
  const shown = useMemo(() => filterHistory(rows, filters), [rows, filters]);
  const rangeError = dateRangeError(filters);

  const language = useLanguage();
  const columns = useMemo<readonly DataTableColumn<AccountHistoryRow>[]>(() => {
    const viewBill = (row: AccountHistoryRow) => {
      const dialog = billDialogOf(row);
      if (dialog) setBill(dialog);
    };
    return [
      {
        id: 'date',
        header: messages.columns.date,
        value: (row) => row.recordDate,
        kind: 'date',
        sortable: true,
        exportValue: (row) => row.recordDateText,
        rowHeader: true,
      },
      {
        id: 'type',
        header: messages.columns.type,
        value: (row) => row.historyTypeText,
        sortable: true,
      },
      {
        id: 'amount',
        header: messages.columns.amount,
        value: (row) => row.amount,
        cell: (row) => row.amountText,
        exportValue: (row) => row.amount,
        align: 'end',
        sortable: true,
      },
      { id: 'dueDate', header: messages.columns.dueDate, value: (row) => row.dueDateText },
      {
        id: 'actions',
        header: messages.columns.actions,
        hideHeader: true,
        value: () => '',
        exportValue: () => '',
        cell: (row) => (
          <ViewBillButton row={row} className={styles.viewBill} onViewBill={() => viewBill(row)} />
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  }, [language]);

  const change = (next: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...next }));

  return (
    <>
      <DataTable
        caption={messages.caption}
        columns={columns}
        data={shown}
        getRowId={(row) => row.key}
        emptyMessage={messages.noMatches}
        filter={{ key: filtersKey(filters) }}
        export={{ fileName: messages.exportFileName, formats: ['csv', 'xlsx'] }}
        toolbar={
          <div className={styles.filters}>
            <SelectField
              className={styles.filterField}
              label={messages.filters.type}
              options={typeOptions()}
              value={filters.type}
              onChange={(event) => change({ type: event.target.value as HistoryTypeFilter })}
            />
            <DateField
              className={styles.filterField}
              label={messages.filters.from}
              value={filters.from}
              onChange={(event) => change({ from: event.target.value })}
            />
            <DateField
              className={styles.filterField}
              label={messages.filters.to}
              value={filters.to}
              {...(rangeError ? { error: rangeError } : {})}
              onChange={(event) => change({ to: event.target.value })}
            />
            {hasFilters(filters) ? (
              <Button variant="secondary" onClick={() => setFilters(noHistoryFilters)}>
                {messages.filters.clear}
              </Button>
            ) : null}
          </div>
        }
      />
      <BillStatementDialog bill={bill} member={member} onClose={() => setBill(null)} />
    </>
  );
}
