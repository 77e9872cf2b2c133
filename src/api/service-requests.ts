import type { MemberAccount } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { ServiceRequestsSchema } from './schemas/service-requests.ts';

const account = (memberNumber: string, accountNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/accounts/${encodeURIComponent(accountNumber)}`;

/**
 * Paths of the Service Requests calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Service Requests service").
 */
export const serviceRequestsPaths = {
  note: (memberNumber: string, accountNumber: string) =>
    `${account(memberNumber, accountNumber)}/service-requests`,
} as const;

/** The account's Service Requests. */
export function getServiceRequests(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(serviceRequestsPaths.note(memberNumber, accountNumber), ServiceRequestsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** What the form changes. */
export interface ServiceRequestsChange {
  readonly note: string;
}

/**
 * Changes the account's Service Requests; answers it as changed. Sent once, never retried: a change that moves
 * money or changes a payment setup passes its mutation's idempotency key (money mode) as `change`.
 */
export function updateServiceRequests(
  client: ApiClient,
  { memberNumber, accountNumber, accessToken }: MemberAccount,
  request: ServiceRequestsChange,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.put(serviceRequestsPaths.note(memberNumber, accountNumber), ServiceRequestsSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
