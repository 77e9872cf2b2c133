import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Deposits screen (route billpayments/view-deposits; the spec lists the menu entry and
 * the route, not the screen). Texts the spec does not give are marked "Not in the spec".
 */
export const depositsMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Deposits',
    /** Not in the spec: what screen readers hear while the account's deposits load. */
    loading: 'Loading deposits…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,
    /** Not in the spec: the account has no deposits. */
    empty: 'This account has no deposits.',
    /** Not in the spec: the table's name. */
    caption: 'Deposits',
    /** Not in the spec: the column headers. */
    columns: {
      description: 'Deposit',
      depositDate: 'Date Paid',
      amount: 'Amount',
      interestPaid: 'Interest Paid',
      status: 'Status',
      refundDate: 'Refunded or Applied',
    },
    /** Not in the spec: the statuses as shown. */
    statuses: { Held: 'Held', Refunded: 'Refunded', Applied: 'Applied to bill' } as Record<string, string>,
    /** Not in the spec: the total the cooperative holds. */
    totalHeld: 'Total Deposits Held',
    /** Not in the spec: the exported file's name. */
    exportFileName: 'deposits',
  }),
  () => import('./es.ts'),
  'depositsMessages',
);
