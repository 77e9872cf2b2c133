import type { SimulatorService } from '../service.ts';
import { perSite, prairieApplicationId } from '../sites.ts';

export interface MeterPortalState {
  /** Keyed by ApplicationId: the external meter-data portal, or null when the cooperative has none. */
  sites: Record<string, MeterPortalSettings | null>;
}

export interface MeterPortalSettings {
  aclaraUrl: string;
  clientId: string;
  /** Members whose meter data is being migrated: the portal settings answer error 3101 for them. */
  migratingMemberNumbers: string[];
}

/** Settings for the jump to the external meter-data portal (Prairie Wind Power's; Riverbend has none). */
export const meterPortalService: SimulatorService<'meterPortal', MeterPortalState> = {
  name: 'meterPortal',
  version: 1,
  seed: () => ({
    sites: perSite((applicationId) =>
      applicationId === prairieApplicationId
        ? { aclaraUrl: '/meter-portal.html', clientId: 'PWPC-METER', migratingMemberNumbers: ['2002'] }
        : null,
    ),
  }),
};
