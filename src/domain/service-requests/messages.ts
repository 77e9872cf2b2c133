import { accountOverviewMessages } from '../account-overview/messages.ts';

/**
 * Every text of the Service Requests screen. Texts the spec does not give are marked "not in the spec" so a
 * reviewer can tell them apart.
 */
export const serviceRequestsMessages = {
  /** The page title of its portal route. */
  title: 'Service Requests',
  /** Not in the spec: what screen readers hear while the account's Service Requests loads. */
  loading: 'Loading…',
  /** Spec 02 §8, as the account overview words it. */
  noAccounts: accountOverviewMessages.errors.noAccounts,
  /** Not in the spec: the label of the account's note. */
  note: 'Note',
  /** Not in the spec: the account has no note yet. */
  noNote: 'No note yet.',
  /** Not in the spec: the form's field. */
  newNote: 'New note',
  /** Not in the spec: the form's button. */
  save: 'Save',
  /** Not in the spec: the change was made. */
  saved: 'Your note was saved.',
};
