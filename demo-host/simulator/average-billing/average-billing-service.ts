import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export type BillingTypeRecord = 'Standard' | 'Average' | 'Budget' | null;

export interface AverageBillingState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, LevelizedRecord>>;
}

/** One account's billing type and eligibility; an account without one is Standard and eligible. */
export interface LevelizedRecord {
  estimatedAmount: number | null;
  billingType: BillingTypeRecord;
  isEligible: boolean;
  notEligibleMessage: string | null;
  defaultSettlementMonth: number | null;
}

/** demo-data.md: Jordan Rivera's (member 1001) accounts. */
function seedAccounts(applicationId: string): Record<string, LevelizedRecord> {
  if (applicationId !== riverbendApplicationId) return {};
  const eligible = (estimatedAmount: number, billingType: BillingTypeRecord): LevelizedRecord => ({
    estimatedAmount,
    billingType,
    isEligible: true,
    notEligibleMessage: null,
    defaultSettlementMonth: 9,
  });
  return {
    '300100200': eligible(142, 'Standard'),
    '300100201': eligible(54.1, 'Average'),
    '300100202': eligible(188.5, null),
    '300100203': {
      estimatedAmount: null,
      billingType: 'Standard',
      isEligible: false,
      notEligibleMessage: 'Prepaid accounts cannot enrol in average billing.',
      defaultSettlementMonth: null,
    },
    '300100204': {
      estimatedAmount: null,
      billingType: 'Standard',
      isEligible: false,
      notEligibleMessage: 'Final billed accounts cannot enrol in average billing.',
      defaultSettlementMonth: null,
    },
    '300100205': {
      estimatedAmount: 120,
      billingType: 'Budget',
      isEligible: false,
      notEligibleMessage: null,
      defaultSettlementMonth: 9,
    },
  };
}

/** Average (levelized) billing: each account's billing type, and whether it may change it. */
export const averageBillingService: SimulatorService<'averageBilling', AverageBillingState> = {
  name: 'averageBilling',
  version: 2,
  seed: () => ({ sites: perSite(seedAccounts) }),
};
