import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the account list (View All Accounts and Account List, spec 01 §2.2). The spec names the
 * routes only: the column headers and the loading label are not in the spec; the empty message is spec 02
 * §8's, shared with the account overview.
 */
export const accountListMessages = catalogue(
  () =>
    ({
      /** Not in the spec. */
      loading: 'Loading your accounts…',
      /** Spec 02 §8. */
      noAccounts: accountOverviewMessages.errors.noAccounts,
      columns: {
        /** Not in the spec. */
        accountNumber: 'Account Number',
        /** Not in the spec. */
        accountType: 'Account Type',
        /** Not in the spec. */
        serviceAddress: 'Service Address',
        /** Not in the spec. */
        status: 'Status',
        /** Not in the spec. */
        balance: 'Balance',
        /** Not in the spec. */
        dueDate: 'Due Date',
      },
      /**
       * A due date or balance the back office did not send (a prepaid account has no due date): 'N/A', as
       * spec 01 §2.11 shows a missing due date.
       */
      notAvailable: 'N/A',
    }) as const,
  () => import('./es.ts'),
  'accountListMessages',
);
