import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { paymentHistoryRoutes } from './payment-history-routes.ts';

export interface PaymentHistoryState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, PaymentHistoryRecord>>;
}

export interface PaymentHistoryRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, PaymentHistoryRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Account History: a note per account. */
export const paymentHistoryService: SimulatorService<'paymentHistory', PaymentHistoryState> = {
  name: 'paymentHistory',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': paymentHistoryRoutes(store) } }),
};
