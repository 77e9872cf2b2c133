import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { myProfileRoutes } from './my-profile-routes.ts';

export interface MyProfileState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, MyProfileRecord>>;
}

export interface MyProfileRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, MyProfileRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** My Profile: a note per account. */
export const myProfileService: SimulatorService<'myProfile', MyProfileState> = {
  name: 'myProfile',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': myProfileRoutes(store) } }),
};
