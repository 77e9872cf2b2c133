import { siteEntry } from '../records.ts';
import type { SimulatorService } from '../service.ts';
import type { SimulatorState } from '../state.ts';
import type { OutageSite } from './outage-records.ts';
import { seedOutageSites } from './outage-seed.ts';

export interface OutageState {
  /** Keyed by ApplicationId. */
  sites: Record<string, OutageSite>;
}

/**
 * Outages: each site's report settings, the outages going on and past at its locations, and the
 * reports members send, which start an outage at their location (or join the one going on).
 */
export const outageService: SimulatorService<'outage', OutageState> = {
  name: 'outage',
  version: 2,
  seed: (today) => ({ sites: seedOutageSites(today) }),
};

/** One site's outages going on and past, and the reports members sent. */
export function siteOutages(state: SimulatorState, applicationId: string): OutageSite {
  return siteEntry(state.outage.sites, applicationId, 'outage');
}
