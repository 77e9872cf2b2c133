import { type LoginInfoValues, validateLoginInfo } from './login-info.ts';
import { type PaperlessOptions, validatePaperlessConfirmation } from './paperless.ts';
import { changedPaperlessRows, type PaperlessChanges } from './paperless-changes.ts';

/** Every field of the Login Info and Paperless tabs, as the form holds them. */
export interface ProfileFormValues extends LoginInfoValues, PaperlessOptions {
  readonly paymentEmailReceived: boolean;
  readonly serviceOrderEmailReceived: boolean;
  readonly phoneNumberMask: boolean;
  readonly removeStoredCreditData: boolean;
  readonly removeStoredBankData: boolean;
}

/** One account's paperless choice as the update sends it (spec 02 §3, "paperlessAccounts entries"). */
export interface PaperlessAccountChange {
  readonly accountNumber: string;
  readonly isEmail: boolean;
  readonly isPaperless: boolean;
  readonly isPaperlessOther: boolean;
}

/**
 * The select-all boxes' choices for every account, applied before `paperlessAccounts` (not in the spec:
 * a member may hold thousands of accounts, docs/api.md "Update member details"); null where not chosen.
 */
export interface PaperlessAllAccountsChange {
  readonly isEmail: boolean | null;
  readonly isPaperless: boolean | null;
  readonly isPaperlessOther: boolean | null;
}

/** The update-member request (spec 02 §3); the Operation RoundUp rows go by the round-up call. */
export interface MemberUpdate {
  readonly memberNumber: string;
  readonly loginId: string;
  readonly userName: string;
  /** null keeps the current password. */
  readonly password: string | null;
  readonly securityQuestionId: number;
  readonly securityQuestionAnswer: string;
  readonly removeStoredCreditData: boolean;
  readonly removeStoredBankData: boolean;
  readonly receiveServiceOrderEmail: boolean;
  readonly receivePaymentEmail: boolean;
  readonly canMaskPhone: boolean;
  readonly isPaperlessBilling: boolean;
  readonly isPaperlessOther: boolean;
  readonly annualMarketingElectricKit: boolean;
  readonly isMarketEmail: boolean;
  readonly paperlessAllAccounts: PaperlessAllAccountsChange;
  /** The rows changed one by one, each whole. */
  readonly paperlessAccounts: readonly PaperlessAccountChange[];
}

/**
 * The request Submit All sends for valid values: trimmed texts, the password only when one was typed, the
 * paperless select-all choices and the rows changed one by one.
 */
export function memberUpdate(
  memberNumber: string,
  values: ProfileFormValues,
  paperless: PaperlessChanges,
): MemberUpdate {
  const all = paperless.allAccounts;
  return {
    memberNumber,
    loginId: values.loginId.trim(),
    userName: values.userName.trim(),
    password: values.password === '' ? null : values.password,
    securityQuestionId: Number(values.securityQuestionId),
    securityQuestionAnswer: values.securityQuestionAnswer.trim(),
    removeStoredCreditData: values.removeStoredCreditData,
    removeStoredBankData: values.removeStoredBankData,
    receiveServiceOrderEmail: values.serviceOrderEmailReceived,
    receivePaymentEmail: values.paymentEmailReceived,
    canMaskPhone: values.phoneNumberMask,
    isPaperlessBilling: values.hasPaperlessBilling,
    isPaperlessOther: values.hasPaperlessOther,
    annualMarketingElectricKit: values.electronicKit,
    isMarketEmail: values.marketingEmail,
    paperlessAllAccounts: {
      isEmail: all.emailBillNotice ?? null,
      isPaperless: all.paperlessBill ?? null,
      isPaperlessOther: all.otherPaperless ?? null,
    },
    paperlessAccounts: changedPaperlessRows(paperless).map((row) => ({
      accountNumber: row.accountNumber,
      isEmail: row.emailBillNotice || row.paperlessBill,
      isPaperless: row.paperlessBill,
      isPaperlessOther: row.otherPaperless,
    })),
  };
}

/**
 * Every rule of the Login Info and Paperless tabs (spec 02 §5), by field: the Login Info rules, then
 * the paperless confirmation (`accountPaperless`: any account with a paperless bill or other paperless
 * on). `takenUsername` is the last username the availability check found taken.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  accountPaperless: boolean,
  takenUsername: string | null = null,
): Partial<Record<keyof ProfileFormValues, string>> {
  const confirmation = validatePaperlessConfirmation(values, accountPaperless);
  return {
    ...validateLoginInfo(values, takenUsername),
    ...(confirmation ? { paperlessConfirmed: confirmation } : {}),
  };
}
