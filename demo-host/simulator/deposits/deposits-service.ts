import { addDays, addMonths, toIsoDate } from '../dates.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface DepositsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, DepositRecord[]>>;
}

/** One deposit the cooperative holds or held on an account. */
export interface DepositRecord {
  depositId: string;
  description: string;
  /** yyyy-mm-dd: when it was paid. */
  depositDate: string;
  amount: number;
  /** Interest paid on it so far. */
  interestPaid: number;
  /** 'Held' while the cooperative keeps it, 'Refunded' once returned, 'Applied' once put on a bill. */
  status: 'Held' | 'Refunded' | 'Applied';
  /** yyyy-mm-dd when refunded or applied; null while held. */
  refundDate: string | null;
}

/**
 * docs/demo-data.md: Jordan Rivera's 300100200 holds a $150.00 service deposit; 300100201's water
 * deposit was refunded; 300100202 (past due) holds its deposit and an additional $50.00 one. Jordan's
 * other accounts, and every other site, hold none.
 */
function seedDeposits(applicationId: string, today: Date): Record<string, DepositRecord[]> {
  if (applicationId !== riverbendApplicationId) return {};
  return {
    '300100200': [
      {
        depositId: 'D-200-1',
        description: 'Residential service deposit',
        depositDate: toIsoDate(addMonths(today, -38)),
        amount: 150,
        interestPaid: 4.52,
        status: 'Held',
        refundDate: null,
      },
    ],
    '300100201': [
      {
        depositId: 'D-201-1',
        description: 'Water service deposit',
        depositDate: toIsoDate(addMonths(today, -30)),
        amount: 75,
        interestPaid: 1.13,
        status: 'Refunded',
        refundDate: toIsoDate(addMonths(today, -6)),
      },
    ],
    '300100202': [
      {
        depositId: 'D-202-2',
        description: 'Additional deposit',
        depositDate: toIsoDate(addDays(today, -40)),
        amount: 50,
        interestPaid: 0,
        status: 'Held',
        refundDate: null,
      },
      {
        depositId: 'D-202-1',
        description: 'Residential service deposit',
        depositDate: toIsoDate(addMonths(today, -20)),
        amount: 150,
        interestPaid: 2.25,
        status: 'Held',
        refundDate: null,
      },
    ],
  };
}

/** Deposits: what each account has paid as a deposit, held or returned. Read-only. */
export const depositsService: SimulatorService<'deposits', DepositsState> = {
  name: 'deposits',
  version: 2,
  seed: (today) => ({ sites: perSite((applicationId) => seedDeposits(applicationId, today)) }),
};
