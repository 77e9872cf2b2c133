import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { manageNotificationsRoutes } from './manage-notifications-routes.ts';

export interface ManageNotificationsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, ManageNotificationsRecord>>;
}

export interface ManageNotificationsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, ManageNotificationsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Manage Notifications: a note per account. */
export const manageNotificationsService: SimulatorService<'manageNotifications', ManageNotificationsState> = {
  name: 'manageNotifications',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': manageNotificationsRoutes(store) } }),
};
