import type { ServiceRequest } from '../domain/service-requests/types.ts';
import type { MemberAccount, SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  ProcessServiceOrderSchema,
  ServiceOrdersSchema,
  ServiceOrderTypesSchema,
} from './schemas/service-requests.ts';

const base = 'v2/applicationforservice';

/** Paths of the service request calls, as spec 03 §7 shows them (docs/api.md, "Service Requests service"). */
export const serviceRequestsPaths = {
  serviceOrderTypes: (accountNumber: string) =>
    `${base}/serviceordertypes/${encodeURIComponent(accountNumber)}`,
  processServiceOrder: () => `${base}/processserviceorder`,
  serviceOrders: (accountNumber: string) => `${base}/getserviceorders/${encodeURIComponent(accountNumber)}`,
} as const;

/** The service order types the member may request for the account. */
export function getServiceOrderTypes(
  client: ApiClient,
  { accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(serviceRequestsPaths.serviceOrderTypes(accountNumber), ServiceOrderTypesSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/** The account's past service requests. */
export function getServiceOrders(
  client: ApiClient,
  { accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.get(serviceRequestsPaths.serviceOrders(accountNumber), ServiceOrdersSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Sends a service request; answers the back office's message. Sent once, never retried (`change`
 * carries a mutation's idempotency key when it has one).
 */
export function processServiceOrder(
  client: ApiClient,
  { accessToken }: SignedInMember,
  request: ServiceRequest,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
) {
  return client.post(serviceRequestsPaths.processServiceOrder(), ProcessServiceOrderSchema, {
    bearer: accessToken,
    json: request,
    ...change,
  });
}
