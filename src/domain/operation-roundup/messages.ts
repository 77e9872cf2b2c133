import { catalogue } from '../language.ts';
/**
 * Every text of Operation RoundUp (spec 03 §2.3, §5, §8). Texts the spec does not give are marked "Not in
 * the spec" so a reviewer can tell them apart. My Profile's Operation RoundUp tab uses the same texts.
 */
export const operationRoundupMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route, and the help dialog's title (spec 03 §2.3). */
      title: 'Operation RoundUp',
      /** Not in the spec: what screen readers hear while the accounts load. */
      loading: 'Loading…',
      /** Spec 03 §2.3 and §8. */
      noAccounts: 'There are no accounts available.',
      /** Spec 03 §8: after a successful update. */
      updated: 'Operation Roundup has been updated successfully for selected accounts.',
      /** Spec 03 §2.3. */
      proceed: 'Proceed',
      /** Not in the spec: the table's caption. */
      caption: 'Accounts and their Operation RoundUp',
      /** Not in the spec: the button that opens the help dialog. */
      help: 'About Operation RoundUp',
      /** Not in the spec: what the help dialog says about the program. */
      helpText: [
        'Operation RoundUp lets you give a little with each bill to help neighbors in our community. Enrolled accounts add the amount you choose to every bill until the expiration date, and the cooperative passes every cent to the program.',
        'Select the accounts to change, switch Operation RoundUp on or off, enter the amount and, if you like, an expiration date, then press Proceed. Leave the expiration date empty to give until you stop.',
      ],
      /** Not in the spec: a hint under the table while nothing is selected. */
      selectHint: 'Select the accounts you want to change.',
      /** Not in the spec: the column headers (spec 03 §2.3 names the columns). */
      columns: {
        accountNumber: 'Account Number',
        accountType: 'Account Type',
        address: 'Address',
        enrolled: 'Enrolled',
        amount: 'RoundUp Amount',
        expiration: 'Expiration Date',
      },
      /** Not in the spec: the labels of a row's fields, for assistive technology and the narrow layout. */
      fieldLabels: {
        enrolled: (accountNumber: string) => `Enroll ${accountNumber} in Operation RoundUp`,
        amount: (accountNumber: string) => `RoundUp amount for ${accountNumber}`,
        expiration: (accountNumber: string) => `Expiration date for ${accountNumber} (mm/dd/yyyy)`,
      },
      /** Not in the spec: how a row's state reads when it is not being edited. */
      enrolledText: { yes: 'Enrolled', no: 'Not enrolled' },
      /** Not in the spec: an enrolled account without an expiration date. */
      noExpiration: 'No expiration',
      /** Spec 03 §5: the amount and expiration date rules. */
      amountErrors: {
        invalid: 'You must enter valid amount.',
        negative: 'Please enter an amount greater than or equal to 0.',
        aboveMaximum: 'You must enter a payment amount less than 99999999.99.',
        /** Not in the spec (its wording is not shown): the Operation RoundUp Plus maximum. */
        aboveRoundUpPlusMaximum: (maximum: string) =>
          `With Operation RoundUp Plus the amount must be between $0.00 and ${maximum}.`,
      },
      expirationErrors: {
        past: 'You cannot use an expiration date in the past.',
        /** Not in the spec: a date that is not a real mm/dd/yyyy date between 1800 and 2099. */
        invalid: 'Enter a valid expiration date as mm/dd/yyyy.',
        /** Not in the spec: after the last day the program takes. */
        tooLate: 'The expiration date must be on or before 12/31/2121.',
      },
    }) as const,
  () => import('./es.ts'),
  'operationRoundupMessages',
);
