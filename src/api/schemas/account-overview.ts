import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { array, boolean, type Infer, nullable, number, optional, string, type } from 'superstruct';
import { anyOf } from './contract.ts';

// The account overview's calls (spec 02 §3, §7; docs/api.md "Account overview service"). Only what the
// screen cannot do without is required; the rest may be missing or null, as a back office may leave it.

/** A yes/no value as a back office sends it: a boolean, 'Y'/'N', or a count (0 means no). */
const BackOfficeFlagSchema = optional(nullable(anyOf([boolean(), string(), number()])));
const OptionalText = optional(nullable(string()));
const OptionalAmount = optional(nullable(number()));

export const MeterSchema = type({
  meterNumber: string(),
  meterType: OptionalText,
  unitOfMeasure: OptionalText,
});

export const ArrangementSchema = type({
  arrangementNotation: OptionalText,
  arrangementBalance: OptionalAmount,
  nextPaymentAmount: OptionalAmount,
  nextPaymentDueDate: OptionalText,
});

/**
 * accountInfo of spec 02 §3, field names as the spec spells them, plus the per-account switches of the
 * overview's quick links (customerPdfLinkFlag, paperlessMemberLevelOption, paperlessAccountLevelOption).
 */
export const AccountInfoSchema = type({
  accountNumber: string(),
  accountBalance: number(),
  dueDate: OptionalText,
  pastDueAmount: OptionalAmount,
  isPrepaidAccount: BackOfficeFlagSchema,
  accountType: OptionalText,
  accountStatus: OptionalText,
  derivedStatus: OptionalText,
  accountHolderName: OptionalText,
  serviceAddress: OptionalText,
  locationId: OptionalText,
  meters: optional(nullable(array(MeterSchema))),
  billingType: OptionalText,
  yearToDateBudgetDifference: OptionalAmount,
  netAccountBalance: OptionalAmount,
  autoPayExists: BackOfficeFlagSchema,
  draftDate: OptionalText,
  cutOffDate: OptionalText,
  cutOffMsg: OptionalText,
  activeReturnedItems: BackOfficeFlagSchema,
  /** 'Y' (an outage: OFF), 'N' (ON) or missing (N/A). */
  outageStatus: OptionalText,
  hasArrangement: BackOfficeFlagSchema,
  arrangement: optional(nullable(ArrangementSchema)),
  viewUsageHistory: BackOfficeFlagSchema,
  prepaidLabel: OptionalText,
  spouseName: OptionalText,
  meterSenseccUrl: OptionalText,
  ccPdfLinkText: OptionalText,
  viewccPdfUrl: OptionalText,
  collectMeterReading: BackOfficeFlagSchema,
  estimatedTimeOfRestoration: OptionalText,
  statementHeadingMessage: OptionalText,
  billMessages: optional(nullable(anyOf([string(), array(string())]))),
  prepaidDisconnectAlert: OptionalText,
  capitalCreditRefundMessage: OptionalText,
  customerPdfLinkFlag: BackOfficeFlagSchema,
  paperlessMemberLevelOption: BackOfficeFlagSchema,
  paperlessAccountLevelOption: BackOfficeFlagSchema,
});
/** The account info as the back office sends it; the domain's `AccountInfo` is what the rules read. */
export type AccountInfoResponse = Infer<typeof AccountInfoSchema>;
// The schema must give the rules everything they read, typed as they read it.
const answersTheRules = (response: AccountInfoResponse): AccountInfo => response;
void answersTheRules;

export const PaymentHistoryItemSchema = type({ paymentAmount: number(), paymentDate: string() });
export type PaymentHistoryItem = Infer<typeof PaymentHistoryItemSchema>;

export const PaymentHistorySchema = type({
  results: array(PaymentHistoryItemSchema),
  totalRecords: optional(number()),
});

/** A billing history item of spec 02 §3, plus the bill's usage (the Billed Usage Summary graph). */
export const BillingHistoryItemSchema = type({
  billDate: string(),
  endingBalance: number(),
  dueDate: OptionalText,
  statementStartDate: OptionalText,
  billType: OptionalText,
  /** Empty when the bill has no statement: the screen shows the no-bill dialog. */
  billViewUrl: OptionalText,
  /** Empty in the list: the PDF bill view serves the statement. */
  billViewUrlFileBytes: OptionalText,
  prepaidDailyTotal: OptionalAmount,
  prepaidUsageDollars: OptionalAmount,
  prepaidCharges: OptionalAmount,
  prepaidTaxes: OptionalAmount,
  usage: OptionalAmount,
  usageUnit: OptionalText,
});
export type BillingHistoryItem = Infer<typeof BillingHistoryItemSchema>;

export const BillingHistorySchema = type({
  results: array(BillingHistoryItemSchema),
  totalRecords: optional(number()),
});

/** GET …/bills/view: the bill's `billViewUrl`, a time that keeps caches out, its statement start date. */
export const BillPdfQuerySchema = type({ url: string(), tick: string(), statementStartDate: string() });

/** A statement as a PDF: `billViewUrlFileBytes` is the file in base64. */
export const BillPdfSchema = type({ fileName: string(), billViewUrlFileBytes: string() });
export type BillPdf = Infer<typeof BillPdfSchema>;

/** GET …/capital-credits/view: the account's `viewccPdfUrl`. */
export const CapitalCreditPdfQuerySchema = type({ url: string() });

/** A capital credit document as a PDF: `ccViewUrlFileBytes` is the file in base64. */
export const CapitalCreditPdfSchema = type({ fileName: string(), ccViewUrlFileBytes: string() });
export type CapitalCreditPdf = Infer<typeof CapitalCreditPdfSchema>;

export const MeterLinkSchema = type({ link: string() });
export type MeterLink = Infer<typeof MeterLinkSchema>;
