import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { delinquentHistoryRoutes } from './delinquent-history-routes.ts';

export interface DelinquentHistoryState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, DelinquentHistoryRecord>>;
}

export interface DelinquentHistoryRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, DelinquentHistoryRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Delinquent History: a note per account. */
export const delinquentHistoryService: SimulatorService<'delinquentHistory', DelinquentHistoryState> = {
  name: 'delinquentHistory',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': delinquentHistoryRoutes(store) } }),
};
