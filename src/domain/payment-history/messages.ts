import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

const overview = accountOverviewMessages;

/**
 * Every text of the Account History screen (route billpayments/history). Texts the spec does not give
 * are marked "Not in the spec" so a reviewer can tell them apart.
 */
export const paymentHistoryMessages = catalogue(
  () => ({
    /** The page title of its portal route (spec 01 §2.3: Account History). */
    title: 'Account History',
    /** Not in the spec: what screen readers hear while the history loads. */
    loading: overview.history.loading,
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: overview.errors.noAccounts,
    /** Not in the spec: the table's name. */
    caption: overview.history.title,
    /** Not in the spec: the account has neither payments nor bills. */
    empty: overview.history.empty,
    /** Not in the spec: nothing matches the filters. */
    noMatches: 'No payments or bills match the filters.',
    /** Not in the spec: the column headers (spec 02 §3, combined history row). */
    columns: {
      date: overview.history.date,
      type: overview.history.type,
      amount: overview.history.amount,
      dueDate: 'Due Date',
      actions: overview.history.actions,
    },
    /** Spec 02 §3: historyType as shown. */
    payment: overview.history.payment,
    bill: overview.history.bill,
    /** Not in the spec: the filters above the table. */
    filters: {
      type: 'Show',
      all: 'Payments and bills',
      payments: 'Payments only',
      bills: 'Bills only',
      from: 'From',
      to: 'To',
      clear: 'Clear filters',
      /** Not in the spec: the range's end before its start. */
      toBeforeFrom: 'The To date must be on or after the From date.',
    },
    /** Not in the spec: the exported file's name (the extension is added). */
    exportFileName: 'account-history',
  }),
  () => import('./es.ts'),
  'paymentHistoryMessages',
);
