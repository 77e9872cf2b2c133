import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Service Requests screen (spec 03 §2.5, §5, §8). Texts the spec does not give are
 * marked "Not in the spec" so a reviewer can tell them apart.
 */
export const serviceRequestsMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Service Requests',
    /** Not in the spec: what screen readers hear while the account's service request form loads. */
    loading: 'Loading…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,
    /** Not in the spec: the label of the account the request is for. */
    account: 'Account',
    form: {
      /** Not in the spec: the heading of the request form. */
      heading: 'Request a Service',
      /** Spec 03 §5 ('Service Type is required.'): the field's name. */
      serviceType: 'Service Type',
      /** Not in the spec: the empty choice of the service type list. */
      serviceTypePlaceholder: 'Select a service type',
      /** Not in the spec: the phone field's label. */
      phone: 'Phone Number',
      /** Not in the spec: the phone field's hint, in the form spec 03 §5 gives. */
      phoneHint: 'Ex: (987) 456-1230',
      /** Not in the spec: the comments field's label. */
      comments: 'Comments',
      /** Not in the spec: how many characters are left of the 400 (spec 03 §5, §9). */
      commentsLeft: (left: number) => `${left} characters left`,
      /** Not in the spec: the button. */
      submit: 'Submit',
      /** Not in the spec: why Submit is disabled (spec 03 §5: disabled while invalid). */
      incomplete: 'Choose a service type and enter a valid phone number to submit.',
      /** Not in the spec: the account has no service type to request. */
      noServiceTypes: 'There are no service types available for this account.',
    },
    /** Spec 03 §5, word for word. */
    validation: {
      serviceTypeRequired: 'Service Type is required.',
      phoneRequired: 'Phone number is required.',
      phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
      /** Not in the spec: the field stops at 400 characters; this is said if more reach the rules. */
      commentsTooLong: 'Comments can be at most 400 characters.',
    },
    history: {
      /** Not in the spec: the history's heading. */
      heading: 'Service Request History',
      /** Not in the spec: what screen readers hear while the history loads. */
      loading: 'Loading service requests…',
      /** Spec 03 §2.5: the columns. */
      columns: {
        services: 'Services',
        requestedDate: 'Requested date',
        requestedNumber: 'Requested Number',
        reviewStatus: 'Review Status',
      },
      /** Not in the spec: a request the cooperative has reviewed, and one it has not yet. */
      reviewed: 'Reviewed',
      notReviewed: 'Pending review',
      /** Not in the spec: the account has no service request yet. */
      empty: 'There are no service requests for this account.',
    },
  }),
  () => import('./es.ts'),
  'serviceRequestsMessages',
);
