import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Manage Contacts screen. The spec routes here (Manage Notifications' contacts)
 * without describing the screen: every text is ours, "Not in the spec", except the phone format
 * message (spec 02 §5) and the 6-digit code (spec 02 §9).
 */
export const manageContactsMessages = catalogue(
  () => ({
    /** Not in the spec: the page title of its portal route. */
    title: 'Manage Contacts',
    /** Not in the spec: what screen readers hear while the contacts load. */
    loading: 'Loading your contacts…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,
    /** Not in the spec. */
    intro:
      'Alerts are sent only to the email addresses and mobile numbers below, once each is confirmed with a code. Choose which alerts each one gets in Manage Notifications.',
    /** Not in the spec: the link to the alerts. */
    manageAlerts: 'Choose alerts in Manage Notifications',
    /** Not in the spec: the two lists. */
    emailsHeading: 'Email addresses',
    mobilesHeading: 'Mobile numbers',
    noEmails: 'No email address yet.',
    noMobiles: 'No mobile number yet.',
    /** Not in the spec: each contact's status. */
    signInEmail: 'Sign-in email',
    confirmed: 'Confirmed',
    unconfirmed: 'Not confirmed: enter the code we sent to receive alerts',
    /** Not in the spec: the sign-in email cannot be removed here. */
    signInEmailNote: 'Change your sign-in email in My Profile.',
    /** Not in the spec: actions. */
    addEmail: 'Add email address',
    addMobile: 'Add mobile number',
    enterCode: 'Enter code',
    enterCodeFor: (value: string) => `Enter code for ${value}`,
    remove: 'Remove',
    removeContact: (value: string) => `Remove ${value}`,
    /** Not in the spec: the add dialog. */
    addEmailTitle: 'Add an email address',
    addMobileTitle: 'Add a mobile number',
    emailLabel: 'Email address',
    mobileLabel: 'Mobile number',
    mobileHint: 'Alerts come by text message. Message and data rates may apply.',
    sendCode: 'Send code',
    cancel: 'Cancel',
    /** Not in the spec: the code dialog. */
    codeTitle: 'Confirm your contact',
    codeSent: (value: string) => `We sent a 6-digit code to ${value}. Enter it here to confirm this contact.`,
    codeLabel: 'Code',
    confirm: 'Confirm',
    resend: 'Send a new code',
    codeResent: (value: string) => `A new code was sent to ${value}.`,
    /** Not in the spec: answers. */
    contactConfirmed: (value: string) => `${value} is confirmed and can now receive alerts.`,
    contactRemoved: (value: string) => `${value} was removed. It no longer receives alerts.`,
    /** Not in the spec: the remove question. */
    removeTitle: 'Remove contact',
    removeQuestion: (value: string) => `Remove ${value}? Every alert it receives, for every account, stops.`,
    /** Field rules; the phone format is spec 02 §5's. */
    validation: {
      emailRequired: 'Please enter an email address.',
      emailInvalid: 'Please enter a valid email address (Ex: name@example.com).',
      emailTooLong: 'An email address is at most 60 characters.',
      mobileRequired: 'Please enter a mobile number.',
      /** Spec 02 §5 (phones). */
      mobileInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
      duplicate: 'This contact is already on your list.',
      tooManyEmails: 'You can have up to 5 email addresses.',
      tooManyMobiles: 'You can have up to 5 mobile numbers.',
      codeRequired: 'Please enter the 6-digit code.',
      codeInvalid: 'The code is 6 digits.',
    },
  }),
  () => import('./es.ts'),
  'manageContactsMessages',
);
