import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { scheduledPaymentsRoutes } from './scheduled-payments-routes.ts';

export interface ScheduledPaymentsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, ScheduledPaymentsRecord>>;
}

export interface ScheduledPaymentsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, ScheduledPaymentsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Scheduled Payments: a note per account. */
export const scheduledPaymentsService: SimulatorService<'scheduledPayments', ScheduledPaymentsState> = {
  name: 'scheduledPayments',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': scheduledPaymentsRoutes(store) } }),
};
