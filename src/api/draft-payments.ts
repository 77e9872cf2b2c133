import type {
  BankDraftRequest,
  DraftInitiation,
  DraftInitiationRequest,
  DraftRemovalRequest,
} from '../domain/draft-payments/requests.ts';
import type { CardTypeCode } from '../domain/quick-pay/types.ts';
import type { DraftAccount, FinancialInstitution, MemberDrafts } from '../domain/draft-payments/types.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  BankDraftSchema,
  type DraftAccountsQuery,
  DraftAccountsQuerySchema,
  DraftChangeSchema,
  DraftInitiationRequestSchema,
  DraftInitiationSchema,
  DraftRemovalSchema,
  type DraftAccountResponse,
  FinancialInstitutionsSchema,
  type MemberDraftsResponse,
  MemberDraftsSchema,
} from './schemas/draft-payments.ts';

/** The signed-in member the calls speak for. */
export interface DraftMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

const service = 'Draft Payments service';
const drafts = 'v3/members/{memberNumber}/drafts';

/**
 * The Draft Payments calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Draft Payments service"). Every change is sent in money mode.
 */
export const draftPaymentsOperations = {
  drafts: operation({
    id: 'getMemberDrafts',
    service,
    summary:
      'The draft settings and a page of the member’s accounts with their drafts, searched, and how many match and may be drafted',
    method: 'GET',
    path: drafts,
    caller: 'member',
    query: DraftAccountsQuerySchema,
    answer: MemberDraftsSchema,
    longList: 'results',
  }),
  financialInstitutions: operation({
    id: 'getFinancialInstitutions',
    service,
    summary: 'Every financial institution of the routing-number lookup',
    method: 'GET',
    path: 'v3/financial-institutions',
    caller: 'member',
    answer: FinancialInstitutionsSchema,
  }),
  bankDraft: operation({
    id: 'saveBankDraft',
    service,
    summary: 'Saves a bank draft on the accounts (NACHA processing)',
    method: 'PUT',
    path: `${drafts}/bank`,
    caller: 'member',
    body: BankDraftSchema,
    answer: DraftChangeSchema,
    idempotencyKey: 'required',
  }),
  initiate: operation({
    id: 'initiateDraft',
    service,
    summary: 'Starts a draft the hosted payment page completes',
    method: 'POST',
    path: `${drafts}/initiate`,
    caller: 'member',
    body: DraftInitiationRequestSchema,
    answer: DraftInitiationSchema,
    idempotencyKey: 'required',
  }),
  remove: operation({
    id: 'removeDrafts',
    service,
    summary: 'Removes the drafts of the accounts',
    method: 'POST',
    path: `${drafts}/remove`,
    caller: 'member',
    body: DraftRemovalSchema,
    answer: DraftChangeSchema,
    idempotencyKey: 'required',
  }),
} as const;

function draftAccount(account: DraftAccountResponse): DraftAccount {
  const draft = account.draft ?? null;
  return {
    accountNumber: account.accountNumber,
    serviceAddress: account.serviceAddress ?? '',
    accountType: account.accountType ?? '',
    pastDueAmount: account.pastDueAmount,
    autopayExists: account.autopayExists,
    ccEligible: account.ccEligible,
    noMoreChecks: account.noMoreChecks,
    eligibleDraftDate: account.eligibleDraftDate,
    billedDay: account.billedDay,
    allowBeforeBilledDay: account.allowBeforeBilledDay,
    allowAfterBilledDay: account.allowAfterBilledDay,
    draft: draft && {
      draftAccountType: draft.draftAccountType,
      draftAccountNumberMasked: draft.draftAccountNumberMasked,
      financialInstitutionName: draft.financialInstitutionName ?? '',
      draftType: draft.draftType,
      draftDay: draft.draftDay ?? null,
    },
  };
}

function cardTypes(settings: MemberDraftsResponse['settings']): CardTypeCode[] {
  const codes: CardTypeCode[] = [];
  if (settings.allowVisa) codes.push('VI');
  if (settings.allowMaster) codes.push('MC');
  if (settings.allowAmex) codes.push('AX');
  if (settings.allowDiscover) codes.push('DI');
  return codes;
}

/**
 * The member's accounts with their drafts, and the site's draft settings (spec 02 §7): the page `query`
 * asks for, or every account without one.
 */
export async function getMemberDrafts(
  client: ApiClient,
  { memberNumber, accessToken }: DraftMember,
  { query, signal }: { readonly query?: DraftAccountsQuery; readonly signal?: AbortSignal } = {},
): Promise<MemberDrafts> {
  const answer = await client.call(draftPaymentsOperations.drafts, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: query ?? {},
    ...(signal ? { signal } : {}),
  });
  const { settings } = answer;
  return {
    settings: {
      allowBankDraft: settings.allowBankDraft,
      allowCreditDraft: settings.allowCreditDraft,
      defaultDraftOption: settings.defaultDraftOption,
      draftType: settings.draftType,
      individualMethodSetup: settings.individualMethodSetup === 'Y',
      defaultDraftMethod: settings.defaultDraftMethod,
      maxDraftDays: settings.maxDraftDays,
      nachaProcess: settings.nachaProcess,
      preventPastDueSetup: settings.preventPastDueSetup,
      enforceNoMoreChecks: settings.enforceNoMoreChecks,
      acceptedCardTypes: cardTypes(settings),
    },
    accounts: answer.results.map(draftAccount),
    totalRecords: answer.totalRecords,
    draftableAccounts: answer.draftableAccounts,
  };
}

/** Every financial institution of the routing-number lookup (spec 02 §7). */
export function getFinancialInstitutions(
  client: ApiClient,
  { accessToken }: DraftMember,
  signal?: AbortSignal,
): Promise<readonly FinancialInstitution[]> {
  return client.call(draftPaymentsOperations.financialInstitutions, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Saves a bank draft on the accounts by the direct call (NACHA processing). Money mode: sent once
 * under its intent's idempotency key (`change`), never retried.
 */
export function saveBankDraft(
  client: ApiClient,
  { memberNumber, accessToken }: DraftMember,
  request: BankDraftRequest,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(draftPaymentsOperations.bankDraft, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...change,
  });
}

/** Starts a draft the hosted page completes (a card, or a bank draft without NACHA processing). */
export function initiateDraft(
  client: ApiClient,
  { memberNumber, accessToken }: DraftMember,
  request: DraftInitiationRequest,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
): Promise<DraftInitiation> {
  return client.call(draftPaymentsOperations.initiate, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...change,
  });
}

/** Removes the drafts of the accounts. Money mode, as every change of a payment setup. */
export function removeDrafts(
  client: ApiClient,
  { memberNumber, accessToken }: DraftMember,
  request: DraftRemovalRequest,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(draftPaymentsOperations.remove, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: request,
    ...change,
  });
}
