import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the Meter Reading screen. The specs name the screen only by its quick link (spec 02
 * §2.1: /meter-reading, for accounts that collect meter readings and are not prepaid); every text here
 * but the link's title is the project's, marked "Not in the spec".
 */
export const meterReadingMessages = catalogue(
  () => ({
    /** The page title of its portal route (Not in the spec). */
    title: 'Meter Reading',
    /** The overview's quick link to this screen (spec 02 §2.1 names its target; its title is the overview's). */
    linkTitle: accountOverviewMessages.quickLinks.meterReading,
    /** Not in the spec. */
    loading: 'Loading…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,
    /** Not in the spec: what the screen is for. */
    intro: 'Read the numbers on your meter from left to right and enter them with the day you read them.',
    /** Not in the spec: an account that does not collect readings (prepaid, or not read by its members). */
    notCollected: 'This account does not collect meter readings.',

    form: {
      /** Not in the spec. */
      meter: 'Meter',
      /** Not in the spec. */
      readingDate: 'Reading Date',
      /** Not in the spec. */
      reading: 'Reading',
      /** Not in the spec: under the reading field. */
      readingHint: 'Whole numbers only, as the meter shows them.',
      /** Not in the spec. */
      submit: 'Submit Reading',
    },

    /** Not in the spec: the meter's last reading, shown above the form. */
    lastReading: (reading: string, date: string) => `Last reading: ${reading} on ${date}`,
    /** Not in the spec. */
    noLastReading: 'No reading on record yet.',

    /** Not in the spec: the rules of a reading. */
    errors: {
      meterRequired: 'Select a meter.',
      dateRequired: 'Enter the day you read the meter.',
      dateInFuture: 'The reading date cannot be in the future.',
      dateBeforeLast: (date: string) => `The reading date cannot be before the last reading, on ${date}.`,
      readingRequired: 'Enter the reading.',
      readingNotWhole: 'Enter the reading in whole numbers, as the meter shows it.',
      readingTooLow: (reading: string, date: string) =>
        `The reading cannot be lower than the last reading of ${reading} on ${date}.`,
    },

    /** Not in the spec: a reading was received. */
    submitted: (reading: string, date: string) =>
      `Thank you. Your reading of ${reading} on ${date} was received.`,

    history: {
      /** Not in the spec. */
      caption: 'Readings you submitted',
      meter: 'Meter',
      readingDate: 'Reading Date',
      reading: 'Reading',
      submittedOn: 'Submitted On',
      empty: 'You have not submitted a reading for this account yet.',
    },
  }),
  () => import('./es.ts'),
  'meterReadingMessages',
);
