import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Account Profile screen (spec 02 §2.2, §4, §5). Texts the spec does not give are marked
 * "not in the spec" so a reviewer can tell them apart.
 */
export const accountProfileMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Account Profile',
    /** Not in the spec: what screen readers hear while the profile loads. */
    loading: 'Loading your profile…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,

    /** The three sections of spec 02 §2.2. */
    sections: {
      name: 'Name',
      address: 'Address',
      phones: 'Phones',
    },

    actions: {
      /** Not in the spec: the label of each section's edit action. */
      edit: 'Edit',
      cancel: 'Cancel',
      save: 'Save',
      /** Not in the spec: clears one phone, which marks it deleted (spec 02 §4). */
      remove: 'Remove',
    },

    /** Not in the spec: under the heading of a section whose setting is not Y. */
    sectionLocked: 'This section cannot be changed online. Please contact the cooperative to change it.',

    labels: {
      /** Not in the spec: the field labels, after the profile's fields (spec 02 §3). */
      firstName: 'First Name',
      middleName: 'Middle Name',
      lastName: 'Last Name',
      /** Not in the spec, as the account overview words it: shown when DISPLAY_SPOUSE_CONTACT is on. */
      spouse: accountOverviewMessages.account.spouseName,
      streetNumber: 'Street Number',
      streetName: 'Street Name',
      streetType: 'Street Type',
      unit: 'Unit',
      city: 'City',
      state: 'State',
      zip: 'Zip Code',
      /** Not in the spec: the street line of the address as the section shows it. */
      street: 'Street',
      /** Not in the spec: the group of one phone slot. */
      phoneSlot: (slot: number): string => `Phone ${slot}`,
      phoneType: 'Phone Type',
      phoneNumber: 'Phone Number',
      extension: 'Extension',
    },

    /** Not in the spec: the empty choice of the state list. */
    statePlaceholder: 'Select a state',
    /** Not in the spec: the empty choice of a phone's type. */
    phoneTypePlaceholder: 'Select a type',
    /** Not in the spec: the example under each phone number field. */
    phoneHint: 'For example (987) 456-1230',
    /** Not in the spec: the example under the zip code field. */
    zipHint: '5 digits, or 9 as in 98745-4321',
    /** Not in the spec: a phone's extension as the Phones section shows it. */
    extensionShown: (phoneNumber: string, extension: string): string => `${phoneNumber} ext. ${extension}`,
    /** Not in the spec: the Phones section of a profile without a phone. */
    noPhones: 'No phone numbers on file.',
    /** Not in the spec: a field of the profile that is empty. */
    notGiven: 'Not given',

    /** The field rules of spec 02 §5 (Account Profile). */
    errors: {
      /** Spec 02 §5. */
      firstNameRequired: 'Please enter first name.',
      /** Not in the spec: a field longer than its limit (first name 28, middle 20, last 28 …). */
      tooLong: (label: string, maxLength: number): string =>
        `${label} cannot be longer than ${maxLength} characters.`,
      /** Not in the spec. */
      streetNumberRequired: 'Please enter street number.',
      /** Not in the spec. */
      streetNumberDigits: 'Street number must contain only digits.',
      /** Not in the spec. */
      streetNameRequired: 'Please enter street name.',
      /** Not in the spec. */
      cityRequired: 'Please enter city.',
      /** Not in the spec: the city holds a character the spec blocks. */
      cityBlockedCharacters: 'City cannot contain these characters: " \' ^ ` | ~',
      /** Not in the spec. */
      stateRequired: 'Please select state.',
      /** Not in the spec. */
      zipRequired: 'Please enter zip code.',
      /** Spec 02 §5: not 5 or 5+4 digits, or a group of zeros only. */
      zipInvalid: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
      /** Spec 02 §5. */
      phoneInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
      /** Not in the spec: a number without a type. */
      phoneTypeRequired: 'Please select a phone type.',
      /** Not in the spec: a type without a number. */
      phoneNumberRequired: 'Please enter a phone number.',
      /** Not in the spec: every phone slot is empty. */
      phoneTypeNeeded: 'Please select a phone type and enter at least one phone number.',
    },

    /** Spec 02 §2.2: which accounts a change goes to, when the member has more than one. */
    whichAccounts: {
      /** Not in the spec. */
      title: 'Update Accounts',
      /** Not in the spec. */
      message: (accountNumber: string): string =>
        `You have more than one account. Make this change on all of your accounts, or only on account ${accountNumber}?`,
      updateAll: 'Update All',
      updateThisAccount: 'Update This Account',
    },

    notices: {
      /** Not in the spec: shown when ACCOUNTINFOUPDATESUCCESS has no text. */
      updatedFallback: 'Your account information has been updated.',
      /** Not in the spec: shown when PROFILE_REVIEW_PENDING_MESSAGE has no text. */
      reviewPendingFallback: 'Your changes have been received and are waiting for review by the cooperative.',
    },

    /** Spec 02 §2.2: after a phone change, when notifications are enabled, a Confirm dialog. */
    manageNotifications: {
      title: 'Confirm',
      /** Not in the spec. */
      message:
        'Your phone numbers have changed. Would you like to review which numbers get your notifications?',
      /** Not in the spec: leads to Manage Notifications. */
      confirm: 'Manage Notifications',
      /** Not in the spec. */
      cancel: 'Not Now',
    },
  }),
  () => import('./es.ts'),
  'accountProfileMessages',
);
