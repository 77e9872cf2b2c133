import { array, boolean, enums, type Infer, nullable, number, optional, string, type } from 'superstruct';

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
});
export type MemberDraftsResponse = Infer<typeof MemberDraftsSchema>;

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
