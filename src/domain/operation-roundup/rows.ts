import type { IsoDate } from '../dates.ts';
import { roundUpAmountText, roundUpAmountValue, validateRoundUpAmount } from './amount.ts';
import { parseRoundUpExpiration, validateRoundUpExpiration } from './expiration.ts';

/** One account as the back office has it (spec 03 §3, "Table row"). */
export interface RoundUpAccount {
  readonly accountNumber: string;
  readonly accountType: string;
  readonly address: string;
  readonly operationRoundup: boolean;
  readonly operationRoundupAmount: number | null;
  /** yyyy-MM-dd, or null for none. */
  readonly operationRoundupExpiration: IsoDate | null;
}

/** What the member has made of one row: selected (its edits enabled) and its three values as typed. */
export interface RoundUpDraft {
  readonly selected: boolean;
  readonly enrolled: boolean;
  /** As the amount field shows it: '2.00'. */
  readonly amount: string;
  /** As the date field gives it (yyyy-MM-dd), or mm/dd/yyyy as typed; '' for none. */
  readonly expiration: string;
}

/** One row as the update sends it (spec 03 §3, "Operation roundup row sent"). */
export interface RoundUpChange {
  readonly accountNumber: string;
  readonly isRoundUp: boolean;
  readonly amount: number | null;
  readonly expireDate: IsoDate | null;
}

/** The messages of one row's invalid fields. */
export interface RoundUpRowErrors {
  readonly amount?: string;
  readonly expiration?: string;
}

/** A row as the server has it, not selected. */
export function serverDraft(account: RoundUpAccount): RoundUpDraft {
  return {
    selected: false,
    enrolled: account.operationRoundup,
    amount: roundUpAmountText(account.operationRoundupAmount),
    expiration: account.operationRoundupExpiration ?? '',
  };
}

/** Every row as the server has it, by account number. */
export function serverDrafts(accounts: readonly RoundUpAccount[]): Record<string, RoundUpDraft> {
  return Object.fromEntries(accounts.map((account) => [account.accountNumber, serverDraft(account)]));
}

/**
 * Spec 03 §4: selecting a row enables its edits and keeps what it holds; deselecting restores the
 * server's values.
 */
export function selectDraft(account: RoundUpAccount, draft: RoundUpDraft, selected: boolean): RoundUpDraft {
  return selected ? { ...draft, selected: true } : serverDraft(account);
}

/**
 * The drafts once the table's selection is `selectedIds`: a row newly selected keeps what it holds, a
 * row deselected goes back to the server's values (selectDraft); the others are left as they are.
 */
export function draftsWithSelection(
  accounts: readonly RoundUpAccount[],
  drafts: Readonly<Record<string, RoundUpDraft>>,
  selectedIds: readonly string[],
): Record<string, RoundUpDraft> {
  const chosen = new Set(selectedIds);
  const byNumber = new Map(accounts.map((account) => [account.accountNumber, account]));
  return Object.fromEntries(
    Object.entries(drafts).map(([accountNumber, draft]) => {
      const account = byNumber.get(accountNumber);
      const isSelected = chosen.has(accountNumber);
      return [
        accountNumber,
        account && draft.selected !== isSelected ? selectDraft(account, draft, isSelected) : draft,
      ];
    }),
  );
}

/**
 * The edits of a paged table once its selection is `selectedIds`: what the member made of the rows they
 * selected, on any page, by account number. `known` holds every account of the pages loaded, `page`
 * those shown now (a row newly selected there starts from the server's values). A row deselected goes
 * back to the server's values, so it leaves the edits.
 */
export function editsWithSelection(
  known: readonly RoundUpAccount[],
  page: readonly RoundUpAccount[],
  edits: Readonly<Record<string, RoundUpDraft>>,
  selectedIds: readonly string[],
): Record<string, RoundUpDraft> {
  const drafts = draftsWithSelection(known, { ...serverDrafts(page), ...edits }, selectedIds);
  return Object.fromEntries(Object.entries(drafts).filter(([, draft]) => draft.selected));
}

/**
 * Spec 03 §4: switching enrolment on loads the stored amount (or 0.00) and expiration date; switching it
 * off keeps them, unused.
 */
export function enrolDraft(account: RoundUpAccount, draft: RoundUpDraft, enrolled: boolean): RoundUpDraft {
  return enrolled
    ? {
        ...draft,
        enrolled: true,
        amount: roundUpAmountText(account.operationRoundupAmount),
        expiration: account.operationRoundupExpiration ?? '',
      }
    : { ...draft, enrolled: false };
}

/** Whether a row's amount and date can be edited: selected and enrolled. */
export function canEditAmountAndDate(draft: RoundUpDraft): boolean {
  return draft.selected && draft.enrolled;
}

/** The account numbers of the selected rows, in the accounts' order. */
export function selectedAccountNumbers(
  accounts: readonly RoundUpAccount[],
  drafts: Readonly<Record<string, RoundUpDraft>>,
): string[] {
  return accounts
    .filter((account) => drafts[account.accountNumber]?.selected === true)
    .map((account) => account.accountNumber);
}

/**
 * The rules of spec 03 §5 for every selected, enrolled row: the messages of its invalid fields, by
 * account number; empty when everything may be sent.
 */
export function validateRoundUpDrafts(
  accounts: readonly RoundUpAccount[],
  drafts: Readonly<Record<string, RoundUpDraft>>,
  today: IsoDate,
  roundUpPlusMaximum: number | null,
): Record<string, RoundUpRowErrors> {
  const errors: Record<string, RoundUpRowErrors> = {};
  for (const account of accounts) {
    const draft = drafts[account.accountNumber];
    if (!draft?.selected || !draft.enrolled) continue;
    const amount = validateRoundUpAmount(draft.amount, roundUpPlusMaximum);
    const expiration = validateRoundUpExpiration(draft.expiration, today);
    if (amount || expiration) {
      errors[account.accountNumber] = {
        ...(amount ? { amount } : {}),
        ...(expiration ? { expiration } : {}),
      };
    }
  }
  return errors;
}

/**
 * The rows the update sends: the selected ones, an enrolled row with its amount and expiration date
 * (null for none), a row switched off with neither. Call it once the drafts are valid.
 */
export function roundUpChanges(
  accounts: readonly RoundUpAccount[],
  drafts: Readonly<Record<string, RoundUpDraft>>,
): RoundUpChange[] {
  return accounts.flatMap((account): RoundUpChange[] => {
    const draft = drafts[account.accountNumber];
    if (!draft?.selected) return [];
    if (!draft.enrolled) {
      return [{ accountNumber: account.accountNumber, isRoundUp: false, amount: null, expireDate: null }];
    }
    return [
      {
        accountNumber: account.accountNumber,
        isRoundUp: true,
        amount: roundUpAmountValue(draft.amount) ?? 0,
        expireDate: draft.expiration.trim() === '' ? null : parseRoundUpExpiration(draft.expiration),
      },
    ];
  });
}
