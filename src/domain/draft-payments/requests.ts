import {
  isSetupSavedReturn,
  setupCallbackUrls,
  setupHostedFormFields,
} from '../payment-setup/hosted-setup.ts';
import type { CardTypeCode } from '../quick-pay/types.ts';
import { effectiveDraftMethod, type DraftSetupValues } from './setup-form.ts';
import type { BankAccountType, DraftAccount, DraftMethod, DraftOption, DraftSettings } from './types.ts';

/** Spec 02 §3 draft add entry. */
export interface DraftAccountEntry {
  readonly accountNumber: string;
  readonly action: 'ADD' | 'REMOVE';
  readonly draftMethod: DraftMethod | null;
  /** The day of month or the days after billing; null for the other methods and for a removal. */
  readonly draftDay: number | null;
  /** yyyy-mm-dd: the account's eligible draft date. */
  readonly draftStartDate: string | null;
}

/** Spec 02 §3 bank draft request (the NACHA direct call). */
export interface BankDraftRequest {
  readonly draftAccounts: readonly DraftAccountEntry[];
  readonly memberNumber: string;
  readonly draftType: BankAccountType;
  readonly bankAccountNumber: string;
  readonly routingNumber: string;
  readonly bankName: string;
}

/** Spec 02 §3 initiate-payment request (a draft through the hosted page). */
export interface DraftInitiationRequest {
  readonly accountsToDraft: readonly DraftAccountEntry[];
  readonly paymentType: 'DRAFT';
  readonly draftOption: DraftOption;
  readonly amount: 0;
  readonly removeDraft: boolean;
}

/** Not in the spec as a call of its own: the accounts whose drafts are removed. */
export interface DraftRemovalRequest {
  readonly memberNumber: string;
  readonly draftAccounts: readonly DraftAccountEntry[];
}

function dayOf(values: DraftSetupValues, method: DraftMethod | ''): number | null {
  if (method === 'DAY_OF_MONTH') return Number(values.dayOfMonth);
  if (method === 'DAYS_AFTER_BILLING') return Number(values.daysAfter);
  return null;
}

/** One ADD entry per checked account, with the form's method and day. */
export function draftAddEntries(
  values: DraftSetupValues,
  selected: readonly DraftAccount[],
  settings: DraftSettings,
): DraftAccountEntry[] {
  const method = effectiveDraftMethod(values, settings);
  return selected.map((account) => ({
    accountNumber: account.accountNumber,
    action: 'ADD',
    draftMethod: method === '' ? null : method,
    draftDay: dayOf(values, method),
    draftStartDate: account.eligibleDraftDate,
  }));
}

export function bankDraftRequest(
  memberNumber: string,
  values: DraftSetupValues,
  selected: readonly DraftAccount[],
  settings: DraftSettings,
): BankDraftRequest {
  return {
    draftAccounts: draftAddEntries(values, selected, settings),
    memberNumber,
    draftType: values.accountType === 'Savings' ? 'Savings' : 'Checking',
    bankAccountNumber: values.bankAccountNumber,
    routingNumber: values.bankTransitNumber,
    bankName: values.bankName.trim(),
  };
}

export function draftInitiationRequest(
  values: DraftSetupValues,
  selected: readonly DraftAccount[],
  settings: DraftSettings,
): DraftInitiationRequest {
  return {
    accountsToDraft: draftAddEntries(values, selected, settings),
    paymentType: 'DRAFT',
    draftOption: values.draftOption,
    amount: 0,
    removeDraft: false,
  };
}

export function draftRemovalRequest(
  memberNumber: string,
  accountNumbers: readonly string[],
): DraftRemovalRequest {
  return {
    memberNumber,
    draftAccounts: accountNumbers.map((accountNumber) => ({
      accountNumber,
      action: 'REMOVE',
      draftMethod: null,
      draftDay: null,
      draftStartDate: null,
    })),
  };
}

/** What the initiation answers (spec 02 §7). */
export interface DraftInitiation {
  readonly clientId: string;
  readonly actionUrl: string;
  readonly transNo: string;
  readonly applicationId: string;
  readonly merchantId: string;
  readonly securityToken: string;
}

export interface DraftHostedFormInput {
  readonly initiation: DraftInitiation;
  readonly option: DraftOption;
  readonly accountNumbers: readonly string[];
  readonly acceptedCardTypes: readonly CardTypeCode[];
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

/** A card draft's, or a bank draft's not processed as a NACHA file, hidden fields (spec 02 §2.6). */
export function draftHostedFormFields({
  initiation,
  option,
  ...rest
}: DraftHostedFormInput): Array<[name: string, value: string]> {
  return setupHostedFormFields({
    handOff: initiation,
    paymentType: option === 'CREDIT' ? 'cc' : 'echeck',
    ...rest,
  });
}

/** Where the hosted page returns after a draft (the set-up return). */
export const draftCallbackUrls = setupCallbackUrls;

/** The return of spec 02 §2.6: statuscode 0 says the draft was updated. */
export const isDraftUpdatedReturn = isSetupSavedReturn;

/** What one submit sends: a bank draft by the direct call, or the start of the hosted page's draft. */
export type SetupIntent =
  | {
      readonly kind: 'bank';
      /** The request without the bank account number, which goes into the call's body and nowhere else. */
      readonly request: Omit<BankDraftRequest, 'bankAccountNumber'>;
      /** Tells two bank accounts apart in the intent without holding the number: its length and last four. */
      readonly bankAccount: string;
    }
  | {
      readonly kind: 'hosted';
      readonly request: DraftInitiationRequest;
      readonly accountNumbers: readonly string[];
    };

/**
 * A bank draft's intent without its bank account number: the intent is kept while its outcome is
 * unknown, the number must not be.
 */
export function withoutBankNumber({ bankAccountNumber, ...request }: BankDraftRequest): SetupIntent {
  return {
    kind: 'bank',
    request,
    bankAccount: `${bankAccountNumber.length}:${bankAccountNumber.slice(-4)}`,
  };
}
