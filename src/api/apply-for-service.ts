import type { ServiceApplicationRequest } from '../domain/apply-for-service/application.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  ServiceApplicationRequestSchema,
  ServiceApplicationResultSchema,
} from './schemas/apply-for-service.ts';

/**
 * The service application call. Spec 01 §2.6 names the tile and its routes only; the call is defined
 * here, once, and documented in docs/api.md ("Application For Service service"). A public call: no
 * access token. The service types come from the portal's account types (`getAccountTypes`).
 */
export const applyForServiceOperations = {
  applications: operation({
    id: 'submitServiceApplication',
    service: 'Application For Service service',
    summary: 'Sends a start, stop or move request; answers its confirmation number',
    method: 'POST',
    path: 'v3/service-applications',
    caller: 'visitor',
    body: ServiceApplicationRequestSchema,
    answer: ServiceApplicationResultSchema,
  }),
} as const;

/**
 * Sends a start, stop or move request; answers its confirmation number. The SSN's last 4 digits travel in
 * this one request body only.
 */
export function submitServiceApplication(client: ApiClient, request: ServiceApplicationRequest) {
  return client.call(applyForServiceOperations.applications, { body: request });
}
