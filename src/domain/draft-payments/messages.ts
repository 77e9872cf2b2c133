import { catalogue } from '../language.ts';
/**
 * Every text of the Draft Payments screen (spec 02 §2.6, §5 Draft, §8). Texts the spec does not give are
 * marked "Not in the spec" so a reviewer can tell them apart.
 */
export const draftPaymentsMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Draft Payments',
    /** Not in the spec: what screen readers hear while the drafts load. */
    loading: 'Loading drafts…',
    /** Spec 02 §2.6: the three tabs. */
    tabs: {
      /** Not in the spec: the tab list's name. */
      label: 'Draft payments',
      accounts: 'Accounts',
      setup: 'Setup New Draft',
      remove: 'Remove Draft',
    },
    help: {
      /** Not in the spec: the help link. */
      link: 'Help',
      /** Not in the spec: the help dialog's title. */
      title: 'About draft payments',
      /** Not in the spec: the help dialog's text. */
      text: [
        'A draft pays your bill automatically from a bank account or a card.',
        'Choose when the draft is taken: when you are billed, at the end of the month, on a day of the month or a number of days after billing.',
        'To stop a draft, choose the accounts on the Remove Draft tab.',
      ],
    },
    /** Not in the spec: the danger alert when the site allows neither bank nor card drafts. */
    notAllowed: 'Draft payments are not available at this time. Please contact the cooperative.',
    /** Spec 02 §2.6: the return from the hosted page with statuscode 0. */
    updated: 'Your draft information has been updated.',
    /** Spec 02 §2.6: the draft days. */
    draftDay: {
      daysAfterBilling: 'Days after Billing',
      whenBilled: 'When Billed',
      endOfMonth: 'End of Month',
      dayOfMonth: 'Day of Month',
      cycle: 'Cycle',
    },
    columns: {
      /** Not in the spec: the column headers. */
      accountNumber: 'Account Number',
      serviceAddress: 'Service Address',
      draftAccountType: 'Draft Account Type',
      draftAccount: 'Draft Account',
      institution: 'Financial Institution',
      draftDay: 'Draft Day',
      eligibleDraftDate: 'Eligible Draft Date',
      status: 'Status',
      select: 'Select',
    },
    /** Not in the spec: an account with no draft in the Accounts tab. */
    noDraft: 'No draft',
    /** Not in the spec: an account that may be drafted. */
    eligible: 'Eligible',
    /** Not in the spec: the selection box of a row of the setup form. */
    selectAccount: (accountNumber: string) => `Select account ${accountNumber}`,
    form: {
      /** Not in the spec: the setup form's labels. */
      draftOption: 'Draft Option',
      bankDraft: 'Bank Draft',
      creditDraft: 'Credit Card Draft',
      draftMethod: 'Draft Method',
      dayOfMonth: 'Day of the Month',
      daysAfter: 'Number of Days after Billing',
      accountsLegend: 'Accounts to draft',
      accountType: 'Account Type',
      checking: 'Checking',
      savings: 'Savings',
      bankAccountNumber: 'Bank Account Number',
      confirmBankAccountNumber: 'Confirm Bank Account Number',
      bankTransitNumber: 'Routing Number',
      bankName: 'Bank Name',
      /** Not in the spec: the authorization checkbox. */
      authorize:
        'I authorize the cooperative to draft the selected accounts from the account above each time they are billed, until I remove the draft.',
      /** Not in the spec: the hint under the day window. */
      dayWindow: (first: number, last: number) => `Choose a day from ${first} to ${last}.`,
      /** Not in the spec: where a card or a non-NACHA bank account is entered. */
      hostedNote: 'You will enter your card or bank account on our secure payment page.',
      submit: 'Submit',
    },
    remove: {
      /** Not in the spec: the remove button. */
      button: 'Remove Draft',
      /** Spec 02 §2.6. */
      confirm: 'Are you sure you want to delete draft on selected account(s) ?',
      /** Not in the spec: the confirmation's title and buttons. */
      confirmTitle: 'Remove Draft',
      yes: 'Yes',
      no: 'No',
      /** Not in the spec: the drafts were removed. */
      removed: 'The draft was removed from the selected account(s).',
      /** Not in the spec: nothing chosen yet. */
      selectFirst: 'Please select an account to remove its draft.',
    },
    /** Not in the spec: a saved bank draft (the direct call). */
    saved: 'Your draft information has been updated.',
    /** Not in the spec: a lost answer of a change to a draft. */
    outcomeUnknown:
      'We could not confirm whether your draft was changed. Nothing more was sent: check the Accounts tab before trying again.',
    /** Not in the spec: the payment page's address was refused. */
    leavingForPaymentPage: 'Opening the secure payment page…',
  }),
  () => import('./es.ts'),
  'draftPaymentsMessages',
);

/** Spec 02 §5 Draft and §8: the field and eligibility messages, word for word unless marked. */
export const draftValidationMessages = catalogue(
  () => ({
    noAccountSelected: 'Please select an account to add a draft.',
    authorize: 'Please check the authorize checkbox to submit your draft.',
    dayOfMonthMax: 'Day of the Month must be before 29th',
    /** Not in the spec: the day of month is missing or zero. */
    dayOfMonthRequired: 'Please enter the day of the month.',
    /** Not in the spec: a day outside the account's billed-day window. */
    dayOfMonthWindow: (accountNumber: string, first: number, last: number) =>
      `For account ${accountNumber}, the Day of the Month must be from ${first} to ${last}.`,
    /** Not in the spec: the number of days after billing. */
    daysAfterRange: (max: number) => `Days after Billing must be from 1 to ${max}.`,
    /** Not in the spec: no draft method chosen. */
    draftMethodRequired: 'Please select a draft method.',
    bankAccountLength: "The bank account number's length must be between 4 and 18.",
    /** Not in the spec. */
    bankAccountRequired: 'Please enter the bank account number.',
    /** Not in the spec. */
    confirmRequired: 'Please confirm the bank account number.',
    /** Not in the spec. */
    confirmMismatch: 'Bank account number and confirm bank account number do not match.',
    /** Not in the spec. */
    routingRequired: 'Please enter the routing number.',
    /** Not in the spec. */
    routingLength: 'The routing number must be 9 digits.',
    /** Not in the spec: zeros, or a number the lookup does not know. */
    routingUnknown: 'Please enter a valid routing number.',
    /** Not in the spec. */
    bankNameRequired: 'Please enter the bank name.',
    /** Not in the spec. */
    bankNameTooLong: 'The bank name must be at most 256 characters.',
    /** Not in the spec. */
    accountTypeRequired: 'Please select an account type.',
    /** Not in the spec: the eligible draft date is before the minimum start date. */
    startDateTooEarly: 'The draft start date must be on or after 01/01/1990.',
    autopay: 'Account is signed up for AutoPay. Draft is not allowed.',
    creditRestricted: 'Credit Card Payment Restricted.',
    echeckRestricted: 'ECheck Payment Restricted.',
    /** Not in the spec: the prevent-past-due setting. */
    pastDue: 'Account has a past due balance. Draft is not allowed.',
    /** Not in the spec: the site does not offer the chosen option. */
    optionNotAllowed: 'This draft option is not available.',
  }),
  () => import('./es.ts'),
  'draftValidationMessages',
);
