import { useMemo } from 'react';
import { getDeposits } from '../../api/deposits.ts';
import { type DepositRow, depositRows, totalHeldText } from '../../domain/deposits/deposits.ts';
import { depositsErrors } from '../../domain/deposits/errors.ts';
import { depositsMessages as messages } from '../../domain/deposits/messages.ts';
import { accountArea } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useFeatureGate } from '../../ui/navigation/useFeatureGate.ts';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './DepositsScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

/** The area's keys under the account. */
const depositsKeys = accountArea('deposits');

/** The table's columns, their headers read in the active language. */
const tableColumns = (): readonly DataTableColumn<DepositRow>[] => [
  {
    id: 'description',
    header: messages.columns.description,
    value: (row) => row.description,
    rowHeader: true,
  },
  {
    id: 'depositDate',
    header: messages.columns.depositDate,
    value: (row) => row.depositDate,
    kind: 'date',
    sortable: true,
    exportValue: (row) => row.depositDateText,
  },
  {
    id: 'amount',
    header: messages.columns.amount,
    value: (row) => row.amount,
    cell: (row) => row.amountText,
    align: 'end',
    sortable: true,
  },
  {
    id: 'interestPaid',
    header: messages.columns.interestPaid,
    value: (row) => row.interestPaidText,
    align: 'end',
  },
  { id: 'status', header: messages.columns.status, value: (row) => row.statusText },
  { id: 'refundDate', header: messages.columns.refundDate, value: (row) => row.refundDateText },
];

/**
 * Deposits (route billpayments/view-deposits, the Billing menu's Deposits): the selected account's
 * deposits, held or returned, with the total held. With the site's Deposits feature off (spec 01 §6) the
 * member goes to the account overview instead.
 */
export function DepositsScreen() {
  const { site, featureOn } = useFeatureGate('Deposits');

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      {featureOn !== false ? (
        <AccountFrame
          errors={depositsErrors}
          loadingLabel={messages.loading}
          noAccountsMessage={messages.noAccounts}
          alongside={site}
        >
          {({ context, info }) => <DepositsContent context={context} accountNumber={info.accountNumber} />}
        </AccountFrame>
      ) : null}
    </div>
  );
}

interface DepositsContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
}

function DepositsContent({ context, accountNumber }: DepositsContentProps) {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(), [language]);
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const deposits = useQuery(depositsKeys(memberNumber, accountNumber), (signal) =>
    getDeposits(client, account, signal),
  );
  return (
    <LoadState
      query={deposits}
      errors={depositsErrors}
      loadingLabel={messages.loading}
      isEmpty={(list) => list.length === 0}
      emptyMessage={messages.empty}
    >
      {(list) => (
        <>
          <DetailList items={[{ label: messages.totalHeld, value: totalHeldText(list) }]} />
          <DataTable
            caption={messages.caption}
            hideCaption
            columns={columns}
            data={depositRows(list)}
            getRowId={(row) => row.depositId}
            emptyMessage={messages.empty}
            export={{ fileName: messages.exportFileName, formats: ['csv', 'xlsx'] }}
          />
        </>
      )}
    </LoadState>
  );
}
