import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  AccountInfoSchema,
  BillingHistorySchema,
  BillPdfQuerySchema,
  BillPdfSchema,
  CapitalCreditPdfQuerySchema,
  CapitalCreditPdfSchema,
  MeterLinkSchema,
  PaymentHistorySchema,
} from './schemas/account-overview.ts';

const service = 'Account overview service';
const account = 'v3/members/{memberNumber}/accounts/{accountNumber}';

/**
 * The account overview's calls. Spec 02 §7 does not show their paths; they are defined here, once,
 * and documented in docs/api.md ("Account overview service").
 */
export const accountOverviewOperations = {
  accountInfo: operation({
    id: 'getAccountInfo',
    service,
    summary: 'The account’s balance, status, meters and the overview’s switches',
    method: 'GET',
    path: `${account}/info`,
    caller: 'member',
    answer: AccountInfoSchema,
  }),
  paymentHistory: operation({
    id: 'getPaymentHistory',
    service,
    summary: 'The account’s payments',
    method: 'GET',
    path: `${account}/payments/history`,
    caller: 'member',
    answer: PaymentHistorySchema,
  }),
  billingHistory: operation({
    id: 'getBillingHistory',
    service,
    summary: 'The account’s bills, without their statements',
    method: 'GET',
    path: `${account}/bills/history`,
    caller: 'member',
    answer: BillingHistorySchema,
  }),
  meterLink: operation({
    id: 'getMeterLink',
    service,
    summary: 'The address of the account’s meter data (My Meter)',
    method: 'GET',
    path: `${account}/meter-link`,
    caller: 'member',
    answer: MeterLinkSchema,
  }),
  billPdf: operation({
    id: 'getBillPdf',
    service,
    summary: 'A bill’s statement as a PDF, in base64',
    method: 'GET',
    path: 'v3/members/{memberNumber}/bills/view',
    caller: 'member',
    query: BillPdfQuerySchema,
    answer: BillPdfSchema,
  }),
  capitalCreditPdf: operation({
    id: 'getCapitalCreditPdf',
    service,
    summary: 'A capital credit document as a PDF, in base64',
    method: 'GET',
    path: 'v3/members/{memberNumber}/capital-credits/view',
    caller: 'member',
    query: CapitalCreditPdfQuerySchema,
    answer: CapitalCreditPdfSchema,
  }),
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
  return client.call(accountOverviewOperations.accountInfo, {
    parameters: { memberNumber, accountNumber },
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
  const history = await client.call(accountOverviewOperations.paymentHistory, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return history.results;
}

/** The account's bills, as the back office lists them (without their statements). */
export async function getBillingHistory(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  const history = await client.call(accountOverviewOperations.billingHistory, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
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
  return client.call(accountOverviewOperations.billPdf, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: { url, tick: String(tick), statementStartDate },
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
  return client.call(accountOverviewOperations.capitalCreditPdf, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: { url },
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
  return client.call(accountOverviewOperations.meterLink, {
    parameters: { memberNumber: memberAccount.memberNumber, accountNumber: memberAccount.accountNumber },
    bearer: memberAccount.accessToken,
    ...(signal ? { signal } : {}),
  });
}
