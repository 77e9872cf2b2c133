import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { manageContactsRoutes } from './manage-contacts-routes.ts';

export interface ManageContactsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, ManageContactsRecord>>;
}

export interface ManageContactsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, ManageContactsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Manage Contacts: a note per account. */
export const manageContactsService: SimulatorService<'manageContacts', ManageContactsState> = {
  name: 'manageContacts',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': manageContactsRoutes(store) } }),
};
