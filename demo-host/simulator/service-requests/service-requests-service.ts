import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { serviceRequestsRoutes } from './service-requests-routes.ts';

export interface ServiceRequestsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, ServiceRequestsRecord>>;
}

export interface ServiceRequestsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, ServiceRequestsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Service Requests: a note per account. */
export const serviceRequestsService: SimulatorService<'serviceRequests', ServiceRequestsState> = {
  name: 'serviceRequests',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': serviceRequestsRoutes(store) } }),
};
