import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface UnclaimedCapitalCreditsState {
  /** Keyed by ApplicationId: the former members whose capital credits went unclaimed. */
  sites: Record<string, UnclaimedCreditRecord[]>;
}

export interface UnclaimedCreditRecord {
  memberNumber: string;
  firstName: string;
  lastName: string;
  /** '' for a person. */
  companyName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** How many claims were sent for it. */
  claims: number;
}

/**
 * docs/demo-data.md: last name Whitaker finds 2 (in two cities), company Prairie Feed & Seed finds 1,
 * nothing else matches (Riverbend).
 */
function seedCredits(applicationId: string): UnclaimedCreditRecord[] {
  if (applicationId !== riverbendApplicationId) return [];
  const person = (
    memberNumber: string,
    firstName: string,
    lastName: string,
    address: string,
    city: string,
    zip: string,
  ) => ({
    memberNumber,
    firstName,
    lastName,
    companyName: '',
    address,
    city,
    state: 'OR',
    zip,
    claims: 0,
  });
  return [
    person('2417', 'Eleanor', 'Whitaker', '1187 Mill Creek Rd', 'Riverbend', '97401'),
    person('3308', 'Thomas', 'Whitaker', '52 Orchard Ln', 'Cedar Falls', '974209012'),
    {
      memberNumber: '5120',
      firstName: '',
      lastName: '',
      companyName: 'Prairie Feed & Seed',
      address: '900 Depot St',
      city: 'Riverbend',
      state: 'OR',
      zip: '97402',
      claims: 0,
    },
  ];
}

/** Unclaimed capital credits (spec 03 §2.9): a public search, and a claim emailed to member services. */
export const unclaimedCapitalCreditsService: SimulatorService<
  'unclaimedCapitalCredits',
  UnclaimedCapitalCreditsState
> = {
  name: 'unclaimedCapitalCredits',
  version: 2,
  seed: () => ({ sites: perSite(seedCredits) }),
};
