import { myProfileMessages } from './messages.ts';

/** One account's paperless row (spec 02 §3, "Member account"), as the form holds it. */
export interface PaperlessRow {
  readonly accountNumber: string;
  readonly address: string;
  readonly emailBillNotice: boolean;
  readonly paperlessBill: boolean;
  readonly otherPaperless: boolean;
}

export type PaperlessColumn = 'emailBillNotice' | 'paperlessBill' | 'otherPaperless';

export const paperlessColumns: readonly PaperlessColumn[] = [
  'emailBillNotice',
  'paperlessBill',
  'otherPaperless',
];

/** The member-level options of the Paperless tab. */
export interface PaperlessOptions {
  readonly hasPaperlessBilling: boolean;
  readonly hasPaperlessOther: boolean;
  readonly electronicKit: boolean;
  readonly marketingEmail: boolean;
  /** The confirmation checkbox. */
  readonly paperlessConfirmed: boolean;
}

/** Spec 02 §4: a row with a paperless bill has its email box on and disabled. */
export function isEmailLocked(row: PaperlessRow): boolean {
  return row.paperlessBill;
}

/**
 * Spec 02 §4: checking one box of a row. A paperless bill forces the email box on; unchecking email while
 * the paperless bill is on re-checks it (the row keeps email on).
 */
export function setPaperlessBox(row: PaperlessRow, column: PaperlessColumn, checked: boolean): PaperlessRow {
  switch (column) {
    case 'paperlessBill':
      return checked
        ? { ...row, paperlessBill: true, emailBillNotice: true }
        : { ...row, paperlessBill: false };
    case 'emailBillNotice':
      return { ...row, emailBillNotice: checked || row.paperlessBill };
    case 'otherPaperless':
      return { ...row, otherPaperless: checked };
  }
}

/** Spec 02 §4: a select-all box is checked when every row's box of its column is (none when no row). */
export function allChecked(rows: readonly PaperlessRow[], column: PaperlessColumn): boolean {
  return rows.length > 0 && rows.every((row) => row[column]);
}

/** A select-all box sets its column in every row, by the same rules as one box. */
export function setColumn(
  rows: readonly PaperlessRow[],
  column: PaperlessColumn,
  checked: boolean,
): PaperlessRow[] {
  return rows.map((row) => setPaperlessBox(row, column, checked));
}

/** Whether any paperless, annual-meeting or marketing option is on (spec 02 §5). */
export function anyPaperlessOptionOn(options: PaperlessOptions, rows: readonly PaperlessRow[]): boolean {
  return (
    options.hasPaperlessBilling ||
    options.hasPaperlessOther ||
    options.electronicKit ||
    options.marketingEmail ||
    rows.some((row) => row.paperlessBill || row.otherPaperless)
  );
}

/**
 * Spec 02 §5: the confirmation checkbox must be checked when any paperless, annual-meeting or marketing
 * option is on ('Please select the checkbox to continue.').
 */
export function validatePaperlessConfirmation(
  options: PaperlessOptions,
  rows: readonly PaperlessRow[],
): string | undefined {
  return anyPaperlessOptionOn(options, rows) && !options.paperlessConfirmed
    ? myProfileMessages.errors.paperlessConfirmationRequired
    : undefined;
}
