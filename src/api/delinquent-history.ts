import type { Delinquent, DelinquentPdfRequest } from '../domain/delinquent-history/types.ts';
import {
  decodeBase64,
  type MemberAccount,
  type PdfFileBytes,
  type SignedInMember,
} from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  DelinquentPdfQuerySchema,
  DelinquentPdfSchema,
  DelinquentsSchema,
} from './schemas/delinquent-history.ts';

const service = 'Delinquent History service';

/**
 * The Delinquent calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Delinquent History service").
 */
export const delinquentHistoryOperations = {
  delinquents: operation({
    id: 'getDelinquents',
    service,
    summary: 'The account’s delinquent notices, newest first',
    method: 'GET',
    path: 'v3/members/{memberNumber}/accounts/{accountNumber}/delinquents',
    caller: 'member',
    answer: DelinquentsSchema,
  }),
  delinquentPdf: operation({
    id: 'getDelinquentPdf',
    service,
    summary: 'A delinquent notice as a PDF, in base64',
    method: 'GET',
    path: 'v3/members/{memberNumber}/delinquents/view',
    caller: 'member',
    query: DelinquentPdfQuerySchema,
    answer: DelinquentPdfSchema,
  }),
} as const;

/** The account's delinquent notices, with the optional fields as null. */
export async function getDelinquents(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
): Promise<Delinquent[]> {
  const rows = await client.call(delinquentHistoryOperations.delinquents, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return rows.map((row) => ({
    billDate: row.billDate,
    pastDue: row.pastDue,
    lateFee: row.lateFee,
    cutoffDate: row.cutoffDate ?? null,
    delinquentViewUrl: row.delinquentViewUrl ?? null,
    delinquentProcessedDate: row.delinquentProcessedDate ?? null,
  }));
}

/** A notice's PDF in base64 (spec 03 §7: the url, a time value that keeps caches out, the processed date). */
export function getDelinquentPdf(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  { url, processedDate }: DelinquentPdfRequest,
  signal?: AbortSignal,
  tick: number = Date.now(),
) {
  return client.call(delinquentHistoryOperations.delinquentPdf, {
    parameters: { memberNumber },
    bearer: accessToken,
    query: { url, tick: String(tick), processedDate },
    ...(signal ? { signal } : {}),
  });
}

/** A notice's PDF, decoded: `getDelinquentPdf` with the base64 turned into bytes. */
export async function getDelinquentFile(
  client: ApiClient,
  member: SignedInMember,
  request: DelinquentPdfRequest,
  signal?: AbortSignal,
): Promise<PdfFileBytes> {
  const pdf = await getDelinquentPdf(client, member, request, signal);
  return { fileName: pdf.fileName, bytes: decodeBase64(pdf.delinquentViewUrlFileBytes) };
}
