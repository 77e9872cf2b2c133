import { draftPaymentsMessages, draftValidationMessages } from './messages.ts';
import type { DraftAccount, DraftOption, DraftSettings } from './types.ts';

export type DraftEligibility =
  { readonly eligible: true } | { readonly eligible: false; readonly reason: string };

/** The draft options the site offers, bank first (spec 02 §2.6). */
export function allowedDraftOptions(settings: Pick<DraftSettings, 'allowBankDraft' | 'allowCreditDraft'>) {
  const options: DraftOption[] = [];
  if (settings.allowBankDraft) options.push('BANK');
  if (settings.allowCreditDraft) options.push('CREDIT');
  return options;
}

/** The danger alert of spec 02 §2.6: neither bank nor card drafts are allowed. */
export function draftsNotAllowed(settings: Pick<DraftSettings, 'allowBankDraft' | 'allowCreditDraft'>) {
  return allowedDraftOptions(settings).length === 0;
}

/** The option the setup form starts with: the default from settings when the site offers it. */
export function defaultDraftOption(settings: DraftSettings): DraftOption | null {
  const allowed = allowedDraftOptions(settings);
  if (allowed.includes(settings.defaultDraftOption)) return settings.defaultDraftOption;
  return allowed[0] ?? null;
}

/**
 * Whether an account may be drafted with `option` (spec 02 §4 Draft, §5 Draft): not with AutoPay; not
 * with a past due amount when the prevent-setup setting is on; by card only when card eligible; by bank
 * not when flagged no-more-checks while the enforcement setting is on.
 */
export function draftEligibility(
  account: Pick<DraftAccount, 'autopayExists' | 'pastDueAmount' | 'ccEligible' | 'noMoreChecks'>,
  option: DraftOption,
  settings: Pick<
    DraftSettings,
    'allowBankDraft' | 'allowCreditDraft' | 'preventPastDueSetup' | 'enforceNoMoreChecks'
  >,
): DraftEligibility {
  if (account.autopayExists) return { eligible: false, reason: draftValidationMessages.autopay };
  if (!allowedDraftOptions(settings).includes(option)) {
    return { eligible: false, reason: draftValidationMessages.optionNotAllowed };
  }
  if (settings.preventPastDueSetup && account.pastDueAmount > 0) {
    return { eligible: false, reason: draftValidationMessages.pastDue };
  }
  if (option === 'CREDIT' && !account.ccEligible) {
    return { eligible: false, reason: draftValidationMessages.creditRestricted };
  }
  if (option === 'BANK' && account.noMoreChecks && settings.enforceNoMoreChecks) {
    return { eligible: false, reason: draftValidationMessages.echeckRestricted };
  }
  return { eligible: true };
}

/** The eligibility text of a row: 'Eligible' (not in the spec) or the reason it may not be drafted. */
export function eligibilityText(eligibility: DraftEligibility): string {
  return eligibility.eligible ? draftPaymentsMessages.eligible : eligibility.reason;
}

/**
 * Whether any of the member's accounts may be set up with any option the site offers (else §8's empty
 * message), from the back office's count of them (`draftableAccounts`): the screen holds one page.
 */
export function hasDraftableAccounts(
  draftableAccounts: Readonly<Record<DraftOption, number>>,
  settings: Pick<DraftSettings, 'allowBankDraft' | 'allowCreditDraft'>,
): boolean {
  return allowedDraftOptions(settings).some((option) => draftableAccounts[option] > 0);
}

/** The draft methods choice shows only when drafts are set up per account and individual setup is 'Y'. */
export function showsDraftMethods(settings: Pick<DraftSettings, 'draftType' | 'individualMethodSetup'>) {
  return settings.draftType === 'ACCOUNT' && settings.individualMethodSetup;
}

/** A day-of-month draft's window for an account: around its billed day, within 1 to 28. */
export function dayOfMonthWindow(
  account: Pick<DraftAccount, 'billedDay' | 'allowBeforeBilledDay' | 'allowAfterBilledDay'>,
): { first: number; last: number } {
  const first = Math.max(1, account.billedDay - account.allowBeforeBilledDay);
  const last = Math.min(28, account.billedDay + account.allowAfterBilledDay);
  return { first, last: Math.max(first, last) };
}
