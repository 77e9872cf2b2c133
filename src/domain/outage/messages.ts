import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

const overview = accountOverviewMessages;

/**
 * Every text of the Outage screen (spec 03 §2.1, §5), the tab names and validation messages word for
 * word. Texts the spec does not give are marked "not in the spec" so a reviewer can tell them apart;
 * the back office's own texts (the problems, the report's statusMessage) are not here. The screen's
 * three situational errors (spec 03 §8) are the area's catalogue, in errors.ts.
 */
export const outageMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Outage',
    /** Not in the spec: what screen readers hear while the account loads. */
    loading: 'Loading…',

    account: {
      /** Not in the spec: as the account overview labels them. */
      accountNumber: overview.account.accountNumber,
      serviceAddress: overview.account.serviceAddress,
    },

    /** The tabs of spec 03 §2.1, in its order. */
    tabs: {
      /** Not in the spec: names the tab list for screen readers. */
      label: 'Outage information',
      status: 'Status',
      report: 'Report an Outage',
      map: 'Map',
      history: 'Outage History',
    },

    status: {
      /** Not in the spec. */
      loading: 'Loading the outage status…',
      /**
       * The outage message: spec 02 §2.1's active-outage sentence, which the overview shows too, so the
       * two screens say the same. Completed by `restorationTime` or `restorationTimeUnknown`.
       */
      active: overview.banners.activeOutage,
      /** `time` is formatted MM/dd/yyyy HH:mm in the cooperative's time zone. */
      restorationTime: overview.banners.restorationTime,
      restorationTimeUnknown: overview.banners.restorationTimeUnknown,
      /** Not in the spec: the no-outage message. */
      none: 'There is no outage affecting your service at this time.',
    },

    report: {
      /** Not in the spec. */
      loading: 'Loading the outage report form…',
      /** Not in the spec: the label of the problem selection. */
      problem: 'Problem',
      /** Not in the spec: the selection's empty first choice. */
      problemPlaceholder: 'Select an issue',
      /** Not in the spec: the call-back checkbox. */
      callBack: 'Please call me back about this outage',
      /** Not in the spec: names the call-back phone choices. */
      phone: 'Call-back Phone Number',
      /** Not in the spec: the choice to type a number that is not on file. */
      otherPhone: 'Another number',
      /** Not in the spec: the typed number's field. */
      phoneNumber: 'Phone Number',
      /** Not in the spec: the hint of the typed number. */
      phoneHint: 'Example: (987) 456-1230',
      /** Not in the spec: the comment's field (spec 03 §5 "Comment optional"). */
      comment: 'Comment (optional)',
      /** Not in the spec: the form's button. */
      submit: 'Submit',
      /** Not in the spec: beside Submit while it is disabled (spec 03 §2.1: until the form is valid). */
      incomplete: 'Choose the problem, and a phone number if you ask for a call back, to submit your report.',
    },

    /** Spec 03 §5, word for word. */
    validation: {
      problemRequired: 'You must select an issue',
      phoneRequired: 'You must enter a phone number',
      phoneInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
    },

    map: {
      /** Not in the spec. */
      text: 'The outage map shows where outages are and when power is expected to be back on.',
      /** Not in the spec: the link to the configured outage map. */
      link: 'Open the outage map',
      /** Not in the spec: read after the link's text. */
      opensInNewWindow: 'Opens in a new window',
    },

    history: {
      /** The table's caption: the tab's name. */
      caption: 'Outage History',
      /** Not in the spec. */
      loading: 'Loading the outage history…',
      /** Not in the spec: no outage recorded at the account's location. */
      empty: 'There are no outages recorded for this location.',
      /** Not in the spec: headers of the columns spec 03 §2.1 names. */
      columns: {
        accountNumber: 'Account Number',
        timeOfInterruption: 'Time of Interruption',
        timeOfRestored: 'Time Restored',
        description: 'Description',
      },
    },
  }),
  () => import('./es.ts'),
  'outageMessages',
);
