import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  deleteScheduledPayment,
  getScheduledPayments,
  getScheduledPaymentsSettings,
} from '../../api/scheduled-payments.ts';
import type { ScheduledPayment } from '../../api/schemas/scheduled-payments.ts';
import { scheduledPaymentsErrors } from '../../domain/scheduled-payments/errors.ts';
import { type ScheduledPaymentRow, scheduledPaymentRows } from '../../domain/scheduled-payments/list.ts';
import { scheduledPaymentsMessages as messages } from '../../domain/scheduled-payments/messages.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SafeHtml } from '../../ui/primitives/SafeHtml/SafeHtml.tsx';
import { ConfirmDialog, preloadScheduledPaymentsDialogs } from './scheduled-payments-dialogs.ts';
import { scheduledPaymentsKey, scheduledPaymentsSettingsKey } from './scheduled-payments-keys.ts';
import * as styles from './ScheduledPaymentsScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface ScheduledPaymentsScreenProps {
  /** The route's optional accountno: only the payments of that account. */
  readonly accountNumber?: string;
}

/**
 * Scheduled payments (spec 02 §2.7): the site's overview text, then the member's payments scheduled for
 * a future date (dates dd-MMM-yyyy), each with Delete, confirmed with Yes or No. A delete changes a
 * payment setup: it goes in money mode, once, and a lost answer is told as such while the list loads again.
 */
export function ScheduledPaymentsScreen({ accountNumber }: ScheduledPaymentsScreenProps) {
  const { client, config } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const settings = useQuery(
    scheduledPaymentsSettingsKey(config.apiBase, config.applicationId, useLanguage()),
    (signal) => getScheduledPaymentsSettings(client, signal),
    { keepPrevious: true },
  );
  const payments = useQuery(session ? scheduledPaymentsKey(memberNumber) : null, (signal) =>
    getScheduledPayments(client, member, signal),
  );
  const overview = settings.data?.overview ?? '';

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      {overview.trim() !== '' ? (
        <div className={styles.overview} data-part="overview">
          <SafeHtml html={overview} />
        </div>
      ) : null}
      {session ? (
        <LoadState query={payments} errors={scheduledPaymentsErrors} loadingLabel={messages.loading}>
          {(list) => <ScheduledPaymentsList member={member} payments={list} accountNumber={accountNumber} />}
        </LoadState>
      ) : null}
    </div>
  );
}

interface ScheduledPaymentsListProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly payments: readonly ScheduledPayment[];
  readonly accountNumber: string | undefined;
}

function ScheduledPaymentsList({ member, payments, accountNumber }: ScheduledPaymentsListProps) {
  const { client } = useElementContext();
  const [asking, setAsking] = useState<ScheduledPaymentRow | null>(null);
  const key = scheduledPaymentsKey(member.memberNumber);
  const remove = useMutation({
    send: ({ transNo }: { transNo: string }, call) => deleteScheduledPayment(client, member, transNo, call),
    errors: scheduledPaymentsErrors,
    refresh: [key],
    money: { intent: 'scheduled-payments.delete', affects: [key] },
    outcomeUnknownMessage: messages.deleteOutcomeUnknown,
  });
  const language = useLanguage();
  const rows = useMemo(
    () => scheduledPaymentRows(payments, accountNumber),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amounts and dates format in the active language
    [payments, accountNumber, language],
  );

  /** Holds the answer to a delete, above the list; it takes focus once the question closes. */
  const alertHolder = useRef<HTMLDivElement>(null);

  async function confirmDelete() {
    if (!asking) return;
    const outcome = await remove.submit({ transNo: asking.transNo });
    if (outcome.status === 'busy') return;
    focusAnswer.current = true;
    setAsking(null);
  }

  // Once the question has closed, after the dialog's own focus return (a task it queues as it goes):
  // focus goes to the answer, since the row's Delete it would return to goes with the deleted payment.
  const focusAnswer = useRef(false);
  useEffect(() => {
    if (asking || !focusAnswer.current) return;
    focusAnswer.current = false;
    const timer = window.setTimeout(() => alertHolder.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [asking]);

  const columns = useMemo<readonly DataTableColumn<ScheduledPaymentRow>[]>(
    () => [
      {
        id: 'paymentDate',
        header: messages.columns.paymentDate,
        value: (row) => row.paymentDate,
        cell: (row) => row.paymentDateText,
        exportValue: (row) => row.paymentDateText,
        rowHeader: true,
      },
      { id: 'accounts', header: messages.columns.accounts, value: (row) => row.accountsText },
      {
        id: 'amount',
        header: messages.columns.amount,
        value: (row) => row.amount,
        cell: (row) => row.amountText,
        align: 'end',
      },
      { id: 'paymentMethod', header: messages.columns.paymentMethod, value: (row) => row.paymentMethod },
      { id: 'paymentType', header: messages.columns.paymentType, value: (row) => row.paymentType },
      { id: 'createdDate', header: messages.columns.createdDate, value: (row) => row.createdDateText },
      {
        id: 'actions',
        header: messages.columns.actions,
        hideHeader: true,
        value: () => '',
        cell: (row) => (
          <Button
            variant="secondary"
            className={styles.deleteButton}
            aria-label={messages.deleteLabel(row.amountText, row.paymentDateText)}
            aria-haspopup="dialog"
            data-delete={row.transNo}
            disabled={remove.pending}
            onPointerEnter={preloadScheduledPaymentsDialogs}
            onFocus={preloadScheduledPaymentsDialogs}
            onClick={() => {
              preloadScheduledPaymentsDialogs();
              setAsking(row);
            }}
          >
            {messages.delete}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
    [remove.pending, language],
  );

  return (
    <>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {remove.error ? (
          <Alert tone={remove.status === 'unknown' ? 'warning' : 'error'}>{remove.error}</Alert>
        ) : null}
        {remove.status === 'succeeded' ? <Alert tone="success">{messages.deleted}</Alert> : null}
      </div>
      <DataTable
        caption={messages.caption}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.transNo}
        emptyMessage={messages.empty}
      />
      <Suspense fallback={null}>
        {asking ? (
          <ConfirmDialog
            open
            title={messages.deleteTitle}
            message={messages.deleteConfirm}
            confirmLabel={messages.yes}
            cancelLabel={messages.no}
            confirming={remove.pending}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setAsking(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
