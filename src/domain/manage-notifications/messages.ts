import { accountOverviewMessages } from '../account-overview/messages.ts';
import type { AlertType } from './alerts.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Manage Notifications screen. The spec routes here (spec 02 §2.1 quick links, §2.2's
 * Confirm dialog) without describing the screen: its texts are ours, "Not in the spec", except where
 * marked.
 */
export const manageNotificationsMessages = catalogue(
  () => ({
    /** Not in the spec: the page title of its portal route. */
    title: 'Manage Notifications',
    /** Not in the spec: what screen readers hear while the account's alerts load. */
    loading: 'Loading your alerts…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,
    /** Not in the spec: above the grid. */
    intro:
      'Choose which alerts each of your confirmed contacts receives for this account. Every alert names the account number and service address, and turning one alert off leaves the others as they are.',
    /** Not in the spec: the account the grid is about. */
    accountLabel: 'Account',
    serviceAddressLabel: 'Service address',
    /** Not in the spec: the grid. */
    gridCaption: (accountNumber: string) => `Alerts for account ${accountNumber}`,
    alertColumn: 'Alert',
    settingColumn: 'Setting',
    /** Not in the spec: a contact's column and its box's accessible name. */
    contactBox: (alertName: string, contact: string) => `${alertName} to ${contact}`,
    emailKind: 'Email',
    mobileKind: 'Text',
    /** Not in the spec: a type's summary on its card. */
    alertOff: 'Off',
    alertOnFor: (count: number) => (count === 1 ? 'On for 1 contact' : `On for ${count} contacts`),
    /** Not in the spec: the alert types. */
    alertNames: {
      OUTAGE: 'Outage',
      BILL_READY: 'Bill ready',
      PAYMENT_DUE: 'Payment due reminder',
      PAYMENT_RECEIVED: 'Payment received',
      DRAFT_UPCOMING: 'Upcoming draft',
      HIGH_USAGE: 'High usage',
      PROJECTED_BILL: 'Projected bill',
    } satisfies Record<AlertType, string>,
    alertDescriptions: {
      OUTAGE: 'When the power goes out, when the restoration estimate changes, and when it is restored.',
      BILL_READY: 'When a new bill is ready, with its amount and due date.',
      PAYMENT_DUE: 'Before the due date, if a balance is due.',
      PAYMENT_RECEIVED: 'When a payment is recorded on the account.',
      DRAFT_UPCOMING:
        'Before an automatic draft, with its amount: 3 days before, or 10 days before when the amount differs from the last draft.',
      HIGH_USAGE: 'When one day’s usage is above the kWh you choose.',
      PROJECTED_BILL: 'When the next bill is projected above the amount you choose.',
    } satisfies Record<AlertType, string>,
    /** Not in the spec: the settings. */
    daysBeforeLabel: 'Days before the due date',
    daysBeforeOption: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    usageThresholdLabel: 'Daily usage above (kWh)',
    projectedAmountLabel: 'Projected bill above',
    /** Not in the spec: without confirmed contacts. */
    noContacts:
      'You have no confirmed contact yet. Add an email address or a mobile number and confirm it with its code to receive alerts.',
    unconfirmedNote: (count: number) =>
      count === 1
        ? '1 contact is waiting for its code and cannot receive alerts yet.'
        : `${count} contacts are waiting for their code and cannot receive alerts yet.`,
    manageContacts: 'Manage Contacts',
    /** Not in the spec: the form. */
    save: 'Save alerts',
    saved: (accountNumber: string) => `Your alerts for account ${accountNumber} were saved.`,
    /** Not in the spec: the settings' rules. */
    validation: {
      daysBefore: 'Choose how many days before the due date.',
      usageThresholdRequired: 'Please enter the daily usage in kWh.',
      usageThresholdRange: 'Enter a whole number of kWh from 1 to 999.',
      projectedAmountRequired: 'Please enter an amount.',
      projectedAmountRange: 'Enter an amount from $1.00 to $9,999.00.',
    },
  }),
  () => import('./es.ts'),
  'manageNotificationsMessages',
);
