import { Suspense, useMemo, useState } from 'react';
import { getMemberDrafts, removeDrafts } from '../../api/draft-payments.ts';
import { draftDayText } from '../../domain/draft-payments/draft-day.ts';
import { draftPaymentsErrorMessages, draftPaymentsErrors } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import { draftRemovalRequest } from '../../domain/draft-payments/requests.ts';
import { wholeDraftTableQuery } from '../../domain/draft-payments/table-paging.ts';
import type { DraftAccount, MemberDrafts } from '../../domain/draft-payments/types.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import type { DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { draftAccountColumns } from './draft-table-columns.ts';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { DraftRowsTable } from './DraftRowsTable.tsx';
import { useDraftAccountRows } from './useDraftAccountRows.ts';
import { ConfirmDialog, preloadConfirmDialog } from './draft-dialogs.ts';
import { memberDraftsKey, memberDraftsPageKey } from './draft-keys.ts';
import * as styles from './DraftRemoveTab.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const { columns: headers } = messages;

/** The table's columns, their headers read in the active language. */
const tableColumns = (searchable: boolean): readonly DataTableColumn<DraftAccount>[] => [
  ...draftAccountColumns(searchable),
  {
    id: 'draftAccount',
    header: headers.draftAccount,
    value: (row) => row.draft?.draftAccountNumberMasked ?? '',
  },
  { id: 'draftDay', header: headers.draftDay, value: (row) => (row.draft ? draftDayText(row.draft) : '') },
];

type Member = { readonly memberNumber: string; readonly accessToken: string };

export interface DraftRemoveTabProps {
  readonly member: Member;
}

/** The accounts with a draft: all of them, or the first of many, asked of the back office. */
const withDraftQuery = { ...wholeDraftTableQuery, withDraft: 'true' } as const;

/**
 * The Remove Draft tab (spec 02 §2.6): the accounts with a draft, chosen and confirmed with 'Are you sure
 * you want to delete draft on selected account(s) ?'. The removal is a change of a payment setup: money
 * mode, sent once under its idempotency key.
 */
export function DraftRemoveTab({ member }: DraftRemoveTabProps) {
  const { client } = useElementContext();
  const withDraft = useQuery(memberDraftsPageKey(member.memberNumber, withDraftQuery), (signal) =>
    getMemberDrafts(client, member, { query: withDraftQuery, signal }),
  );
  return (
    <LoadState query={withDraft} errors={draftPaymentsErrors} loadingLabel={messages.loading}>
      {(first) => <RemoveDrafts member={member} first={first} />}
    </LoadState>
  );
}

function RemoveDrafts({ member, first }: { readonly member: Member; readonly first: MemberDrafts }) {
  const language = useLanguage();
  const { client } = useElementContext();
  const rows = useDraftAccountRows(member, first, { withDraft: 'true' });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  const columns = useMemo(() => tableColumns(rows.searchable), [language, rows.searchable]);
  // Chosen on any page: every one has a draft.
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [asking, setAsking] = useState(false);
  const [hint, setHint] = useState(false);
  const draftsKey = memberDraftsKey(member.memberNumber);
  const remove = useMutation({
    send: (accountNumbers: readonly string[], call) =>
      removeDrafts(client, member, draftRemovalRequest(member.memberNumber, accountNumbers), call),
    errors: draftPaymentsErrors,
    refresh: [draftsKey],
    money: { intent: 'draft-payments.remove', affects: [draftsKey] },
    outcomeUnknownMessage: messages.outcomeUnknown,
  });

  const confirm = async () => {
    const outcome = await remove.submit(chosen);
    if (outcome.status === 'busy') return;
    setAsking(false);
    if (outcome.status !== 'failed') setChosen([]);
  };

  const answer = (
    <AnswerHolder focus={remove.answerCount > 0} answer={remove.answerCount}>
      {remove.error && <Alert tone="error">{remove.error}</Alert>}
      {remove.status === 'succeeded' && <Alert tone="success">{messages.remove.removed}</Alert>}
      {hint && chosen.length === 0 && first.totalRecords > 0 && (
        <Alert tone="warning">{messages.remove.selectFirst}</Alert>
      )}
    </AnswerHolder>
  );

  if (first.totalRecords === 0) {
    return (
      <div className={styles.tab}>
        {answer}
        <Alert tone="info">{draftPaymentsErrorMessages.noAccountsToRemove}</Alert>
      </div>
    );
  }

  return (
    <div className={styles.tab}>
      {answer}
      <DraftRowsTable
        rows={rows}
        caption={messages.tabs.remove}
        columns={columns}
        selection={{
          rowLabel: (row) => row.accountNumber,
          selectedRowIds: chosen,
          onChange: (ids) => setChosen(ids),
        }}
      />
      <div className={styles.actions}>
        <Button
          variant="primary"
          data-remove-drafts=""
          loading={remove.pending}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={() => {
            if (remove.pending) return;
            remove.reset();
            if (chosen.length === 0) setHint(true);
            else setAsking(true);
          }}
        >
          {messages.remove.button}
        </Button>
      </div>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={messages.remove.confirmTitle}
            message={messages.remove.confirm}
            confirmLabel={messages.remove.yes}
            cancelLabel={messages.remove.no}
            confirming={remove.pending}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
