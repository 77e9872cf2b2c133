import { errorMessages } from '../error-messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of the account overview screen, worded as spec 02 (§2.1, §8) says. Texts the spec does not
 * give are marked "not in the spec" so a reviewer can tell them apart; texts the screen takes from the
 * back office (cut-off message, prepaid disconnect alert, capital credit refund message, arrangement
 * notation, statement heading, bill messages) are not here.
 */
export const accountOverviewMessages = catalogue(
  () =>
    ({
      title: 'Account Overview',
      loading: 'Loading…',
      genericError: errorMessages.generic,

      account: {
        /** Not in the spec (it says "account holder"). */
        accountHolder: 'Account Holder',
        /** Not in the spec (it says "account number"). */
        accountNumber: 'Account Number',
        /** Not in the spec (it says "account status"). */
        accountStatus: 'Account Status',
        /** Not in the spec (it says "service address"). */
        serviceAddress: 'Service Address',
        /** Not in the spec: the label of the spouse name, shown when the site displays spouse contacts. */
        spouseName: 'Spouse',
      },

      summary: {
        totalAmountDue: 'Total Amount Due',
        /** The label of the amount for a prepaid account. */
        accountBalance: 'Account Balance',
        /** Not in the spec (it says "budget/average billing differences"). */
        budgetDifference: 'Year-to-Date Budget Difference',
        /** Not in the spec (it says "budget/average billing differences"). */
        averageDifference: 'Year-to-Date Average Billing Difference',
        /** Not in the spec: netAccountBalance beside the difference. */
        netAccountBalance: 'Net Account Balance',
        /** Not in the spec (it says "past due amount"). */
        pastDueAmount: 'Past Due Amount',
        /** Not in the spec (it says "the cut-off date"). */
        cutOffDate: 'Cut-off Date',
        /** Not in the spec (it says "the payment due date"). */
        paymentDueDate: 'Payment Due Date',
        /** Not in the spec: a date the back office did not send. */
        notAvailable: 'N/A',
        /** Not in the spec (it says "a note that AutoPay / EZ Pay / Draft Pay is enrolled"). */
        autoPayEnrolled: 'You are enrolled in AutoPay.',
        /**
         * Not in the spec (it says "a note that AutoPay / EZ Pay / Draft Pay is enrolled"). `programme` is
         * 'EZ Pay' or 'Draft Pay'; `draftDate` is formatted (MM/dd/yyyy) or null.
         */
        draftEnrolled: (programme: string, draftDate: string | null): string =>
          draftDate === null
            ? `You are enrolled in ${programme}.`
            : `You are enrolled in ${programme}. Your payment will be drafted on ${draftDate}.`,
        ezPay: 'EZ Pay',
        draftPay: 'Draft Pay',
        payBill: 'Pay Bill',
      },

      statement: {
        /** Not in the spec: the heading when the back office sends no statement heading message. */
        heading: 'Statement',
      },

      cards: {
        myAccount: 'My Account',
        myBill: 'My Bill',
        /** Not in the spec (it says "budget billing"). */
        budgetBilling: 'Budget Billing',
        /** Not in the spec (it says "arrangement details"). */
        arrangementDetails: 'Arrangement Details',
        /** Not in the spec (it says "quick links"). */
        quickLinks: 'Quick Links',
        /** Not in the spec (it says "payment programs"). */
        paymentPrograms: 'Payment Programs',
        accountStatus: 'Account Status',
      },

      accountStatusCard: {
        /** Not in the spec: the label of the outage status. */
        serviceStatus: 'Service Status',
        /** Spec 02 §4 gives the outage statuses ON, OFF and N/A; shown as they are. */
        outageStatus: { ON: 'ON', OFF: 'OFF', 'N/A': 'N/A' },
        reportOutage: 'Report Outage',
      },

      budgetBilling: {
        /** Not in the spec. */
        billingType: 'Billing Type',
      },

      arrangement: {
        /** Not in the spec. */
        arrangementBalance: 'Arrangement Balance',
        /** Not in the spec. */
        nextPaymentAmount: 'Next Payment Amount',
        /** Not in the spec. */
        nextPaymentDueDate: 'Next Payment Due Date',
        /** Not in the spec: said beside the next payment when it is overdue. */
        overdue: 'Overdue',
        /**
         * Not in the spec: follows the arrangement notation in its banner when the next payment is overdue.
         * `amount` is formatted money or null; `dueDate` is formatted (MM/dd/yyyy).
         */
        overdueNotice: (amount: string | null, dueDate: string): string =>
          amount === null
            ? `Your arrangement payment was due on ${dueDate} and is overdue.`
            : `Your arrangement payment of ${amount} was due on ${dueDate} and is overdue.`,
      },

      banners: {
        activeOutage:
          'There is an active outage interrupting the service in your area. The estimated restoration time ',
        restorationTimeUnknown: 'is not yet known.',
        /**
         * Not in the spec: the known restoration time continues the sentence the way 'is not yet known.'
         * does. `time` is formatted MM/dd/yyyy HH:mm, as outage times are (spec 03 §2.1).
         */
        restorationTime: (time: string): string => `is ${time}.`,
        /** Not in the spec (it says "returned-items notice"). */
        returnedItems:
          'This account has returned payments. Please contact us to resolve them before paying by check or bank account.',
      },

      quickLinks: {
        /** Not in the spec: the link titles are the portal's names of their screens. */
        accountProfile: 'Account Profile',
        manageNotifications: 'Manage Notifications',
        paperlessOptions: 'Paperless Options',
        reportOutage: 'Report Outage',
        serviceRequests: 'Service Requests',
        usageTracker: 'Usage Tracker',
        /** Not in the spec: the PDF link's title when the back office sends no ccPdfLinkText. */
        customerPdf: 'View Document',
        /** Not in the spec. */
        meterReading: 'Submit Meter Reading',
      },

      paymentPrograms: {
        /** Not in the spec: the link titles are the portal's names of their screens. */
        autoPayments: 'Auto Payments',
        averageBilling: 'Average Billing',
        draftPayments: 'Draft Payments',
        ezPay: 'EZ Pay',
        arrangements: 'Arrangements',
        payMultipleAccounts: 'Pay Multiple Accounts',
        operationRoundUp: 'Operation RoundUp',
      },

      history: {
        title: 'Billing & Payment History',
        /** historyType values as shown. */
        payment: 'Payment',
        bill: 'Bill',
        /** Not in the spec: column headings. */
        date: 'Date',
        type: 'Type',
        amount: 'Amount',
        viewBill: 'View Bill',
        viewMore: 'View More',
        /** Not in the spec: what loads, for screen readers. */
        loading: 'Loading the billing and payment history',
        /** Not in the spec: the column of the View Bill actions, for screen readers. */
        actions: 'Actions',
        /** Not in the spec: an account with neither payments nor bills yet. */
        empty: 'No payments or bills yet.',
        /** Not in the spec: the bill viewer's title. `billDate` is formatted (MM/dd/yyyy). */
        billViewerTitle: (billDate: string): string => `Bill of ${billDate}`,
      },

      usage: {
        title: 'Billed Usage Summary',
        myMeter: 'My Meter',
        viewDetails: 'View Details',
        /** Not in the spec: what loads, for screen readers. */
        loading: 'Loading the billed usage',
        /** Not in the spec: the table of the billed usage, under the graph. */
        billDate: 'Bill Date',
        usage: 'Usage',
        /** Not in the spec: the graph's text alternative. `unit` is the bills' unit (kWh, gal). */
        summary: (bills: number, unit: string): string =>
          `Billed usage in ${unit} for the last ${bills} bills.`,
        /** Not in the spec: a usage as shown, e.g. '1,150 kWh'. */
        amount: (usage: string, unit: string): string => (unit ? `${usage} ${unit}` : usage),
        /** Not in the spec: said when the bills carry no usage. */
        empty: 'No billed usage to show yet.',
        /** Not in the spec: the hint that My Meter opens a new tab. */
        opensInNewTab: '(opens in a new tab)',
      },

      noBillDialog: {
        /** Not in the spec: the title of the no-bill dialog. */
        title: 'Bill Not Available',
        message: 'The billing statement is not available. Please check back soon.',
      },

      /** Not in the spec: the title of the customer-configured PDF's viewer when it has no link text. */
      customerPdfTitle: 'Document',

      errors: {
        meterLinkUnavailable: 'Service unavailable, please contact administrator.',
        billFileNotFound: 'Bill History File not found.',
        capitalCreditFileNotFound: 'Capital Credit File not found.',
        noAccounts: 'There are no accounts available...!',
      },
    }) as const,
  () => import('./es.ts'),
  'accountOverviewMessages',
);
