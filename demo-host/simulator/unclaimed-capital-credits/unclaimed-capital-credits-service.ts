import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { unclaimedCapitalCreditsRoutes } from './unclaimed-capital-credits-routes.ts';

export interface UnclaimedCapitalCreditsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, UnclaimedCapitalCreditsRecord>>;
}

export interface UnclaimedCapitalCreditsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, UnclaimedCapitalCreditsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Unclaimed Capital Credits: a note per account. */
export const unclaimedCapitalCreditsService: SimulatorService<
  'unclaimedCapitalCredits',
  UnclaimedCapitalCreditsState
> = {
  name: 'unclaimedCapitalCredits',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': unclaimedCapitalCreditsRoutes(store) } }),
};
