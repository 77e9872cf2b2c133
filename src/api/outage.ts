import type { OutageReport } from '../domain/outage/types.ts';
import type { MemberAccount, SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  OutageHistorySchema,
  OutageInfoSchema,
  OutageReportResultSchema,
  OutageReportSchema,
  OutageStatusSchema,
} from './schemas/outage.ts';

const service = 'Outage service';
const accountOutage = 'v3/members/{memberNumber}/accounts/{accountNumber}/outage';

/**
 * The Outage calls (spec 03 §7). The spec does not show their paths; they are defined here, once,
 * and documented in docs/api.md ("Outage service").
 */
export const outageOperations = {
  status: operation({
    id: 'getOutageStatus',
    service,
    summary: 'Whether an outage is active at the account’s location, and until when',
    method: 'GET',
    path: `${accountOutage}/status`,
    caller: 'member',
    answer: OutageStatusSchema,
  }),
  info: operation({
    id: 'getOutageInfo',
    service,
    summary: 'What the report form offers: problems, call-back settings and the member’s phones',
    method: 'GET',
    path: `${accountOutage}/info`,
    caller: 'member',
    answer: OutageInfoSchema,
  }),
  report: operation({
    id: 'reportOutage',
    service,
    summary: 'Reports an outage on the account',
    method: 'POST',
    path: `${accountOutage}/reports`,
    caller: 'member',
    body: OutageReportSchema,
    answer: OutageReportResultSchema,
    idempotencyKey: 'accepted',
  }),
  history: operation({
    id: 'getOutageHistory',
    service,
    summary: 'The past outages at one of the member’s locations',
    method: 'GET',
    path: 'v3/members/{memberNumber}/locations/{locationId}/outage-history',
    caller: 'member',
    answer: OutageHistorySchema,
  }),
} as const;

/** Whether an outage is active for the account (spec 03 §3 isActive), with its restoration time. */
export function getOutageStatus(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(outageOperations.status, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** The account's outage info (spec 03 §3): problems, call-back settings and the member's phones. */
export function getOutageInfo(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(outageOperations.info, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** The past outages at one of the member's locations (spec 03 §7 "by locationId"). */
export async function getOutageHistory(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  locationId: string,
  signal?: AbortSignal,
) {
  const history = await client.call(outageOperations.history, {
    parameters: { memberNumber, locationId },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return history.results;
}

/**
 * Reports an outage on the account (spec 03 §7); answers the statusMessage the member is shown. Sent
 * once, never retried.
 */
export function reportOutage(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  report: OutageReport,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.call(outageOperations.report, {
    parameters: { memberNumber, accountNumber },
    bearer: accessToken,
    body: report,
    ...change,
  });
}
