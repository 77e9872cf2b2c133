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
  signal?: AbortSignal,
) {
  const history = await client.get(
    accountOverviewPaths.paymentHistory(memberNumber, accountNumber),
    PaymentHistorySchema,
    { bearer: accessToken, ...(signal ? { signal } : {}) },
  );
  return history.results;
}

/** The account's bills, as the back office lists them (without their statements). */
export async function getBillingHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  const history = await client.get(
    accountOverviewPaths.billingHistory(memberNumber, accountNumber),
    BillingHistorySchema,
    { bearer: accessToken, ...(signal ? { signal } : {}) },
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
  signal?: AbortSignal,
) {
  return client.get(accountOverviewPaths.billPdf(memberNumber), BillPdfSchema, {
    bearer: accessToken,
    searchParams: { url, tick: String(tick), statementStartDate },
    ...(signal ? { signal } : {}),
  });
}

/** A PDF file as the viewer takes it: its name and its bytes. */
export interface PdfFileBytes {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The bytes of a base64 text (the back office's `…FileBytes` fields); throws on text that is not base64. */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A bill's statement, decoded: `getBillPdf` with the base64 turned into bytes. */
export async function getBillFile(
  client: ApiClient,
  member: SignedInMember,
  request: BillStatementRequest,
  signal?: AbortSignal,
): Promise<PdfFileBytes> {
  const pdf = await getBillPdf(client, member, request, signal);
  return { fileName: pdf.fileName, bytes: decodeBase64(pdf.billViewUrlFileBytes) };
}

/** A capital credit document (the account's `viewccPdfUrl`) as a PDF in base64. */
export function getCapitalCreditPdf(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  url: string,
  signal?: AbortSignal,
) {
  return client.get(accountOverviewPaths.capitalCreditPdf(memberNumber), CapitalCreditPdfSchema, {
    bearer: accessToken,
    searchParams: { url },
    ...(signal ? { signal } : {}),
  });
}

/** A capital credit document, decoded: `getCapitalCreditPdf` with the base64 turned into bytes. */
export async function getCapitalCreditFile(
  client: ApiClient,
  member: SignedInMember,
  url: string,
  signal?: AbortSignal,
): Promise<PdfFileBytes> {
  const pdf = await getCapitalCreditPdf(client, member, url, signal);
  return { fileName: pdf.fileName, bytes: decodeBase64(pdf.ccViewUrlFileBytes) };
}

/** The address of the account's meter data (My Meter), to open in a new tab. */
export function getMeterLink(client: ApiClient, memberAccount: MemberAccount, signal?: AbortSignal) {
  return client.get(
    accountOverviewPaths.meterLink(memberAccount.memberNumber, memberAccount.accountNumber),
    MeterLinkSchema,
    { bearer: memberAccount.accessToken, ...(signal ? { signal } : {}) },
  );
}
