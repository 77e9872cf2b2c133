import type { CardTypeCode } from '../quick-pay/types.ts';

/** Spec 02 §2.6: a draft from a bank account or from a card. */
export type DraftOption = 'BANK' | 'CREDIT';

/** Spec 02 §3 draft types: when the draft is taken. */
export type DraftMethod = 'WHEN_BILLED' | 'END_OF_MONTH' | 'DAY_OF_MONTH' | 'DAYS_AFTER_BILLING';

export const draftMethods: readonly DraftMethod[] = [
  'WHEN_BILLED',
  'END_OF_MONTH',
  'DAY_OF_MONTH',
  'DAYS_AFTER_BILLING',
];

/** Spec 02 §5: the bank account's type. */
export type BankAccountType = 'Checking' | 'Savings';

/** An account's current draft (spec 02 §3 draft account `draft`). */
export interface AccountDraft {
  /** 'Checking', 'Savings' or, for a card, the card's kind. */
  readonly draftAccountType: string;
  readonly draftAccountNumberMasked: string;
  /** The bank's name; for a card, empty. */
  readonly financialInstitutionName: string;
  readonly draftType: string;
  /** The day of the month or the number of days after billing; null for the other types. */
  readonly draftDay: number | null;
}

/** A member's account as the draft screen sees it (spec 02 §3 draft account). */
export interface DraftAccount {
  readonly accountNumber: string;
  readonly serviceAddress: string;
  readonly accountType: string;
  readonly pastDueAmount: number;
  readonly autopayExists: boolean;
  readonly ccEligible: boolean;
  readonly noMoreChecks: boolean;
  /** yyyy-mm-dd: the first date a new draft may be taken. */
  readonly eligibleDraftDate: string;
  /** Not in the spec: the day of the month the account is billed, the centre of the day window. */
  readonly billedDay: number;
  /** How many days before the billed day a day-of-month draft may fall. */
  readonly allowBeforeBilledDay: number;
  /** How many days after the billed day a day-of-month draft may fall. */
  readonly allowAfterBilledDay: number;
  readonly draft: AccountDraft | null;
}

/** The site's draft settings (spec 02 §6 and §7 draft keys and payment settings). */
export interface DraftSettings {
  readonly allowBankDraft: boolean;
  readonly allowCreditDraft: boolean;
  /** The option the setup form starts with (the default draft type setting, CREDIT or BANK). */
  readonly defaultDraftOption: DraftOption;
  /** 'ACCOUNT' when drafts are set up per account; the draft methods show only then. */
  readonly draftType: 'ACCOUNT' | 'MEMBER';
  /** Individual method setup 'Y': the member picks the draft method. */
  readonly individualMethodSetup: boolean;
  /** The method used when the member does not pick one. */
  readonly defaultDraftMethod: DraftMethod;
  /** The configured maximum of days after billing. */
  readonly maxDraftDays: number;
  /** Bank drafts processed as a NACHA file: saved by the direct call. */
  readonly nachaProcess: boolean;
  /** Prevent past-due setup. */
  readonly preventPastDueSetup: boolean;
  /** ENFORCE_NO_MORE_CHECKS. */
  readonly enforceNoMoreChecks: boolean;
  readonly acceptedCardTypes: readonly CardTypeCode[];
}

/**
 * What the draft screen loads: the site's settings, a page of the member's accounts, how many the query
 * matches in all, and how many of all the member's accounts may be drafted with each option.
 */
export interface MemberDrafts {
  readonly settings: DraftSettings;
  readonly accounts: readonly DraftAccount[];
  readonly totalRecords: number;
  readonly draftableAccounts: Readonly<Record<DraftOption, number>>;
}

/** A financial institution of the routing-number lookup (spec 02 §3). */
export interface FinancialInstitution {
  readonly routingNumber: string;
  readonly name: string;
}
