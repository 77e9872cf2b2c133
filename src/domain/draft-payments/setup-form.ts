import { dayOfMonthWindow, draftEligibility, showsDraftMethods } from './eligibility.ts';
import { draftValidationMessages as m } from './messages.ts';
import type {
  BankAccountType,
  DraftAccount,
  DraftMethod,
  DraftOption,
  DraftSettings,
  FinancialInstitution,
} from './types.ts';

/** The setup form's fields (spec 02 §3 draft form fields); the per-account checks are `selected`. */
export interface DraftSetupValues {
  draftOption: DraftOption;
  draftMethod: DraftMethod | '';
  dayOfMonth: string;
  daysAfter: string;
  accountType: BankAccountType | '';
  bankAccountNumber: string;
  confirmBankAccountNumber: string;
  bankTransitNumber: string;
  bankName: string;
  draftAuthorize: boolean;
}

export type DraftSetupField = keyof DraftSetupValues | 'selected';

/** Spec 02 §9 limits. */
export const draftLimits = {
  dayOfMonthMax: 28,
  dayFieldLength: 2,
  bankAccountMin: 4,
  bankAccountMax: 18,
  routingLength: 9,
  bankNameMax: 256,
  startDateMin: '1990-01-01',
} as const;

/** The bank fields, cleared when the draft option changes (spec 02 §2.6). */
export const clearedBankFields: Pick<
  DraftSetupValues,
  'accountType' | 'bankAccountNumber' | 'confirmBankAccountNumber' | 'bankTransitNumber' | 'bankName'
> = {
  accountType: 'Checking',
  bankAccountNumber: '',
  confirmBankAccountNumber: '',
  bankTransitNumber: '',
  bankName: '',
};

/** The form as it opens: the default option, Checking, the method from settings. */
export function initialSetupValues(option: DraftOption, settings: DraftSettings): DraftSetupValues {
  return {
    draftOption: option,
    draftMethod: showsDraftMethods(settings) ? '' : settings.defaultDraftMethod,
    dayOfMonth: '',
    daysAfter: '',
    ...clearedBankFields,
    draftAuthorize: false,
  };
}

/**
 * The bank account fields are on our form only for a bank draft saved by the direct call (NACHA);
 * otherwise the hosted page takes them.
 */
export function collectsBankAccount(option: DraftOption, settings: Pick<DraftSettings, 'nachaProcess'>) {
  return option === 'BANK' && settings.nachaProcess;
}

/**
 * The bank name of a routing number (spec 02 §5): the lookup's name, blank when the number is not
 * found or the name is 'DO NOT USE'.
 */
export function bankNameFor(routingNumber: string, institutions: readonly FinancialInstitution[]): string {
  if (!/^\d{9}$/.test(routingNumber)) return '';
  const found = institutions.find((institution) => institution.routingNumber === routingNumber);
  const name = found?.name.trim() ?? '';
  return name.toUpperCase() === 'DO NOT USE' ? '' : name;
}

/** The draft method a submit uses: the member's choice, or the default when the choice is not shown. */
export function effectiveDraftMethod(values: DraftSetupValues, settings: DraftSettings): DraftMethod | '' {
  return showsDraftMethods(settings) ? values.draftMethod : settings.defaultDraftMethod;
}

export interface DraftSetupContext {
  readonly settings: DraftSettings;
  /** The accounts checked in the table. */
  readonly selected: readonly DraftAccount[];
  readonly institutions: readonly FinancialInstitution[];
}

function parseDay(text: string): number | null {
  return /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Every rule of spec 02 §5 Draft over the form: the message per invalid field, none when valid. */
export function validateDraftSetup(
  values: DraftSetupValues,
  { settings, selected, institutions }: DraftSetupContext,
): Partial<Record<DraftSetupField, string>> {
  const problems: Partial<Record<DraftSetupField, string>> = {};

  if (selected.length === 0) problems.selected = m.noAccountSelected;
  else {
    const refused = selected
      .map((account) => draftEligibility(account, values.draftOption, settings))
      .find((eligibility) => !eligibility.eligible);
    if (refused && !refused.eligible) problems.selected = refused.reason;
    else if (selected.some((account) => account.eligibleDraftDate < draftLimits.startDateMin)) {
      problems.selected = m.startDateTooEarly;
    }
  }

  const method = effectiveDraftMethod(values, settings);
  if (method === '') problems.draftMethod = m.draftMethodRequired;
  if (method === 'DAY_OF_MONTH') {
    const day = parseDay(values.dayOfMonth);
    if (day === null || day < 1) problems.dayOfMonth = m.dayOfMonthRequired;
    else if (day > draftLimits.dayOfMonthMax) problems.dayOfMonth = m.dayOfMonthMax;
    else {
      const outside = selected.find((account) => {
        const window = dayOfMonthWindow(account);
        return day < window.first || day > window.last;
      });
      if (outside) {
        const window = dayOfMonthWindow(outside);
        problems.dayOfMonth = m.dayOfMonthWindow(outside.accountNumber, window.first, window.last);
      }
    }
  }
  if (method === 'DAYS_AFTER_BILLING') {
    const days = parseDay(values.daysAfter);
    if (days === null || days < 1 || days > settings.maxDraftDays) {
      problems.daysAfter = m.daysAfterRange(settings.maxDraftDays);
    }
  }

  if (collectsBankAccount(values.draftOption, settings)) {
    if (values.accountType !== 'Checking' && values.accountType !== 'Savings') {
      problems.accountType = m.accountTypeRequired;
    }
    const account = values.bankAccountNumber;
    if (account === '') problems.bankAccountNumber = m.bankAccountRequired;
    else if (
      !/^\d+$/.test(account) ||
      account.length < draftLimits.bankAccountMin ||
      account.length > draftLimits.bankAccountMax
    ) {
      problems.bankAccountNumber = m.bankAccountLength;
    }
    if (values.confirmBankAccountNumber === '') problems.confirmBankAccountNumber = m.confirmRequired;
    else if (values.confirmBankAccountNumber !== account) {
      problems.confirmBankAccountNumber = m.confirmMismatch;
    }
    const routing = values.bankTransitNumber;
    if (routing === '') problems.bankTransitNumber = m.routingRequired;
    else if (!/^\d{9}$/.test(routing)) problems.bankTransitNumber = m.routingLength;
    else if (/^0+$/.test(routing) || bankNameFor(routing, institutions) === '') {
      problems.bankTransitNumber = m.routingUnknown;
    }
    if (values.bankName.trim() === '') {
      if (!problems.bankTransitNumber) problems.bankName = m.bankNameRequired;
    } else if (values.bankName.length > draftLimits.bankNameMax) problems.bankName = m.bankNameTooLong;
  }

  if (!values.draftAuthorize) problems.draftAuthorize = m.authorize;
  return problems;
}
