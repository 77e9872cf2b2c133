import { formatDate, type IsoDate } from '../../domain/dates.ts';
import { ROUND_UP_AMOUNT_MAX_LENGTH } from '../../domain/operation-roundup/amount.ts';
import { ROUND_UP_EXPIRATION_LATEST } from '../../domain/operation-roundup/expiration.ts';
import { operationRoundupMessages as messages } from '../../domain/operation-roundup/messages.ts';
import {
  canEditAmountAndDate,
  enrolDraft,
  type RoundUpAccount,
  type RoundUpDraft,
  type RoundUpRowErrors,
} from '../../domain/operation-roundup/rows.ts';
import { CheckboxField } from '../primitives/CheckboxField/CheckboxField.tsx';
import type { DataTableColumn } from '../primitives/DataTable/DataTable.tsx';
import { DateField } from '../primitives/DateField/DateField.tsx';
import { MoneyField } from '../primitives/MoneyField/MoneyField.tsx';
import * as styles from './round-up-columns.css.ts';

export interface RoundUpColumnsOptions {
  readonly drafts: Readonly<Record<string, RoundUpDraft>>;
  readonly rowErrors: Readonly<Record<string, RoundUpRowErrors>>;
  /** The first expiration date allowed: tomorrow in the cooperative's day. */
  readonly earliest: IsoDate;
  /** Applies a change to one row's draft (and clears that row's errors). */
  readonly changeDraft: (accountNumber: string, change: (draft: RoundUpDraft) => RoundUpDraft) => void;
  /** The Operation RoundUp screen sorts and searches its table; My Profile's tab lists it as it comes. */
  readonly browsable?: boolean;
}

/**
 * The round-up rows of spec 03 §4 as DataTable columns, for the Operation RoundUp screen and My
 * Profile's Operation RoundUp tab alike: account, type and address, then the enrol switch, amount and
 * expiration, each editable once the row is selected (and enrolled, for the amount and date).
 */
export function roundUpColumns({
  drafts,
  rowErrors,
  earliest,
  changeDraft,
  browsable = false,
}: RoundUpColumnsOptions): readonly DataTableColumn<RoundUpAccount>[] {
  const browse = browsable ? { sortable: true, searchable: true } : {};
  return [
    {
      id: 'accountNumber',
      header: messages.columns.accountNumber,
      value: (account) => account.accountNumber,
      rowHeader: true,
      ...browse,
    },
    {
      id: 'accountType',
      header: messages.columns.accountType,
      value: (account) => account.accountType,
      ...browse,
    },
    {
      // Named as the back office's sort field: the Operation RoundUp screen sorts by it there.
      id: 'serviceAddress',
      header: messages.columns.address,
      value: (account) => account.address,
      ...browse,
    },
    {
      id: 'enrolled',
      header: messages.columns.enrolled,
      value: (account) => (account.operationRoundup ? messages.enrolledText.yes : messages.enrolledText.no),
      cell: (account) => {
        const draft = drafts[account.accountNumber];
        return (
          <CheckboxField
            className={styles.toggleField}
            role="switch"
            label={messages.fieldLabels.enrolled(account.accountNumber)}
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
      header: messages.columns.amount,
      value: (account) => account.operationRoundupAmount,
      cell: (account) => {
        const draft = drafts[account.accountNumber];
        return (
          <MoneyField
            className={`${styles.cellField} ${styles.amountField}`}
            label={messages.fieldLabels.amount(account.accountNumber)}
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
      header: messages.columns.expiration,
      value: (account) => account.operationRoundupExpiration,
      searchText: (account) => formatDate(account.operationRoundupExpiration) ?? '',
      cell: (account) => {
        const draft = drafts[account.accountNumber];
        return (
          <DateField
            className={`${styles.cellField} ${styles.dateField}`}
            label={messages.fieldLabels.expiration(account.accountNumber)}
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
}
