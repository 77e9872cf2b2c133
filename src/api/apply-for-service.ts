import type { ServiceApplicationRequest } from '../domain/apply-for-service/application.ts';
import type { ApiClient } from './client.ts';
import { ServiceApplicationResultSchema } from './schemas/apply-for-service.ts';

/**
 * Paths of the service application call. Spec 01 §2.6 names the tile and its routes only; the call is
 * defined here, once, and documented in docs/api.md ("Service applications service"). A public call: no
 * access token. The service types come from the portal's account types (`getAccountTypes`).
 */
export const applyForServicePaths = {
  applications: 'v3/service-applications',
} as const;

/**
 * Sends a start, stop or move request; answers its confirmation number. The SSN's last 4 digits travel in
 * this one request body only.
 */
export function submitServiceApplication(client: ApiClient, request: ServiceApplicationRequest) {
  return client.post(applyForServicePaths.applications, ServiceApplicationResultSchema, { json: request });
}
