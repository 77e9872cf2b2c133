import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

const overview = accountOverviewMessages;

/**
 * Every text of the Arrangements screen (route billpayments/view-arrangements; spec 02 §2.8 does not
 * show the screen). Texts the spec does not give are marked "Not in the spec".
 */
export const arrangementsMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Arrangements',
    /** Not in the spec: what screen readers hear while the account loads. */
    loading: 'Loading the arrangement…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: overview.errors.noAccounts,
    /** Not in the spec: the details' heading, as the overview's card names it. */
    details: overview.cards.arrangementDetails,
    /** Not in the spec: the account has no payment arrangement. */
    noArrangement: 'This account has no payment arrangement.',
    /** Not in the spec: the label of the arrangement's notation. */
    notation: 'Arrangement',
    /** Not in the spec, as the overview words them. */
    arrangementBalance: overview.arrangement.arrangementBalance,
    nextPaymentAmount: overview.arrangement.nextPaymentAmount,
    nextPaymentDueDate: overview.arrangement.nextPaymentDueDate,
    /** Not in the spec: beside the next payment's due date when it is overdue. */
    overdue: overview.arrangement.overdue,
    /** Not in the spec: the overdue notice (spec 02 §2.1's rule). */
    overdueNotice: overview.arrangement.overdueNotice,
    /** Not in the spec: a value the back office did not send. */
    notAvailable: 'N/A',
  }),
  () => import('./es.ts'),
  'arrangementsMessages',
);
