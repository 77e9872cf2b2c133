import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { capitalCreditLetterRoutes } from './capital-credit-letter-routes.ts';

export interface CapitalCreditLetterState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, CapitalCreditLetterRecord>>;
}

export interface CapitalCreditLetterRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, CapitalCreditLetterRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Capital Credit Letter Return: a note per account. */
export const capitalCreditLetterService: SimulatorService<'capitalCreditLetter', CapitalCreditLetterState> = {
  name: 'capitalCreditLetter',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': capitalCreditLetterRoutes(store) } }),
};
