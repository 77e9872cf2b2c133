import { useMemo } from 'react';
import type { OperationRoundup } from '../../api/schemas/operation-roundup.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import { earliestRoundUpExpiration } from '../../domain/operation-roundup/expiration.ts';
import {
  editsWithSelection,
  selectedAccountNumbers,
  type RoundUpDraft,
  type RoundUpRowErrors,
} from '../../domain/operation-roundup/rows.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { DataTable } from '../../ui/primitives/DataTable/DataTable.tsx';
import { roundUpColumns } from '../../ui/round-up/round-up-columns.tsx';
import type { RoundUpPages } from '../../ui/round-up/useRoundUpPages.ts';
import * as styles from './MyProfileScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

export interface RoundupTabProps {
  /** The page of rows shown. */
  readonly roundUp: OperationRoundup;
  readonly pages: RoundUpPages;
  /** Every row shown: the edits of the selected ones over the server's values. */
  readonly drafts: Readonly<Record<string, RoundUpDraft>>;
  readonly rowErrors: Readonly<Record<string, RoundUpRowErrors>>;
  /** The cooperative's day (yyyy-MM-dd). */
  readonly today: IsoDate;
  readonly timeZone: string | undefined;
  /** Changes the edits of the selected rows (on any page). */
  readonly onEditsChange: (
    change: (edits: Record<string, RoundUpDraft>) => Record<string, RoundUpDraft>,
  ) => void;
  readonly onRowErrorsChange: (
    change: (errors: Record<string, RoundUpRowErrors>) => Record<string, RoundUpRowErrors>,
  ) => void;
}

/**
 * The Operation RoundUp tab: the member's accounts with the Operation RoundUp screen's rules (spec 03
 * §4, §5, from src/domain/operation-roundup), a page at a time (useRoundUpPages); the rows selected on
 * any page go with Submit All.
 */
export function RoundupTab({
  roundUp,
  pages,
  drafts,
  rowErrors,
  today,
  timeZone,
  onEditsChange,
  onRowErrorsChange,
}: RoundupTabProps) {
  const { accounts } = roundUp;
  const earliest = earliestRoundUpExpiration(today);

  const language = useLanguage();
  const columns = useMemo(() => {
    function changeDraft(accountNumber: string, change: (draft: RoundUpDraft) => RoundUpDraft) {
      onEditsChange((current) => {
        const draft = current[accountNumber];
        return draft ? { ...current, [accountNumber]: change(draft) } : current;
      });
      onRowErrorsChange((current) => {
        if (!(accountNumber in current)) return current;
        const { [accountNumber]: _cleared, ...rest } = current;
        return rest;
      });
    }
    return roundUpColumns({ drafts, rowErrors, earliest, changeDraft });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
  }, [drafts, rowErrors, earliest, onEditsChange, onRowErrorsChange, language]);

  if (roundUp.totalRecords === 0 && pages.server.query.search === '') {
    return <Alert tone="info">{messages.roundup.noAccounts}</Alert>;
  }

  function onSelectionChange(ids: readonly string[]) {
    const chosen = new Set(ids);
    onEditsChange((current) => editsWithSelection(pages.known, accounts, current, ids));
    onRowErrorsChange((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => chosen.has(id))),
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.note}>{messages.roundup.hint}</p>
      <DataTable
        caption={messages.roundup.caption}
        hideCaption
        columns={columns}
        data={accounts}
        getRowId={(account) => account.accountNumber}
        server={pages.server}
        loading={pages.loading}
        emptyMessage={messages.roundup.noAccounts}
        timeZone={timeZone}
        selection={{
          rowLabel: (account) => account.accountNumber,
          selectedRowIds: selectedAccountNumbers(pages.known, drafts),
          onChange: onSelectionChange,
        }}
      />
    </div>
  );
}
