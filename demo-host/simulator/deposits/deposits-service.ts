import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { depositsRoutes } from './deposits-routes.ts';

export interface DepositsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, DepositsRecord>>;
}

export interface DepositsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, DepositsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Deposits: a note per account. */
export const depositsService: SimulatorService<'deposits', DepositsState> = {
  name: 'deposits',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': depositsRoutes(store) } }),
};
