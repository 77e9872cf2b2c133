import type { ServiceRequest } from '../domain/service-requests/types.ts';
import type { MemberAccount, SignedInMember } from './account-overview.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  ProcessServiceOrderSchema,
  ServiceOrdersSchema,
  ServiceOrderTypesSchema,
  ServiceRequestSchema,
} from './schemas/service-requests.ts';

const service = 'Service Requests service';
const base = 'v2/applicationforservice';

/** The service request calls, on the paths spec 03 §7 shows (docs/api.md, "Service Requests service"). */
export const serviceRequestsOperations = {
  serviceOrderTypes: operation({
    id: 'getServiceOrderTypes',
    service,
    summary: 'The service order types the member may request for the account',
    method: 'GET',
    path: `${base}/serviceordertypes/{accountNumber}`,
    caller: 'member',
    answer: ServiceOrderTypesSchema,
  }),
  processServiceOrder: operation({
    id: 'processServiceOrder',
    service,
    summary: 'Sends a service request; answers the message the member is shown',
    method: 'POST',
    path: `${base}/processserviceorder`,
    caller: 'member',
    body: ServiceRequestSchema,
    answer: ProcessServiceOrderSchema,
    idempotencyKey: 'accepted',
  }),
  serviceOrders: operation({
    id: 'getServiceOrders',
    service,
    summary: 'The account’s past service requests, newest first',
    method: 'GET',
    path: `${base}/getserviceorders/{accountNumber}`,
    caller: 'member',
    answer: ServiceOrdersSchema,
  }),
} as const;

/** The service order types the member may request for the account. */
export function getServiceOrderTypes(
  client: ApiClient,
  { accountNumber, accessToken }: MemberAccount,
  signal?: AbortSignal,
) {
  return client.call(serviceRequestsOperations.serviceOrderTypes, {
    parameters: { accountNumber },
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
  return client.call(serviceRequestsOperations.serviceOrders, {
    parameters: { accountNumber },
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
  return client.call(serviceRequestsOperations.processServiceOrder, {
    bearer: accessToken,
    body: request,
    ...change,
  });
}
