import { useMemo } from 'react';
import type { OperationRoundup } from '../../api/schemas/operation-roundup.ts';
import { formatDate, type IsoDate } from '../../domain/dates.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import { ROUND_UP_AMOUNT_MAX_LENGTH } from '../../domain/operation-roundup/amount.ts';
import {
  earliestRoundUpExpiration,
  ROUND_UP_EXPIRATION_LATEST,
} from '../../domain/operation-roundup/expiration.ts';
import { operationRoundupMessages as roundUpTexts } from '../../domain/operation-roundup/messages.ts';
import {
  canEditAmountAndDate,
  enrolDraft,
  selectDraft,
  selectedAccountNumbers,
  type RoundUpAccount,
  type RoundUpDraft,
  type RoundUpRowErrors,
} from '../../domain/operation-roundup/rows.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { MoneyField } from '../../ui/primitives/MoneyField/MoneyField.tsx';
import * as styles from './MyProfileScreen.css.ts';

export interface RoundupTabProps {
  readonly roundUp: OperationRoundup;
  readonly drafts: Readonly<Record<string, RoundUpDraft>>;
  readonly rowErrors: Readonly<Record<string, RoundUpRowErrors>>;
  /** The cooperative's day (yyyy-MM-dd). */
  readonly today: IsoDate;
  readonly timeZone: string | undefined;
  readonly onDraftsChange: (
    change: (drafts: Record<string, RoundUpDraft>) => Record<string, RoundUpDraft>,
  ) => void;
  readonly onRowErrorsChange: (
    change: (errors: Record<string, RoundUpRowErrors>) => Record<string, RoundUpRowErrors>,
  ) => void;
}

/**
 * The Operation RoundUp tab: the member's accounts with the Operation RoundUp screen's rules (spec 03
 * §4, §5, from src/domain/operation-roundup); the selected rows go with Submit All.
 */
export function RoundupTab({
  roundUp,
  drafts,
  rowErrors,
  today,
  timeZone,
  onDraftsChange,
  onRowErrorsChange,
}: RoundupTabProps) {
  const { accounts } = roundUp;
  const earliest = earliestRoundUpExpiration(today);
  const accountsByNumber = useMemo(
    () => new Map(accounts.map((account) => [account.accountNumber, account])),
    [accounts],
  );

  const columns = useMemo<readonly DataTableColumn<RoundUpAccount>[]>(() => {
    function changeDraft(accountNumber: string, change: (draft: RoundUpDraft) => RoundUpDraft) {
      onDraftsChange((current) => {
        const draft = current[accountNumber];
        return draft ? { ...current, [accountNumber]: change(draft) } : current;
      });
      onRowErrorsChange((current) => {
        if (!(accountNumber in current)) return current;
        const { [accountNumber]: _cleared, ...rest } = current;
        return rest;
      });
    }
    return [
      {
        id: 'accountNumber',
        header: roundUpTexts.columns.accountNumber,
        value: (account) => account.accountNumber,
        rowHeader: true,
      },
      {
        id: 'accountType',
        header: roundUpTexts.columns.accountType,
        value: (account) => account.accountType,
      },
      { id: 'address', header: roundUpTexts.columns.address, value: (account) => account.address },
      {
        id: 'enrolled',
        header: roundUpTexts.columns.enrolled,
        value: (account) =>
          account.operationRoundup ? roundUpTexts.enrolledText.yes : roundUpTexts.enrolledText.no,
        cell: (account) => {
          const draft = drafts[account.accountNumber];
          return (
            <CheckboxField
              className={styles.cellField}
              role="switch"
              label={roundUpTexts.fieldLabels.enrolled(account.accountNumber)}
              checked={draft?.enrolled ?? false}
              disabled={!draft?.selected}
              onChange={(event) => {
                const enrolled = event.target.checked;
                changeDraft(account.accountNumber, (current) => enrolDraft(account, current, enrolled));
              }}
            />
          );
        },
      },
      {
        id: 'amount',
        header: roundUpTexts.columns.amount,
        value: (account) => account.operationRoundupAmount,
        cell: (account) => {
          const draft = drafts[account.accountNumber];
          return (
            <MoneyField
              className={`${styles.cellField} ${styles.amountField}`}
              label={roundUpTexts.fieldLabels.amount(account.accountNumber)}
              maxLength={ROUND_UP_AMOUNT_MAX_LENGTH}
              value={draft?.amount ?? ''}
              disabled={!draft || !canEditAmountAndDate(draft)}
              error={rowErrors[account.accountNumber]?.amount}
              onChange={(event) => {
                const amount = event.target.value;
                changeDraft(account.accountNumber, (current) => ({ ...current, amount }));
              }}
              onBlur={(event) => {
                const amount = event.target.value;
                changeDraft(account.accountNumber, (current) =>
                  current.amount === amount ? current : { ...current, amount },
                );
              }}
            />
          );
        },
      },
      {
        id: 'expiration',
        header: roundUpTexts.columns.expiration,
        value: (account) => account.operationRoundupExpiration,
        searchText: (account) => formatDate(account.operationRoundupExpiration) ?? '',
        cell: (account) => {
          const draft = drafts[account.accountNumber];
          return (
            <DateField
              className={`${styles.cellField} ${styles.dateField}`}
              label={roundUpTexts.fieldLabels.expiration(account.accountNumber)}
              min={earliest}
              max={ROUND_UP_EXPIRATION_LATEST}
              value={draft?.expiration ?? ''}
              disabled={!draft || !canEditAmountAndDate(draft)}
              error={rowErrors[account.accountNumber]?.expiration}
              onChange={(event) => {
                const expiration = event.target.value;
                changeDraft(account.accountNumber, (current) => ({ ...current, expiration }));
              }}
            />
          );
        },
      },
    ];
  }, [drafts, rowErrors, earliest, onDraftsChange, onRowErrorsChange]);

  if (accounts.length === 0) return <Alert tone="info">{messages.roundup.noAccounts}</Alert>;

  function onSelectionChange(ids: readonly string[]) {
    const chosen = new Set(ids);
    onDraftsChange((current) =>
      Object.fromEntries(
        Object.entries(current).map(([accountNumber, draft]) => {
          const account = accountsByNumber.get(accountNumber);
          const isSelected = chosen.has(accountNumber);
          return [
            accountNumber,
            account && draft.selected !== isSelected ? selectDraft(account, draft, isSelected) : draft,
          ];
        }),
      ),
    );
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
        emptyMessage={messages.roundup.noAccounts}
        timeZone={timeZone}
        selection={{
          rowLabel: (account) => account.accountNumber,
          selectedRowIds: selectedAccountNumbers(accounts, drafts),
          onChange: onSelectionChange,
        }}
      />
    </div>
  );
}
