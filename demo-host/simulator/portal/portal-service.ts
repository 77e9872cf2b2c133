import type { SavedSlice, SimulatorService } from '../service.ts';
import { riverbendApplicationId } from '../sites.ts';
import type { SiteRecord } from './portal-records.ts';
import { seedPortalSites } from './portal-seed.ts';

export interface PortalState {
  /** The site a request without a known transaction falls back to (the payment callbacks). */
  defaultApplicationId: string;
  /** Keyed by ApplicationId: the sites this back office serves. A request naming another is refused. */
  sites: Record<string, SiteRecord>;
}

/**
 * Version 2 added each site's time zone and the account overview's settings (layout, usage graph,
 * hide non-electric). A saved version 1 takes them from the seed and keeps everything else it holds.
 */
function fromVersion1({ slice, version }: SavedSlice): PortalState | undefined {
  if (version !== 1 || !slice || typeof slice !== 'object') return undefined;
  const saved = slice as PortalState;
  const seeded = seedPortalSites(new Date());
  const sites = Object.fromEntries(
    Object.entries(saved.sites).map(([id, site]) => {
      const seed = seeded[id];
      return [
        id,
        {
          ...site,
          siteSettings: { ...site.siteSettings, timeZone: seed?.siteSettings.timeZone ?? null },
          configuration: {
            ...site.configuration,
            accountOverviewLayout: seed?.configuration.accountOverviewLayout ?? null,
            usageGraphEnabled: seed?.configuration.usageGraphEnabled ?? null,
            hideNonElectricUsageAndOutage: seed?.configuration.hideNonElectricUsageAndOutage ?? false,
          },
        },
      ];
    }),
  );
  return { ...saved, sites };
}

/** The portal service: each site's configuration, account types, images and maintenance flag. */
export const portalService: SimulatorService<'portal', PortalState> = {
  name: 'portal',
  version: 2,
  seed: (today) => ({ defaultApplicationId: riverbendApplicationId, sites: seedPortalSites(today) }),
  migrate: fromVersion1,
};
