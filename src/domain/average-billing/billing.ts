import { formatMoney } from '../money.ts';
import { averageBillingMessages as messages } from './messages.ts';

/** The billing types the back office sends (spec 03 §3); null when the account has none. */
export const billingTypes = ['Standard', 'Average', 'Budget'] as const;
export type BillingType = (typeof billingTypes)[number];

/** One account as the levelized accounts call answers it (spec 03 §3). */
export interface LevelizedAccount {
  readonly accountNumber: string;
  readonly serviceAddress: string;
  readonly estimatedAmount: number | null;
  readonly billingType: BillingType | null;
  readonly isEligible: boolean;
  readonly notEligibleMessage: string | null;
  readonly defaultSettlementMonth: number | null;
}

/** The filter's views (spec 03 §4): every account, those on average billing, those that can sign up. */
export const averageBillingViews = ['all', 'average', 'non-average'] as const;
export type AverageBillingView = (typeof averageBillingViews)[number];

/** What a row offers: a change, or why it cannot change. */
export type RowAction =
  | { readonly kind: 'sign-up' }
  | { readonly kind: 'remove' }
  | { readonly kind: 'not-eligible'; readonly reason: string };

/** The change a Sign Up or Remove makes. */
export type BillingChange = 'sign-up' | 'remove';

/**
 * Spec 03 §4: a budget account and an ineligible one cannot change (the budget account is explained,
 * the ineligible one shows the back office's reason); an account on average billing can be removed
 * from it; any other (Standard or none) can sign up.
 */
export function rowAction(account: LevelizedAccount): RowAction {
  if (account.billingType === 'Budget') return { kind: 'not-eligible', reason: messages.budgetReason };
  if (!account.isEligible) {
    const reason = account.notEligibleMessage?.trim();
    return { kind: 'not-eligible', reason: reason || messages.noReasonGiven };
  }
  return account.billingType === 'Average' ? { kind: 'remove' } : { kind: 'sign-up' };
}

/**
 * Spec 03 §4: All; Average Billing (billingType Average); Non-Average (not Average and eligible, so a
 * budget account is in neither filtered view).
 */
export function isInView(account: LevelizedAccount, view: AverageBillingView): boolean {
  if (view === 'average') return account.billingType === 'Average';
  if (view === 'non-average') return rowAction(account).kind === 'sign-up';
  return true;
}

export function accountsInView(
  accounts: readonly LevelizedAccount[],
  view: AverageBillingView,
): readonly LevelizedAccount[] {
  return view === 'all' ? accounts : accounts.filter((account) => isInView(account, view));
}

/** Spec 03 §2.4: the filter shows only when the member has more than one account. */
export function showsViewFilter(accounts: readonly LevelizedAccount[]): boolean {
  return accounts.length > 1;
}

/** The change a filtered view's bulk button makes; the All view has none (and no selection column). */
export function bulkChangeOf(view: AverageBillingView): BillingChange | null {
  if (view === 'average') return 'remove';
  if (view === 'non-average') return 'sign-up';
  return null;
}

/** The bulk button's name in a filtered view. */
export function bulkButtonLabel(change: BillingChange): string {
  return change === 'remove' ? messages.bulk.remove : messages.bulk.signUp;
}

/** What the back office is sent for one account (spec 03 §3, update payload). */
export interface LevelizedUpdate {
  readonly action: 'Add' | 'Edit';
  readonly billingType: BillingType;
  readonly accountNumber: string;
  readonly estimatedBill: number | null;
  readonly settlementMonth: number | null;
}

/** Spec 03 §4: Sign Up is action Add to Average; Remove is action Edit back to Standard. */
export function updateFor(account: LevelizedAccount, change: BillingChange): LevelizedUpdate {
  return {
    action: change === 'sign-up' ? 'Add' : 'Edit',
    billingType: change === 'sign-up' ? 'Average' : 'Standard',
    accountNumber: account.accountNumber,
    estimatedBill: account.estimatedAmount,
    settlementMonth: account.defaultSettlementMonth,
  };
}

/**
 * The updates of a bulk change: the selected accounts that the change applies to, in their order. A
 * selected account that cannot make it (ineligible meanwhile) is left out rather than refused.
 */
export function bulkUpdates(
  accounts: readonly LevelizedAccount[],
  change: BillingChange,
): readonly LevelizedUpdate[] {
  return accounts
    .filter((account) => rowAction(account).kind === change)
    .map((account) => updateFor(account, change));
}

/** The confirmation's title and question for a change of these accounts. */
export function confirmationOf(
  change: BillingChange,
  accountNumbers: readonly string[],
): { readonly title: string; readonly message: string } {
  const { confirm } = messages;
  const [only] = accountNumbers;
  if (change === 'sign-up') {
    return {
      title: confirm.signUpTitle,
      message:
        accountNumbers.length === 1 && only
          ? confirm.signUpOne(only)
          : confirm.signUpMany(accountNumbers.length),
    };
  }
  return {
    title: confirm.removeTitle,
    message:
      accountNumbers.length === 1 && only
        ? confirm.removeOne(only)
        : confirm.removeMany(accountNumbers.length),
  };
}

/** Spec 03 §8: one account's success names it; several share one sentence. */
export function successMessage(accountNumbers: readonly string[]): string {
  const [only] = accountNumbers;
  return accountNumbers.length === 1 && only ? messages.success.one(only) : messages.success.many;
}

/** The estimated amount as shown: '$142.00', or 'N/A' when the back office has none. */
export function estimatedAmountText(account: LevelizedAccount): string {
  return account.estimatedAmount === null ? messages.noEstimate : formatMoney(account.estimatedAmount);
}
