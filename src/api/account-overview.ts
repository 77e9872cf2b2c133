import type { ApiClient } from './client.ts';
import {
  AccountInfoSchema,
  BillingHistorySchema,
  BillPdfSchema,
  CapitalCreditPdfSchema,
  MeterLinkSchema,
  PaymentHistorySchema,
} from './schemas/account-overview.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;
const account = (memberNumber: string, accountNumber: string) =>
  `${member(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the account overview's calls. Spec 02 §7 does not show them; they are defined here, once,
 * and documented in docs/api.md ("Account overview service").
 */
export const accountOverviewPaths = {
  accountInfo: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/info`,
  paymentHistory: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/payments/history`,
  billingHistory: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/bills/history`,
  meterLink: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/meter-link`,
  billPdf: (memberNumber: string) => `${member(memberNumber)}/bills/view`,
  capitalCreditPdf: (memberNumber: string) => `${member(memberNumber)}/capital-credits/view`,
} as const;

/** The signed-in member a call is made for, and their access token. */
export interface SignedInMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/** Which of the member's accounts a call reads. */
export interface MemberAccount extends SignedInMember {
  readonly accountNumber: string;
}

/** The account's info (spec 02 §3 accountInfo). */
export function getAccountInfo(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(accountOverviewPaths.accountInfo(memberNumber, accountNumber), AccountInfoSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** The account's payments, as the back office lists them. */
export async function getPaymentHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
) {
  const history = await client.get(
    accountOverviewPaths.paymentHistory(memberNumber, accountNumber),
    PaymentHistorySchema,
    { bearer: accessToken },
  );
  return history.results;
}

/** The account's bills, as the back office lists them (without their statements). */
export async function getBillingHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
) {
  const history = await client.get(
    accountOverviewPaths.billingHistory(memberNumber, accountNumber),
    BillingHistorySchema,
    { bearer: accessToken },
  );
  return history.results;
}

/** The bill a statement is asked for: its `billViewUrl` and `statementStartDate` from the billing history. */
export interface BillStatementRequest {
  readonly url: string;
  readonly statementStartDate: string;
  /** Keeps caches from answering an old statement; now when absent. */
  readonly tick?: number;
}

/** A bill's statement as a PDF in base64. */
export function getBillPdf(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  { url, statementStartDate, tick = Date.now() }: BillStatementRequest,
) {
  return client.get(accountOverviewPaths.billPdf(memberNumber), BillPdfSchema, {
    bearer: accessToken,
    searchParams: { url, tick: String(tick), statementStartDate },
  });
}

/** A capital credit document (the account's `viewccPdfUrl`) as a PDF in base64. */
export function getCapitalCreditPdf(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  url: string,
) {
  return client.get(accountOverviewPaths.capitalCreditPdf(memberNumber), CapitalCreditPdfSchema, {
    bearer: accessToken,
    searchParams: { url },
  });
}

/** The address of the account's meter data (My Meter), to open in a new tab. */
export function getMeterLink(client: ApiClient, memberAccount: MemberAccount) {
  return client.get(
    accountOverviewPaths.meterLink(memberAccount.memberNumber, memberAccount.accountNumber),
    MeterLinkSchema,
    { bearer: memberAccount.accessToken },
  );
}
