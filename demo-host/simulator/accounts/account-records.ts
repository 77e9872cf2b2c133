// The member accounts service's records: members, their accounts and what the account overview reads.

export interface MemberRecord {
  memberNumber: string;
  name: string;
  phoneNumber: string;
  /** Where a registration code may be sent: the member's email addresses and cell phones on file. */
  emails: ContactOption[];
  cellPhones: ContactOption[];
}

export interface ContactOption {
  /** Opaque; the registration calls name the chosen option by it. */
  id: string;
  value: string;
}

export type ServiceType = 'Electric' | 'Water';

export interface AccountRecord {
  accountNumber: string;
  memberNumber: string;
  serviceType: ServiceType;
  encryptedAccount: string;
  accountHolderName: string;
  serviceAddress: string;
  isPrepaidAccount: boolean;
  prepaidLabel: string | null;
  accountBalance: number;
  dueDate: string | null;
  pastDueAmount: number;
  reconnectFee: number;
  additionalDeposit: number;
  liabilityConfirmationAmount: number;
  showLiabilityConfirmation: boolean;
  cutoffAmount: number;
  derivedStatus: string;
  disconnectFee: number;
  minimumPaymentDue: number;
  overPayAmount: number;
  prepaidReconnectAmount: number;
  isCcEligible: boolean;
  isEcheckEligible: boolean;
  nomoreCheck: boolean;
  quickPay: AccountQuickPaySettings;
  isPrimaryAccount: boolean;
  locationId: string;
  /** The meter-data portal's premise id, where the cooperative has that portal. */
  premiseId: string | null;
  cutOffDate: string | null;
  cutOffMsg: string | null;
  arrangement: ArrangementRecord | null;
  /**
   * What the account overview shows beyond the fields above: its bills, payments and notices. Null for
   * a generated account (generated-accounts.ts) until something changes it: its overview is made from
   * its place in the member's list when read (site-accounts.ts), so thousands of them cost the seed
   * and the saved state little.
   */
  overview: AccountOverviewRecord | null;
}

/**
 * The overview's settings and notices: all of it but the bills and payments, and the statement heading
 * made from the latest bill. What a list of many accounts reads without making their history.
 */
export type AccountOverviewSettings = Omit<
  AccountOverviewRecord,
  'bills' | 'earlierPayments' | 'statementHeadingMessage'
>;

/** A yes/no switch as the back office sends it in the account info. */
export type YesNo = 'Y' | 'N';

/**
 * The account overview's side of an account (spec 02 §3 accountInfo, beyond what Quick Pay also reads),
 * its bills and the payments it had before the simulator started recording them.
 */
export interface AccountOverviewRecord {
  accountStatus: string;
  meters: MeterRecord[];
  /** 'Budget', 'Average' or 'Standard'. */
  billingType: string;
  /** Budget and average billing only: the year's actual charges minus what the plan billed. */
  yearToDateBudgetDifference: number | null;
  autoPayExists: boolean;
  /** 'yyyy-mm-dd' of the next draft, when the account is on a draft. */
  draftDate: string | null;
  /** How many returned payments are active on the account. */
  activeReturnedItems: number;
  /** 'Y' while an outage interrupts the service, 'N' when it runs, null when the back office cannot tell. */
  outageStatus: YesNo | null;
  /** ISO date-time; null when not known or there is no outage. */
  estimatedTimeOfRestoration: string | null;
  viewUsageHistory: YesNo;
  spouseName: string | null;
  meterSenseccUrl: string | null;
  collectMeterReading: YesNo;
  /** The customer-configured PDF quick link: its switch, its title and the address of the PDF. */
  customerPdfLinkFlag: YesNo;
  ccPdfLinkText: string | null;
  viewccPdfUrl: string | null;
  /** The capital credit letter `viewccPdfUrl` names, when it names one. */
  capitalCreditLetter: CapitalCreditLetterRecord | null;
  paperlessMemberLevelOption: YesNo;
  paperlessAccountLevelOption: YesNo;
  statementHeadingMessage: string | null;
  billMessages: string[];
  prepaidDisconnectAlert: string | null;
  capitalCreditRefundMessage: string | null;
  /** Newest first: the latest bill is the account's current one. */
  bills: BillRecord[];
  /** Payments made before the simulator's own records (the payments service's), newest first. */
  earlierPayments: HistoryPaymentRecord[];
}

export interface MeterRecord {
  meterNumber: string;
  meterType: ServiceType;
  unitOfMeasure: 'kWh' | 'gal';
}

export interface CapitalCreditLetterRecord {
  letterId: string;
  /** The year whose margins the refund returns. */
  year: number;
  refundAmount: number;
}

export interface BillRecord {
  /** 'yyyy-mm-dd'. */
  billDate: string;
  endingBalance: number;
  /** 'yyyy-mm-dd'; null on prepaid statements. */
  dueDate: string | null;
  /** 'yyyy-mm-dd': the first day of service the bill covers. */
  statementStartDate: string;
  /** 'Regular', 'Final' or 'Prepaid'. */
  billType: string;
  /** Whether a statement document exists; without one the bill's `billViewUrl` is empty. */
  hasStatement: boolean;
  usage: number;
  usageUnit: 'kWh' | 'gal';
  /** Prepaid statements only. */
  prepaid: PrepaidStatementRecord | null;
}

export interface PrepaidStatementRecord {
  dailyTotal: number;
  usageDollars: number;
  charges: number;
  taxes: number;
}

export interface HistoryPaymentRecord {
  paymentAmount: number;
  /** 'yyyy-mm-dd'. */
  paymentDate: string;
}

export interface ArrangementRecord {
  arrangementNotation: string;
  arrangementBalance: number;
  nextPaymentAmount: number;
  /** 'yyyy-mm-dd'; overdue when before today. */
  nextPaymentDueDate: string;
}

/** The per-account half of the Quick Pay payment settings. */
export interface AccountQuickPaySettings {
  memberHasCutoffAccount: boolean;
  prepaidMinimumPaymentAmount: number;
  allowOverPay: boolean;
  allowUnderPay: boolean;
  payOnlinePayCutoffAccount: 'Y' | 'N';
  cutoffMessage: string | null;
  defaultPaymentAmt: string | null;
}
