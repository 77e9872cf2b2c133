import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { draftPaymentsRoutes } from './draft-payments-routes.ts';

export interface DraftPaymentsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, DraftPaymentsRecord>>;
}

export interface DraftPaymentsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, DraftPaymentsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Draft Payments: a note per account. */
export const draftPaymentsService: SimulatorService<'draftPayments', DraftPaymentsState> = {
  name: 'draftPayments',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': draftPaymentsRoutes(store) } }),
};
