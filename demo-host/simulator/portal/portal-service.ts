import type { SimulatorService } from '../service.ts';
import { riverbendApplicationId } from '../sites.ts';
import type { SiteRecord } from './portal-records.ts';
import { maintenanceControl, portalRoutes } from './portal-routes.ts';
import { seedPortalSites } from './portal-seed.ts';

export interface PortalState {
  /** The site a request without a known transaction falls back to (the payment callbacks). */
  defaultApplicationId: string;
  /** Keyed by ApplicationId: the sites this back office serves. A request naming another is refused. */
  sites: Record<string, SiteRecord>;
}

/** The portal service: each site's configuration, account types, images and maintenance flag. */
export const portalService: SimulatorService<'portal', PortalState> = {
  name: 'portal',
  version: 1,
  seed: (today) => ({ defaultApplicationId: riverbendApplicationId, sites: seedPortalSites(today) }),
  routes: ({ store }) => ({
    api: { '/v3/portal': portalRoutes(store) },
    controls: maintenanceControl(store),
  }),
};
