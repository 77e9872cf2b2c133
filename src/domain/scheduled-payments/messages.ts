import { catalogue } from '../language.ts';
/**
 * Every text of the Scheduled Payments screen and of the schedule payment result pages (spec 02 §2.7).
 * Texts the spec does not give are marked "Not in the spec" so a reviewer can tell them apart.
 */
export const scheduledPaymentsMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Scheduled Payments',
    /** Not in the spec: what screen readers hear while the scheduled payments load. */
    loading: 'Loading scheduled payments…',
    /** Spec 02 §2.7: the list is empty. */
    empty: 'No Payments scheduled at this time.',
    /** Not in the spec: the table's name for assistive technology. */
    caption: 'Scheduled payments',
    /** Not in the spec: the column headers (the fields of spec 02 §3). */
    columns: {
      paymentDate: 'Payment Date',
      accounts: 'Account Number',
      amount: 'Amount',
      paymentMethod: 'Payment Method',
      paymentType: 'Payment Type',
      createdDate: 'Created Date',
      actions: 'Actions',
    },
    /** Not in the spec: the payment types as shown; another shows as the back office sends it. */
    paymentTypes: { 'One-Time': 'One-Time', Recurring: 'Recurring' } as Record<string, string>,
    /** Not in the spec: the per-row delete action. */
    delete: 'Delete',
    /** Not in the spec: the delete button's accessible name names its payment. */
    deleteLabel: (amountText: string, dateText: string) =>
      `Delete the scheduled payment of ${amountText} on ${dateText}`,
    /** Not in the spec: the delete confirmation's title. */
    deleteTitle: 'Delete Scheduled Payment',
    /** Spec 02 §2.7: the delete confirmation. */
    deleteConfirm: 'Are you sure you want to delete Schedule Payments?',
    /** Spec 02 §2.7: its buttons. */
    yes: 'Yes',
    no: 'No',
    /** Not in the spec: the delete succeeded. */
    deleted: 'The scheduled payment was deleted.',
    /** Not in the spec: the delete's answer was lost; the list loads again to show whether it went. */
    deleteOutcomeUnknown:
      'We could not confirm whether the scheduled payment was deleted. The list below has been loaded again: check it before trying again.',
    /** Not in the spec: several accounts in one scheduled payment are shown joined by this. */
    accountSeparator: ', ',
    /** The schedule payment result pages (spec 02 §2.7). */
    result: {
      /** Spec 02 §2.7: the error page's title, and the title of all three pages. */
      title: 'Schedule Payment',
      /** Spec 02 §2.7: the cancel page. */
      canceled: 'Your schedule payment has been canceled.',
      /** Spec 02 §2.7: each page's button to accountoverview. */
      done: 'Done',
      /** Not in the spec: the success page without a message in its navigation state. */
      scheduled: 'Your payment has been scheduled.',
      /** Not in the spec: the success page's details. */
      confirmationNumber: 'Confirmation Number',
      paymentDate: 'Payment Date',
      /** Not in the spec: the error page without a message in its navigation state. */
      failed: 'Your payment could not be scheduled.',
    },
  }),
  () => import('./es.ts'),
  'scheduledPaymentsMessages',
);
