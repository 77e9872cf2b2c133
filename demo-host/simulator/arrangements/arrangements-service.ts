import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { arrangementsRoutes } from './arrangements-routes.ts';

export interface ArrangementsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, ArrangementsRecord>>;
}

export interface ArrangementsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, ArrangementsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Arrangements: a note per account. */
export const arrangementsService: SimulatorService<'arrangements', ArrangementsState> = {
  name: 'arrangements',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': arrangementsRoutes(store) } }),
};
