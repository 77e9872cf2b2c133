import type { AverageBillingView } from './billing.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Average Billing screen (spec 03 §2.4, §4, §8). Texts the spec does not give are
 * marked "not in the spec" so a reviewer can tell them apart.
 */
export const averageBillingMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Average Billing',
    /** Not in the spec: what screen readers hear while the accounts load. */
    loading: 'Loading…',
    /** Spec 03 §2.4. */
    noAccounts: 'There are no accounts available.',
    /** Not in the spec: the label of the view selector. */
    viewLabel: 'Show',
    /** Spec 03 §2.4: the views of the filter. */
    views: {
      all: 'All',
      average: 'Average Billing',
      nonAverage: 'Non-Average Billing',
    } satisfies Record<AverageBillingViewKey, string>,
    /** Not in the spec: the table's accessible name. */
    caption: 'Accounts and their billing type',
    columns: {
      /** Not in the spec. */
      accountNumber: 'Account Number',
      /** Not in the spec. */
      serviceAddress: 'Service Address',
      /** Not in the spec. */
      estimatedAmount: 'Estimated Amount',
      /** Not in the spec: the action column's header, for assistive technology. */
      action: 'Action',
    },
    /** Spec 03 §2.4: the row actions. */
    actions: {
      signUp: 'Sign Up',
      remove: 'Remove',
      notEligible: 'Not Eligible',
    },
    /** Not in the spec: names a row's Sign Up or Remove button for assistive technology. */
    actionLabel: (action: string, accountNumber: string) => `${action} account ${accountNumber}`,
    /** Not in the spec: the accessible name of the button that shows why an account cannot change. */
    reasonLabel: (accountNumber: string) => `Why account ${accountNumber} is not eligible`,
    /** Spec 03 §4, the budget account's explanation; the wording is not in the spec. */
    budgetReason:
      'This account is signed up for budget billing. Its billing type cannot be changed to average billing here.',
    /** Not in the spec: an ineligible account the back office gave no reason for. */
    noReasonGiven: 'This account is not eligible for average billing.',
    /** Not in the spec: an estimated amount the back office does not have. */
    noEstimate: 'N/A',
    /** Spec 03 §2.4: the bulk buttons of the filtered views. */
    bulk: {
      remove: 'Remove Selected',
      signUp: 'Sign Up Selected',
    },
    /** Spec 03 §2.4: 'Check multiple accounts then click ...', completed with the bulk button's name. */
    bulkHint: (button: string) => `Check multiple accounts then click '${button}'.`,
    /** Spec 03 §8: the confirmations ask the member to click Continue or Cancel. */
    confirm: {
      continue: 'Continue',
      cancel: 'Cancel',
      /** Not in the spec. */
      signUpTitle: 'Sign Up for Average Billing',
      /** Not in the spec. */
      removeTitle: 'Remove Average Billing',
      /** Not in the spec. */
      signUpOne: (accountNumber: string) =>
        `Account ${accountNumber} will be signed up for average billing. Click Continue to proceed or Cancel to keep its billing type.`,
      /** Not in the spec. */
      signUpMany: (count: number) =>
        `${count} accounts will be signed up for average billing. Click Continue to proceed or Cancel to keep their billing type.`,
      /** Not in the spec. */
      removeOne: (accountNumber: string) =>
        `Account ${accountNumber} will be removed from average billing and return to standard billing. Click Continue to proceed or Cancel to keep its billing type.`,
      /** Not in the spec. */
      removeMany: (count: number) =>
        `${count} accounts will be removed from average billing and return to standard billing. Click Continue to proceed or Cancel to keep their billing type.`,
    },
    /** Spec 03 §8: the success dialogs. */
    success: {
      /** Not in the spec: the dialog's title. */
      title: 'Success',
      one: (accountNumber: string) => `Account ${accountNumber} billing type updated successfully`,
      many: 'Billing type updated successfully for multiple accounts.',
    },
    /** Spec 03 §8: a refused change shows the back office's message in a warning dialog. */
    warningTitle: 'Warning',
  }),
  () => import('./es.ts'),
  'averageBillingMessages',
);

type AverageBillingViewKey = 'all' | 'average' | 'nonAverage';

/** The filter's label of a view. */
export function viewLabel(view: AverageBillingView): string {
  const { views } = averageBillingMessages;
  return view === 'average' ? views.average : view === 'non-average' ? views.nonAverage : views.all;
}
