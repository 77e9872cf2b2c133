import type { OutageReport } from '../domain/outage/types.ts';
import type { MemberAccount, SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  OutageHistorySchema,
  OutageInfoSchema,
  OutageReportResultSchema,
  OutageStatusSchema,
} from './schemas/outage.ts';

const member = (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}`;
const account = (memberNumber: string, accountNumber: string) =>
  `${member(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}/outage`;

/**
 * Paths of the Outage calls (spec 03 §7). The spec does not show them; they are defined here, once,
 * and documented in docs/api.md ("Outage service").
 */
export const outagePaths = {
  status: (memberNumber: string, accountNumber: string) => `${account(memberNumber, accountNumber)}/status`,
  info: (memberNumber: string, accountNumber: string) => `${account(memberNumber, accountNumber)}/info`,
  report: (memberNumber: string, accountNumber: string) => `${account(memberNumber, accountNumber)}/reports`,
  history: (memberNumber: string, locationId: string) =>
    `${member(memberNumber)}/locations/${encodeURIComponent(locationId)}/outage-history`,
} as const;

/** Whether an outage is active for the account (spec 03 §3 isActive), with its restoration time. */
export function getOutageStatus(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(outagePaths.status(memberNumber, accountNumber), OutageStatusSchema, {
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
  return client.get(outagePaths.info(memberNumber, accountNumber), OutageInfoSchema, {
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
  const history = await client.get(outagePaths.history(memberNumber, locationId), OutageHistorySchema, {
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
  return client.post(outagePaths.report(memberNumber, accountNumber), OutageReportResultSchema, {
    bearer: accessToken,
    json: report,
    ...change,
  });
}
