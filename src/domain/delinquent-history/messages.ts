import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Delinquent History screen (spec 03 §2.6, §8). Texts the spec does not give are
 * marked "Not in the spec" so a reviewer can tell them apart.
 */
export const delinquentHistoryMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Delinquent History',
    /** Not in the spec: what screen readers hear while the account's delinquent notices load. */
    loading: 'Loading delinquent notices…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,
    /** Not in the spec: the label of the account shown. */
    account: 'Account',
    /** Not in the spec: the table's caption, for screen readers. */
    caption: 'Delinquent notices',
    /** Spec 03 §2.6: the columns (the first is the view-PDF button's, its header for screen readers). */
    columns: {
      viewPdf: 'View PDF',
      billDate: 'Bill Date',
      pastDue: 'Past Due',
      lateFee: 'Late Fee',
      cutoffDate: 'Cutoff Date',
    },
    /** Not in the spec: the button opening a notice, and what screen readers hear after it. */
    viewPdf: 'View PDF',
    viewPdfOf: (billDate: string) => `Delinquent notice of ${billDate}`,
    /** Not in the spec: the viewer's title. */
    viewerTitle: (billDate: string) => `Delinquent Notice ${billDate}`,
    /** Spec 03 §8, word for word. */
    empty: 'There are no delinquents available.',
    /** Spec 03 §8, word for word: the notice's PDF cannot be had. */
    fileNotFound: 'Delinquent File not found.',
  }),
  () => import('./es.ts'),
  'delinquentHistoryMessages',
);
