import { type PaperlessColumn, type PaperlessRow, setPaperlessBox } from './paperless.ts';

/**
 * A member with thousands of accounts sees their paperless rows a page at a time, so what they change is
 * kept as choices rather than as every row: the select-all boxes' choices for every account, and the
 * boxes checked one by one since. The back office applies them in the same order (docs/api.md, "Update
 * member details"): the select-all choices first, then each row sent whole.
 */

/** Each box's choice, on or off; a box not chosen is absent. */
export type PaperlessChoice = Partial<Record<PaperlessColumn, boolean>>;

/** How many of all the member's accounts have each box on, as the back office counts them. */
export interface PaperlessCounts {
  readonly total: number;
  /** An email bill notice or a paperless bill (which always goes by email). */
  readonly emailBillNotice: number;
  readonly paperlessBill: number;
  readonly otherPaperless: number;
}

/** What the member changed of the paperless rows, on any page. */
export interface PaperlessChanges {
  /** The select-all boxes pressed: each column's choice for every account. */
  readonly allAccounts: PaperlessChoice;
  /** The boxes checked one by one since, with each row as the back office has it. */
  readonly rows: Readonly<
    Record<string, { readonly loaded: PaperlessRow; readonly choice: PaperlessChoice }>
  >;
}

export const noPaperlessChanges: PaperlessChanges = { allAccounts: {}, rows: {} };

/**
 * The order a choice's boxes apply in, by spec 02 §4's rules for one box: the paperless bill first, so
 * that it keeps the email notice on whatever the email box's choice.
 */
const choiceOrder: readonly PaperlessColumn[] = ['paperlessBill', 'emailBillNotice', 'otherPaperless'];

function applyChoice(row: PaperlessRow, choice: PaperlessChoice): PaperlessRow {
  return choiceOrder.reduce((current, column) => {
    const checked = choice[column];
    return checked === undefined ? current : setPaperlessBox(current, column, checked);
  }, row);
}

/** A row as the back office will have it once the select-all choices apply to every account. */
function withAllAccounts(row: PaperlessRow, changes: PaperlessChanges): PaperlessRow {
  return applyChoice(row, changes.allAccounts);
}

/** A row as shown: the back office's, with the select-all choices, then the row's own choices. */
export function shownPaperlessRow(row: PaperlessRow, changes: PaperlessChanges): PaperlessRow {
  const own = changes.rows[row.accountNumber];
  return applyChoice(withAllAccounts(own?.loaded ?? row, changes), own?.choice ?? {});
}

/** One box of a row checked or unchecked: the row's own choice, over the select-all one. */
export function changePaperlessBox(
  changes: PaperlessChanges,
  row: PaperlessRow,
  column: PaperlessColumn,
  checked: boolean,
): PaperlessChanges {
  const own = changes.rows[row.accountNumber];
  return {
    ...changes,
    rows: {
      ...changes.rows,
      [row.accountNumber]: { loaded: own?.loaded ?? row, choice: { ...own?.choice, [column]: checked } },
    },
  };
}

/** A select-all box: its column's choice for every account, over the rows' own choices of it. */
export function changeAllAccounts(
  changes: PaperlessChanges,
  column: PaperlessColumn,
  checked: boolean,
): PaperlessChanges {
  return {
    allAccounts: { ...changes.allAccounts, [column]: checked },
    rows: Object.fromEntries(
      Object.entries(changes.rows).map(([accountNumber, { loaded, choice }]) => {
        const { [column]: _overridden, ...rest } = choice;
        return [accountNumber, { loaded, choice: rest }];
      }),
    ),
  };
}

/** How many of all the accounts have each box on once the changes apply. */
export function countsAfter(counts: PaperlessCounts, changes: PaperlessChanges): PaperlessCounts {
  const { total } = counts;
  const all = changes.allAccounts;
  const chosen = (column: 'paperlessBill' | 'otherPaperless') =>
    all[column] === undefined ? counts[column] : all[column] ? total : 0;
  const paperlessBill = chosen('paperlessBill');
  const emailBillNotice =
    all.emailBillNotice === true || all.paperlessBill === true
      ? total
      : all.emailBillNotice === false
        ? paperlessBill
        : counts.emailBillNotice;
  const afterAll = { total, emailBillNotice, paperlessBill, otherPaperless: chosen('otherPaperless') };
  // The rows changed one by one count as shown, instead of as the select-all choices left them.
  const rows = Object.values(changes.rows);
  const count = (column: PaperlessColumn) =>
    afterAll[column] +
    rows.filter(({ loaded }) => shownPaperlessRow(loaded, changes)[column]).length -
    rows.filter(({ loaded }) => withAllAccounts(loaded, changes)[column]).length;
  return {
    total,
    emailBillNotice: count('emailBillNotice'),
    paperlessBill: count('paperlessBill'),
    otherPaperless: count('otherPaperless'),
  };
}

/** Spec 02 §4: a select-all box is checked when every account's box of its column is (none when no account). */
export function everyAccountChecked(counts: PaperlessCounts, column: PaperlessColumn): boolean {
  return counts.total > 0 && counts[column] === counts.total;
}

/** Whether any account has a paperless bill or other paperless on (spec 02 §5's confirmation). */
export function anyAccountPaperless(counts: PaperlessCounts): boolean {
  return counts.paperlessBill > 0 || counts.otherPaperless > 0;
}

/** The rows the update sends whole: those changed one by one, as shown. */
export function changedPaperlessRows(changes: PaperlessChanges): PaperlessRow[] {
  return Object.values(changes.rows).map(({ loaded }) => shownPaperlessRow(loaded, changes));
}
