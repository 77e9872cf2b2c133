/**
 * The account overview's view of the back office's data (spec 02 §3), field names exactly as the spec
 * spells them. Only the account number and balance are required: every other field may be missing or
 * null, and each rule says what it does then. Yes/no fields are read with `isYes` (./status.ts), so a
 * back office that sends 'Y'/'N' texts, booleans or counts is read the same way.
 */

/** A yes/no value as a back office may send it: a boolean, 'Y'/'N', or a count (0 means no). */
export type BackOfficeFlag = boolean | string | number | null | undefined;

/** Spec 02 §3 names Water and Electric; other types are kept as sent. */
export type AccountType = 'Water' | 'Electric' | (string & {});

/** The derived statuses spec 02 §3 names; other values are kept as sent. */
export type DerivedStatus =
  | 'Current'
  | 'Past Due'
  | 'Pending Reconnect'
  | 'Pending Disconnect'
  | 'Disconnected'
  | 'Final Billed'
  | (string & {});

/** Spec 02 §3: Budget, Average, or another billing type. */
export type BillingType = 'Budget' | 'Average' | (string & {});

/** The arrangement of an account with a payment arrangement (spec 02 §3). */
export interface Arrangement {
  readonly arrangementNotation?: string | null;
  readonly arrangementBalance?: number | null;
  readonly nextPaymentAmount?: number | null;
  /** An ISO date ('2026-05-01') or date-time. */
  readonly nextPaymentDueDate?: string | null;
}

/** accountInfo of spec 02 §3: one account's status, balance, bill and outage details. */
export interface AccountInfo {
  readonly accountNumber: string;
  readonly accountBalance: number;
  /** An ISO date or date-time; missing for prepaid accounts. */
  readonly dueDate?: string | null;
  readonly pastDueAmount?: number | null;
  readonly isPrepaidAccount?: BackOfficeFlag;
  readonly accountType?: AccountType | null;
  readonly accountStatus?: string | null;
  readonly derivedStatus?: DerivedStatus | null;
  readonly accountHolderName?: string | null;
  readonly serviceAddress?: string | null;
  readonly locationId?: string | null;
  /** The account's meters; their shape is not shown in the spec, so the rules here do not read them. */
  readonly meters?: readonly unknown[] | null;
  readonly billingType?: BillingType | null;
  readonly yearToDateBudgetDifference?: number | null;
  readonly netAccountBalance?: number | null;
  readonly autoPayExists?: BackOfficeFlag;
  /** The date the account's draft is taken (ISO date or date-time); set when the account is on a draft. */
  readonly draftDate?: string | null;
  readonly cutOffDate?: string | null;
  readonly cutOffMsg?: string | null;
  /** Whether (or how many) returned payments are active on the account. */
  readonly activeReturnedItems?: BackOfficeFlag;
  /** 'Y' (an outage: service OFF), 'N' (service ON) or missing (N/A); see `outageStatus`. */
  readonly outageStatus?: string | null;
  readonly hasArrangement?: BackOfficeFlag;
  readonly arrangement?: Arrangement | null;
  readonly viewUsageHistory?: BackOfficeFlag;
  /** The cooperative's name for a prepaid account, e.g. 'Prepaid'. */
  readonly prepaidLabel?: string | null;
  readonly spouseName?: string | null;
  readonly meterSenseccUrl?: string | null;
  /** The title of the customer-configured PDF quick link. */
  readonly ccPdfLinkText?: string | null;
  /** The address of the customer-configured PDF, opened through the capital credit PDF view call. */
  readonly viewccPdfUrl?: string | null;
  readonly collectMeterReading?: BackOfficeFlag;
  /** An ISO date-time, or missing when the restoration time is not known. */
  readonly estimatedTimeOfRestoration?: string | null;
  readonly statementHeadingMessage?: string | null;
  /** One message or a list of them, as the back office sends them. */
  readonly billMessages?: string | readonly string[] | null;
  /** The text of the prepaid disconnect alert. */
  readonly prepaidDisconnectAlert?: string | null;
  readonly capitalCreditRefundMessage?: string | null;
  /** The account's switches for the quick links (docs/api.md, account info). */
  readonly customerPdfLinkFlag?: BackOfficeFlag;
  readonly paperlessMemberLevelOption?: BackOfficeFlag;
  readonly paperlessAccountLevelOption?: BackOfficeFlag;
}

/** A payment history item (spec 02 §3). */
export interface PaymentHistoryItem {
  readonly paymentAmount: number;
  /** An ISO date or date-time. */
  readonly paymentDate: string;
}

/** A billing history item (spec 02 §3). */
export interface BillingHistoryItem {
  /** An ISO date or date-time. */
  readonly billDate: string;
  readonly endingBalance: number;
  readonly dueDate?: string | null;
  readonly statementStartDate?: string | null;
  readonly billType?: string | null;
  readonly billViewUrl?: string | null;
  readonly billViewUrlFileBytes?: string | null;
  readonly prepaidDailyTotal?: number | null;
  readonly prepaidUsageDollars?: number | null;
  readonly prepaidCharges?: number | null;
  readonly prepaidTaxes?: number | null;
}

/** The bill fields a combined history row carries (spec 02 §3 'Combined history row'). */
export type BillFields = Omit<BillingHistoryItem, 'billDate' | 'endingBalance'>;

/** historyType of a combined history row. */
export type HistoryType = 'Payment' | 'Bill';
