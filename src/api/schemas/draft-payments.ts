import {
  array,
  assign,
  boolean,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { AccountDetailsQuerySchema } from './accounts.ts';
import { listOf } from './contract.ts';
import type {
  BankDraftRequest,
  DraftInitiationRequest,
  DraftRemovalRequest,
} from '../../domain/draft-payments/requests.ts';

const DraftSchema = type({
  draftAccountType: string(),
  draftAccountNumberMasked: string(),
  financialInstitutionName: optional(nullable(string())),
  draftType: string(),
  draftDay: optional(nullable(number())),
});

const DraftAccountSchema = type({
  accountNumber: string(),
  serviceAddress: optional(nullable(string())),
  accountType: optional(nullable(string())),
  pastDueAmount: number(),
  autopayExists: boolean(),
  ccEligible: boolean(),
  noMoreChecks: boolean(),
  eligibleDraftDate: string(),
  billedDay: number(),
  allowBeforeBilledDay: number(),
  allowAfterBilledDay: number(),
  draft: optional(nullable(DraftSchema)),
});
export type DraftAccountResponse = Infer<typeof DraftAccountSchema>;

const method = enums(['WHEN_BILLED', 'END_OF_MONTH', 'DAY_OF_MONTH', 'DAYS_AFTER_BILLING']);

/** The member's drafts and the site's draft settings (docs/api.md, "Draft Payments service"). */
export const MemberDraftsSchema = type({
  settings: type({
    allowBankDraft: boolean(),
    allowCreditDraft: boolean(),
    defaultDraftOption: enums(['BANK', 'CREDIT']),
    draftType: enums(['ACCOUNT', 'MEMBER']),
    individualMethodSetup: enums(['Y', 'N']),
    defaultDraftMethod: method,
    maxDraftDays: number(),
    nachaProcess: boolean(),
    preventPastDueSetup: boolean(),
    enforceNoMoreChecks: boolean(),
    allowVisa: boolean(),
    allowMaster: boolean(),
    allowAmex: boolean(),
    allowDiscover: boolean(),
  }),
  results: array(DraftAccountSchema),
  /** How many accounts the query matches, across every page. */
  totalRecords: number(),
  /** How many of all the member's accounts may be drafted by bank and by card (0 where not offered). */
  draftableAccounts: type({ BANK: number(), CREDIT: number() }),
});
export type MemberDraftsResponse = Infer<typeof MemberDraftsSchema>;

/**
 * GET v3/members/{memberNumber}/drafts: the account details' search, sort and page, and `withDraft=true`
 * for the accounts with a draft alone.
 */
export const DraftAccountsQuerySchema = assign(
  AccountDetailsQuerySchema,
  type({ withDraft: optional(enums(['true', 'false'] as const)) }),
);
export type DraftAccountsQuery = Infer<typeof DraftAccountsQuerySchema>;

export const FinancialInstitutionsSchema = array(type({ routingNumber: string(), name: string() }));

/** The accounts a change touched. */
export const DraftChangeSchema = type({ updatedAccounts: array(string()) });

/** What the initiation answers (spec 02 §7). */
export const DraftInitiationSchema = type({
  clientId: string(),
  actionUrl: string(),
  transNo: string(),
  applicationId: string(),
  merchantId: string(),
  securityToken: string(),
});

/** One account of a change (spec 02 §3 draft add entry); a removal sends null method, day and date. */
const DraftAccountEntriesSchema = listOf(
  object({
    accountNumber: string(),
    action: enums(['ADD', 'REMOVE']),
    draftMethod: nullable(method),
    /** The day of month or the days after billing; null for the other methods and for a removal. */
    draftDay: nullable(number()),
    /** yyyy-mm-dd: the account's eligible draft date. */
    draftStartDate: nullable(string()),
  }),
);

/** PUT …/drafts/bank: the bank draft request of spec 02 §3 (NACHA processing). */
export const BankDraftSchema = object({
  draftAccounts: DraftAccountEntriesSchema,
  memberNumber: string(),
  draftType: enums(['Checking', 'Savings']),
  bankAccountNumber: string(),
  routingNumber: string(),
  bankName: string(),
});

/** POST …/drafts/initiate: the initiate-payment request of spec 02 §3. */
export const DraftInitiationRequestSchema = object({
  accountsToDraft: DraftAccountEntriesSchema,
  paymentType: literal('DRAFT'),
  draftOption: enums(['BANK', 'CREDIT']),
  amount: literal(0),
  removeDraft: boolean(),
});

/** POST …/drafts/remove: the accounts whose drafts are removed. */
export const DraftRemovalSchema = object({
  memberNumber: string(),
  draftAccounts: DraftAccountEntriesSchema,
});

// The requests the screen builds must be what the body schemas describe.
const sendsTheRequests = (
  bank: BankDraftRequest,
  initiation: DraftInitiationRequest,
  removal: DraftRemovalRequest,
): [
  Infer<typeof BankDraftSchema>,
  Infer<typeof DraftInitiationRequestSchema>,
  Infer<typeof DraftRemovalSchema>,
] => [bank, initiation, removal];
void sendsTheRequests;
