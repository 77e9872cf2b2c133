import {
  array,
  boolean,
  enums,
  type Infer,
  number,
  object,
  omit,
  optional,
  pick,
  string,
  type,
} from 'superstruct';
import { accountFilters, selectAllKinds } from '../../domain/pay-accounts/account-view.ts';
import type { PayAccountsReceipt } from '../../domain/pay-accounts/receipt.ts';
import type { PaymentQuoteRequest } from '../../domain/pay-accounts/rules.ts';
import type { QuickPayPaymentRequest } from '../../domain/quick-pay/hosted-form.ts';
import {
  PaymentSettingsSchema,
  QuickPayAccountSchema,
  QuickPayPaymentRequestSchema,
  QuickPaySettingsSchema,
} from './quick-pay.ts';

// Quick Pay's payment settings (spec 01 §3) split in two: what differs from account to account, sent with
// each account, and what is the site's, sent once. A school district's 5,000 accounts do not carry the same
// card brands and fees 5,000 times.

/** The fields of Quick Pay's `paymentSettings` that differ from account to account. */
const accountPaymentSettingKeys = [
  'memberHasCutoffAccount',
  'prepaidMinimumPaymentAmount',
  'allowOverPay',
  'allowUnderPay',
  'lastPayment',
] as const;
/** The fields of Quick Pay's settings answer, outside `paymentSettings`, that differ from account to account. */
const accountSettingKeys = ['payOnlinePayCutoffAccount', 'cutoffMessage', 'defaultPaymentAmt'] as const;

/** One account's own payment settings, flat. */
export const AccountPaymentSettingsSchema = type({
  ...pick(PaymentSettingsSchema, [...accountPaymentSettingKeys]).schema,
  ...pick(QuickPaySettingsSchema, [...accountSettingKeys]).schema,
});

/** The site's payment settings: Quick Pay's settings answer without what differs from account to account. */
export const SitePaymentSettingsSchema = type({
  ...omit(QuickPaySettingsSchema, [...accountSettingKeys, 'paymentSettings']).schema,
  paymentSettings: omit(PaymentSettingsSchema, [...accountPaymentSettingKeys]),
});

/** One of the member's accounts with its own payment settings (docs/api.md, "Pay Multiple Accounts service"). */
export const PayAccountEntrySchema = type({
  account: type({ ...QuickPayAccountSchema.schema, accountType: string() }),
  settings: AccountPaymentSettingsSchema,
});

/**
 * GET v3/members/{memberNumber}/pay-accounts: which of the member's accounts, and which page. Every
 * parameter is optional; without `limit` every matching account comes at once. The accounts come in one
 * order (the primary account first, then by account number), so pages never overlap.
 */
export const PayAccountsQuerySchema = type({
  /** Words that must all be in the account's number, prepaid label or service address; any case, any accents. */
  search: optional(string()),
  /** all (the default), due, pastDue or cutoff: which accounts the list shows (`accountFilters`). */
  filter: optional(enums(accountFilters)),
  /** One account, exactly: answers it alone, or none when it is not the member's. */
  accountNumber: optional(string()),
  /** yyyy-mm-dd: only the accounts whose last payment is dated that day. */
  paidOn: optional(string()),
  /**
   * due or pastDue: instead of the matching accounts, those a "select all" chooses among them (due, or
   * past due, and payable online), at most 1,000 (one payment's limit), `totalRecords` counting them all.
   */
  choose: optional(enums(selectAllKinds)),
  /** How many matching accounts to skip: a whole number, 0 by default. */
  offset: optional(string()),
  /** How many to answer at most: a whole number from 1 to 100. */
  limit: optional(string()),
});
export type PayAccountsQuery = Infer<typeof PayAccountsQuerySchema>;

/** How many accounts a "select all" of the matching ones would choose, and leave out (not payable online). */
const ChoosableSchema = type({ payable: number(), blocked: number() });

/** GET v3/members/{memberNumber}/pay-accounts. */
export const PayAccountsSchema = type({
  accounts: array(PayAccountEntrySchema),
  /** How many accounts the query matches (with `choose`: would choose), across every page. */
  totalRecords: number(),
  /** How many accounts the member has in all. */
  accountCount: number(),
  /** What "Select all due" and "Select all past due" would do with the search and filter asked for. */
  choosable: type({ due: ChoosableSchema, pastDue: ChoosableSchema }),
  settings: SitePaymentSettingsSchema,
  allowFutureDatedPayments: boolean(),
});
export type PayAccounts = Infer<typeof PayAccountsSchema>;

/** POST v3/members/{memberNumber}/pay-accounts/tax: the fee and taxes of a payment before it is made. */
export const PaymentTaxSchema = type({
  paymentType: enums(['cc', 'echeck']),
  amount: number(),
  convenienceFee: number(),
  taxes: array(type({ accountNumber: string(), tax: number() })),
  totalTax: number(),
  totalAmount: number(),
});
export type PaymentTax = Infer<typeof PaymentTaxSchema>;

/** POST v3/members/{memberNumber}/pay-accounts/payments: what the hosted form carries. */
export const PayAccountsInitiationSchema = type({
  paymentRequisitionSettings: type({
    actionUrl: string(),
    clientId: string(),
    transNo: string(),
    securityToken: string(),
  }),
  configuration: type({ utilityName: string(), applicationWebId: string() }),
});
export type PayAccountsInitiation = Infer<typeof PayAccountsInitiationSchema>;

/** POST v3/members/{memberNumber}/pay-accounts/stored-payments: the payment recorded. */
export const StoredPaymentSchema = type({
  confirmationNumber: string(),
  encodedParam: string(),
  amount: number(),
  convenienceFee: number(),
  paymentMethod: string(),
});
export type StoredPayment = Infer<typeof StoredPaymentSchema>;

/** POST v3/members/{memberNumber}/pay-accounts/scheduled-payments: the payment scheduled. */
export const ScheduledPaymentAnswerSchema = type({
  transNo: string(),
  paymentDate: string(),
  amount: number(),
});
export type ScheduledPaymentAnswer = Infer<typeof ScheduledPaymentAnswerSchema>;

/** GET v3/members/{memberNumber}/pay-accounts/receipt: the payment, by the hosted page's `encodedParam`. */
export const PayAccountsReceiptQuerySchema = type({ encodedParam: string() });

/** GET v3/members/{memberNumber}/pay-accounts/receipt: every account a payment paid, for its receipt. */
export const PayAccountsReceiptSchema = type({
  confirmationNumber: string(),
  paymentDate: string(),
  paymentMethod: enums(['cc', 'echeck']),
  cardOrBankAccountNumberLastFourDigits: string(),
  amount: number(),
  convenienceFee: number(),
  accounts: array(type({ accountNumber: string(), serviceAddress: string(), paymentAmount: number() })),
});

// The answer the screen reads must be the receipt the domain writes a file from.
const readsTheReceipt = (answer: Infer<typeof PayAccountsReceiptSchema>): PayAccountsReceipt => answer;
void readsTheReceipt;

// What the calls send: Quick Pay's payment request (spec 01 §3) with the fields of each call.

/**
 * POST …/pay-accounts/tax and …/pay-accounts/payments: the payment request with the kind of method it
 * pays by.
 */
export const PaymentQuoteRequestSchema = object({
  ...QuickPayPaymentRequestSchema.schema,
  paymentType: enums(['cc', 'echeck']),
});

/** POST …/pay-accounts/stored-payments: the payment request with the stored method's token. */
export const StoredPaymentRequestSchema = object({
  ...QuickPayPaymentRequestSchema.schema,
  storedMethodToken: string(),
});

/** POST …/pay-accounts/scheduled-payments: as a stored payment, with its date (yyyy-mm-dd). */
export const ScheduledPaymentRequestSchema = object({
  ...StoredPaymentRequestSchema.schema,
  paymentDate: string(),
});

// The requests the screen builds must be what the body schemas describe, typed as sent.
const sendsTheRequests = (
  quote: PaymentQuoteRequest,
  stored: QuickPayPaymentRequest & { readonly storedMethodToken: string },
  scheduled: QuickPayPaymentRequest & { readonly storedMethodToken: string; readonly paymentDate: string },
): [
  Infer<typeof PaymentQuoteRequestSchema>,
  Infer<typeof StoredPaymentRequestSchema>,
  Infer<typeof ScheduledPaymentRequestSchema>,
] => [quote, stored, scheduled];
void sendsTheRequests;
