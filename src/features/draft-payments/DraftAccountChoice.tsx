import { useId } from 'react';
import { draftEligibility, eligibilityText } from '../../domain/draft-payments/eligibility.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import type {
  DraftAccount,
  DraftOption,
  DraftSettings,
  MemberDrafts,
} from '../../domain/draft-payments/types.ts';
import type { DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { FieldError } from '../../ui/primitives/FieldError/FieldError.tsx';
import { draftAccountColumns } from './draft-table-columns.ts';
import { DraftRowsTable } from './DraftRowsTable.tsx';
import { useDraftAccountRows } from './useDraftAccountRows.ts';
import * as styles from './DraftAccountChoice.css.ts';

export interface DraftAccountChoiceProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  /** The screen's first answer: every account, or the first of many (useDraftAccountRows). */
  readonly first: MemberDrafts;
  /** The draft option chosen: an account's eligibility depends on it. */
  readonly option: DraftOption;
  readonly settings: DraftSettings;
  readonly selectedIds: readonly string[];
  /** A change is under way: no box changes meanwhile. */
  readonly disabled: boolean;
  /** The selection's message (at least one account), under the table. */
  readonly error: string | undefined;
  readonly onToggle: (account: DraftAccount, checked: boolean) => void;
}

/**
 * The accounts a draft may be set up for (spec 02 §2.6), one box each, checked one by one: an account
 * not eligible for the chosen option says why and cannot be checked. A member with many accounts pages
 * and searches them on the back office's side; what is checked on one page stays checked on the others.
 */
export function DraftAccountChoice({
  member,
  first,
  option,
  settings,
  selectedIds,
  disabled,
  error,
  onToggle,
}: DraftAccountChoiceProps) {
  const errorId = useId();
  const rows = useDraftAccountRows(member, first);
  const chosen = new Set(selectedIds);
  const columns: readonly DataTableColumn<DraftAccount>[] = [
    {
      id: 'select',
      header: messages.columns.select,
      hideHeader: true,
      value: (row) => (chosen.has(row.accountNumber) ? 1 : 0),
      cell: (row) => {
        const eligible = draftEligibility(row, option, settings).eligible;
        return (
          <input
            type="checkbox"
            className={styles.rowCheckbox}
            data-select-account={row.accountNumber}
            aria-label={messages.selectAccount(row.accountNumber)}
            checked={eligible && chosen.has(row.accountNumber)}
            disabled={!eligible || disabled}
            onChange={(event) => onToggle(row, event.target.checked)}
          />
        );
      },
    },
    ...draftAccountColumns(rows.searchable),
    {
      id: 'eligibleDraftDate',
      header: messages.columns.eligibleDraftDate,
      value: (row) => row.eligibleDraftDate,
      kind: 'date',
    },
    {
      id: 'status',
      header: messages.columns.status,
      value: (row) => eligibilityText(draftEligibility(row, option, settings)),
    },
  ];

  return (
    <fieldset className={styles.accounts} aria-describedby={error ? errorId : undefined}>
      <legend>{messages.form.accountsLegend}</legend>
      <DraftRowsTable rows={rows} caption={messages.form.accountsLegend} columns={columns} />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
