import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { applyForServiceRoutes } from './apply-for-service-routes.ts';

export interface ApplyForServiceState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, ApplyForServiceRecord>>;
}

export interface ApplyForServiceRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, ApplyForServiceRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Application For Service: a note per account. */
export const applyForServiceService: SimulatorService<'applyForService', ApplyForServiceState> = {
  name: 'applyForService',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': applyForServiceRoutes(store) } }),
};
