import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { updateOperationRoundup } from '../../api/operation-roundup.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { operationRoundupErrors } from '../../domain/operation-roundup/errors.ts';
import { earliestRoundUpExpiration } from '../../domain/operation-roundup/expiration.ts';
import { operationRoundupMessages as messages } from '../../domain/operation-roundup/messages.ts';
import {
  editsWithSelection,
  roundUpChanges,
  selectedAccountNumbers,
  serverDrafts,
  validateRoundUpDrafts,
  type RoundUpAccount,
  type RoundUpChange,
  type RoundUpDraft,
  type RoundUpRowErrors,
} from '../../domain/operation-roundup/rows.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { type MutationHandle, useMutation } from '../../state/useMutation.ts';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable } from '../../ui/primitives/DataTable/DataTable.tsx';
import { type RoundUpPages, useRoundUpPages } from '../../ui/round-up/useRoundUpPages.ts';
import { roundUpColumns } from '../../ui/round-up/round-up-columns.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './OperationRoundupScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface OperationRoundupTableProps {
  readonly context: AccountContext;
  readonly site: SiteConfiguration;
}

/**
 * The member's round-up rows, loading, failed or empty, then the table. A member may hold thousands of
 * accounts: the back office searches, sorts and pages them (useRoundUpPages).
 */
export function OperationRoundupTable({ context, site }: OperationRoundupTableProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const pages = useRoundUpPages(member);
  const save = useMutation({
    send: (changes: readonly RoundUpChange[]) => updateOperationRoundup(client, member, changes),
    errors: operationRoundupErrors,
    // Every page, and My Profile's tab.
    refresh: [queryKeys.operationRoundup(memberNumber)],
  });
  const { today, timeZone } = cooperativeDay(site.siteSettings);
  return (
    <LoadState
      query={pages.page}
      errors={operationRoundupErrors}
      loadingLabel={messages.loading}
      isEmpty={(data) => data.totalRecords === 0 && pages.server.query.search === ''}
      emptyMessage={messages.noAccounts}
    >
      {(data) => (
        <RoundUpEditor
          accounts={data.accounts}
          pages={pages}
          roundUpPlusMaximum={data.roundUpPlusMaximum}
          today={today}
          timeZone={timeZone}
          save={save}
        />
      )}
    </LoadState>
  );
}

interface RoundUpEditorProps {
  /** The rows of the page shown. */
  readonly accounts: readonly RoundUpAccount[];
  readonly pages: RoundUpPages;
  readonly roundUpPlusMaximum: number | null;
  /** The cooperative's day (yyyy-MM-dd). */
  readonly today: string;
  readonly timeZone: string | undefined;
  readonly save: MutationHandle<readonly RoundUpChange[], unknown>;
}

function RoundUpEditor({ accounts, pages, roundUpPlusMaximum, today, timeZone, save }: RoundUpEditorProps) {
  const { known } = pages;
  // What the member has made of the rows they selected, on any page; every other row shows the server's
  // values.
  const [edits, setEdits] = useState<Record<string, RoundUpDraft>>({});
  // After a save, the edits give way to the server's rows in the render that shows the rows loaded again
  // (arriving data renders in a transition, after the save's own update): clearing them any earlier would
  // show the rows as they were before the save, for as long as that render takes on a slow phone.
  const [savedOver, setSavedOver] = useState<readonly RoundUpAccount[] | null>(null);
  if (savedOver !== null && accounts !== savedOver) {
    setSavedOver(null);
    setEdits({});
  }
  const drafts = useMemo(() => ({ ...serverDrafts(accounts), ...edits }), [accounts, edits]);
  // The rows a refused Proceed found invalid, unchanged since: their errors are worked out at render, so
  // they read in the active language.
  const [invalidRows, setInvalidRows] = useState<readonly string[]>([]);
  const [validationCount, setValidationCount] = useState(0);

  const language = useLanguage();
  const rowErrors = useMemo<Record<string, RoundUpRowErrors>>(
    () =>
      invalidRows.length === 0
        ? {}
        : Object.fromEntries(
            Object.entries(validateRoundUpDrafts(known, drafts, today, roundUpPlusMaximum)).filter(([id]) =>
              invalidRows.includes(id),
            ),
          ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the errors read in the active language
    [invalidRows, known, drafts, today, roundUpPlusMaximum, language],
  );
  const selected = selectedAccountNumbers(known, drafts);
  const earliest = earliestRoundUpExpiration(today);

  function changeDraft(accountNumber: string, change: (draft: RoundUpDraft) => RoundUpDraft) {
    setEdits((current) => {
      const draft = current[accountNumber];
      return draft ? { ...current, [accountNumber]: change(draft) } : current;
    });
    setInvalidRows((current) =>
      current.includes(accountNumber) ? current.filter((id) => id !== accountNumber) : current,
    );
  }

  function onSelectionChange(ids: readonly string[]) {
    const chosen = new Set(ids);
    setEdits((current) => editsWithSelection(known, accounts, current, ids));
    setInvalidRows((current) => current.filter((id) => chosen.has(id)));
    if (save.status !== 'pending') save.reset();
  }

  // A refused Proceed moves focus to the first invalid field; a failed save to its message.
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (validationCount === 0) return;
    container.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [validationCount]);

  async function proceed() {
    const errors = validateRoundUpDrafts(known, drafts, today, roundUpPlusMaximum);
    setInvalidRows(Object.keys(errors));
    if (Object.keys(errors).length > 0) {
      setValidationCount((count) => count + 1);
      return;
    }
    const shownBefore = accounts;
    const outcome = await save.submit(roundUpChanges(known, drafts));
    // Saved, and every page loaded again: each row shows what the server now has, once on screen.
    if (outcome.status === 'succeeded') setSavedOver(shownBefore);
  }

  const columns = useMemo(
    () => roundUpColumns({ drafts, rowErrors, earliest, changeDraft, browsable: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
    [drafts, rowErrors, earliest, language],
  );

  return (
    <div className={styles.content} ref={container}>
      <AnswerHolder focus={save.error !== null || save.status === 'succeeded'} answer={save.answerCount}>
        {save.error && <Alert tone="error">{save.error}</Alert>}
        {save.status === 'succeeded' && <Alert tone="success">{messages.updated}</Alert>}
      </AnswerHolder>
      <DataTable
        caption={messages.caption}
        hideCaption
        columns={columns}
        data={accounts}
        getRowId={(account) => account.accountNumber}
        server={pages.server}
        loading={pages.loading}
        emptyMessage={messages.noAccounts}
        timeZone={timeZone}
        selection={{
          rowLabel: (account) => account.accountNumber,
          selectedRowIds: selected,
          onChange: onSelectionChange,
        }}
      />
      <div className={styles.actions}>
        {selected.length === 0 && <p className={styles.hint}>{messages.selectHint}</p>}
        <Button disabled={selected.length === 0} loading={save.pending} onClick={() => void proceed()}>
          {messages.proceed}
        </Button>
      </div>
    </div>
  );
}
