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

/**
 * Whether any paperless, annual-meeting or marketing option is on (spec 02 §5); `accountPaperless`:
 * whether any account has a paperless bill or other paperless on (anyAccountPaperless).
 */
export function anyPaperlessOptionOn(options: PaperlessOptions, accountPaperless: boolean): boolean {
  return (
    options.hasPaperlessBilling ||
    options.hasPaperlessOther ||
    options.electronicKit ||
    options.marketingEmail ||
    accountPaperless
  );
}

/**
 * Spec 02 §5: the confirmation checkbox must be checked when any paperless, annual-meeting or marketing
 * option is on ('Please select the checkbox to continue.').
 */
export function validatePaperlessConfirmation(
  options: PaperlessOptions,
  accountPaperless: boolean,
): string | undefined {
  return anyPaperlessOptionOn(options, accountPaperless) && !options.paperlessConfirmed
    ? myProfileMessages.errors.paperlessConfirmationRequired
    : undefined;
}
