import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';
import { wholeNumberFormat } from '../numbers.ts';

/** Counts as the member reads them: 2,400. */
function countText(count: number): string {
  return wholeNumberFormat.format(count);
}

/**
 * Every text of the Auto Payments screen. Texts the spec does not give are marked "not in the spec" so a
 * reviewer can tell them apart.
 */
export const autoPayMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route (spec 01 §2.3, Payments column). */
      title: 'Auto Payments',
      /** Not in the spec: what screen readers hear while the accounts load. */
      loading: 'Loading…',
      /** Spec 02 §8, as the account overview words it. */
      noAccounts: accountOverviewMessages.errors.noAccounts,
      /** Not in the spec: what the screen is for. */
      intro:
        'With auto pay, each new bill of an account is paid on its due date from the card or bank account you choose.',
      /** Not in the spec: the list's accessible name. */
      listLabel: 'Accounts and their auto pay',
      /** Not in the spec: the search of a member with many accounts. */
      search: 'Account number or address',
      /** Not in the spec: how many cards show, said after each change. */
      shown: (shown: number, total: number) => `Showing ${countText(shown)} of ${countText(total)} accounts.`,
      /** Not in the spec: the button under the cards. */
      showMore: (count: number) => `Show ${countText(count)} more`,
      /** Not in the spec: a search that finds nothing. */
      noMatch: 'No account matches your search.',
      /** Not in the spec. */
      account: (accountNumber: string) => `Account ${accountNumber}`,
      /** Not in the spec: an enrolled account's method, e.g. 'Visa ending 4242 (card)'. */
      enrolledWith: (description: string, kind: string) => `Paid by ${description} (${kind})`,
      /** Not in the spec: registered auto payment kinds (spec 02 §7, CHARGE or ECHECK). */
      kinds: { CHARGE: 'card', ECHECK: 'e-check' } as Record<string, string>,
      /** Not in the spec. */
      enrolledSince: (date: string) => `Enrolled since ${date}`,
      /** Not in the spec: the status of an account without auto pay. */
      notEnrolled: 'Not enrolled',
      /** Not in the spec: the status marker of an enrolled account. */
      enrolledMarker: 'Enrolled',
      /** Not in the spec. */
      enrol: 'Set Up Auto Pay',
      /** Not in the spec: the Set Up button's accessible name. */
      enrolLabel: (accountNumber: string) => `Set up auto pay for account ${accountNumber}`,
      /** Not in the spec. */
      remove: 'Remove',
      /** Not in the spec: the Remove button's accessible name. */
      removeLabel: (accountNumber: string) => `Remove auto pay from account ${accountNumber}`,
      /** Not in the spec: the enrol dialog. */
      enrolTitle: (accountNumber: string) => `Set Up Auto Pay for ${accountNumber}`,
      /** Not in the spec. */
      methodLegend: 'Pay with',
      /** Not in the spec. */
      newCard: 'A new card',
      /** Not in the spec. */
      newBank: 'A new bank account (e-check)',
      /** Not in the spec: said under the choices when a new method is chosen. */
      hostedNote:
        'You will enter the new card or bank account on the secure payment page, where you may also save it for later.',
      /** Not in the spec: a stored card that has expired is listed but cannot be chosen. */
      expiredChoice: (label: string) => `${label} (expired)`,
      /** Not in the spec. */
      chooseMethod: 'Please choose a payment method.',
      /** Not in the spec. */
      confirmEnrol: 'Set Up',
      /** Not in the spec: the secure page's button. */
      continueToPage: 'Continue to Secure Page',
      /** Not in the spec. */
      cancel: 'Cancel',
      /** Not in the spec: an enrolment with a stored method went through. */
      enrolled: (accountNumber: string) => `Auto pay is set up for account ${accountNumber}.`,
      /** Not in the spec: the return from the secure payment page after an enrolment (statuscode 0). */
      returned: 'Your auto pay information has been updated.',
      /** Not in the spec: the remove confirmation. */
      removeTitle: 'Remove Auto Pay',
      /** Not in the spec. */
      removeConfirm: (accountNumber: string) =>
        `Are you sure you want to remove auto pay from account ${accountNumber}? Its bills will no longer be paid automatically.`,
      /** Spec 02 §2.7's confirmation buttons. */
      yes: 'Yes',
      /** Spec 02 §2.7's confirmation buttons. */
      no: 'No',
      /** Not in the spec. */
      removed: (accountNumber: string) => `Auto pay was removed from account ${accountNumber}.`,
      /** Not in the spec: an enrolment's answer was lost. */
      enrolOutcomeUnknown:
        'We could not confirm whether auto pay was set up. The list below has been loaded again: check it before trying again.',
      /** Not in the spec: a removal's answer was lost. */
      removeOutcomeUnknown:
        'We could not confirm whether auto pay was removed. The list below has been loaded again: check it before trying again.',
    }) as const,
  () => import('./es.ts'),
  'autoPayMessages',
);
