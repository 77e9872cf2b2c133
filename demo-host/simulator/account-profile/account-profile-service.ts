import type { SimulatorService } from '../service.ts';
import { perSite } from '../sites.ts';
import type { SiteProfiles } from './account-profile-records.ts';
import { seedSiteProfiles } from './account-profile-seed.ts';

export interface AccountProfileState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteProfiles>;
}

/**
 * The Account Profile: each account's name, address and phones (read from the member accounts service
 * until the member changes them), and the site's profile settings.
 */
export const accountProfileService: SimulatorService<'accountProfile', AccountProfileState> = {
  name: 'accountProfile',
  version: 2,
  seed: () => ({ sites: perSite(seedSiteProfiles) }),
};
