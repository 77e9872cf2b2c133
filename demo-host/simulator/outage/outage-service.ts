import { Hono } from 'hono';
import type { SimulatorService } from '../service.ts';
import type { OutageSite } from './outage-records.ts';
import { outageRoutes } from './outage-routes.ts';
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
  routes: ({ store }) => ({
    api: { '/v3/members': outageRoutes(store) },
    controls: new Hono().get('/outage/reports', (c) =>
      c.json(Object.values(store.state.outage.sites).flatMap((site) => site.reports)),
    ),
  }),
};
